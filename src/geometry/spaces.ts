/**
 * Coordinate spaces of the imaging workstation, as branded point types.
 *
 * - `ImagePoint`: pixels of the ORIGINAL photo (cageInfo.original_image), origin top-left, y down.
 * - `NormalisedPoint`: the same place as a fraction of the original photo, 0..1 on each axis.
 *   This is what is stored (damage_location), rounded to 4 decimals.
 * - `ViewportPoint`: CSS pixels of the canvas element, origin top-left, y down.
 * - `CagePoint`: user units of the cage SVG (its viewBox space), after the SVG's own transforms.
 *
 * The brand exists only in the type system: at run time a point is a plain `{x, y}`. A point of one
 * space is not assignable to another, so every change of space goes through a named function
 * (see transform.ts and cageAlign.ts). Build points with the constructors below.
 */

declare const spaceBrand: unique symbol;

export type Space = "image" | "normalised" | "viewport" | "cage";

export type Point<S extends Space> = { readonly x: number; readonly y: number; readonly [spaceBrand]: S };

export type ImagePoint = Point<"image">;
export type NormalisedPoint = Point<"normalised">;
export type ViewportPoint = Point<"viewport">;
export type CagePoint = Point<"cage">;

/** A width and height in pixels (or user units); which space it measures is in the parameter name. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

export const imagePoint = (x: number, y: number): ImagePoint => ({ x, y }) as ImagePoint;
export const normalisedPoint = (x: number, y: number): NormalisedPoint => ({ x, y }) as NormalisedPoint;
export const viewportPoint = (x: number, y: number): ViewportPoint => ({ x, y }) as ViewportPoint;
export const cagePoint = (x: number, y: number): CagePoint => ({ x, y }) as CagePoint;

/**
 * Stored positions keep 4 decimals (product §5 and §9). Round exactly as `Math.round(x * 1e4) / 1e4`.
 *
 * Consequences worth knowing (both tested): ties go up (towards +infinity), and the tie is judged on the
 * binary product, so 0.12345 → 0.1235 (0.12345 * 1e4 is exactly 1234.5) but 0.00015 → 0.0001
 * (0.00015 * 1e4 is 1.4999999999999998). Negative zero is returned as 0.
 */
export function round4(x: number): number {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r;
}

/** True when the point lies on the photo (edges included). */
export function isWithinImage(p: ImagePoint, original: Size): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= original.width && p.y <= original.height;
}

/** True when both coordinates are in 0..1 (edges included). */
export function isWithinUnit(p: NormalisedPoint): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= 1 && p.y <= 1;
}
