// @vitest-environment jsdom
import { Container, type Sprite } from "pixi.js";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MARKER_OFFSET_PX } from "../../geometry/cageAlign";
import { normalisedPoint } from "../../geometry/spaces";
import { createDriver, TEST_CAGE_SVG, TEST_PARTS } from "../testing/driver";
import { SETTLE_MS } from "./framePlan";
import { WorkstationScene } from "./scene";

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no 2D canvas: the marker numbers' digit texture gets a context that draws nothing. */
function stubCanvas2d(): void {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(
    () =>
      ({
        scale: () => {},
        font: "",
        measureText: () => ({ width: 6, actualBoundingBoxAscent: 9, actualBoundingBoxDescent: 2 }),
        strokeText: () => {},
        fillText: () => {},
      }) as never,
  );
}

describe("WorkstationScene", () => {
  it("does nothing on a frame that comes after the application was destroyed", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const { controller } = createDriver({ mode: "mark", cageSvg: TEST_CAGE_SVG });
    // The app after Application.destroy(): its renderer is gone (reading screen would throw).
    const app = { renderer: null, render: vi.fn() } as never;
    const painted = vi.fn();
    new WorkstationScene(app, new Container(), controller, { onPainted: painted });
    expect(frames).toHaveLength(1);
    expect(() => frames[0]?.(0)).not.toThrow();
    expect(painted).not.toHaveBeenCalled();
  });
});

describe("WorkstationScene: the first frame does not compile the batch shader (issue 21)", () => {
  it("draws one frame with a sprite as it is built, and leaves nothing of it on the stage", () => {
    vi.stubGlobal("requestAnimationFrame", () => 1);
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const { controller } = createDriver({ mode: "mark" });
    const parent = new Container();
    const drawn: string[][] = [];
    const render = vi.fn(() => drawn.push(parent.children.map((c) => c.constructor.name)));
    new WorkstationScene({ renderer: {}, render } as never, parent, controller);
    expect(render).toHaveBeenCalledTimes(1);
    expect(drawn[0]).toContain("Sprite");
    expect(parent.children).toHaveLength(2);
  });
});

describe("WorkstationScene: no WebGL frame while it would draw nothing (issue 21)", () => {
  beforeEach(stubCanvas2d);
  afterEach(() => vi.restoreAllMocks());
  it("a task without a cage or markers draws none and hides the canvas; a marker draws and shows it", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const runFrames = () => {
      for (let cb = frames.shift(); cb; cb = frames.shift()) cb(0);
    };
    const d = createDriver({ mode: "mark", viewport: { width: 1000, height: 500 } });
    const screen = { width: 1000, height: 500 };
    const renderer = { screen, resolution: 1, resize: vi.fn(), render: vi.fn() };
    const render = vi.fn();
    const canvas = document.createElement("canvas");
    new WorkstationScene({ renderer, screen, render, canvas } as never, new Container(), d.controller);
    render.mockClear(); // the warm-up's frame
    runFrames();
    expect(render).not.toHaveBeenCalled();
    expect(canvas.style.visibility).toBe("hidden");
    // The next odometer task: another photo size and view, still nothing for WebGL to draw ...
    d.controller.resetForTask();
    d.controller.setImageSize({ width: 3000, height: 2000 });
    d.controller.resize({ width: 1200, height: 500 });
    runFrames();
    expect(render).not.toHaveBeenCalled();
    // ... though the canvas keeps the frame's size for the first frame that draws.
    expect(renderer.resize).toHaveBeenCalledWith(1200, 500);
    d.controller.setMarkers([{ position: normalisedPoint(0.5, 0.5), grade: 1 }]);
    runFrames();
    expect(render).toHaveBeenCalledTimes(1);
    expect(canvas.style.visibility).toBe("");
    d.controller.update((s) => ({ ...s, markersVisible: false }));
    runFrames();
    expect(render).toHaveBeenCalledTimes(1);
    expect(canvas.style.visibility).toBe("hidden");
  });
});

