// @vitest-environment jsdom
import type { Sprite } from "pixi.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { markerNumber } from "./markerNumbers";

/** jsdom has no 2D canvas: a context whose text measures like a fixed-width font, recording its calls. */
const drawn: string[] = [];
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    let size = 10;
    return {
      scale: () => {},
      set font(value: string) {
        size = Number(/(\d+)px/.exec(value)?.[1] ?? 10);
      },
      measureText: (text: string) => ({
        width: text.length * size * 0.55,
        actualBoundingBoxAscent: size * 0.9,
        actualBoundingBoxDescent: size * 0.2,
      }),
      strokeText: (text: string) => drawn.push(`stroke ${text}`),
      fillText: (text: string) => drawn.push(`fill ${text}`),
    } as unknown as CanvasRenderingContext2D;
  } as never);
});
afterAll(() => vi.restoreAllMocks());

describe("markerNumber", () => {
  it("draws the ten digits once, outline under fill, and shares their texture between numbers", () => {
    const a = markerNumber(12);
    const b = markerNumber(21);
    expect(drawn).toEqual(Array.from({ length: 10 }, (_, d) => [`stroke ${d}`, `fill ${d}`]).flat());
    const [a1, a2] = a.children as Sprite[];
    const [b2, b1] = b.children as Sprite[];
    expect(a1?.texture).toBe(b1?.texture);
    expect(a2?.texture).toBe(b2?.texture);
    expect(a1?.texture.source).toBe(a2?.texture.source);
  });

  it("lays the digits out as BitmapText did: advance by advance, each cell padded by 7 px", () => {
    const row = markerNumber(307);
    expect(row.children).toHaveLength(3);
    // Advance of a 12-px digit here: 0.55 × 12 = 6.6 px; positions rounded in 100-px units (0.12 px).
    const xs = row.children.map((c) => Number(c.x.toFixed(2)));
    expect(xs).toEqual([-6.96, -0.36, 6.24]);
    for (const child of row.children) expect(child.y).toBeCloseTo(-6.96);
  });
});
