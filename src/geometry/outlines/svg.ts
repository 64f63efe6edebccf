/**
 * Outline drawings → SVG text, in the cage convention the cage parser reads (workers/cage-parse): every
 * closed region is one `<path>` with `id`, `data-name` (a part-name catalogue name) and `data-group`
 * (PART, BODY, GLASS, WHEEL, TIRE); holes are further subpaths under the even-odd rule. Decoration
 * (wheel spokes, grille slots) is `<line>`, which is never a part.
 */

import { type BodyType, OUTLINE_VIEWS, type OutlineView } from "../../domain/bodyTypes.ts";
import type { OutlineDrawing, OutlineGroup } from "./drawing.ts";
import { buildEnd } from "./ends.ts";
import type { Ring } from "./shape.ts";
import { buildSide } from "./side.ts";
import { VEHICLES } from "./vehicles.ts";

const FILL: Readonly<Record<OutlineGroup, string>> = {
  BODY: "#ffffff",
  PART: "#eef1f5",
  GLASS: "#dbe8f3",
  WHEEL: "#d7dce2",
  TIRE: "#3c434c",
};
const STROKE = "#1f2933";

const num = (v: number): string => (Math.round(v * 10) / 10).toString();

function ringPath(ring: Ring): string {
  // Drop consecutive duplicates (clamped regions repeat points).
  const points = ring.filter(
    (p, i) => i === 0 || Math.abs(p[0] - ring[i - 1]![0]) > 0.05 || Math.abs(p[1] - ring[i - 1]![1]) > 0.05,
  );
  if (points.length < 3) return "";
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;
}

export function drawingToSvg(drawing: OutlineDrawing, title: string): string {
  const paths = drawing.parts.map((p) => {
    const d = p.rings.map(ringPath).join("");
    return `<path id="${p.id}" data-name="${p.name}" data-group="${p.group}" fill="${FILL[p.group]}" d="${d}"/>`;
  });
  const lines = drawing.lines.map(
    (l) => `<line x1="${num(l.from[0])}" y1="${num(l.from[1])}" x2="${num(l.to[0])}" y2="${num(l.to[1])}"/>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${drawing.width} ${drawing.height}" width="${drawing.width}" height="${drawing.height}">`,
    `<title>${escapeXml(title)}</title>`,
    `<g fill-rule="evenodd" stroke="${STROKE}" stroke-width="2.2" stroke-linejoin="round" stroke-linecap="round">`,
    ...paths,
    `</g>`,
    `<g stroke="${STROKE}" stroke-width="1.6" stroke-linecap="round" opacity="0.7">`,
    ...lines,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}

const escapeXml = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The drawing of one body type seen from one side. */
export function outlineDrawing(bodyType: BodyType, view: OutlineView): OutlineDrawing {
  const vehicle = VEHICLES[bodyType.slug];
  if (!vehicle) throw new Error(`no outline profile for ${bodyType.slug}`);
  const prefix = `${bodyType.slug}-${view}`;
  return view === "left" ? buildSide(vehicle.left, prefix) : buildEnd(vehicle[view], prefix);
}

export function outlineSvg(bodyType: BodyType, view: OutlineView): string {
  return drawingToSvg(outlineDrawing(bodyType, view), `${bodyType.name} outline, ${view} view`);
}

export { OUTLINE_VIEWS };
