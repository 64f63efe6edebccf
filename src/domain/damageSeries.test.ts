import { describe, expect, it } from "vitest";
import { seriesQuery, vehicleSeriesIn } from "./damageSeries.ts";

const KNOWN = ["3-Series", "X5"];

describe("damage series", () => {
  it("takes the decoded series first, then the model, as the table spells it", () => {
    expect(vehicleSeriesIn(KNOWN, ["3-series", "328i"])).toBe("3-Series");
    expect(vehicleSeriesIn(KNOWN, [null, " x5 "])).toBe("X5");
    expect(vehicleSeriesIn(KNOWN, ["5-Series", "X5"])).toBe("X5");
  });

  it("is unknown when the table has neither", () => {
    expect(vehicleSeriesIn(KNOWN, ["5-Series", "530i"])).toBeNull();
    expect(vehicleSeriesIn([], ["3-Series"])).toBeNull();
    expect(vehicleSeriesIn(KNOWN, [undefined, ""])).toBeNull();
  });

  it("sends series_nme on the bmw table only, and only when known", () => {
    expect(seriesQuery("bmw", "X5")).toEqual({ series_nme: "X5" });
    expect(seriesQuery("bmw", null)).toEqual({});
    expect(seriesQuery("autograde", "X5")).toEqual({});
    expect(seriesQuery(null, "X5")).toEqual({});
  });
});
