import { describe, expect, it } from "vitest";
import {
  bboxContains,
  EMPTY_BBOX,
  isEmptyBBox,
  type Polygon,
  pointInPolygon,
  pointInRing,
  polygonArea,
  polygonBBox,
  polygonCentroid,
  ringBBox,
  ringSignedArea,
} from "./polygon";

const ring = (...xy: number[]) => new Float64Array(xy);
const square = (x: number, y: number, size: number) =>
  ring(x, y, x + size, y, x + size, y + size, x, y + size);
const reversed = (r: Float64Array) => {
  const out = new Float64Array(r.length);
  for (let i = 0; i < r.length; i += 2) {
    out[r.length - 2 - i] = r[i]!;
    out[r.length - 1 - i] = r[i + 1]!;
  }
  return out;
};

describe("pointInRing", () => {
  const unit = square(0, 0, 1);

  it("separates the two sides of every edge", () => {
    const e = 1e-9;
    expect(pointInRing(unit, 0.5, 0.5)).toBe(true);
    expect(pointInRing(unit, 1 - e, 0.5)).toBe(true);
    expect(pointInRing(unit, 1 + e, 0.5)).toBe(false);
    expect(pointInRing(unit, e, 0.5)).toBe(true);
    expect(pointInRing(unit, -e, 0.5)).toBe(false);
    expect(pointInRing(unit, 0.5, e)).toBe(true);
    expect(pointInRing(unit, 0.5, -e)).toBe(false);
    expect(pointInRing(unit, 0.5, 1 - e)).toBe(true);
    expect(pointInRing(unit, 0.5, 1 + e)).toBe(false);
  });

  it("handles a concave (U-shaped) ring: the notch is outside", () => {
    // U: arms at x 0..1 and 2..3, base y 2..3 (y down), notch x 1..2, y 0..2
    const u = ring(0, 0, 1, 0, 1, 2, 2, 2, 2, 0, 3, 0, 3, 3, 0, 3);
    expect(pointInRing(u, 1.5, 1)).toBe(false);
    expect(pointInRing(u, 0.5, 1)).toBe(true);
    expect(pointInRing(u, 2.5, 1)).toBe(true);
    expect(pointInRing(u, 1.5, 2.5)).toBe(true);
    // the horizontal ray from the notch crosses the right arm twice
    expect(pointInRing(u, 1.5, 0.001)).toBe(false);
  });

  it("does not care about orientation or a repeated closing vertex", () => {
    const closed = ring(0, 0, 1, 0, 1, 1, 0, 1, 0, 0);
    expect(pointInRing(reversed(unit), 0.5, 0.5)).toBe(true);
    expect(pointInRing(closed, 0.5, 0.5)).toBe(true);
    expect(pointInRing(closed, 1.5, 0.5)).toBe(false);
  });

  it("finds nothing in a ring of fewer than 3 vertices", () => {
    expect(pointInRing(ring(0, 0, 1, 1), 0.5, 0.5)).toBe(false);
    expect(pointInRing(ring(), 0, 0)).toBe(false);
  });

  it("counts an edge point inside the region on its +x side (vertical edge) or +y side (horizontal)", () => {
    expect(pointInRing(unit, 0, 0.5)).toBe(true); // left edge: the square is on its +x side
    expect(pointInRing(unit, 1, 0.5)).toBe(false); // right edge
    expect(pointInRing(unit, 0.5, 0)).toBe(true); // top edge: the square is on its +y side
    expect(pointInRing(unit, 0.5, 1)).toBe(false); // bottom edge
    expect(pointInRing(reversed(unit), 0, 0.5)).toBe(true);
    expect(pointInRing(reversed(unit), 1, 0.5)).toBe(false);
  });

  it("puts a point on a shared edge in exactly one of the two parts", () => {
    const left = square(0, 0, 1);
    const right = square(1, 0, 1);
    const top = square(0, -1, 1);
    for (let i = 1; i < 100; i++) {
      const t = i / 100;
      const onVertical = [pointInRing(left, 1, t), pointInRing(right, 1, t)];
      expect(onVertical.filter(Boolean)).toHaveLength(1);
      const onHorizontal = [pointInRing(left, t, 0), pointInRing(top, t, 0)];
      expect(onHorizontal.filter(Boolean)).toHaveLength(1);
    }
  });
});

