import { describe, expect, it } from "vitest";
import { seededRandom } from "../../tests/bench/geometrySyntheticCage";
import { imagePoint, normalisedPoint, viewportPoint } from "./spaces";
import {
  clampPan,
  clampZoom,
  fitScale,
  fitToViewport,
  imageToNormalised,
  imageToViewport,
  normalisedToImage,
  normaliseTurns,
  panBy,
  type QuarterTurns,
  rotateBy,
  type View,
  viewportToImage,
  viewportToNormalised,
  zoomAt,
} from "./transform";

const TURNS: QuarterTurns[] = [0, 1, 2, 3];
const ZOOMS = [1, 1.5, 2.37, 3, 4];
const image = { width: 4000, height: 3000 };
const viewport = { width: 800, height: 600 };

const views = (): View[] =>
  TURNS.flatMap((rotation) =>
    ZOOMS.map((zoom, i) => ({
      ...fitToViewport(image, viewport, rotation),
      zoom,
      pan: { x: 13 * i - 20, y: -7 * i },
    })),
  );

describe("fit", () => {
  it("fits the photo, rotated, inside the viewport", () => {
    expect(fitScale(fitToViewport(image, viewport, 0))).toBe(0.2);
    expect(fitScale(fitToViewport(image, viewport, 2))).toBe(0.2);
    expect(fitScale(fitToViewport(image, viewport, 1))).toBe(0.15); // 600 / 4000
  });

  it("centres the photo and maps its corners to the fitted box", () => {
    const v = fitToViewport(image, viewport);
    expect(imageToViewport(v, imagePoint(2000, 1500))).toEqual({ x: 400, y: 300 });
    expect(imageToViewport(v, imagePoint(0, 0))).toEqual({ x: 0, y: 0 });
    expect(imageToViewport(v, imagePoint(4000, 3000))).toEqual({ x: 800, y: 600 });
  });

  it("turns the photo clockwise: its top-left corner goes to the top-right", () => {
    const v = fitToViewport({ width: 400, height: 200 }, { width: 200, height: 400 }, 1);
    expect(imageToViewport(v, imagePoint(0, 0))).toEqual({ x: 200, y: 0 });
    expect(imageToViewport(v, imagePoint(400, 0))).toEqual({ x: 200, y: 400 });
    expect(imageToViewport({ ...v, rotation: 3 }, imagePoint(0, 0))).toEqual({ x: 0, y: 400 });
    // half turn: refitted at 0.5 (shown 200 × 100, rows 150..250); top-left goes to bottom-right
    expect(imageToViewport({ ...v, rotation: 2 }, imagePoint(0, 0))).toEqual({ x: 200, y: 250 });
  });
});

describe("round trips (every rotation, several zooms and pans)", () => {
  it("viewport → image → viewport", () => {
    const next = seededRandom(1);
    for (const v of views()) {
      for (let i = 0; i < 50; i++) {
        const p = viewportPoint(next() * 800, next() * 600);
        const back = imageToViewport(v, viewportToImage(v, p));
        expect(back.x).toBeCloseTo(p.x, 9);
        expect(back.y).toBeCloseTo(p.y, 9);
      }
    }
  });

  it("image → viewport → image", () => {
    const next = seededRandom(2);
    for (const v of views()) {
      for (let i = 0; i < 50; i++) {
        const p = imagePoint(next() * 4000, next() * 3000);
        const back = viewportToImage(v, imageToViewport(v, p));
        expect(back.x).toBeCloseTo(p.x, 8);
        expect(back.y).toBeCloseTo(p.y, 8);
      }
    }
  });

  it("a different rotation does not invert (the test can fail)", () => {
    const v = { ...fitToViewport(image, viewport, 1), zoom: 2 };
    const p = imagePoint(100, 200);
    const wrong = viewportToImage({ ...v, rotation: 3 }, imageToViewport(v, p));
    expect(Math.hypot(wrong.x - p.x, wrong.y - p.y)).toBeGreaterThan(1);
  });
});

