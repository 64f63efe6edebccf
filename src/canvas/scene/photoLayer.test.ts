// @vitest-environment jsdom
import { Container, type Sprite } from "pixi.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDriver } from "../testing/driver";
import { PhotoLayer } from "./photoLayer";
import { WorkstationScene } from "./scene";

/** A decoded photo as Pixi takes it (jsdom has no ImageBitmap; a canvas is a source Pixi knows). */
const photo = () =>
  Object.assign(document.createElement("canvas"), { width: 4, height: 2 }) as unknown as ImageBitmap;

const uploader = () => {
  const initSource = vi.fn();
  return { renderer: { texture: { initSource } } as never, initSource };
};

const drawnSource = (layer: PhotoLayer) => (layer.root.children[0] as Sprite | undefined)?.texture.source;

afterEach(() => vi.unstubAllGlobals());

describe("PhotoLayer: the next photo goes to the GPU before its frame (issue 21, item 7)", () => {
  it("uploads a prepared photo once, and the frame that shows it draws that very texture", () => {
    const layer = new PhotoLayer();
    const { renderer, initSource } = uploader();
    const next = photo();
    layer.prepare(renderer, next);
    layer.prepare(renderer, next);
    expect(initSource).toHaveBeenCalledTimes(1);
    const uploaded = initSource.mock.calls[0]?.[0];
    layer.setBitmap(next);
    expect(drawnSource(layer)).toBe(uploaded);
  });

  it("another photo gets a texture of its own, and the prepared one still waits for its turn", () => {
    const layer = new PhotoLayer();
    const { renderer, initSource } = uploader();
    const next = photo();
    layer.prepare(renderer, next);
    const uploaded = initSource.mock.calls[0]?.[0];
    layer.setBitmap(photo());
    expect(drawnSource(layer)).not.toBe(uploaded);
    layer.setBitmap(next);
    expect(drawnSource(layer)).toBe(uploaded);
  });

  it("holds one prepared photo: preparing another lets the first one's texture go", () => {
    const layer = new PhotoLayer();
    const { renderer, initSource } = uploader();
    layer.prepare(renderer, photo());
    const first = initSource.mock.calls[0]?.[0];
    const destroyed = vi.spyOn(first, "destroy");
    layer.prepare(renderer, photo());
    expect(destroyed).toHaveBeenCalled();
  });
});

describe("WorkstationScene: the controller reaches the GPU upload only while the scene lives", () => {
  it("prepares through the scene's renderer, and does nothing after the scene is destroyed", () => {
    vi.stubGlobal("requestAnimationFrame", () => 1);
    vi.stubGlobal("cancelAnimationFrame", () => {});
    const { controller } = createDriver({ mode: "mark" });
    const { renderer, initSource } = uploader();
    const scene = new WorkstationScene({ renderer, render: vi.fn() } as never, new Container(), controller);
    controller.preparePhoto(photo());
    expect(initSource).toHaveBeenCalledTimes(1);
    scene.destroy();
    controller.preparePhoto(photo());
    expect(initSource).toHaveBeenCalledTimes(1);
  });
});
