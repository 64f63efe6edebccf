/**
 * Aligning the cage SVG to the photo, and placing damage markers.
 *
 * cageInfo (product §3 "Task option fields") = { original_image: {width, height}, actual_image: {width,
 * height}, cage: {x, y, width, height} }. The mapping decided here:
 *
 * - `original_image` is the photo's true pixel size: the space of `ImagePoint`.
 * - `actual_image` is the size the photo had on screen when the cage was fitted to it.
 * - `cage` is the box the cage SVG was drawn into, in `actual_image` pixels: top-left (x, y) from the
 *   photo's top-left, and its width and height.
 *
 * So a cage point goes: SVG user units → (the SVG's own viewBox → box mapping, honouring its
 * preserveAspectRatio; default "xMidYMid meet", as a browser renders it) → actual_image px → (scale by
 * original/actual on each axis) → original image px. Without a viewBox the SVG's width/height stand in
 * for it (the parser decides that; see workers/cage-parse). `slice` clipping is not modelled: only the
 * placement is.
 *
 * Damage markers: see MARKER_OFFSET_PX below.
 */

import { type Affine, affine, applyX, applyY, invert, multiply, scaling } from "./affine";
import {
  type CagePoint,
  cagePoint,
  type ImagePoint,
  imagePoint,
  type Size,
  type ViewportPoint,
  viewportPoint,
} from "./spaces";
import { imageToViewport, imageToViewportMatrix, type View } from "./transform";

export interface CageBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface CageInfo {
  readonly original_image: Size;
  readonly actual_image: Size;
  readonly cage: CageBox;
}

/** The SVG viewBox: min-x, min-y, width, height in user units. */
export interface ViewBox {
  readonly minX: number;
  readonly minY: number;
  readonly width: number;
  readonly height: number;
}

export type AspectAlign =
  | "none"
  | "xMinYMin"
  | "xMidYMin"
  | "xMaxYMin"
  | "xMinYMid"
  | "xMidYMid"
  | "xMaxYMid"
  | "xMinYMax"
  | "xMidYMax"
  | "xMaxYMax";

export interface PreserveAspectRatio {
  readonly align: AspectAlign;
  readonly meetOrSlice: "meet" | "slice";
}

export const DEFAULT_PRESERVE_ASPECT_RATIO: PreserveAspectRatio = { align: "xMidYMid", meetOrSlice: "meet" };

export interface CageAlignment {
  /** SVG user units → original image px (use it, composed with the view, as the cage layer's matrix). */
  readonly cageToImage: Affine;
  readonly imageToCage: Affine;
}

const positive = (n: number): boolean => Number.isFinite(n) && n > 0;

/** True when every size is positive and finite and x, y are finite: alignCage will not throw. */
export function isUsableCageInfo(info: CageInfo): boolean {
  return (
    positive(info.original_image.width) &&
    positive(info.original_image.height) &&
    positive(info.actual_image.width) &&
    positive(info.actual_image.height) &&
    positive(info.cage.width) &&
    positive(info.cage.height) &&
    Number.isFinite(info.cage.x) &&
    Number.isFinite(info.cage.y)
  );
}

/** When a task has no (usable) cageInfo: the cage box covers the whole photo. */
export function fullImageCageInfo(original: Size): CageInfo {
  return { original_image: original, actual_image: original, cage: { x: 0, y: 0, ...original } };
}

/** The SVG viewBox → viewport-box transform (SVG 2 §8.2), the box being in any pixel space. */
export function viewBoxToBox(
  viewBox: ViewBox,
  box: CageBox,
  par: PreserveAspectRatio = DEFAULT_PRESERVE_ASPECT_RATIO,
): Affine {
  let sx = box.width / viewBox.width;
  let sy = box.height / viewBox.height;
  if (par.align !== "none") {
    sx = sy = par.meetOrSlice === "slice" ? Math.max(sx, sy) : Math.min(sx, sy);
  }
  let tx = box.x - viewBox.minX * sx;
  let ty = box.y - viewBox.minY * sy;
  const spareX = box.width - viewBox.width * sx;
  const spareY = box.height - viewBox.height * sy;
  if (par.align.includes("xMid")) tx += spareX / 2;
  if (par.align.includes("xMax")) tx += spareX;
  if (par.align.includes("YMid")) ty += spareY / 2;
  if (par.align.includes("YMax")) ty += spareY;
  return affine(sx, 0, 0, sy, tx, ty);
}

