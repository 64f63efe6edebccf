import { type BodyType, bodyTypeFor, type OutlineView, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { defaultCageBox, meetTransform } from "../../domain/cageFit.ts";
import type { OutlineDrawing, OutlineGroup, OutlinePart } from "../../geometry/outlines/drawing.ts";
import type { Ring } from "../../geometry/outlines/shape.ts";
import { outlineDrawing } from "../../geometry/outlines/svg.ts";
import type { DemoVehicle } from "./demoVehicles.ts";

/**
 * SVG scenes of the demo photos (rendered by sharp in demoInspections.ts): exterior views are the body
 * type's outline drawing painted in the vehicle's colour and placed in the default cage box, so the
 * cage the server sends lines up with the photo; damages are drawn on named parts at known points.
 */
export const PHOTO = { width: 960, height: 600 } as const;

export interface DemoDamage {
  photoCode: string;
  component: string;
  damage_group: string;
  material: string;
  damage_name: string;
  grade_score: number;
  /** Original-image pixels of the photo. */
  damage_location: { x: number; y: number };
  actual_image: { width: number; height: number };
}

/** A damage to draw: which part of which view, and what. */
export interface DamagePlan {
  photoCode: "04" | "05" | "07" | "08";
  part: string;
  damage: "SCRATCH" | "DENT" | "SCUFF";
}

const drawings = new Map<string, OutlineDrawing>();
/** The outline drawing of a body type's view, built once per process (building one takes a while). */
export function drawingOf(bodyType: BodyType, view: OutlineView): OutlineDrawing {
  const key = `${bodyType.slug}/${view}`;
  let drawing = drawings.get(key);
  if (!drawing) {
    drawing = outlineDrawing(bodyType, view);
    drawings.set(key, drawing);
  }
  return drawing;
}

const esc = (s: string) => s.replace(/[<>&"']/g, "");
const num = (n: number) => (Math.round(n * 10) / 10).toString();

/** The fixed scenes (plate, odometer, tires...) are laid out on a 1024×640 design, scaled to the photo. */
const DESIGN = { width: 1024, height: 640 };

const svg = (body: string, bg: string, design: { width: number; height: number } = DESIGN) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}" ` +
  `viewBox="0 0 ${design.width} ${design.height}" preserveAspectRatio="none">` +
  `<rect width="100%" height="100%" fill="${bg}"/>${body}</svg>`;

const text = (s: string, x: number, y: number, size: number, fill: string, extra = "") =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans Mono, monospace" font-size="${size}" ` +
  `text-anchor="middle" fill="${fill}" ${extra}>${esc(s)}</text>`;

/** Darker or lighter shade of a #rrggbb colour (factor < 1 darkens). */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (v: number) =>
    Math.max(0, Math.min(255, Math.round(factor <= 1 ? v * factor : v + (255 - v) * (factor - 1))));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(ch) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const ringPath = (ring: Ring) => `M${ring.map(([x, y]) => `${num(x)} ${num(y)}`).join("L")}Z`;

function pointInRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inPart = (part: OutlinePart, x: number, y: number) =>
  part.rings.filter((r) => pointInRing(r, x, y)).length % 2 === 1;

/** A point well inside a part: the inside grid point nearest the outer ring's centre, deepest first. */
export function pointInside(part: OutlinePart): { x: number; y: number } | null {
  const outer = part.rings[0] ?? [];
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  let best: { x: number; y: number; d: number } | null = null;
  for (let i = 1; i < 12; i++)
    for (let j = 1; j < 12; j++) {
      const x = minX + ((maxX - minX) * i) / 12;
      const y = minY + ((maxY - minY) * j) / 12;
      // Keep clear of the part's edges so the mark reads as on this part.
      const margin = Math.min(maxX - minX, maxY - minY) * 0.08;
      const clear = [
        [0, 0],
        [margin, 0],
        [-margin, 0],
        [0, margin],
        [0, -margin],
      ].every(([dx, dy]) => inPart(part, x + (dx ?? 0), y + (dy ?? 0)));
      if (!clear) continue;
      const d = (x - cx) ** 2 + (y - cy) ** 2;
      if (!best || d < best.d) best = { x, y, d };
    }
  return best ? { x: best.x, y: best.y } : null;
}

const FILLS = (color: string): Record<OutlineGroup, string> => ({
  BODY: color,
  PART: "#34383e",
  GLASS: "#6f8aa3",
  WHEEL: "#c3c8ce",
  TIRE: "#1d1f22",
});

function damageMark(kind: DamagePlan["damage"], x: number, y: number, unit: number, color: string): string {
  if (kind === "SCRATCH") {
    const pts = Array.from(
      { length: 6 },
      (_, i) => `${num(x - 3 * unit + i * unit * 1.2)},${num(y + (i % 2 ? -0.5 : 0.5) * unit)}`,
    );
    return `<polyline points="${pts.join(" ")}" fill="none" stroke="${shade(color, 1.8)}" stroke-width="${num(unit * 0.35)}"/>`;
  }
  if (kind === "DENT")
    return (
      `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(unit * 2.6)}" ry="${num(unit * 1.7)}" fill="${shade(color, 0.55)}" opacity="0.85"/>` +
      `<path d="M${num(x - unit * 1.8)} ${num(y - unit * 0.6)}Q${num(x)} ${num(y - unit * 2)} ${num(x + unit * 1.8)} ${num(y - unit * 0.6)}" fill="none" stroke="${shade(color, 1.6)}" stroke-width="${num(unit * 0.3)}"/>`
    );
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(unit * 2)}" fill="#9aa0a6" opacity="0.8"/>`;
}

const swapSide = (name: string) =>
  name.replace(/_(LEFT|RIGHT)\b/, (_m, side: string) => (side === "LEFT" ? "_RIGHT" : "_LEFT"));

/** The exterior scene of one view with its damages, and the damages' truth in photo pixels. */
export function exteriorScene(
  v: DemoVehicle,
  photoCode: "04" | "05" | "07" | "08",
  plans: readonly DamagePlan[],
): { svg: string; damages: DemoDamage[] } {
  const view = outlineViewForPhoto(photoCode) as { view: OutlineView; mirrored: boolean };
  const bodyType = bodyTypeFor(v.bodyType);
  if (!bodyType) throw new Error(`no body type ${v.bodyType}`);
  const drawing = drawingOf(bodyType, view.view);
  const t = meetTransform(drawing, defaultCageBox(PHOTO));
  const fills = FILLS(v.color.hex);
  const unit = 11 / t.scale;
  const paths = drawing.parts.map(
    (p) => `<path d="${p.rings.map(ringPath).join("")}" fill="${fills[p.group]}"/>`,
  );
  const lines = drawing.lines.map(
    (l) => `<line x1="${num(l.from[0])}" y1="${num(l.from[1])}" x2="${num(l.to[0])}" y2="${num(l.to[1])}"/>`,
  );
  const marks: string[] = [];
  const damages: DemoDamage[] = [];
  for (const plan of plans.filter((p) => p.photoCode === photoCode)) {
    // On 07 the left drawing is mirrored: its LEFT parts are the vehicle's RIGHT ones.
    const drawn = view.mirrored ? swapSide(plan.part) : plan.part;
    const part = drawing.parts.find((p) => p.name === drawn);
    const at = part && pointInside(part);
    if (!part || !at) continue;
    marks.push(damageMark(plan.damage, at.x, at.y, unit, part.group === "BODY" ? v.color.hex : "#34383e"));
    const px = view.mirrored ? t.x + (drawing.width - at.x) * t.scale : t.x + at.x * t.scale;
    damages.push({
      photoCode,
      component: plan.part,
      damage_group: part.group,
      material: part.group === "BODY" ? "Painted" : "Plastic Cover",
      damage_name: plan.damage,
      grade_score: plan.damage === "DENT" ? 2 : 1,
      damage_location: { x: Math.round(px), y: Math.round(t.y + at.y * t.scale) },
      actual_image: { ...PHOTO },
    });
  }
  const place = view.mirrored
    ? `translate(${num(t.x + drawing.width * t.scale)} ${num(t.y)}) scale(${-t.scale} ${t.scale})`
    : `translate(${num(t.x)} ${num(t.y)}) scale(${t.scale})`;
  const plate = photoCode === "08" ? plateOn(drawing, t, v.plate) : "";
  const ground = `<rect y="${PHOTO.height * 0.62}" width="100%" height="${PHOTO.height * 0.38}" fill="#8d918c"/>`;
  const body =
    `${ground}<g transform="${place}" stroke="#15181c" stroke-width="${num(2 / t.scale)}" stroke-linejoin="round" fill-rule="evenodd">` +
    `${paths.join("")}<g opacity="0.6">${lines.join("")}</g>${marks.join("")}</g>${plate}`;
  return { svg: svg(body, "#cfe0ee", PHOTO), damages };
}

/** The plate number written on the rear licence-plate part (unmirrored view). */
function plateOn(drawing: OutlineDrawing, t: { scale: number; x: number; y: number }, plate: string): string {
  const part = drawing.parts.find((p) => p.name === "LICENSE_PLATE_REAR");
  const outer = part?.rings[0];
  if (!outer) return "";
  const xs = outer.map((p) => p[0]);
  const ys = outer.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const w = (x1 - x0) * t.scale;
  const h = (y1 - y0) * t.scale;
  const cx = t.x + ((x0 + x1) / 2) * t.scale;
  const top = t.y + y0 * t.scale;
  return (
    `<rect x="${num(cx - w / 2)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" fill="#f7f7f2" stroke="#111" stroke-width="1.5"/>` +
    text(
      plate,
      cx,
      top + h * 0.72,
      Math.max(9, Math.min(h * 0.7, w / (plate.length * 0.62))),
      "#111",
      'font-weight="bold"',
    )
  );
}

export const vinPlateScene = (v: DemoVehicle) =>
  svg(
    `<rect x="112" y="200" width="800" height="240" rx="14" fill="#e9e6dc" stroke="#777" stroke-width="4"/>` +
      text(`${v.make.toUpperCase()}  ${v.year}`, 512, 262, 34, "#333") +
      text("VIN", 512, 320, 28, "#555") +
      text(v.vin, 512, 392, 64, "#111", 'font-weight="bold" letter-spacing="4"'),
    "#4b4f55",
  );

export const odometerScene = (v: DemoVehicle) =>
  svg(
    `<circle cx="512" cy="330" r="250" fill="#121315" stroke="#444" stroke-width="10"/>` +
      `<rect x="302" y="360" width="420" height="96" rx="10" fill="#0b1a0b" stroke="#2f4f2f" stroke-width="3"/>` +
      text(`${String(v.odometer).padStart(6, "0")}`, 512, 432, 72, "#7CFC00", 'letter-spacing="6"') +
      text(v.odomUnit, 760, 432, 32, "#7CFC00") +
      text("ODO", 512, 340, 28, "#9aa"),
    "#1e2024",
  );

export const tireScene = (v: DemoVehicle, rear: boolean) => {
  const wheel = (cx: number, label: string) =>
    `<circle cx="${cx}" cy="320" r="190" fill="#1d1f22"/><circle cx="${cx}" cy="320" r="110" fill="#c3c8ce" stroke="#555" stroke-width="6"/>` +
    `<circle cx="${cx}" cy="320" r="22" fill="#555"/>` +
    text(v.tireSize, cx, 168, 24, "#eee") +
    text(label, cx, 560, 26, "#222");
  return svg(
    wheel(270, rear ? "REAR LEFT" : "FRONT LEFT") + wheel(754, rear ? "REAR RIGHT" : "FRONT RIGHT"),
    "#a4a7a2",
  );
};

export const glassScene = (v: DemoVehicle, chip: boolean) =>
  svg(
    `<path d="M172 520L282 150L742 150L852 520Z" fill="#6f8aa3" stroke="${v.color.hex}" stroke-width="28"/>` +
      (chip
        ? `<circle cx="430" cy="300" r="9" fill="#e8eef3"/><path d="M430 300l22 -14M430 300l-18 -16M430 300l6 24" stroke="#e8eef3" stroke-width="3"/>`
        : "") +
      text("WINDSHIELD", 512, 600, 26, "#333"),
    "#cfe0ee",
  );

export const interiorScene = (v: DemoVehicle) =>
  svg(
    `<rect x="120" y="300" width="330" height="260" rx="30" fill="#3b3530"/><rect x="574" y="300" width="330" height="260" rx="30" fill="#3b3530"/>` +
      `<rect x="60" y="80" width="904" height="180" rx="40" fill="#2a2a2c"/>` +
      `<circle cx="290" cy="190" r="90" fill="none" stroke="#111" stroke-width="22"/>` +
      text(`${v.make} ${v.model}`, 512, 620, 24, "#ccc"),
    "#1a1a1c",
  );

/** Support captures 10–13: corner views (front-left, front-right, rear-right, rear-left). */
export const supportScene = (v: DemoVehicle, code: string) => {
  const label =
    { "10": "FRONT LEFT", "11": "FRONT RIGHT", "12": "REAR RIGHT", "13": "REAR LEFT" }[code] ?? code;
  return svg(
    `<rect y="400" width="100%" height="240" fill="#8d918c"/>` +
      `<path d="M210 430L300 300L520 250L760 280L850 420L850 470L210 470Z" fill="${v.color.hex}" stroke="#15181c" stroke-width="4"/>` +
      `<path d="M330 300L520 262L700 290L650 330L360 340Z" fill="#6f8aa3" stroke="#15181c" stroke-width="3"/>` +
      `<circle cx="330" cy="470" r="55" fill="#1d1f22"/><circle cx="740" cy="470" r="55" fill="#1d1f22"/>` +
      text(label, 512, 600, 26, "#222"),
    "#cfe0ee",
  );
};
