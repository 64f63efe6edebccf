import { describe, expect, it } from "vitest";
import { damageMarkers, gradeColor } from "./damageMarkers.ts";

describe("damageMarkers", () => {
  it("numbers located damages in order and scales pixels by actual_image or the photo size", () => {
    const markers = damageMarkers(
      [
        { damage_name: "DENT", component: "HOOD", damage_location: { x: 0.3, y: 0.6 }, grade_score: 2 },
        { damage_name: "NO_LOCATION" },
        {
          damage_name: "SCRATCH",
          damage_location: { x: 400, y: 300 },
          actual_image: { width: 800, height: 600 },
        },
        { damage_name: "PX", damage_location: { x: 100, y: 50 } },
        { damage_name: "OUTSIDE", damage_location: { x: 2, y: 2 }, actual_image: { width: 1, height: 1 } },
      ],
      { width: 200, height: 100 },
    );
    expect(markers.map((m) => [m.n, m.index, m.x, m.y])).toEqual([
      [1, 0, 0.3, 0.6],
      [2, 2, 0.5, 0.5],
      [3, 3, 0.5, 0.5],
    ]);
    expect(markers[0]?.label).toBe("DENT · HOOD");
  });
  it("grade colours", () => {
    expect([null, 0, 1, 2, 3, 5].map(gradeColor)).toEqual([
      "#8a8886",
      "#8a8886",
      "#f2c811",
      "#f7630c",
      "#d13438",
      "#d13438",
    ]);
  });
});
