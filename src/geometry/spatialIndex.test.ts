import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/bench/geometrySyntheticCage";
import { type BBox, type Polygon, polygonBBox } from "./polygon";
import { cagePoint } from "./spaces";
import { buildGridIndex, hitTest, hitTestLinear, queryGrid } from "./spatialIndex";

interface Part {
  readonly id: string;
  readonly rings: Polygon;
  readonly bbox: BBox;
  readonly hittable: boolean;
}

const part = (id: string, rings: Float64Array[], hittable = true): Part => ({
  id,
  rings,
  bbox: polygonBBox(rings),
  hittable,
});
const square = (x: number, y: number, size: number) =>
  new Float64Array([x, y, x + size, y, x + size, y + size, x, y + size]);

/** A star-shaped (concave) ring of n vertices around (cx, cy). */
function star(next: () => number, cx: number, cy: number, r: number, n: number): Float64Array {
  const out = new Float64Array(n * 2);
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const radius = r * (0.4 + 0.6 * next());
    out[2 * i] = cx + radius * Math.cos(a);
    out[2 * i + 1] = cy + radius * Math.sin(a);
  }
  return out;
}

describe("hitTest", () => {
  const below = part("below", [square(0, 0, 10)]);
  const above = part("above", [square(5, 5, 10)]);
  const parts = [below, above];
  const index = buildGridIndex(parts);

  it("returns the topmost (last in document order) part under the point", () => {
    expect(hitTest(index, parts, cagePoint(7, 7))?.id).toBe("above");
    expect(hitTest(index, parts, cagePoint(2, 2))?.id).toBe("below");
    expect(hitTest(index, parts, cagePoint(12, 12))?.id).toBe("above");
    const swapped = [above, below];
    expect(hitTest(buildGridIndex(swapped), swapped, cagePoint(7, 7))?.id).toBe("below");
  });

  it("returns null off every part and outside the indexed extent", () => {
    expect(hitTest(index, parts, cagePoint(12, 2))).toBeNull();
    expect(hitTest(index, parts, cagePoint(-1, 5))).toBeNull();
    expect(hitTest(index, parts, cagePoint(100, 100))).toBeNull();
    expect(hitTest(index, parts, cagePoint(Number.NaN, 5))).toBeNull();
  });

  it("lets excluded parts pass clicks through to the part beneath", () => {
    const withDecoration = [below, part("decoration", [square(0, 0, 10)], false)];
    const only = buildGridIndex(withDecoration, { include: (p) => p.hittable });
    expect(hitTest(only, withDecoration, cagePoint(5, 5))?.id).toBe("below");
    expect(hitTest(buildGridIndex(withDecoration), withDecoration, cagePoint(5, 5))?.id).toBe("decoration");
  });

  it("respects holes: a click in a part's hole reaches the part beneath", () => {
    const donut = part("donut", [square(0, 0, 10), square(3, 3, 4)]);
    const base = part("base", [square(-5, -5, 20)]);
    const list = [base, donut];
    const idx = buildGridIndex(list);
    expect(hitTest(idx, list, cagePoint(5, 5))?.id).toBe("base");
    expect(hitTest(idx, list, cagePoint(1, 1))?.id).toBe("donut");
  });

  it("lists candidates in document order and skips empty parts", () => {
    const list = [part("a", [square(0, 0, 4)]), part("empty", []), part("b", [square(1, 1, 4)])];
    const idx = buildGridIndex(list);
    expect(Array.from(queryGrid(idx, 2, 2))).toEqual([0, 2]);
    expect(idx.partCount).toBe(3);
  });

  it("works with no parts at all", () => {
    const idx = buildGridIndex([]);
    expect(queryGrid(idx, 0, 0)).toHaveLength(0);
    expect(hitTest(idx, [], cagePoint(0, 0))).toBeNull();
  });

  it("finds points on the far edges of the extent", () => {
    const list = [part("a", [square(0, 0, 4)]), part("b", [square(4, 4, 4)])];
    const idx = buildGridIndex(list);
    expect(Array.from(queryGrid(idx, 8, 8))).toContain(1);
    expect(hitTest(idx, list, cagePoint(7.999, 7.999))?.id).toBe("b");
  });

  it("agrees with the linear scan on random overlapping concave parts", () => {
    const next = seededRandom(42);
    const list: Part[] = [];
    for (let i = 0; i < 300; i++) {
      const rings = [star(next, next() * 1000, next() * 800, 10 + next() * 60, 3 + Math.floor(next() * 60))];
      if (i % 7 === 0) rings.push(star(next, next() * 1000, next() * 800, 20, 12)); // a second subpath
      list.push(part(`p${i}`, rings, i % 5 !== 0));
    }
    const include = (p: Part) => p.hittable;
    for (const cellsPerPart of [0.1, 2, 16]) {
      const idx = buildGridIndex(list, { include, cellsPerPart });
      let hits = 0;
      for (let k = 0; k < 5000; k++) {
        const p = cagePoint(next() * 1100 - 50, next() * 900 - 50);
        const expected = hitTestLinear(list, p, include);
        expect(hitTest(idx, list, p)).toBe(expected);
        if (expected) hits++;
      }
      expect(hits).toBeGreaterThan(1000); // the points do land on parts
    }
  });
});
