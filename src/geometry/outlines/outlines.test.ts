import { describe, expect, it } from "vitest";
import { prepareCage } from "../../../workers/cage-parse/parseCage.ts";
import { BODY_TYPES, OUTLINE_VIEWS, type OutlineView } from "../../domain/bodyTypes.ts";
import { PART_NAMES, partGroupOf } from "../../domain/partNames.ts";
import { pointInPolygon, polygonArea, polygonCentroid } from "../polygon.ts";
import { cagePoint } from "../spaces.ts";
import { hitTest } from "../spatialIndex.ts";
import { outlineSvg } from "./svg.ts";

const OUTLINE_GROUPS = ["PART", "BODY", "GLASS", "WHEEL", "TIRE"];
const cases = BODY_TYPES.flatMap((b) => OUTLINE_VIEWS.map((view) => [b.slug, view, b] as const));

const parse = (svg: string) => {
  const prepared = prepareCage(svg);
  return { ...prepared, hittable: prepared.cage.parts.filter((p) => p.hittable) };
};

describe("part-name catalogue", () => {
  it("has unique names, each in one group", () => {
    expect(new Set(PART_NAMES).size).toBe(PART_NAMES.length);
    expect(partGroupOf("FRONT_BUMPER")).toBe("PART");
    expect(partGroupOf("HOOD")).toBe("BODY");
    expect(partGroupOf("WINDSHIELD")).toBe("GLASS");
    expect(partGroupOf("WHEEL_FRONT_LEFT")).toBe("WHEEL");
    expect(partGroupOf("TIRE_REAR_RIGHT")).toBe("TIRE");
    expect(partGroupOf("Hood")).toBeNull();
  });
});

describe.each(cases)("%s %s outline", (_slug, view: OutlineView, bodyType) => {
  const svg = outlineSvg(bodyType, view);
  const { cage, index, hittable } = parse(svg);

  it("parses without warnings into at least 8 named, grouped parts with unique ids", () => {
    expect(cage.warnings).toEqual([]);
    expect(cage.parts.length).toBe(hittable.length);
    expect(hittable.length).toBeGreaterThanOrEqual(8);
    const ids = hittable.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(hittable.map((p) => p.name)).size).toBe(hittable.length);
    for (const part of hittable) {
      expect(OUTLINE_GROUPS).toContain(part.group);
      expect(partGroupOf(part.name!)).toBe(part.group);
      expect(polygonArea(part.rings)).toBeGreaterThan(0);
    }
    expect(cage.viewBox.width).toBeGreaterThan(0);
  });

  it("has its view's key parts", () => {
    const names = new Set(hittable.map((p) => p.name));
    const expected =
      view === "left"
        ? ["WHEEL_FRONT_LEFT", "WHEEL_REAR_LEFT", "TIRE_FRONT_LEFT", "TIRE_REAR_LEFT", "FRONT_DOOR_LEFT"]
        : view === "front"
          ? ["FRONT_BUMPER", "HOOD", "WINDSHIELD", "TIRE_FRONT_LEFT", "TIRE_FRONT_RIGHT", "MIRROR_LEFT"]
          : ["REAR_BUMPER", "TIRE_REAR_LEFT", "TIRE_REAR_RIGHT"];
    for (const name of expected) expect(names).toContain(name);
  });

  it("puts the vehicle's left side where the viewer sees it", () => {
    if (view === "left") return;
    const tireLeft = hittable.find((p) => p.name === `TIRE_${view === "front" ? "FRONT" : "REAR"}_LEFT`)!;
    const middle = cage.viewBox.minX + cage.viewBox.width / 2;
    // Front view: the vehicle's left is on the picture's right; rear view: on the left.
    expect(tireLeft.bbox.minX > middle).toBe(view === "front");
  });

  it("hit-tests every part at an inner point of its own", () => {
    for (const part of hittable) {
      const inner = innerPoint(part.rings);
      expect(inner, part.name!).not.toBeNull();
      const hit = hitTest(index, cage.parts, cagePoint(inner!.x, inner!.y));
      expect(hit?.name, part.name!).toBe(part.name);
    }
  });

  it("has parts that do not overlap (sampled on a grid)", () => {
    const { minX, minY, width, height } = cage.viewBox;
    let covered = 0;
    let overlapped = 0;
    const n = 120;
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        const x = minX + ((i + 0.5) * width) / n;
        const y = minY + ((j + 0.5) * height) / n;
        const inside = hittable.filter((p) => pointInPolygon(p.rings, x, y)).length;
        if (inside > 0) covered++;
        if (inside > 1) overlapped++;
      }
    }
    expect(covered).toBeGreaterThan(n * n * 0.15);
    expect(overlapped / covered).toBeLessThan(0.01);
  });
});

/** The centroid when it lies inside the part, else the centre of the widest inner run of a middle row. */
function innerPoint(rings: Parameters<typeof pointInPolygon>[0]): { x: number; y: number } | null {
  const c = polygonCentroid(rings);
  if (c && pointInPolygon(rings, c.x, c.y)) return c;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i += 2) {
      minX = Math.min(minX, ring[i]!);
      maxX = Math.max(maxX, ring[i]!);
      minY = Math.min(minY, ring[i + 1]!);
      maxY = Math.max(maxY, ring[i + 1]!);
    }
  }
  for (const fy of [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]) {
    const y = minY + (maxY - minY) * fy;
    let best: { x: number; len: number } | null = null;
    let start: number | null = null;
    const steps = 400;
    for (let k = 0; k <= steps; k++) {
      const x = minX + ((maxX - minX) * k) / steps;
      const inside = k < steps && pointInPolygon(rings, x, y);
      if (inside && start === null) start = x;
      if (!inside && start !== null) {
        if (!best || x - start > best.len) best = { x: (start + x) / 2, len: x - start };
        start = null;
      }
    }
    if (best) return { x: best.x, y };
  }
  return null;
}
