// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDriver } from "../testing/driver";
import { PhotoPlane } from "./photoPlane";

/** A decoded photo: its size, and whether it was closed. */
const bitmap = (width: number, height: number) =>
  ({ width, height, close: vi.fn() }) as unknown as ImageBitmap;

let frames: FrameRequestCallback[] = [];
const runFrames = () => {
  for (let cb = frames.shift(); cb; cb = frames.shift()) cb(0);
};
let transferred: (ImageBitmap | null)[] = [];

beforeEach(() => {
  frames = [];
  transferred = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  // jsdom has no bitmap canvas: the context records what it was given.
  vi.stubGlobal("ImageBitmapRenderingContext", function ImageBitmapRenderingContext() {});
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () => ({ transferFromImageBitmap: (b: ImageBitmap | null) => transferred.push(b) }) as never,
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Where the plane's CSS transform (`matrix(a, b, c, d, e, f)`, origin 0 0) puts an image point. */
function placed(plane: PhotoPlane, p: { x: number; y: number }) {
  expect(plane.element.style.transformOrigin).toBe("0 0");
  const [a, b, c, d, e, f] = (plane.element.style.transform.match(/-?[\d.e+-]+/g) ?? []).map(Number);
  return { x: (a ?? 0) * p.x + (c ?? 0) * p.y + (e ?? 0), y: (b ?? 0) * p.x + (d ?? 0) * p.y + (f ?? 0) };
}

describe("PhotoPlane: the photo shown by the browser under the WebGL canvas (issue 21)", () => {
  it("takes the decoded photo without a copy, at the image's size, and closes the one it replaces", () => {
    const d = createDriver({ mode: "mark", image: { width: 2000, height: 1000 } });
    const plane = new PhotoPlane(d.controller, () => {});
    const first = bitmap(500, 250); // a webp smaller than the original: stretched to it
    d.controller.setPhoto(first);
    runFrames();
    expect(transferred).toEqual([first]);
    expect([plane.element.width, plane.element.height]).toEqual([500, 250]);
    expect([plane.element.style.width, plane.element.style.height]).toEqual(["2000px", "1000px"]);
    expect(plane.element.style.visibility).toBe("visible");
    const second = bitmap(2000, 1000);
    d.controller.setPhoto(second);
    runFrames();
    expect(transferred).toEqual([first, second]);
    expect(first.close).toHaveBeenCalled();
    // The next task: no photo until its own is decoded.
    d.controller.resetForTask();
    runFrames();
    expect(transferred.at(-1)).toBeNull();
    expect(plane.element.style.visibility).toBe("hidden");
  });

  it("sits where the cage and the markers are placed, through zoom, pan, rotation and resizes", () => {
    const d = createDriver({ mode: "mark", image: { width: 2000, height: 1000 } });
    const plane = new PhotoPlane(d.controller, () => {});
    d.controller.setPhoto(bitmap(2000, 1000));
    const points = [
      { x: 0, y: 0 },
      { x: 1500, y: 250 },
      { x: 2000, y: 1000 },
    ];
    const check = () => {
      runFrames();
      for (const p of points) {
        const [shown, expected] = [placed(plane, p), d.at(p)];
        expect(shown.x).toBeCloseTo(expected.x, 6);
        expect(shown.y).toBeCloseTo(expected.y, 6);
      }
    };
    check();
    d.controller.resize({ width: 1200, height: 700 });
    check();
    d.controller.update((s) => ({
      ...s,
      view: { ...s.view, zoom: 2.5, pan: { x: 40, y: -30 }, rotation: 1 },
    }));
    check();
    d.controller.resize({ width: 1600, height: 900 });
    check();
  });

  it("painted once a new photo is seen at the frame's size, not while the frame is out of the page", () => {
    const d = createDriver({ mode: "mark", viewport: { width: 0, height: 0 } });
    const painted = vi.fn();
    new PhotoPlane(d.controller, painted);
    d.controller.setPhoto(bitmap(2000, 1000));
    runFrames();
    expect(painted).not.toHaveBeenCalled();
    d.controller.resize({ width: 1000, height: 500 });
    runFrames();
    expect(painted).toHaveBeenCalledTimes(1);
    d.controller.resize({ width: 1200, height: 500 });
    runFrames();
    expect(painted).toHaveBeenCalledTimes(1);
    d.controller.setPhoto(bitmap(2000, 1000));
    runFrames();
    expect(painted).toHaveBeenCalledTimes(2);
  });

  it("gone with the workstation: out of the page, its photo released", () => {
    const d = createDriver({ mode: "mark" });
    const host = document.createElement("div");
    const plane = new PhotoPlane(d.controller, () => {});
    host.append(plane.element);
    const photo = bitmap(2000, 1000);
    d.controller.setPhoto(photo);
    runFrames();
    plane.destroy();
    expect(host.children).toHaveLength(0);
    expect(transferred.at(-1)).toBeNull();
    expect(photo.close).toHaveBeenCalled();
  });
});