describe("pointInPolygon (even-odd over rings)", () => {
  const outer = square(0, 0, 10);
  const hole = square(4, 4, 2);

  it("treats a ring inside another as a hole, whatever its orientation", () => {
    for (const h of [hole, reversed(hole)]) {
      const withHole: Polygon = [outer, h];
      expect(pointInPolygon(withHole, 5, 5)).toBe(false);
      expect(pointInPolygon(withHole, 3.9, 5)).toBe(true);
      expect(pointInPolygon(withHole, 6.1, 5)).toBe(true);
      expect(pointInPolygon(withHole, 11, 5)).toBe(false);
    }
  });

  it("treats separate rings as islands, and an island in a hole as filled", () => {
    const islands: Polygon = [square(0, 0, 1), square(5, 5, 1)];
    expect(pointInPolygon(islands, 0.5, 0.5)).toBe(true);
    expect(pointInPolygon(islands, 5.5, 5.5)).toBe(true);
    expect(pointInPolygon(islands, 3, 3)).toBe(false);
    const nested: Polygon = [outer, hole, square(4.5, 4.5, 1)];
    expect(pointInPolygon(nested, 5, 5)).toBe(true);
    expect(pointInPolygon(nested, 4.2, 4.2)).toBe(false);
  });

  it("makes the overlap of two overlapping rings a hole (even-odd)", () => {
    const overlapping: Polygon = [square(0, 0, 2), square(1, 1, 2)];
    expect(pointInPolygon(overlapping, 1.5, 1.5)).toBe(false);
    expect(pointInPolygon(overlapping, 0.5, 0.5)).toBe(true);
  });
});

describe("bbox", () => {
  it("bounds all rings", () => {
    expect(ringBBox(ring(1, 5, -2, 3, 4, -1))).toEqual({ minX: -2, minY: -1, maxX: 4, maxY: 5 });
    expect(polygonBBox([square(0, 0, 1), square(5, 6, 2)])).toEqual({ minX: 0, minY: 0, maxX: 7, maxY: 8 });
    expect(isEmptyBBox(polygonBBox([]))).toBe(true);
    expect(bboxContains(EMPTY_BBOX, 0, 0)).toBe(false);
    expect(bboxContains({ minX: 0, minY: 0, maxX: 1, maxY: 1 }, 1, 1)).toBe(true);
  });
});

describe("area and centroid", () => {
  it("signed area follows orientation; polygon area does not", () => {
    const s = square(0, 0, 2);
    expect(ringSignedArea(s)).toBe(4); // clockwise on a y-down screen
    expect(ringSignedArea(reversed(s))).toBe(-4);
    expect(polygonArea([reversed(s)])).toBe(4);
  });

  it("subtracts holes and adds islands", () => {
    expect(polygonArea([square(0, 0, 10), square(4, 4, 2)])).toBe(96);
    expect(polygonArea([square(0, 0, 10), reversed(square(4, 4, 2))])).toBe(96);
    expect(polygonArea([square(0, 0, 1), square(5, 5, 2)])).toBe(5);
  });

  it("finds the centroid of a concave shape and of a shape with an off-centre hole", () => {
    // L-shape: 2×1 bar along the bottom plus a 1×1 block above its left end
    const l = ring(0, 0, 1, 0, 1, 1, 2, 1, 2, 2, 0, 2);
    const c = polygonCentroid([l])!;
    expect(c.x).toBeCloseTo(5 / 6, 12);
    expect(c.y).toBeCloseTo(7 / 6, 12);
    // 4×4 square minus a 2×2 hole near its top-left (centre 1.5, 1.5): the centroid moves away from it
    for (const hole of [square(0.5, 0.5, 2), reversed(square(0.5, 0.5, 2))]) {
      const holed = polygonCentroid([square(0, 0, 4), hole])!;
      expect(holed.x).toBeCloseTo((16 * 2 - 4 * 1.5) / 12, 12);
      expect(holed.y).toBeCloseTo((16 * 2 - 4 * 1.5) / 12, 12);
    }
    expect(polygonCentroid([ring(0, 0, 1, 1, 2, 2)])).toBeNull();
  });
});
