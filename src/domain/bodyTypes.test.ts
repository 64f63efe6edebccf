import { describe, expect, it } from "vitest";
import {
  BODY_TYPES,
  bodyTypeFor,
  CAPT_OUTLINE_CHOICES,
  OUTLINE_ENUMERATION,
  outlineUrl,
  outlineViewForPhoto,
} from "./bodyTypes.ts";

describe("body types", () => {
  it("lists the spec's nine, each mapped to the outline enumeration", () => {
    expect(BODY_TYPES.map((b) => b.name)).toEqual([
      "2dr",
      "4dr",
      "Convertible",
      "Reg Cab",
      "Jeep",
      "SUV",
      "Mini Passenger Van",
      "Cargo Van",
      "Crew-Ext Cab",
    ]);
    for (const b of BODY_TYPES) {
      expect(b.outlines.length).toBeGreaterThan(0);
      for (const o of b.outlines) expect(OUTLINE_ENUMERATION).toContain(o);
      expect(b.slug).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(BODY_TYPES.map((b) => b.slug)).size).toBe(9);
  });

  it("offers the first ten entries of the enumeration for CAPT QC", () => {
    expect(CAPT_OUTLINE_CHOICES).toHaveLength(10);
    expect(CAPT_OUTLINE_CHOICES).not.toContain("Tractor_Trailer");
  });

  it.each([
    ["2dr_Car", "2dr"],
    ["4dr", "4dr"],
    ["Station_Wagon", "4dr"],
    ["Reg_Cab_Pickup", "reg-cab"],
    ["Ext_Cab_Pickup", "crew-ext-cab"],
    ["Crew_Cab_Pickup", "crew-ext-cab"],
    ["Sport_Utility", "suv"],
    ["Jeep", "jeep"],
    ["Mini_Van_Cargo", "cargo-van"],
    ["mini passenger van", "mini-passenger-van"],
    ["Tractor_Trailer", null],
    ["", null],
  ])("%s -> %s", (name, slug) => {
    expect(bodyTypeFor(name)?.slug ?? null).toBe(slug);
  });

  it("maps photo codes to views and builds URLs", () => {
    expect(outlineViewForPhoto("04")).toEqual({ view: "left", mirrored: false });
    expect(outlineViewForPhoto("05")).toEqual({ view: "front", mirrored: false });
    expect(outlineViewForPhoto("07")).toEqual({ view: "left", mirrored: true });
    expect(outlineViewForPhoto("08")).toEqual({ view: "rear", mirrored: false });
    expect(outlineViewForPhoto("01")).toBeNull();
    expect(outlineUrl("suv", "front")).toBe("/outlines/suv/front.png");
    expect(outlineUrl("suv", "rear", "svg")).toBe("/outlines/suv/rear.svg");
  });
});
