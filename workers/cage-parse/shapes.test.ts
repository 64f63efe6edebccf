import { describe, expect, it } from "vitest";
import { polygonArea, ringBBox } from "../../src/geometry/polygon";
import { RingBuilder } from "./ringBuilder";
import { addBasicShape, ellipseSegments } from "./shapes";

type Tag = Parameters<typeof addBasicShape>[0];

function shape(tag: Tag, attributes: Record<string, string>, tolerance = 0.01) {
  const builder = new RingBuilder();
  const warning = addBasicShape(tag, new Map(Object.entries(attributes)), builder, tolerance);
  return { rings: builder.finish().rings, warning };
}

describe("basic shapes", () => {
  it("rect", () => {
    const { rings } = shape("rect", { x: "1", y: "2", width: "10", height: "5" });
    expect(Array.from(rings[0]!)).toEqual([1, 2, 11, 2, 11, 7, 1, 7]);
  });

  it("rect with rounded corners: rx alone sets ry, clamped to half the size", () => {
    const { rings } = shape("rect", { width: "100", height: "40", rx: "10" });
    const r = 10;
    expect(polygonArea(rings)).toBeCloseTo(100 * 40 - (4 - Math.PI) * r * r, 0);
    expect(ringBBox(rings[0]!)).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 40 });
    // rx and ry are clamped separately (to 50 and 20): the rect becomes an ellipse
    const clamped = shape("rect", { width: "100", height: "40", rx: "500", ry: "500" }).rings;
    expect(polygonArea(clamped)).toBeCloseTo(Math.PI * 50 * 20, 0);
  });

  it("circle and ellipse: vertices on the curve, area short by at most perimeter × tolerance", () => {
    const tolerance = 0.01;
    const { rings } = shape("circle", { cx: "10", cy: "20", r: "30" }, tolerance);
    const ring = rings[0]!;
    for (let i = 0; i < ring.length; i += 2)
      expect(Math.hypot(ring[i]! - 10, ring[i + 1]! - 20)).toBeCloseTo(30, 9);
    const deficit = Math.PI * 900 - polygonArea(rings);
    expect(deficit).toBeGreaterThan(0);
    expect(deficit).toBeLessThanOrEqual(2 * Math.PI * 30 * tolerance);
    const ellipse = shape("ellipse", { rx: "40", ry: "10" }, tolerance).rings;
    const ellipseDeficit = Math.PI * 400 - polygonArea(ellipse);
    expect(ellipseDeficit).toBeGreaterThan(0);
    expect(ellipseDeficit).toBeLessThanOrEqual(2 * Math.PI * 40 * tolerance); // perimeter < 2π·max radius
  });

  it("chooses enough segments for the tolerance", () => {
    const n = ellipseSegments(100, 100, 0.5);
    expect(100 * (1 - Math.cos(Math.PI / n))).toBeLessThanOrEqual(0.5);
    expect(100 * (1 - Math.cos(Math.PI / (n - 1)))).toBeGreaterThan(0.5);
    expect(ellipseSegments(1, 1, 5)).toBe(8);
  });

  it("polygon and polyline read points; an odd count is repaired with a warning", () => {
    expect(Array.from(shape("polygon", { points: "0,0 10,0 10,10" }).rings[0]!)).toEqual([
      0, 0, 10, 0, 10, 10,
    ]);
    const odd = shape("polyline", { points: "0 0 10 0 10 10 5" });
    expect(odd.rings).toHaveLength(1);
    expect(odd.warning).toMatch(/odd/);
  });

  it("refuses shapes without a usable size", () => {
    expect(shape("rect", { width: "10" }).warning).toMatch(/rect/);
    expect(shape("rect", { width: "50%", height: "10" }).rings).toHaveLength(0);
    expect(shape("circle", { r: "0" }).warning).toMatch(/circle/);
    expect(shape("ellipse", { rx: "-1", ry: "2" }).rings).toHaveLength(0);
  });
});
