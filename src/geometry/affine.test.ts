import { describe, expect, it } from "vitest";
import {
  affine,
  applyX,
  applyY,
  cosSin,
  IDENTITY,
  invert,
  maxStretch,
  multiply,
  rotation,
  scaling,
  translation,
} from "./affine";

const apply = (m: ReturnType<typeof affine>, x: number, y: number) => [applyX(m, x, y), applyY(m, x, y)];

describe("affine", () => {
  it("multiply(m, n) applies n first", () => {
    const m = multiply(translation(10, 0), scaling(2));
    expect(apply(m, 1, 1)).toEqual([12, 2]);
    const n = multiply(scaling(2), translation(10, 0));
    expect(apply(n, 1, 1)).toEqual([22, 2]);
  });

  it("rotates clockwise on a y-down screen, exactly for quarter turns", () => {
    expect(apply(rotation(90), 1, 0)).toEqual([0, 1]);
    expect(apply(rotation(180), 1, 0)).toEqual([-1, 0]);
    expect(apply(rotation(-90), 1, 0)).toEqual([0, -1]);
    expect(cosSin(450)).toEqual([0, 1]);
    const [c, s] = cosSin(30);
    expect(c).toBeCloseTo(Math.sqrt(3) / 2, 12);
    expect(s).toBeCloseTo(0.5, 12);
  });

  it("invert undoes the matrix", () => {
    const m = multiply(translation(3, -7), multiply(rotation(33), affine(2, 0.5, -0.25, 1.5, 0, 0)));
    const back = multiply(invert(m), m);
    for (const [k, v] of Object.entries(IDENTITY)) {
      expect(back[k as keyof typeof back]).toBeCloseTo(v, 12);
    }
  });

  it("refuses to invert a singular matrix", () => {
    expect(() => invert(scaling(0, 1))).toThrow(RangeError);
  });

  it("bounds the stretch from above", () => {
    expect(maxStretch(rotation(37))).toBeCloseTo(Math.SQRT2, 12); // Frobenius ≥ 1, the true stretch
    expect(maxStretch(scaling(3, 1))).toBeGreaterThanOrEqual(3);
  });
});
