import { describe, expect, it } from "vitest";
import { polygonArea } from "../../src/geometry/polygon";
import { flattenPath } from "./flattenPath";
import { RingBuilder } from "./ringBuilder";

function rings(d: string, tolerance = 0.01): { rings: number[][]; error: string | null } {
  const builder = new RingBuilder();
  const error = flattenPath(d, builder, tolerance);
  return { rings: builder.finish().rings.map((r) => Array.from(r)), error };
}

/** Distance from (px, py) to the closed polyline `ring`. */
function distanceToRing(ring: number[], px: number, py: number): number {
  let best = Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const j = (i + 2) % ring.length;
    const [ax, ay, bx, by] = [ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t =
      len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / len2));
    best = Math.min(best, Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))));
  }
  return best;
}

const cubicAt = (p: number[], t: number): [number, number] => {
  const u = 1 - t;
  const w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((k) => w.reduce((s, wi, i) => s + wi * p[2 * i + k]!, 0)) as [number, number];
};

describe("flattenPath", () => {
  it("reads absolute and relative lines, H and V", () => {
    expect(rings("M0 0 L10 0 L10 10 Z").rings).toEqual([[0, 0, 10, 0, 10, 10]]);
    expect(rings("m1 1 l9 0 0 9 z").rings).toEqual([[1, 1, 10, 1, 10, 10]]);
    expect(rings("M0 0 H10 V10 h-10 z").rings).toEqual([[0, 0, 10, 0, 10, 10, 0, 10]]);
  });

  it("makes one ring per subpath; open subpaths close implicitly", () => {
    const r = rings("M0 0 L4 0 L4 4 M10 10 L14 10 L14 14 L10 14").rings;
    expect(r).toEqual([
      [0, 0, 4, 0, 4, 4],
      [10, 10, 14, 10, 14, 14, 10, 14],
    ]);
  });

  it("starts a new subpath at the previous start when drawing follows Z without M", () => {
    const r = rings("M0 0 L4 0 L4 4 Z L-4 0 L-4 -4 Z").rings;
    expect(r).toEqual([
      [0, 0, 4, 0, 4, 4],
      [0, 0, -4, 0, -4, -4],
    ]);
  });

  it("relative m after z is relative to the subpath start", () => {
    expect(rings("M10 10 l5 0 l0 5 z m1 1 l1 0 l0 1 z").rings[1]).toEqual([11, 11, 12, 11, 12, 12]);
  });

  it("drops rings with fewer than 3 points and repeated points", () => {
    expect(rings("M0 0 L5 5 Z M1 1 L1 1 L1 1 L2 2").rings).toEqual([]);
    expect(rings("M0 0 L0 0 L4 0 L4 0 L4 4 L0 0").rings).toEqual([[0, 0, 4, 0, 4, 4]]);
  });

  it("keeps a cubic within the tolerance, and uses fewer segments for a looser one", () => {
    const p = [0, 0, 0, 100, 100, 100, 100, 0];
    const d = `M${p[0]} ${p[1]} C${p.slice(2).join(" ")} Z`;
    for (const tolerance of [1, 0.1, 0.01]) {
      const [ring] = rings(d, tolerance).rings;
      for (let i = 0; i <= 200; i++) {
        const [x, y] = cubicAt(p, i / 200);
        expect(distanceToRing(ring!, x, y)).toBeLessThanOrEqual(tolerance * 1.0001);
      }
    }
    expect(rings(d, 1).rings[0]!.length).toBeLessThan(rings(d, 0.01).rings[0]!.length);
  });

  it("reflects the control point for S and T, as the explicit C and Q do", () => {
    const smooth = rings("M0 0 C0 10 10 10 10 0 S20 -10 20 0 Z", 0.01).rings;
    const explicit = rings("M0 0 C0 10 10 10 10 0 C10 -10 20 -10 20 0 Z", 0.01).rings;
    expect(smooth).toEqual(explicit);
    const quadSmooth = rings("M0 0 Q5 10 10 0 T20 0 Z", 0.01).rings;
    const quadExplicit = rings("M0 0 Q5 10 10 0 Q15 -10 20 0 Z", 0.01).rings;
    expect(quadSmooth).toEqual(quadExplicit);
    // with no previous curve, S's first control point is the current point
    expect(rings("M0 0 L10 0 S20 10 20 0 Z").rings).toEqual(rings("M0 0 L10 0 C10 0 20 10 20 0 Z").rings);
  });

  it("turns arcs into segments on the circle", () => {
    const r = 50;
    const [ring] = rings(`M${-r} 0 A${r} ${r} 0 1 0 ${r} 0 A${r} ${r} 0 1 0 ${-r} 0 Z`, 0.05).rings;
    // svg-pathdata approximates each ≤ 90° arc by a cubic (radial error ≤ 2.8e-4 · r); we add ≤ 0.05
    for (let i = 0; i < ring!.length; i += 2) {
      expect(Math.abs(Math.hypot(ring![i]!, ring![i + 1]!) - r)).toBeLessThanOrEqual(0.05 + 2.8e-4 * r);
    }
    const deficit = Math.PI * r * r - polygonArea([new Float64Array(ring!)]);
    expect(Math.abs(deficit)).toBeLessThanOrEqual(2 * Math.PI * r * (0.05 + 2.8e-4 * r));
    const relative = rings(`M${-r} 0 a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 z`, 0.05)
      .rings[0]!;
    expect(relative.length).toBe(ring!.length);
    relative.forEach((v, i) => {
      expect(v).toBeCloseTo(ring![i]!, 9);
    });
  });

  it("treats degenerate arcs as SVG does: zero radius = line, zero length = nothing", () => {
    const { rings: r, error } = rings("M0 0 A0 5 0 0 1 10 0 A5 5 0 0 1 10 0 L10 10 Z");
    expect(error).toBeNull();
    expect(r).toEqual([[0, 0, 10, 0, 10, 10]]);
  });

  it("keeps what was read before a syntax error and reports it", () => {
    const { rings: r, error } = rings("M0 0 L10 0 L10 10 L 5 x 3");
    expect(r).toEqual([[0, 0, 10, 0, 10, 10]]);
    expect(error).toMatch(/unterminated/i);
  });

  it("draws nothing for path data not starting with a moveto", () => {
    const { rings: r, error } = rings("L10 0 L10 10 L0 10 Z");
    expect(r).toEqual([]);
    expect(error).toMatch(/moveto/);
    expect(rings("").rings).toEqual([]);
  });
});
