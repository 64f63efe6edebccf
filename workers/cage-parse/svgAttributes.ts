/** Parsing of SVG attribute values: numbers, lengths, transform lists, viewBox, preserveAspectRatio, style. */

import {
  type Affine,
  affine,
  IDENTITY,
  multiply,
  rotation,
  scaling,
  translation,
} from "../../src/geometry/affine";
import {
  type AspectAlign,
  DEFAULT_PRESERVE_ASPECT_RATIO,
  type PreserveAspectRatio,
  type ViewBox,
} from "../../src/geometry/cageAlign";

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;

/** Every number in a whitespace/comma separated list (`points`, `viewBox`, transform arguments). */
export function parseNumbers(source: string): number[] {
  return Array.from(source.matchAll(NUMBER), (m) => Number(m[0]));
}

const UNIT_PX: Record<string, number> = {
  "": 1,
  px: 1,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pt: 96 / 72,
  pc: 16,
};

/** A length in user units (px); null when missing, relative (%, em, ex) or malformed. */
export function parseLength(source: string | undefined): number | null {
  if (source === undefined) return null;
  const m = /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)\s*([a-z%]*)\s*$/i.exec(source);
  if (!m) return null;
  const factor = UNIT_PX[m[2]!.toLowerCase()];
  return factor === undefined ? null : Number(m[1]) * factor;
}

/** A length in user units, a percentage taken of `reference` (the viewport's width or height). */
export function parseLengthIn(source: string | undefined, reference: number): number | null {
  const percent =
    source === undefined ? null : /^\s*([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)%\s*$/.exec(source);
  return percent ? (Number(percent[1]) * reference) / 100 : parseLength(source);
}

const TRANSFORM = /(matrix|translate|scale|rotate|skewx|skewy)\s*\(([^)]*)\)/gi;

/**
 * The matrix of an SVG `transform` attribute (functions compose left to right, as in SVG). Returns
 * null when the list is malformed; the caller then ignores the attribute, as browsers do.
 */
export function parseTransform(source: string | undefined): Affine | null {
  if (source === undefined || source.trim() === "") return IDENTITY;
  let m = IDENTITY;
  for (const match of source.matchAll(TRANSFORM)) {
    const fn = match[1]!.toLowerCase();
    const args = parseNumbers(match[2]!);
    const step = transformStep(fn, args);
    if (step === null) return null;
    m = multiply(m, step);
  }
  // Anything other than separators between the functions makes the whole list invalid.
  const leftover = source.replace(TRANSFORM, "").replace(/[\s,]+/g, "");
  return leftover === "" ? m : null;
}

function transformStep(fn: string, v: number[]): Affine | null {
  const [a = 0, b, c, d, e, f] = v;
  switch (fn) {
    case "matrix":
      return v.length === 6 ? affine(a, b!, c!, d!, e!, f!) : null;
    case "translate":
      return v.length === 1 || v.length === 2 ? translation(a, b ?? 0) : null;
    case "scale":
      return v.length === 1 || v.length === 2 ? scaling(a, b ?? a) : null;
    case "rotate":
      if (v.length === 1) return rotation(a);
      if (v.length === 3) return multiply(translation(b!, c!), multiply(rotation(a), translation(-b!, -c!)));
      return null;
    case "skewx":
      return v.length === 1 ? affine(1, 0, Math.tan((a * Math.PI) / 180), 1, 0, 0) : null;
    case "skewy":
      return v.length === 1 ? affine(1, Math.tan((a * Math.PI) / 180), 0, 1, 0, 0) : null;
    default:
      return null;
  }
}

/** `viewBox="minX minY width height"`; null unless four numbers with a positive width and height. */
export function parseViewBox(source: string | undefined): ViewBox | null {
  if (source === undefined) return null;
  const v = parseNumbers(source);
  if (v.length !== 4) return null;
  const [minX, minY, width, height] = v as [number, number, number, number];
  return width > 0 && height > 0 ? { minX, minY, width, height } : null;
}

const ALIGNS: readonly AspectAlign[] = [
  "none",
  "xMinYMin",
  "xMidYMin",
  "xMaxYMin",
  "xMinYMid",
  "xMidYMid",
  "xMaxYMid",
  "xMinYMax",
  "xMidYMax",
  "xMaxYMax",
];

/** `preserveAspectRatio="<align> [meet|slice]"`; the default (xMidYMid meet) when absent or malformed. */
export function parsePreserveAspectRatio(source: string | undefined): PreserveAspectRatio {
  if (source === undefined) return DEFAULT_PRESERVE_ASPECT_RATIO;
  const words = source.trim().split(/\s+/);
  const align = ALIGNS.find((a) => a.toLowerCase() === words[0]?.toLowerCase());
  const meetOrSlice = words[1]?.toLowerCase() ?? "meet";
  if (align === undefined || (meetOrSlice !== "meet" && meetOrSlice !== "slice") || words.length > 2) {
    return DEFAULT_PRESERVE_ASPECT_RATIO;
  }
  return { align, meetOrSlice };
}

/** The declarations of a `style` attribute, property names lower-cased. */
export function parseStyle(source: string | undefined): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (source ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0)
      style.set(declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim());
  }
  return style;
}
