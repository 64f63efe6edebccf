import { describe, expect, it } from "vitest";
import { cageInfoChanges, checkCageInfo, normaliseCageInfo } from "./cageInfo.ts";
import { TEXTS } from "./texts.ts";

const cage = {
  group: "A",
  make: "Toyota",
  model: "Camry",
  year: 2020,
  bodyType: "4dr",
  trim: "LX",
  code: "TOY20",
};

describe("cage information", () => {
  it("checks the fields given", () => {
    expect(checkCageInfo({})).toEqual({});
    expect(checkCageInfo({ make: "Ford", year: 2021, bodyType: "SUV", group: "B", trim: "" })).toEqual({});
    expect(checkCageInfo({ make: " ", model: "", year: 1899, bodyType: "Truck", group: "C" })).toEqual({
      make: TEXTS.requiredField,
      model: TEXTS.requiredField,
      year: TEXTS.cageYearInvalid,
      bodyType: TEXTS.requiredField,
      group: TEXTS.requiredField,
    });
    expect(checkCageInfo({ year: 2020.5 })).toEqual({ year: TEXTS.cageYearInvalid });
  });

  it("trims text", () => {
    expect(normaliseCageInfo({ make: " Ford ", year: 2020 })).toEqual({ make: "Ford", year: 2020 });
  });

  it("lists each changed field old → new, and nothing for unchanged values", () => {
    expect(cageInfoChanges(cage, { model: "Corolla", year: 2020, trim: "SE", code: "TOY20" })).toEqual([
      { field: "model", from: "Camry", to: "Corolla" },
      { field: "trim", from: "LX", to: "SE" },
    ]);
    expect(cageInfoChanges(cage, { make: "Toyota" })).toEqual([]);
  });
});
