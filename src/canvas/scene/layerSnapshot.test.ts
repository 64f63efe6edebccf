// @vitest-environment jsdom
import { Container, type Renderer } from "pixi.js";
import { describe, expect, it, vi } from "vitest";
import { SETTLE_MS } from "./framePlan";
import { LayerSnapshot } from "./layerSnapshot";

const key = (count: number) => ({
  content: 1,
  count,
  matrix: { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 },
  width: 100,
  height: 80,
  resolution: 1,
});

describe("LayerSnapshot", () => {
  it("takes a snapshot of a settled layer and shows it instead of the live layer", () => {
    const renderer = { render: vi.fn() } as unknown as Renderer;
    const snapshot = new LayerSnapshot();
    const live = new Container();
    expect(snapshot.show(renderer, live, key(3), true, 1000)).toBeNull();
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(snapshot.sprite.visible).toBe(true);
    expect(live.visible).toBe(false);
  });

  it("an empty or hidden layer draws no texture pass and hides an older snapshot", () => {
    const renderer = { render: vi.fn() } as unknown as Renderer;
    const snapshot = new LayerSnapshot();
    const live = new Container();
    snapshot.show(renderer, live, key(3), true, 1000);
    // The next task has no markers: the last task's snapshot must not show, and nothing is rendered.
    expect(snapshot.show(renderer, live, { ...key(0), content: 2 }, false, 2000)).toBeNull();
    expect(snapshot.sprite.visible).toBe(false);
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });

  it("a snapshot re-taken at a new canvas size is drawn at that size (issue 21: the layers drifted)", () => {
    const renderer = { render: vi.fn() } as unknown as Renderer;
    const snapshot = new LayerSnapshot();
    const live = new Container();
    snapshot.show(renderer, live, key(3), true, 1000);
    expect(snapshot.sprite.texture.width).toBe(100);
    // Pixi re-reads a sprite's quad only when the sprite's view updated (SpritePipe checks
    // didViewUpdate); a render clears the flag. The frame got a scrollbar less: 120 px wide.
    snapshot.sprite.didViewUpdate = false;
    const wider = { ...key(3), width: 120, matrix: { a: 1, b: 0, c: 0, d: 1, e: 10, f: 0 } };
    expect(snapshot.show(renderer, live, wider, true, 2000)).toBe(SETTLE_MS);
    expect(snapshot.sprite.visible).toBe(false);
    expect(snapshot.show(renderer, live, wider, true, 2000 + SETTLE_MS)).toBeNull();
    expect(renderer.render).toHaveBeenCalledTimes(2);
    expect(snapshot.sprite.visible).toBe(true);
    expect(snapshot.sprite.texture.width).toBe(120);
    expect(snapshot.sprite.didViewUpdate).toBe(true);
    const bounds = snapshot.sprite.visualBounds;
    expect([bounds.maxX - bounds.minX, bounds.maxY - bounds.minY]).toEqual([120, 80]);
  });
});
