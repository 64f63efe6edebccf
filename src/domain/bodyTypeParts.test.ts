import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fitsBodyType } from "./bodyTypeParts.ts";
import { BODY_TYPES } from "./bodyTypes.ts";
import { PART_NAMES } from "./partNames.ts";

const OUTLINES = join(import.meta.dirname, "..", "..", "assets", "generated", "outlines");

describe("fitsBodyType", () => {
  it("keeps sliding doors to vans, beds to pickups and trunks to cars", () => {
    expect(fitsBodyType("SLIDING_DOOR_LEFT", "4dr")).toBe(false);
    expect(fitsBodyType("SLIDING_DOOR_LEFT", "Mini Passenger Van")).toBe(true);
    expect(fitsBodyType("BED_SIDE_RIGHT", "SUV")).toBe(false);
    expect(fitsBodyType("BED_SIDE_RIGHT", "Reg Cab")).toBe(true);
    expect(fitsBodyType("TRUNK", "Cargo Van")).toBe(false);
    expect(fitsBodyType("REAR_DOOR_LEFT", "2dr")).toBe(false);
    // The enumeration's spelling is the same body type.
    expect(fitsBodyType("LIFTGATE", "Sport_Utility")).toBe(true);
  });

  it("fits every name when the body type is unknown or missing, and the common parts on every body type", () => {
    for (const name of PART_NAMES) {
      expect(fitsBodyType(name, null)).toBe(true);
      expect(fitsBodyType(name, "hovercraft")).toBe(true);
    }
    for (const body of BODY_TYPES)
      for (const name of ["HOOD", "FRONT_DOOR_LEFT", "WINDSHIELD", "TIRE_FRONT_RIGHT"])
        expect(fitsBodyType(name, body.name)).toBe(true);
  });

  it("agrees with the generated outlines: each uses only names its body type fits", () => {
    for (const body of BODY_TYPES) {
      const folder = join(OUTLINES, body.slug);
      const names = readdirSync(folder)
        .filter((f) => f.endsWith(".svg"))
        .flatMap((f) => [...readFileSync(join(folder, f), "utf8").matchAll(/data-name="([A-Z_]+)"/g)])
        .map((m) => m[1]!);
      expect(names.length).toBeGreaterThan(10);
      expect(names.filter((n) => !fitsBodyType(n, body.name))).toEqual([]);
    }
  });
});
