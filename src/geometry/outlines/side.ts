/**
 * The left side view of a vehicle, front to the left of the picture, from a parametric profile in metres
 * (x from the front end, h the height above the ground):
 *
 *   top(x)    the silhouette's upper edge (bumper, hood, windshield, roof, rear window, deck / bed rail);
 *   skin      thin strips right under `top` (hood, roof with its pillars, trunk lid), `skinT` thick;
 *   belt(x)   the beltline: between skin and belt lie the side windows and the pillars between them;
 *   bottom(x) the body's underside with the wheel arches cut out of it;
 *   columns   of the lower body between belt / skin and bottom (bumpers, fenders, doors, quarters, bed).
 *
 * Every part is a region between two of these curves over an x range, so neighbours share edges exactly.
 */

import { type OutlineDrawing, type OutlinePart, PartList } from "./drawing.ts";
import {
  circle,
  type Fn,
  type Knot,
  linear,
  monotone,
  type Pt,
  type Ring,
  regionX,
  roundedBox,
} from "./shape.ts";

export interface Split {
  readonly name: string;
  /** Where this part ends (x, metres); it starts where the previous one ended. */
  readonly to: number;
}

export interface Column extends Split {
  /** "top": from the silhouette top (bumpers, bed); "body": from under the skin / the beltline. */
  readonly upper: "top" | "body";
  /** Doors stop at the rocker panel's top. */
  readonly door?: boolean;
  /** A bumper under another part: `name` from `h` down, `above` from the upper edge down to `h`. */
  readonly split?: { readonly h: number; readonly above: string };
}

export interface Hole {
  readonly name: string;
  /** The part it sits in. */
  readonly host: string;
  readonly x0: number;
  readonly x1: number;
  /** What `a` (upper) and `b` (lower) are measured from: the host's upper edge or the beltline. */
  readonly ref: "host" | "belt";
  readonly a: number;
  readonly b: number;
}

export interface SideSpec {
  readonly length: number;
  readonly wheelRadius: number;
  /** Rim radius / tire radius. */
  readonly rimRatio: number;
  /** Front and rear axle x. */
  readonly axles: readonly [number, number];
  readonly archGap: number;
  /** Width of plastic fender flares around the arches (0: none). */
  readonly flare: number;
  readonly top: readonly Knot[];
  readonly bottom: readonly Knot[];
  /** Piecewise linear; extend it above the skin where there are no windows (cargo box). */
  readonly belt: readonly Knot[];
  /** Skin thickness; knots (x, t) thicken it, e.g. a soft top's blind rear quarter down to the belt. */
  readonly skinT: number | readonly Knot[];
  readonly sillTop: number;
  readonly skinFrom: number;
  readonly skin: readonly Split[];
  readonly glassFrom: number;
  readonly glass: readonly Split[];
  readonly columns: readonly Column[];
  readonly holes: readonly Hole[];
  /** A spare wheel hung on the tailgate, seen edge-on behind the rear end. */
  readonly spare?: { readonly depth: number; readonly h0: number; readonly h1: number };
}

const STEP = 0.025;
const MARGIN = 0.02;
export const SIDE_WIDTH = 1000;
export const SIDE_HEIGHT = 480;

interface Host {
  readonly part: OutlinePart;
  readonly upper: Fn;
  readonly lower: Fn;
}

