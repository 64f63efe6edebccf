import { describe, expect, it } from "vitest";
import { bodyTypeFor, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { defaultCageBox, meetTransform } from "../../domain/cageFit.ts";
import { outlineDrawing } from "../../geometry/outlines/svg.ts";
import { DEMO_INSPECTIONS, demoInspection } from "./demoInspections.ts";
import { type DemoDamage, PHOTO } from "./demoScenes.ts";
import { demoVehicles, seededRandom, withCheckDigit } from "./demoVehicles.ts";

const world = () => {
  const rand = seededRandom(7);
  return demoVehicles(DEMO_INSPECTIONS).map((v, i) => ({ v, ...demoInspection(i, v, rand) }));
};

/** Even-odd point-in-part test in drawing units (the photo point mapped back through the placement). */
function onPart(d: DemoDamage, bodyType: string): boolean {
  const view = outlineViewForPhoto(d.photoCode)!;
  const drawing = outlineDrawing(bodyTypeFor(bodyType)!, view.view);
  const t = meetTransform(drawing, defaultCageBox(PHOTO));
  let x = (d.damage_location.x - t.x) / t.scale;
  const y = (d.damage_location.y - t.y) / t.scale;
  if (view.mirrored) x = drawing.width - x;
  const name = view.mirrored
    ? d.component.replace(/_(LEFT|RIGHT)\b/, (_m, s) => (s === "LEFT" ? "_RIGHT" : "_LEFT"))
    : d.component;
  const part = drawing.parts.find((p) => p.name === name);
  if (!part) return false;
  let inside = 0;
  for (const ring of part.rings) {
    let c = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
    }
    if (c) inside++;
  }
  return inside % 2 === 1;
}

describe("demo world", () => {
  it("computes the VIN check digit as North American VINs require", () => {
    expect(withCheckDigit("1HGCM82603A004352")).toBe("1HGCM82633A004352");
    expect(withCheckDigit("11111111X11111111")).toBe("11111111111111111");
  });

  it("is the same world on every seed", () => {
    expect(JSON.stringify(world())).toBe(JSON.stringify(world()));
  });

  it("has distinct sessions and VINs, several makes and body types, and some test sessions", () => {
    const w = world();
    expect(new Set(w.map((x) => x.body.sessionID)).size).toBe(w.length);
    expect(new Set(w.map((x) => x.v.vin)).size).toBe(w.length);
    expect(new Set(w.map((x) => x.v.make)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(w.map((x) => x.v.bodyType)).size).toBe(9);
    expect(w.filter((x) => x.body.sessionID.startsWith("T")).length).toBeGreaterThanOrEqual(4);
  });

  it("draws every photo code with the VIN, odometer and plate in their scenes", () => {
    for (const { v, scenes } of world()) {
      expect(Object.keys(scenes).sort()).toEqual([
        "01",
        "02",
        "03",
        "04",
        "05",
        "06",
        "07",
        "08",
        "09",
        "10",
        "11",
        "12",
        "13",
        "15",
      ]);
      expect(scenes["01"]).toContain(v.vin);
      expect(scenes["03"]).toContain(String(v.odometer).padStart(6, "0"));
      expect(scenes["08"]).toContain(v.plate);
    }
  });

  it("places every damage on the part its truth names, within the photo", () => {
    const w = world();
    const damages = w.flatMap((x) =>
      (x.body.truth as { damages: DemoDamage[] }).damages.map((d) => ({ d, x })),
    );
    expect(damages.length).toBeGreaterThanOrEqual(w.length);
    for (const { d, x } of damages) {
      expect(d.damage_location.x).toBeGreaterThan(0);
      expect(d.damage_location.x).toBeLessThan(PHOTO.width);
      expect(onPart(d, x.v.bodyType), `${x.body.sessionID} ${d.photoCode} ${d.component}`).toBe(true);
    }
  });
});
