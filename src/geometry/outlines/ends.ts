/**
 * The front and rear views of a vehicle from a parametric section in metres (x from the centre line,
 * h the height above the ground). Layers from the top:
 *
 *   greenhouse  roof strip, two pillars and the windshield / rear window between roof and beltline
 *               (or, for a soft top, one frame part around the glass);
 *   sides       fenders / quarter panels / bed sides from the beltline down to the bumper;
 *   centre      hood and grille (front) or trunk / tailgate / liftgate (rear), lamps between it and the
 *               sides;
 *   bumper      with plate and fog lamps set into it; tires beside it under the sides; mirrors.
 *
 * In a front view the vehicle's LEFT is on the picture's right; in a rear view on the picture's left.
 */

import { type OutlineDrawing, type OutlinePart, PartList } from "./drawing.ts";
import {
  circle,
  type Fn,
  linear,
  mirrorX,
  monotone,
  type Pt,
  quad,
  type Ring,
  regionY,
  roundedBox,
} from "./shape.ts";

export interface EndNames {
  readonly roof: string;
  /** Without side suffix, e.g. PILLAR_A. */
  readonly pillar: string;
  readonly glass: string;
  /** Front: hood above, grille below. Rear: one part (trunk, tailgate, liftgate). */
  readonly centerTop: string;
  readonly centerBottom: string | null;
  readonly lamp: string;
  readonly side: string;
  readonly bumper: string;
  readonly plate: string;
  readonly tire: string;
}

export interface EndSpec {
  readonly view: "front" | "rear";
  readonly names: EndNames;
  readonly roofH: number;
  readonly beltH: number;
  /** Where the centre's upper part ends and the lamps begin. */
  readonly midH: number;
  /** Where the lamps end (≥ bumperTopH); below them the centre widens out to the sides. */
  readonly lampBottomH: number;
  readonly bumperTopH: number;
  readonly bumperBottomH: number;
  readonly roofHalf: number;
  /** Greenhouse half-width at the beltline. */
  readonly ghHalf: number;
  readonly roofT: number;
  /** Glass half-width at its top and bottom. */
  readonly glassHalf: readonly [number, number];
  readonly shoulderHalf: number;
  readonly bodyHalf: number;
  /** Inner edge of the sides at the beltline and at the bumper. */
  readonly sideInner: readonly [number, number];
  /** Inner edge of the lamps at midH and at lampBottomH (equal to the side's inner edge: no lamps). */
  readonly lampInner: readonly [number, number];
  readonly tire: readonly [number, number];
  /** Height of the tires' visible tops, under the bumper's corners. */
  readonly tireTopH: number;
  readonly mirror: { readonly out: number; readonly h0: number; readonly h1: number } | null;
  readonly softFrame?: boolean;
  /** Split the glass and the centre down the middle (twin rear doors of a cargo van). */
  readonly twinDoors?: boolean;
  readonly roundLamps?: { readonly x: number; readonly h: number; readonly r: number };
  /** An air intake set into the bumper. */
  readonly lowerGrille?: { readonly half: number; readonly h0: number; readonly h1: number };
  readonly fog?: { readonly x: number; readonly h: number; readonly r: number };
  readonly plate: {
    readonly host: "bumper" | "center";
    readonly half: number;
    readonly h0: number;
    readonly h1: number;
  };
  readonly spare?: { readonly h: number; readonly r: number };
  /** Vertical slots drawn in the grille (decoration): how many, over which half-width. */
  readonly grilleSlots?: { readonly count: number; readonly half: number };
}

const STEP = 0.02;
export const END_WIDTH = 800;
export const END_HEIGHT = 600;

