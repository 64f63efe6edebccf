import { describe, expect, it } from "vitest";
import {
  type ImagePoint,
  imagePoint,
  isWithinImage,
  isWithinUnit,
  type NormalisedPoint,
  normalisedPoint,
  round4,
  type ViewportPoint,
  viewportPoint,
} from "./spaces";

describe("round4 = Math.round(x * 1e4) / 1e4", () => {
  it.each([
    [0.12345, 0.1235], // 0.12345 * 1e4 is exactly 1234.5: the tie goes up
    [0.123449999, 0.1234],
    [0.12344, 0.1234],
    [0.12346, 0.1235],
    [0.99995, 1], // 9999.5 → 10000
    [0.00005, 0.0001],
    [0.00015, 0.0001], // 0.00015 * 1e4 = 1.4999999999999998 in binary: rounds DOWN
    [0.10005, 0.1001],
    [1, 1],
    [0, 0],
  ])("%d → %d", (x, expected) => {
    expect(round4(x)).toBe(expected);
  });

  it("sends ties towards +infinity and never returns -0", () => {
    expect(round4(-0.00005)).toBe(0);
    expect(Object.is(round4(-0.00005), 0)).toBe(true);
    expect(Object.is(round4(-0.00001), 0)).toBe(true);
    expect(round4(-0.00015)).toBe(-0.0001);
  });

  it("leaves at most 4 decimals", () => {
    for (let i = 0; i < 1000; i++) {
      const x = Math.sin(i) * 0.5 + 0.5;
      const r = round4(x);
      expect(Math.abs(r - x)).toBeLessThanOrEqual(0.00005 + 1e-12);
      expect(String(r).split(".")[1]?.length ?? 0).toBeLessThanOrEqual(4);
    }
  });
});

describe("branded points", () => {
  it("are plain {x, y} at run time", () => {
    expect(imagePoint(1, 2)).toEqual({ x: 1, y: 2 });
  });

  it("do not mix spaces (checked by tsc)", () => {
    const img: ImagePoint = imagePoint(1, 2);
    // @ts-expect-error an image point is not a viewport point
    const vp: ViewportPoint = img;
    // @ts-expect-error nor a normalised one
    const n: NormalisedPoint = viewportPoint(1, 2);
    // @ts-expect-error an unbranded object is no point of any space
    const raw: ImagePoint = { x: 1, y: 2 };
    expect([vp, n, raw]).toHaveLength(3);
  });

  it("bounds checks include the edges", () => {
    const size = { width: 100, height: 50 };
    expect(isWithinImage(imagePoint(0, 0), size)).toBe(true);
    expect(isWithinImage(imagePoint(100, 50), size)).toBe(true);
    expect(isWithinImage(imagePoint(100.01, 50), size)).toBe(false);
    expect(isWithinImage(imagePoint(-0.01, 5), size)).toBe(false);
    expect(isWithinUnit(normalisedPoint(1, 0))).toBe(true);
    expect(isWithinUnit(normalisedPoint(1.0001, 0))).toBe(false);
  });
});
