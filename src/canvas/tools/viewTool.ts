/**
 * The view tools as pure functions of the state: wheel zoom, W held = 4, drag to pan, rotate by 90°,
 * resize and a new photo. Each returns a new state (or the same one when nothing changes).
 */

import { type Size, type ViewportPoint, viewportPoint } from "../../geometry/spaces";
import { clampPan, fitToViewport, MAX_ZOOM, panBy, rotateBy, zoomAt } from "../../geometry/transform";
import type { WorkstationState } from "../state";

/** One wheel notch (deltaY ±100 in pixel mode) zooms by this factor. */
export const WHEEL_ZOOM_STEP = 1.25;
/** A press that moves less than this (viewport px) is a click, not a pan. */
export const CLICK_SLOP_PX = 4;

export function wheelZoom(state: WorkstationState, deltaY: number, at: ViewportPoint): WorkstationState {
  if (deltaY === 0 || !Number.isFinite(deltaY)) return state;
  const factor = WHEEL_ZOOM_STEP ** (-Math.sign(deltaY) * Math.min(3, Math.abs(deltaY) / 100));
  return { ...state, view: clampPan(zoomAt(state.view, state.view.zoom * factor, at)) };
}

/** W pressed: zoom 4 about the pointer (or centre) while held; key repeat changes nothing. */
export function holdZoom(state: WorkstationState): WorkstationState {
  if (state.zoomBeforeHold !== null) return state;
  const view = clampPan(zoomAt(state.view, MAX_ZOOM, state.pointer ?? undefined));
  return { ...state, zoomBeforeHold: state.view.zoom, view };
}

/** W released: back to the zoom it had before. */
export function releaseZoom(state: WorkstationState): WorkstationState {
  if (state.zoomBeforeHold === null) return state;
  const view = clampPan(zoomAt(state.view, state.zoomBeforeHold, state.pointer ?? undefined));
  return { ...state, zoomBeforeHold: null, view };
}

export const rotate = (state: WorkstationState, quarterTurns = 1): WorkstationState => ({
  ...state,
  view: clampPan(rotateBy(state.view, quarterTurns)),
});

export function pointerDown(state: WorkstationState, at: ViewportPoint): WorkstationState {
  return { ...state, pointer: at, drag: { start: at, panAtStart: state.view.pan, moved: false } };
}

export function pointerMove(state: WorkstationState, at: ViewportPoint): WorkstationState {
  const drag = state.drag;
  if (drag === null) return { ...state, pointer: at };
  const dx = at.x - drag.start.x;
  const dy = at.y - drag.start.y;
  const moved = drag.moved || Math.hypot(dx, dy) >= CLICK_SLOP_PX;
  if (!moved) return { ...state, pointer: at };
  const view = clampPan(panBy({ ...state.view, pan: drag.panAtStart }, dx, dy));
  return { ...state, pointer: at, drag: { ...drag, moved }, view };
}

/** Ends a press; `click` says whether it was a click (no pan) so the caller can select or place. */
export function pointerUp(state: WorkstationState): { state: WorkstationState; click: boolean } {
  const click = state.drag !== null && !state.drag.moved;
  return { state: { ...state, drag: null }, click };
}

export const pointerLeave = (state: WorkstationState): WorkstationState => ({
  ...state,
  pointer: null,
  drag: null,
});

/** The canvas changed size: keep zoom, rotation and pan (clamped to the new size). */
export function resize(state: WorkstationState, viewport: Size): WorkstationState {
  if (viewport.width <= 0 || viewport.height <= 0) return state;
  return { ...state, view: clampPan({ ...state.view, viewport }) };
}

/** A new photo (or the other quality of it): fit it, keeping the rotation; same size keeps the view. */
export function setImage(state: WorkstationState, image: Size): WorkstationState {
  const old = state.view.image;
  if (old.width === image.width && old.height === image.height) return state;
  return {
    ...state,
    view: fitToViewport(image, state.view.viewport, state.view.rotation),
    zoomBeforeHold: null,
  };
}

export const centre = (state: WorkstationState): ViewportPoint =>
  viewportPoint(state.view.viewport.width / 2, state.view.viewport.height / 2);
