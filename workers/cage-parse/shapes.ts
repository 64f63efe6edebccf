/** Basic SVG shapes → rings: polygon, polyline, rect (rounded corners via arcs), circle, ellipse. */

import { flattenPath } from "./flattenPath";
import type { RingSink } from "./ringBuilder";
import { parseLength, parseNumbers } from "./svgAttributes";
import type { Attributes } from "./svgScanner";

const MIN_ELLIPSE_SEGMENTS = 8;
const MAX_ELLIPSE_SEGMENTS = 512;

/** Segments for a full ellipse so that no chord strays more than `tolerance` from it. */
export function ellipseSegments(rx: number, ry: number, tolerance: number): number {
  const r = Math.max(rx, ry);
  if (!(tolerance < r)) return MIN_ELLIPSE_SEGMENTS;
  const n = Math.ceil(Math.PI / Math.acos(1 - tolerance / r));
  return Math.min(MAX_ELLIPSE_SEGMENTS, Math.max(MIN_ELLIPSE_SEGMENTS, n));
}

const length = (attributes: Attributes, name: string, fallback: number | null = null): number | null => {
  const raw = attributes.get(name);
  return raw === undefined ? fallback : parseLength(raw);
};

/** Points of `points`; an odd trailing number is dropped (SVG draws up to the error). */
function addPoints(attributes: Attributes, sink: RingSink): string | null {
  const v = parseNumbers(attributes.get("points") ?? "");
  sink.begin();
  for (let i = 0; i + 1 < v.length; i += 2) sink.add(v[i]!, v[i + 1]!);
  sink.end();
  return v.length % 2 === 0 ? null : "odd number of coordinates in points";
}

function addEllipse(cx: number, cy: number, rx: number, ry: number, sink: RingSink, tolerance: number): void {
  const n = ellipseSegments(rx, ry, tolerance);
  sink.begin();
  for (let i = 0; i < n; i++) {
    const t = (2 * Math.PI * i) / n;
    sink.add(cx + rx * Math.cos(t), cy + ry * Math.sin(t));
  }
  sink.end();
}

function addRect(attributes: Attributes, sink: RingSink, tolerance: number): string | null {
  const x = length(attributes, "x", 0);
  const y = length(attributes, "y", 0);
  const w = length(attributes, "width");
  const h = length(attributes, "height");
  if (x === null || y === null || w === null || h === null || !(w > 0 && h > 0))
    return "rect without a usable size";
  let rx = length(attributes, "rx");
  let ry = length(attributes, "ry");
  rx = Math.min(w / 2, Math.max(0, rx ?? ry ?? 0));
  ry = Math.min(h / 2, Math.max(0, ry ?? rx));
  if (rx > 0 && ry > 0) {
    const arc = (dx: number, dy: number): string => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
    const d = `M${x + rx} ${y}h${w - 2 * rx}${arc(rx, ry)}v${h - 2 * ry}${arc(-rx, ry)}h${2 * rx - w}${arc(-rx, -ry)}v${2 * ry - h}${arc(rx, -ry)}z`;
    return flattenPath(d, sink, tolerance);
  }
  sink.begin();
  sink.add(x, y);
  sink.add(x + w, y);
  sink.add(x + w, y + h);
  sink.add(x, y + h);
  sink.end();
  return null;
}

/** Adds the rings of one basic shape; returns a warning or null. */
export function addBasicShape(
  tag: "polygon" | "polyline" | "rect" | "circle" | "ellipse",
  attributes: Attributes,
  sink: RingSink,
  tolerance: number,
): string | null {
  switch (tag) {
    case "polygon":
    case "polyline":
      return addPoints(attributes, sink);
    case "rect":
      return addRect(attributes, sink, tolerance);
    case "circle":
    case "ellipse": {
      const cx = length(attributes, "cx", 0);
      const cy = length(attributes, "cy", 0);
      const rx = length(attributes, tag === "circle" ? "r" : "rx");
      const ry = length(attributes, tag === "circle" ? "r" : "ry");
      if (cx === null || cy === null || rx === null || ry === null || !(rx > 0 && ry > 0)) {
        return `${tag} without a usable radius`;
      }
      addEllipse(cx, cy, rx, ry, sink, tolerance);
      return null;
    }
  }
}
