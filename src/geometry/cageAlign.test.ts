import { describe, expect, it } from "vitest";
import { applyX, applyY } from "./affine";
import {
  alignCage,
  type CageInfo,
  cageToImage,
  cageToViewportMatrix,
  fullImageCageInfo,
  imageToCage,
  imageToDisplayed,
  isOverMarker,
  isUsableCageInfo,
  MARKER_OFFSET_PX,
  markerHotSpot,
  markerTopLeft,
  markerTopLeftInView,
  viewBoxToBox,
} from "./cageAlign";
import { cagePoint, imagePoint, viewportPoint } from "./spaces";
import { fitToViewport, imageToViewport, rotateBy, zoomAt } from "./transform";

const info: CageInfo = {
  original_image: { width: 2000, height: 1000 },
  actual_image: { width: 1000, height: 500 },
  cage: { x: 10, y: 20, width: 200, height: 100 },
};
const viewBox = { minX: 0, minY: 0, width: 100, height: 50 };

describe("alignCage", () => {
  it("places the viewBox in the cage box (actual px) and scales to original px", () => {
    const al = alignCage(info, viewBox);
    // (0,0) → actual (10,20) → original ×2 → (20,40)
    expect(cageToImage(al, cagePoint(0, 0))).toEqual({ x: 20, y: 40 });
    // (100,50) → actual (210,120) → (420,240)
    expect(cageToImage(al, cagePoint(100, 50))).toEqual({ x: 420, y: 240 });
  });

  it("is the identity for a full-image cage whose viewBox is the photo size", () => {
    const size = { width: 640, height: 480 };
    const al = alignCage(fullImageCageInfo(size), { minX: 0, minY: 0, ...size });
    expect(cageToImage(al, cagePoint(123, 456))).toEqual({ x: 123, y: 456 });
  });

  it("honours the viewBox origin", () => {
    const al = alignCage(info, { minX: 50, minY: 25, width: 100, height: 50 });
    expect(cageToImage(al, cagePoint(50, 25))).toEqual({ x: 20, y: 40 });
  });

  it("round-trips image ↔ cage", () => {
    const al = alignCage({ ...info, cage: { x: -13.5, y: 7.25, width: 333, height: 170 } }, viewBox);
    const p = imagePoint(777.7, 123.4);
    const back = cageToImage(al, imageToCage(al, p));
    expect(back.x).toBeCloseTo(p.x, 9);
    expect(back.y).toBeCloseTo(p.y, 9);
  });

  it("refuses unusable sizes", () => {
    expect(isUsableCageInfo(info)).toBe(true);
    const broken = { ...info, actual_image: { width: 0, height: 500 } };
    expect(isUsableCageInfo(broken)).toBe(false);
    expect(() => alignCage(broken, viewBox)).toThrow(RangeError);
    expect(() => alignCage(info, { ...viewBox, width: 0 })).toThrow(RangeError);
  });
});

describe("viewBoxToBox (preserveAspectRatio)", () => {
  const square = { minX: 0, minY: 0, width: 100, height: 100 };
  const wide = { x: 0, y: 0, width: 200, height: 100 };
  const at = (m: ReturnType<typeof viewBoxToBox>, x: number, y: number) => [applyX(m, x, y), applyY(m, x, y)];

  it("defaults to xMidYMid meet: uniform scale, centred", () => {
    const m = viewBoxToBox(square, wide);
    expect(at(m, 0, 0)).toEqual([50, 0]);
    expect(at(m, 100, 100)).toEqual([150, 100]);
  });

  it("none stretches each axis", () => {
    const m = viewBoxToBox(square, wide, { align: "none", meetOrSlice: "meet" });
    expect(at(m, 100, 100)).toEqual([200, 100]);
  });

  it("xMinYMin slice fills and anchors top-left; xMaxYMax meet anchors bottom-right", () => {
    const slice = viewBoxToBox(square, wide, { align: "xMinYMin", meetOrSlice: "slice" });
    expect(at(slice, 100, 100)).toEqual([200, 200]);
    const max = viewBoxToBox(square, wide, { align: "xMaxYMax", meetOrSlice: "meet" });
    expect(at(max, 0, 0)).toEqual([100, 0]);
  });
});

describe("cage in the view", () => {
  it("composes cage → image → viewport", () => {
    const al = alignCage(info, viewBox);
    const view = rotateBy(zoomAt(fitToViewport(info.original_image, { width: 800, height: 600 }), 2), 1);
    const m = cageToViewportMatrix(view, al);
    const p = cagePoint(33, 44);
    const expected = imageToViewport(view, cageToImage(al, p));
    expect(applyX(m, p.x, p.y)).toBeCloseTo(expected.x, 9);
    expect(applyY(m, p.x, p.y)).toBeCloseTo(expected.y, 9);
  });
});

describe("damage markers (+5 offset)", () => {
  it("scales from original to displayed size", () => {
    const p = imageToDisplayed(
      imagePoint(1000, 250),
      { width: 2000, height: 1000 },
      { width: 500, height: 250 },
    );
    expect(p).toEqual({ x: 250, y: 62.5 });
  });

  it("draws the 10 px marker with its top-left 5 px up-left of the point, and back", () => {
    expect(MARKER_OFFSET_PX).toBe(5);
    const hot = viewportPoint(100, 40);
    expect(markerTopLeft(hot)).toEqual({ x: 95, y: 35 });
    expect(markerHotSpot(markerTopLeft(hot))).toEqual(hot);
  });

  it("keeps the offset in screen px at any zoom and rotation", () => {
    const base = fitToViewport({ width: 2000, height: 1000 }, { width: 800, height: 600 });
    for (const view of [base, zoomAt(base, 4, viewportPoint(100, 100)), rotateBy(zoomAt(base, 2.5), 1)]) {
      const p = imagePoint(1234, 567);
      const onScreen = imageToViewport(view, p);
      const topLeft = markerTopLeftInView(view, p);
      expect(onScreen.x - topLeft.x).toBeCloseTo(5, 9);
      expect(onScreen.y - topLeft.y).toBeCloseTo(5, 9);
    }
  });

  it("hovers over the marker box only", () => {
    const topLeft = viewportPoint(95, 35);
    expect(isOverMarker(topLeft, viewportPoint(100, 40))).toBe(true);
    expect(isOverMarker(topLeft, viewportPoint(105, 45))).toBe(true);
    expect(isOverMarker(topLeft, viewportPoint(105.1, 40))).toBe(false);
    expect(isOverMarker(topLeft, viewportPoint(94.9, 40))).toBe(false);
  });
});
