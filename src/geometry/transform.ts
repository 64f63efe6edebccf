/**
 * The view transform of a photo shown in the workstation viewport (product §9: zoom 1..4, rotation in
 * 90° steps).
 *
 * Model: the photo is scaled to fit the viewport ("contain", after rotation), multiplied by `zoom`,
 * rotated clockwise by `rotation` quarter turns about its own centre, and its centre is placed at the
 * viewport centre plus `pan` (viewport px). So
 *
 *   viewport = viewportCentre + pan + R(rotation) · scale · (image − imageCentre)
 *   scale    = fitScale · zoom
 *
 * Quarter turns use exact 0/±1 sines, so rotating never accumulates floating-point drift.
 */

import {
  type Affine,
  applyX,
  applyY,
  cosSin,
  invert,
  multiply,
  rotation,
  scaling,
  translation,
} from "./affine";
import {
  type ImagePoint,
  imagePoint,
  type NormalisedPoint,
  normalisedPoint,
  round4,
  type Size,
  type ViewportPoint,
  viewportPoint,
} from "./spaces";

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ROTATION_STEP_DEGREES = 90;

/** Clockwise quarter turns. */
export type QuarterTurns = 0 | 1 | 2 | 3;

export interface Pan {
  readonly x: number;
  readonly y: number;
}

export interface View {
  /** Size of the original photo in image px. */
  readonly image: Size;
  /** Size of the viewport in viewport px. */
  readonly viewport: Size;
  /** 1 = fit to viewport; clamped to MIN_ZOOM..MAX_ZOOM by every function that sets it. */
  readonly zoom: number;
  /** Offset of the photo centre from the viewport centre, in viewport px. */
  readonly pan: Pan;
  readonly rotation: QuarterTurns;
}

/** Clamp to 1..4; a non-finite zoom becomes 1. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** Normalise any whole number of quarter turns (negative = anticlockwise) to 0..3. */
export function normaliseTurns(turns: number): QuarterTurns {
  if (!Number.isFinite(turns)) return 0;
  return (((Math.trunc(turns) % 4) + 4) % 4) as QuarterTurns;
}

/** The photo fitted and centred in the viewport: zoom 1, no pan. */
export function fitToViewport(image: Size, viewport: Size, rotationTurns: QuarterTurns = 0): View {
  return { image, viewport, zoom: MIN_ZOOM, pan: { x: 0, y: 0 }, rotation: rotationTurns };
}

/** Width and height of the photo's box after rotation, in image px. */
export function rotatedImageSize(view: Pick<View, "image" | "rotation">): Size {
  return view.rotation % 2 === 0 ? view.image : { width: view.image.height, height: view.image.width };
}

/** Viewport px per image px at zoom 1 (the photo, rotated, just fits inside the viewport). */
export function fitScale(view: Pick<View, "image" | "viewport" | "rotation">): number {
  const r = rotatedImageSize(view);
  if (r.width <= 0 || r.height <= 0) return 1;
  return Math.min(view.viewport.width / r.width, view.viewport.height / r.height);
}

/** Viewport px per image px, zoom included. */
export const viewScale = (view: View): number => fitScale(view) * clampZoom(view.zoom);

/** The image→viewport matrix (also usable as the Pixi container matrix of the photo layer). */
export function imageToViewportMatrix(view: View): Affine {
  const s = viewScale(view);
  const toCentre = translation(-view.image.width / 2, -view.image.height / 2);
  const place = translation(view.viewport.width / 2 + view.pan.x, view.viewport.height / 2 + view.pan.y);
  return multiply(
    place,
    multiply(rotation(view.rotation * ROTATION_STEP_DEGREES), multiply(scaling(s), toCentre)),
  );
}

export const viewportToImageMatrix = (view: View): Affine => invert(imageToViewportMatrix(view));

export function imageToViewport(view: View, p: ImagePoint): ViewportPoint {
  const m = imageToViewportMatrix(view);
  return viewportPoint(applyX(m, p.x, p.y), applyY(m, p.x, p.y));
}

export function viewportToImage(view: View, p: ViewportPoint): ImagePoint {
  const m = viewportToImageMatrix(view);
  return imagePoint(applyX(m, p.x, p.y), applyY(m, p.x, p.y));
}

/** Image px → fraction of the photo, each coordinate rounded with `round4` (product §9). Not clamped. */
export function imageToNormalised(p: ImagePoint, image: Size): NormalisedPoint {
  return normalisedPoint(round4(p.x / image.width), round4(p.y / image.height));
}

export function normalisedToImage(p: NormalisedPoint, image: Size): ImagePoint {
  return imagePoint(p.x * image.width, p.y * image.height);
}

/** The stored position of a pointer event: viewport → image → normalised (rounded). */
export const viewportToNormalised = (view: View, p: ViewportPoint): NormalisedPoint =>
  imageToNormalised(viewportToImage(view, p), view.image);

/**
 * Set the zoom (clamped) keeping the photo point under `anchor` where it is on screen — the cursor
 * for wheel zoom, the viewport centre by default. Zoom 1 resets the pan (the photo is fitted again).
 */
export function zoomAt(view: View, zoom: number, anchor?: ViewportPoint): View {
  const z = clampZoom(zoom);
  if (z === MIN_ZOOM) return { ...view, zoom: z, pan: { x: 0, y: 0 } };
  const at = anchor ?? viewportPoint(view.viewport.width / 2, view.viewport.height / 2);
  const q = viewportToImage(view, at);
  const s = fitScale(view) * z;
  const [cos, sin] = cosSin(view.rotation * ROTATION_STEP_DEGREES);
  const dx = (q.x - view.image.width / 2) * s;
  const dy = (q.y - view.image.height / 2) * s;
  const pan = {
    x: at.x - view.viewport.width / 2 - (cos * dx - sin * dy),
    y: at.y - view.viewport.height / 2 - (sin * dx + cos * dy),
  };
  return { ...view, zoom: z, pan };
}

/**
 * Rotate the photo by whole quarter turns (positive = clockwise) about the viewport centre: the photo
 * point at the viewport centre stays there. The fit scale is recomputed for the new orientation.
 */
export function rotateBy(view: View, quarterTurns: number): View {
  const turns = normaliseTurns(quarterTurns);
  const [cos, sin] = cosSin(turns * ROTATION_STEP_DEGREES);
  const rotated = { ...view, rotation: normaliseTurns(view.rotation + turns) };
  // Keep the same zoom relative to the new fit; the pan turns with the photo, rescaled to the new fit.
  const k = fitScale(rotated) / fitScale(view);
  const pan = {
    x: (cos * view.pan.x - sin * view.pan.y) * k,
    y: (sin * view.pan.x + cos * view.pan.y) * k,
  };
  return { ...rotated, pan };
}

export const panBy = (view: View, dx: number, dy: number): View => ({
  ...view,
  pan: { x: view.pan.x + dx, y: view.pan.y + dy },
});

/**
 * Limit the pan so the photo never uncovers viewport it could cover: on an axis where the shown photo
 * is larger than the viewport its edges stay outside the viewport edges; where it is smaller it is
 * centred (pan 0 on that axis).
 */
export function clampPan(view: View): View {
  const s = viewScale(view);
  const r = rotatedImageSize(view);
  const limit = (shown: number, available: number, pan: number): number => {
    const slack = (shown - available) / 2;
    return slack <= 0 ? 0 : Math.min(slack, Math.max(-slack, pan));
  };
  return {
    ...view,
    pan: {
      x: limit(r.width * s, view.viewport.width, view.pan.x),
      y: limit(r.height * s, view.viewport.height, view.pan.y),
    },
  };
}
