import { describe, expect, it } from "vitest";
import { type Affine, applyX, applyY } from "../../src/geometry/affine";
import {
  parseLength,
  parseNumbers,
  parsePreserveAspectRatio,
  parseStyle,
  parseTransform,
  parseViewBox,
} from "./svgAttributes";

const at = (m: Affine | null, x: number, y: number) => {
  if (m === null) throw new Error("no matrix");
  return [applyX(m, x, y), applyY(m, x, y)].map((v) => Math.round(v * 1e9) / 1e9);
};

describe("parseTransform", () => {
  it("composes the list left to right, as SVG does (the last function applies first)", () => {
    expect(at(parseTransform("translate(10,0) scale(2)"), 1, 0)).toEqual([12, 0]);
    expect(at(parseTransform("scale(2) translate(10,0)"), 1, 0)).toEqual([22, 0]);
    expect(at(parseTransform("scale(2), translate(10 0)"), 1, 0)).toEqual([22, 0]);
  });

  it("reads every function and its optional arguments", () => {
    expect(at(parseTransform("translate(5)"), 0, 0)).toEqual([5, 0]);
    expect(at(parseTransform("scale(3)"), 1, 1)).toEqual([3, 3]);
    expect(at(parseTransform("scale(3, -1)"), 1, 1)).toEqual([3, -1]);
    expect(at(parseTransform("matrix(1 2 3 4 5 6)"), 1, 1)).toEqual([9, 12]);
    expect(at(parseTransform("rotate(90)"), 1, 0)).toEqual([0, 1]);
    expect(at(parseTransform("rotate(90 10 10)"), 10, 10)).toEqual([10, 10]);
    expect(at(parseTransform("rotate(90 10 10)"), 11, 10)).toEqual([10, 11]);
    expect(at(parseTransform("skewX(45)"), 0, 1)).toEqual([1, 1]);
    expect(at(parseTransform("skewY(45)"), 1, 0)).toEqual([1, 1]);
    expect(at(parseTransform("translate(1e1,-.5)"), 0, 0)).toEqual([10, -0.5]);
  });

  it("is the identity when empty and null when malformed", () => {
    expect(at(parseTransform(undefined), 3, 4)).toEqual([3, 4]);
    expect(at(parseTransform("  "), 3, 4)).toEqual([3, 4]);
    expect(parseTransform("translate(1,2,3)")).toBeNull();
    expect(parseTransform("matrix(1 2 3)")).toBeNull();
    expect(parseTransform("rotate(1 2)")).toBeNull();
    expect(parseTransform("translate(1) bogus(2)")).toBeNull();
    expect(parseTransform("wobble")).toBeNull();
  });
});

describe("values", () => {
  it("numbers in lists, including exponents and packed signs", () => {
    expect(parseNumbers("1,2 -3.5.5e1 +4")).toEqual([1, 2, -3.5, 5, 4]);
  });

  it("lengths with absolute units; null for relative ones", () => {
    expect(parseLength("12")).toBe(12);
    expect(parseLength("12px")).toBe(12);
    expect(parseLength("1in")).toBe(96);
    expect(parseLength("25.4mm")).toBeCloseTo(96, 9);
    expect(parseLength("50%")).toBeNull();
    expect(parseLength("2em")).toBeNull();
    expect(parseLength("abc")).toBeNull();
    expect(parseLength(undefined)).toBeNull();
  });

  it("viewBox needs four numbers and a positive size", () => {
    expect(parseViewBox("0 0 100 50")).toEqual({ minX: 0, minY: 0, width: 100, height: 50 });
    expect(parseViewBox("-10,-5,20,10")).toEqual({ minX: -10, minY: -5, width: 20, height: 10 });
    expect(parseViewBox("0 0 100")).toBeNull();
    expect(parseViewBox("0 0 0 10")).toBeNull();
  });

  it("preserveAspectRatio, defaulting to xMidYMid meet", () => {
    expect(parsePreserveAspectRatio("none")).toEqual({ align: "none", meetOrSlice: "meet" });
    expect(parsePreserveAspectRatio("xMinYMax slice")).toEqual({ align: "xMinYMax", meetOrSlice: "slice" });
    expect(parsePreserveAspectRatio("xminymax")).toEqual({ align: "xMinYMax", meetOrSlice: "meet" });
    expect(parsePreserveAspectRatio("nonsense")).toEqual({ align: "xMidYMid", meetOrSlice: "meet" });
    expect(parsePreserveAspectRatio(undefined)).toEqual({ align: "xMidYMid", meetOrSlice: "meet" });
  });

  it("style declarations", () => {
    expect(Object.fromEntries(parseStyle("Display: none; fill:#fff ;; bad"))).toEqual({
      display: "none",
      fill: "#fff",
    });
  });
});
