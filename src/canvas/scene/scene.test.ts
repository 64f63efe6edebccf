// @vitest-environment jsdom
import { Container } from "pixi.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDriver, TEST_CAGE_SVG } from "../testing/driver";
import { WorkstationScene } from "./scene";

afterEach(() => vi.unstubAllGlobals());

describe("WorkstationScene", () => {
  it("does nothing on a frame that comes after @pixi/react destroyed the application", () => {
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