/** Throws a RangeError when the cageInfo or the viewBox has a zero, negative or non-finite size. */
export function alignCage(
  info: CageInfo,
  viewBox: ViewBox,
  par: PreserveAspectRatio = DEFAULT_PRESERVE_ASPECT_RATIO,
): CageAlignment {
  if (!isUsableCageInfo(info)) throw new RangeError("cageInfo has a missing, zero or negative size");
  if (!positive(viewBox.width) || !positive(viewBox.height)) throw new RangeError("cage viewBox is empty");
  const cageToActual = viewBoxToBox(viewBox, info.cage, par);
  const actualToOriginal = scaling(
    info.original_image.width / info.actual_image.width,
    info.original_image.height / info.actual_image.height,
  );
  const cageToImage = multiply(actualToOriginal, cageToActual);
  return { cageToImage, imageToCage: invert(cageToImage) };
}

export const cageToImage = (al: CageAlignment, p: CagePoint): ImagePoint =>
  imagePoint(applyX(al.cageToImage, p.x, p.y), applyY(al.cageToImage, p.x, p.y));

export const imageToCage = (al: CageAlignment, p: ImagePoint): CagePoint =>
  cagePoint(applyX(al.imageToCage, p.x, p.y), applyY(al.imageToCage, p.x, p.y));

/** Cage user units → viewport px: the matrix of the cage layer. */
export const cageToViewportMatrix = (view: View, al: CageAlignment): Affine =>
  multiply(imageToViewportMatrix(view), al.cageToImage);

/**
 * Damage markers (product §9: "scaled from original image size to displayed size with a +5 offset").
 *
 * Decision: a marker is a MARKER_SIZE_PX square sprite (10 × 10 screen px) whose hot spot — the point of
 * the damage — is its centre, 5 px right of and 5 px below its top-left corner. Markers are placed by
 * their top-left, so: topLeft = displayed point − 5 on each axis, and displayed point = topLeft + 5 (the
 * spec's "+5"). The offset is in SCREEN pixels: it does not grow with zoom or photo size, and markers
 * are never rotated (the offset is applied after the view transform).
 */
export const MARKER_OFFSET_PX = 5;
export const MARKER_SIZE_PX = 2 * MARKER_OFFSET_PX;

/**
 * An image point on a photo displayed unrotated at `displayed` size with its top-left at (0, 0) (e.g.
 * the failed-task detail image): scale each axis by displayed/original.
 */
export const imageToDisplayed = (p: ImagePoint, original: Size, displayed: Size): ViewportPoint =>
  viewportPoint((p.x * displayed.width) / original.width, (p.y * displayed.height) / original.height);

export const markerTopLeft = (hotSpot: ViewportPoint): ViewportPoint =>
  viewportPoint(hotSpot.x - MARKER_OFFSET_PX, hotSpot.y - MARKER_OFFSET_PX);

export const markerHotSpot = (topLeft: ViewportPoint): ViewportPoint =>
  viewportPoint(topLeft.x + MARKER_OFFSET_PX, topLeft.y + MARKER_OFFSET_PX);

/** Top-left of the marker of an image point in the workstation view (zoom, pan and rotation included). */
export const markerTopLeftInView = (view: View, p: ImagePoint): ViewportPoint =>
  markerTopLeft(imageToViewport(view, p));

/** True when the pointer is over the marker whose top-left is given (for "X deletes hovered damages"). */
export function isOverMarker(topLeft: ViewportPoint, pointer: ViewportPoint): boolean {
  return (
    pointer.x >= topLeft.x &&
    pointer.y >= topLeft.y &&
    pointer.x <= topLeft.x + MARKER_SIZE_PX &&
    pointer.y <= topLeft.y + MARKER_SIZE_PX
  );
}