describe("zoom", () => {
  it("is clamped to 1..4", () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(4.5)).toBe(4);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(clampZoom(2.5)).toBe(2.5);
    const v = fitToViewport(image, viewport);
    expect(zoomAt(v, 10).zoom).toBe(4);
    expect(zoomAt(v, 0).zoom).toBe(1);
  });

  it("keeps the photo point under the anchor in place, in every rotation", () => {
    for (const rotation of TURNS) {
      const v = panBy(zoomAt(fitToViewport(image, viewport, rotation), 1.7), 30, -12);
      const anchor = viewportPoint(123, 456);
      const before = viewportToImage(v, anchor);
      const zoomed = zoomAt(v, 3.2, anchor);
      const after = viewportToImage(zoomed, anchor);
      expect(zoomed.zoom).toBe(3.2);
      expect(after.x).toBeCloseTo(before.x, 8);
      expect(after.y).toBeCloseTo(before.y, 8);
    }
  });

  it("back to 1 re-fits the photo", () => {
    const v = zoomAt(zoomAt(fitToViewport(image, viewport), 3, viewportPoint(10, 10)), 1);
    expect(v.pan).toEqual({ x: 0, y: 0 });
  });
});

describe("rotation", () => {
  it("normalises quarter turns", () => {
    expect(normaliseTurns(5)).toBe(1);
    expect(normaliseTurns(-1)).toBe(3);
    expect(normaliseTurns(-4)).toBe(0);
    expect(normaliseTurns(Number.NaN)).toBe(0);
  });

  it("keeps the photo point at the viewport centre there", () => {
    const centre = viewportPoint(400, 300);
    let v = panBy(zoomAt(fitToViewport(image, viewport), 2.5), 80, -40);
    const q = viewportToImage(v, centre);
    for (let i = 0; i < 4; i++) {
      v = rotateBy(v, 1);
      const at = viewportToImage(v, centre);
      expect(at.x).toBeCloseTo(q.x, 8);
      expect(at.y).toBeCloseTo(q.y, 8);
    }
    expect(v.rotation).toBe(0);
  });

  it("four turns give the same view; -1 equals +3", () => {
    const v = panBy(zoomAt(fitToViewport(image, viewport), 2), 15, 25);
    const four = rotateBy(rotateBy(rotateBy(rotateBy(v, 1), 1), 1), 1);
    expect(four.rotation).toBe(0);
    expect(four.pan.x).toBeCloseTo(v.pan.x, 9);
    expect(four.pan.y).toBeCloseTo(v.pan.y, 9);
    const minus = rotateBy(v, -1);
    const plus = rotateBy(v, 3);
    expect(minus.rotation).toBe(plus.rotation);
    expect(minus.pan.x).toBeCloseTo(plus.pan.x, 9);
    expect(minus.pan.y).toBeCloseTo(plus.pan.y, 9);
  });
});

describe("normalised positions", () => {
  const big = { width: 100000, height: 100000 };

  it("divide by the photo size and round with Math.round(x * 1e4) / 1e4", () => {
    expect(imageToNormalised(imagePoint(12345, 50000), big)).toEqual({ x: 0.1235, y: 0.5 });
    expect(imageToNormalised(imagePoint(12344.9, 99995), big)).toEqual({ x: 0.1234, y: 1 });
    expect(imageToNormalised(imagePoint(15, 5), big)).toEqual({ x: 0.0001, y: 0.0001 }); // 0.00015 rounds down in binary
  });

  it("map back to image px", () => {
    expect(normalisedToImage(normalisedPoint(0.25, 0.5), image)).toEqual({ x: 1000, y: 1500 });
  });

  it("come from a pointer through the whole view", () => {
    const v = rotateBy(zoomAt(fitToViewport(image, viewport), 2), 1);
    const p = imageToViewport(v, imagePoint(1234.56, 789.01));
    expect(viewportToNormalised(v, p)).toEqual({ x: 0.3086, y: 0.263 });
  });
});

describe("clampPan", () => {
  it("centres an axis where the photo is smaller than the viewport and limits it where larger", () => {
    const fitted = panBy(fitToViewport(image, viewport), 50, 50);
    expect(clampPan(fitted).pan).toEqual({ x: 0, y: 0 });
    const zoomed = panBy({ ...fitToViewport(image, viewport), zoom: 2 }, 1000, -100);
    // shown 1600 × 1200 in 800 × 600: at most 400 / 300 each way
    expect(clampPan(zoomed).pan).toEqual({ x: 400, y: -100 });
  });
});