export function buildEnd(spec: EndSpec, idPrefix: string): OutlineDrawing {
  const list = new PartList(idPrefix);
  const n = spec.names;
  // Picture side → vehicle side.
  const leftSign = spec.view === "front" ? 1 : -1;
  const sideName = (name: string, sign: number) => `${name}_${sign === leftSign ? "LEFT" : "RIGHT"}`;
  const both = (name: string, ring: Ring): OutlinePart[] => [
    list.add(sideName(name, -1), [mirrorX(ring)]),
    list.add(sideName(name, 1), [ring]),
  ];

  const { beltH, roofH, roofT } = spec;
  const roofSeam = roofH - roofT;
  const ghOuter = linear([
    [beltH, spec.ghHalf],
    [roofH, spec.roofHalf],
  ]);
  const [gTop, gBottom] = spec.glassHalf;

  // Greenhouse.
  // Rounded roof corners, at most about 12 cm whatever the roof strip's depth.
  const drop = Math.min(roofT, 0.1);
  const roofCorner = (sign: number): Pt[] => [
    ...(roofT > drop ? [[sign * ghOuter(roofSeam), roofSeam] as const] : []),
    ...quad(
      [sign * ghOuter(roofH - drop), roofH - drop],
      [sign * spec.roofHalf, roofH],
      [sign * (spec.roofHalf - drop * 1.4), roofH],
      8,
    ),
  ];
  const outerTop: Pt[] = [...roofCorner(-1), ...roofCorner(1).reverse()];
  const glassRing = (x0: number, x1: number, xb0: number, xb1: number): Ring => [
    [x0, roofSeam],
    [x1, roofSeam],
    [xb1, beltH],
    [xb0, beltH],
  ];
  const glassRings: Ring[] = spec.twinDoors
    ? [glassRing(-gTop, -0.03, -gBottom, -0.03), glassRing(0.03, gTop, 0.03, gBottom)]
    : [glassRing(-gTop, gTop, -gBottom, gBottom)];
  if (spec.softFrame) {
    const frame: Ring = [
      ...outerTop,
      [ghOuter(roofSeam), roofSeam],
      [spec.ghHalf, beltH],
      [-spec.ghHalf, beltH],
      [-ghOuter(roofSeam), roofSeam],
    ];
    list.add(n.roof, [frame, ...glassRings]);
  } else {
    list.add(n.roof, [[...outerTop, [gTop, roofSeam], [-gTop, roofSeam]]]);
    both(n.pillar, [
      [gTop, roofSeam],
      [ghOuter(roofSeam), roofSeam],
      [spec.ghHalf, beltH],
      [gBottom, beltH],
    ]);
  }
  if (spec.twinDoors) {
    list.add(sideName("REAR_CARGO_DOOR_GLASS", -1), [glassRings[0]!]);
    list.add(sideName("REAR_CARGO_DOOR_GLASS", 1), [glassRings[1]!]);
  } else {
    list.add(n.glass, [glassRings[0]!]);
  }

  // Sides.
  const { bumperTopH, midH, lampBottomH } = spec;
  const halfW = monotone([
    [bumperTopH, spec.bodyHalf * 0.985],
    [(bumperTopH + beltH) / 2, spec.bodyHalf],
    [beltH - 0.07, spec.bodyHalf - 0.015],
    [beltH, spec.shoulderHalf],
  ]);
  const sideInner = linear([
    [bumperTopH, spec.sideInner[1]],
    [beltH, spec.sideInner[0]],
  ]);
  both(n.side, regionY(bumperTopH, beltH, sideInner, halfW, STEP));

  // Centre and lamps.
  const lampInner = linear([
    [lampBottomH, spec.lampInner[1]],
    [midH, spec.lampInner[0]],
  ]);
  const hasLamps = spec.lampInner[0] < spec.sideInner[0] - 0.005;
  const si = (h: number) => sideInner(h);
  const li = (h: number) => (hasLamps ? lampInner(h) : sideInner(h));
  const centerParts: OutlinePart[] = [];
  const rightHalf = (h0: number, h1: number, inner: Fn): Pt[] => [
    [inner(h1), h1],
    [inner(h0), h0],
  ];
  // The centre below `from`: between the lamps while they last, then out to the sides.
  const stepped = (from: number): Pt[] => [
    ...rightHalf(lampBottomH, from, li),
    ...rightHalf(bumperTopH, lampBottomH, si),
  ];
  if (n.centerBottom !== null) {
    // Front: hood (belt → mid) and grille (mid → bumper).
    const hood: Ring = [
      [-si(beltH), beltH],
      [si(beltH), beltH],
      [si(midH), midH],
      [-si(midH), midH],
    ];
    centerParts.push(list.add(n.centerTop, [hood]));
    const right = stepped(midH);
    centerParts.push(list.add(n.centerBottom, [[...right, ...mirrorX(right)]]));
  } else {
    const right: Pt[] = [...rightHalf(midH, beltH, si), ...stepped(midH)];
    const ring: Ring = [...right, ...mirrorX(right)];
    if (spec.twinDoors) {
      const half: Ring = [[0.005, beltH], ...right, [0.005, bumperTopH]];
      centerParts.push(list.add(sideName("REAR_CARGO_DOOR", -1), [mirrorX(half)]));
      centerParts.push(list.add(sideName("REAR_CARGO_DOOR", 1), [half]));
    } else {
      centerParts.push(list.add(n.centerTop, [ring]));
    }
  }
  if (hasLamps) {
    const lamp: Ring = [
      [si(midH), midH],
      [si(lampBottomH), lampBottomH],
      [li(lampBottomH), lampBottomH],
      [li(midH), midH],
    ];
    both(n.lamp, lamp);
  }

  // Bumper, plate, fog lamps, tires.
  // The bumper spans the body's width; over the tires its lower edge steps up to the tires' tops.
  const tireTop = spec.tireTopH;
  const bumper = list.add(n.bumper, [
    bumperRing(halfW(bumperTopH), spec.tire[0] - 0.02, tireTop + 0.02, spec.bumperBottomH, bumperTopH),
  ]);
  const plateHost = spec.plate.host === "bumper" ? bumper : centerParts[centerParts.length - 1]!;
  const plate = roundedBox(-spec.plate.half, spec.plate.h0, spec.plate.half, spec.plate.h1, 0.015);
  list.punch(plateHost, plate);
  list.add(n.plate, [plate]);
  if (spec.lowerGrille) {
    const { half, h0, h1 } = spec.lowerGrille;
    const intake: Ring = [
      [-half, h1],
      [half, h1],
      [half - 0.06, h0],
      [-half + 0.06, h0],
    ];
    list.punch(bumper, intake);
    list.add("LOWER_GRILLE", [intake]);
  }
  if (spec.fog) {
    const { x, h, r } = spec.fog;
    list.punch(bumper, circle(-x, h, r, 24));
    list.punch(bumper, circle(x, h, r, 24));
    both("FOG_LAMP", circle(x, h, r, 24));
  }
  both(n.tire, roundedBox(spec.tire[0], 0, spec.tire[1], tireTop, 0.07));

  if (spec.mirror) {
    const { out, h0, h1 } = spec.mirror;
    const x0 = spec.ghHalf + 0.04;
    both("MIRROR", [
      [x0, h0 + 0.03],
      [out - 0.02, h0],
      [out, h0 + 0.02],
      [out, h1 - 0.02],
      [out - 0.03, h1],
      [x0, h1 - 0.05],
    ]);
  }

  if (spec.roundLamps) {
    const { x, h, r } = spec.roundLamps;
    const grille = centerParts[centerParts.length - 1]!;
    list.punch(grille, circle(-x, h, r, 32));
    list.punch(grille, circle(x, h, r, 32));
    both(n.lamp, circle(x, h, r, 32));
  }
  if (spec.grilleSlots && n.centerBottom !== null) {
    const { count: slots, half: w } = spec.grilleSlots;
    for (let i = 0; i < slots; i++) {
      const x = -w + (2 * w * (i + 0.5)) / slots;
      list.line([x, midH - 0.05], [x, bumperTopH + 0.05]);
    }
  }
  if (spec.spare) {
    const { h, r } = spec.spare;
    list.punch(centerParts[0]!, circle(0, h, r, 64));
    list.add("SPARE_TIRE", [circle(0, h, r, 64), circle(0, h, r * 0.6, 48)]);
    list.add("SPARE_WHEEL", [circle(0, h, r * 0.6, 48)]);
    for (let i = 0; i < 5; i++) {
      const a = Math.PI / 2 + (2 * Math.PI * i) / 5;
      list.line(
        [r * 0.14 * Math.cos(a), h + r * 0.14 * Math.sin(a)],
        [r * 0.52 * Math.cos(a), h + r * 0.52 * Math.sin(a)],
      );
    }
  }

  const maxHalf = Math.max(spec.bodyHalf, spec.tire[1], spec.mirror?.out ?? 0);
  const s = Math.min((END_WIDTH - 100) / (2 * maxHalf), (END_HEIGHT - 50) / roofH);
  const ground = END_HEIGHT - 20;
  return list.finish(END_WIDTH, END_HEIGHT, ([x, h]) => [END_WIDTH / 2 + x * s, ground - h * s]);
}

/** A bumper: flat top as wide as the body, stepped up over the tires, rounded lower corners. */
function bumperRing(outer: number, inner: number, overTire: number, h0: number, h1: number): Ring {
  const r = Math.min(0.08, (overTire - h0) / 2, inner / 4);
  const right: Pt[] = [
    [0, h1],
    [outer, h1],
    ...quad([outer, overTire + 0.06], [outer, overTire], [outer - 0.05, overTire], 4),
    [inner, overTire],
    ...quad([inner, h0 + r], [inner, h0], [inner - r, h0], 5),
    [0, h0],
  ];
  return [...right.slice(1, -1), ...mirrorX(right.slice(1, -1))];
}