export function buildSide(spec: SideSpec, idPrefix: string): OutlineDrawing {
  const list = new PartList(idPrefix);
  const hosts = new Map<string, Host>();
  const top = monotone(spec.top);
  const base = monotone(spec.bottom);
  const belt = linear(spec.belt);
  const skinT = typeof spec.skinT === "number" ? spec.skinT : spec.skinT[0]![1];
  const thickness = typeof spec.skinT === "number" ? () => skinT : linear(spec.skinT);
  // Never thicker than down to the beltline, except where the plain skin already lies below it (hood).
  const skin: Fn = (x) => Math.max(top(x) - thickness(x), Math.min(belt(x), top(x) - skinT));
  const r = spec.wheelRadius;
  const archR = r + spec.archGap + spec.flare;
  const arch: Fn = (x) =>
    Math.max(
      ...spec.axles.map((ax) => (Math.abs(x - ax) < archR ? r + Math.sqrt(archR ** 2 - (x - ax) ** 2) : 0)),
    );
  const bottom: Fn = (x) => Math.max(base(x), arch(x));
  const bodyUpper: Fn = (x) => Math.min(belt(x), skin(x));
  const sill: Fn = (x) => Math.max(bottom(x), spec.sillTop);

  const add = (name: string, x0: number, x1: number, upper: Fn, lower: Fn): void => {
    const ring = regionX(x0, x1, upper, lower, STEP);
    const part = list.add(name, [ring]);
    hosts.set(name, { part, upper, lower: (x) => Math.min(lower(x), upper(x)) });
  };

  // Lower body, front to rear.
  let from = 0;
  let doorFrom: number | null = null;
  let doorTo = 0;
  for (const c of spec.columns) {
    const upper = c.upper === "top" ? top : bodyUpper;
    if (c.split) {
      const h = c.split.h;
      add(c.split.above, from, c.to, upper, () => h);
      add(c.name, from, c.to, (x) => Math.min(h, upper(x)), bottom);
    } else {
      add(c.name, from, c.to, upper, c.door ? sill : bottom);
    }
    if (c.door) {
      doorFrom ??= from;
      doorTo = c.to;
    }
    from = c.to;
  }
  if (doorFrom !== null) add(sided("ROCKER_PANEL"), doorFrom, doorTo, sill, bottom);

  // Skin strips: hood, roof (with its pillars seen edge-on), trunk lid.
  from = spec.skinFrom;
  for (const s of spec.skin) {
    add(s.name, from, s.to, top, skin);
    from = s.to;
  }

  // Side windows and the pillars between them.
  from = spec.glassFrom;
  for (const g of spec.glass) {
    const [x0, x1] = trimToBand(from, g.to, skin, belt);
    if (x1 > x0) add(g.name, x0, x1, skin, belt);
    from = g.to;
  }

  // Flares around the arches.
  if (spec.flare > 0) {
    spec.axles.forEach((ax, i) => {
      const inner = r + spec.archGap;
      const ring = arcBand(ax, r, inner, archR, base(ax));
      list.add(sided(i === 0 ? "FENDER_FLARE_FRONT" : "FENDER_FLARE_REAR"), [ring]);
    });
  }

  // Tires and wheels.
  spec.axles.forEach((ax, i) => {
    const axle = i === 0 ? "FRONT" : "REAR";
    const rim = r * spec.rimRatio;
    list.add(sided(`TIRE_${axle}`), [circle(ax, r, r, 64), circle(ax, r, rim, 48)]);
    list.add(sided(`WHEEL_${axle}`), [circle(ax, r, rim, 48)]);
    wheelLines(list, ax, r, rim);
  });

  // Small parts set into the panels (lamps, handles, mirror, fuel door).
  for (const h of spec.holes) {
    const host = hosts.get(h.host);
    if (!host) throw new Error(`${h.name}: no host ${h.host}`);
    const ref = h.ref === "belt" ? belt : host.upper;
    const upper: Fn = (x) => Math.min(host.upper(x) - MARGIN, ref(x) + h.a);
    const lower: Fn = (x) => Math.max(host.lower(x) + MARGIN, ref(x) + h.b);
    const ring = regionX(h.x0, h.x1, upper, lower, STEP / 2);
    list.punch(host.part, ring);
    list.add(h.name, [ring]);
  }

  if (spec.spare) {
    const { depth, h0, h1 } = spec.spare;
    list.add("SPARE_TIRE", [roundedBox(spec.length + 0.01, h0, spec.length + depth, h1, depth * 0.35)]);
  }

  const extent = spec.length + (spec.spare?.depth ?? 0);
  const height = Math.max(...spec.top.map((k) => k[1]));
  const s = Math.min((SIDE_WIDTH - 80) / extent, (SIDE_HEIGHT - 50) / height);
  const ox = (SIDE_WIDTH - extent * s) / 2;
  const ground = SIDE_HEIGHT - 20;
  return list.finish(SIDE_WIDTH, SIDE_HEIGHT, ([x, h]) => [ox + x * s, ground - h * s]);
}

const sided = (name: string): string => `${name}_LEFT`;

/** The sub-range of [x0, x1] where the band between `upper` and `lower` is open. */
function trimToBand(x0: number, x1: number, upper: Fn, lower: Fn): [number, number] {
  let a = x0;
  let b = x1;
  const open = (x: number) => upper(x) - lower(x) > 0.004;
  while (a < b && !open(a)) a += 0.002;
  while (b > a && !open(b)) b -= 0.002;
  return [a, b];
}

/** The band between two arcs around an axle, above the height `cut`. */
function arcBand(ax: number, ay: number, inner: number, outer: number, cut: number): Ring {
  const arc = (radius: number): Pt[] => {
    const start = Math.asin(Math.max(-1, Math.min(1, (cut - ay) / radius)));
    const n = 40;
    return Array.from({ length: n + 1 }, (_, i) => {
      const a = start + ((Math.PI - 2 * start) * i) / n;
      return [ax + radius * Math.cos(a), ay + radius * Math.sin(a)] as const;
    });
  };
  return [...arc(outer), ...arc(inner).reverse()];
}

function wheelLines(list: PartList, ax: number, ay: number, rim: number): void {
  const spokes = 5;
  for (let i = 0; i < spokes; i++) {
    const a = Math.PI / 2 + (2 * Math.PI * i) / spokes;
    list.line(
      [ax + rim * 0.25 * Math.cos(a), ay + rim * 0.25 * Math.sin(a)],
      [ax + rim * 0.88 * Math.cos(a), ay + rim * 0.88 * Math.sin(a)],
    );
  }
  const hub = circle(ax, ay, rim * 0.22, 12);
  hub.forEach((p, i) => {
    list.line(p, hub[(i + 1) % hub.length]!);
  });
}
