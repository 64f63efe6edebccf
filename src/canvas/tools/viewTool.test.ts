import { describe, expect, it } from "vitest";
import { viewportPoint } from "../../geometry/spaces";
import { initialState, type WorkstationState } from "../state";
import * as t from "./viewTool";

const base = (): WorkstationState =>
  t.setImage(t.resize(initialState("mark"), { width: 1000, height: 500 }), { width: 2000, height: 1000 });
const mid = viewportPoint(500, 250);

describe("wheel zoom", () => {
  it("zooms in on wheel up and out on wheel down, within 1..4", () => {
    let s = base();
    s = t.wheelZoom(s, -100, mid);
    expect(s.view.zoom).toBeCloseTo(1.25);
    for (let i = 0; i < 20; i++) s = t.wheelZoom(s, -100, mid);
    expect(s.view.zoom).toBe(4);
    for (let i = 0; i < 20; i++) s = t.wheelZoom(s, 100, mid);
    expect(s.view.zoom).toBe(1);
    expect(s.view.pan).toEqual({ x: 0, y: 0 });
  });

  it("ignores a zero or non-finite delta", () => {
    const s = base();
    expect(t.wheelZoom(s, 0, mid)).toBe(s);
    expect(t.wheelZoom(s, Number.NaN, mid)).toBe(s);
  });
});

describe("W held", () => {
  it("zooms to 4 while held and back on release; repeats change nothing", () => {
    let s = t.wheelZoom(base(), -100, mid);
    s = t.holdZoom(s);
    expect(s.view.zoom).toBe(4);
    expect(t.holdZoom(s)).toBe(s);
    s = t.releaseZoom(s);
    expect(s.view.zoom).toBeCloseTo(1.25);
    expect(t.releaseZoom(s)).toBe(s);
  });
});

describe("pan and click", () => {
  it("a press without movement is a click and does not pan", () => {
    let s = t.pointerDown(base(), mid);
    s = t.pointerMove(s, viewportPoint(502, 251));
    const up = t.pointerUp(s);
    expect(up.click).toBe(true);
    expect(up.state.view.pan).toEqual({ x: 0, y: 0 });
  });

  it("a drag pans (clamped to the photo) and is not a click", () => {
    let s = t.holdZoom({ ...base(), pointer: mid });
    s = t.pointerDown(s, mid);
    s = t.pointerMove(s, viewportPoint(600, 300));
    expect(s.view.pan).toEqual({ x: 100, y: 50 });
    s = t.pointerMove(s, viewportPoint(5000, 5000));
    // At zoom 4 the photo is 4000×2000 on a 1000×500 viewport: the pan stops at the photo's edges.
    expect(s.view.pan).toEqual({ x: 1500, y: 750 });
    expect(t.pointerUp(s).click).toBe(false);
  });

  it("at zoom 1 the fitted photo does not pan", () => {
    let s = t.pointerDown(base(), mid);
    s = t.pointerMove(s, viewportPoint(700, 400));
    expect(s.view.pan).toEqual({ x: 0, y: 0 });
  });
});

describe("rotate, resize, new photo", () => {
  it("rotates by quarter turns", () => {
    let s = base();
    for (const expected of [1, 2, 3, 0]) {
      s = t.rotate(s);
      expect(s.view.rotation).toBe(expected);
    }
  });

  it("a new photo size refits keeping the rotation; the same size keeps the view", () => {
    let s = t.rotate(t.wheelZoom(base(), -100, mid));
    expect(t.setImage(s, { width: 2000, height: 1000 })).toBe(s);
    s = t.setImage(s, { width: 4000, height: 3000 });
    expect(s.view.zoom).toBe(1);
    expect(s.view.rotation).toBe(1);
    expect(s.view.image).toEqual({ width: 4000, height: 3000 });
  });

  it("ignores an empty viewport", () => {
    const s = base();
    expect(t.resize(s, { width: 0, height: 300 })).toBe(s);
  });
});