describe("WorkstationScene: the canvas changes size (issue 21)", () => {
  beforeEach(stubCanvas2d);
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("keeps the cage and the markers on their image points, live and through the snapshots", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    let now = 1000;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const runFrames = () => {
      for (let cb = frames.shift(); cb; cb = frames.shift()) cb(now);
    };
    const settle = () => {
      now += SETTLE_MS;
      vi.advanceTimersByTime(SETTLE_MS);
      runFrames();
    };
    const door = normalisedPoint(TEST_PARTS.door.x / 2000, TEST_PARTS.door.y / 1000);
    const wheel = normalisedPoint(TEST_PARTS.wheel.x / 2000, TEST_PARTS.wheel.y / 1000);
    const d = createDriver({
      mode: "mark",
      cageSvg: TEST_CAGE_SVG,
      viewport: { width: 1000, height: 500 },
      markers: [
        { position: door, grade: 1 },
        { position: wheel, grade: 3 },
      ],
    });
    const screen = { width: 1, height: 1 };
    const renderer = {
      screen,
      resolution: 1,
      resize: (width: number, height: number) => Object.assign(screen, { width, height }),
      render: vi.fn(),
    };
    const scene = new WorkstationScene(
      { renderer, screen, render: vi.fn(), canvas: document.createElement("canvas") } as never,
      new Container(),
      d.controller,
    );
    const [cageLive, cageSnapshot] = scene.cage.root.children as [Container, Sprite];
    const [markerSprites, markerSnapshot] = scene.markers.root.children as [Container, Sprite];
    // Where the layers put the door's centre (cage units 30, 30) and the two markers' hot spots.
    const shown = () => {
      cageLive.updateLocalTransform();
      const m = cageLive.localTransform;
      const hotSpot = (i: number) => {
        const c = markerSprites.children[i] as Container;
        return { x: c.x + MARKER_OFFSET_PX, y: c.y + MARKER_OFFSET_PX };
      };
      const door = m.apply({ x: 30, y: 30 });
      return { door: { x: door.x, y: door.y }, markers: [hotSpot(0), hotSpot(1)] };
    };
    const expected = () => {
      const at = (p: { x: number; y: number }) => {
        const v = d.at(p);
        return { x: v.x, y: v.y };
      };
      return { door: at(TEST_PARTS.door), markers: [at(TEST_PARTS.door), at(TEST_PARTS.wheel)] };
    };
    const close = (a: ReturnType<typeof shown>, b: ReturnType<typeof shown>) => {
      for (const [p, q] of [
        [a.door, b.door],
        [a.markers[0], b.markers[0]],
        [a.markers[1], b.markers[1]],
      ] as const) {
        expect(p?.x).toBeCloseTo(q?.x ?? Number.NaN, 6);
        expect(p?.y).toBeCloseTo(q?.y ?? Number.NaN, 6);
      }
    };

    runFrames();
    expect(screen).toEqual({ width: 1000, height: 500 });
    close(shown(), expected());
    expect(cageSnapshot.visible).toBe(true);
    // A render consumes the sprites' view updates (Pixi re-reads a sprite's quad only after one).
    cageSnapshot.didViewUpdate = false;
    markerSnapshot.didViewUpdate = false;

    // A scrollbar goes (or a dialog, or the window): the frame is 1200 px wide.
    const before = d.at(TEST_PARTS.door);
    d.controller.resize({ width: 1200, height: 500 });
    expect(d.at(TEST_PARTS.door).x).toBeCloseTo(before.x + 100);
    runFrames();
    expect(screen).toEqual({ width: 1200, height: 500 });
    expect(cageLive.visible).toBe(true);
    close(shown(), expected());

    // Settled: both layers are shown through snapshots at the new size, drawn at that size.
    settle();
    for (const snapshot of [cageSnapshot, markerSnapshot]) {
      expect(snapshot.visible).toBe(true);
      expect(snapshot.didViewUpdate).toBe(true);
      const b = snapshot.visualBounds;
      expect([b.maxX - b.minX, b.maxY - b.minY]).toEqual([1200, 500]);
    }
    close(shown(), expected());
  });
});
