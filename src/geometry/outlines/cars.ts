/** Car profiles in metres: compact sedan (4dr), coupe (2dr), convertible with its soft top up. */

import type { EndSpec } from "./ends.ts";
import type { SideSpec } from "./side.ts";
import { FRONT_NAMES, handle, headlamp, mirror, REAR_NAMES, tailLamp } from "./vehicleParts.ts";

export const SEDAN_SIDE: SideSpec = {
  length: 4.85,
  wheelRadius: 0.335,
  rimRatio: 0.62,
  axles: [0.95, 3.8],
  archGap: 0.04,
  flare: 0,
  top: [
    [0, 0.55],
    [0.06, 0.68],
    [0.25, 0.76],
    [0.9, 0.85],
    [1.62, 0.97],
    [2.0, 1.2],
    [2.5, 1.42],
    [2.8, 1.46],
    [3.3, 1.44],
    [3.6, 1.37],
    [4.15, 1.04],
    [4.6, 1.0],
    [4.8, 0.95],
    [4.85, 0.7],
  ],
  bottom: [
    [0, 0.32],
    [0.15, 0.23],
    [0.5, 0.19],
    [4.3, 0.2],
    [4.7, 0.27],
    [4.85, 0.36],
  ],
  belt: [
    [1.62, 0.96],
    [4.15, 1.03],
  ],
  skinT: 0.05,
  sillTop: 0.32,
  skinFrom: 0.22,
  skin: [
    { name: "HOOD", to: 1.66 },
    { name: "ROOF", to: 4.12 },
    { name: "TRUNK", to: 4.62 },
  ],
  glassFrom: 1.66,
  glass: [
    { name: "DOOR_GLASS_FRONT_LEFT", to: 2.7 },
    { name: "PILLAR_B_LEFT", to: 2.8 },
    { name: "DOOR_GLASS_REAR_LEFT", to: 3.5 },
    { name: "QUARTER_GLASS_LEFT", to: 3.78 },
    { name: "PILLAR_C_LEFT", to: 4.15 },
  ],
  columns: [
    { name: "FRONT_BUMPER", to: 0.22, upper: "top" },
    { name: "FENDER_FRONT_LEFT", to: 1.66, upper: "body" },
    { name: "FRONT_DOOR_LEFT", to: 2.75, upper: "body", door: true },
    { name: "REAR_DOOR_LEFT", to: 3.72, upper: "body", door: true },
    { name: "QUARTER_PANEL_LEFT", to: 4.62, upper: "body" },
    { name: "REAR_BUMPER", to: 4.85, upper: "top" },
  ],
  holes: [
    headlamp(0.25, 0.72),
    tailLamp("QUARTER_PANEL_LEFT", 4.28, 4.6),
    mirror(1.86, 2.08),
    handle("DOOR_HANDLE_FRONT_LEFT", "FRONT_DOOR_LEFT", 2.42),
    handle("DOOR_HANDLE_REAR_LEFT", "REAR_DOOR_LEFT", 3.38),
    { name: "FUEL_DOOR", host: "QUARTER_PANEL_LEFT", x0: 3.98, x1: 4.14, ref: "belt", a: -0.08, b: -0.22 },
  ],
};

export const SEDAN_FRONT: EndSpec = {
  view: "front",
  names: FRONT_NAMES,
  roofH: 1.46,
  beltH: 0.98,
  midH: 0.8,
  lampBottomH: 0.69,
  bumperTopH: 0.69,
  bumperBottomH: 0.2,
  roofHalf: 0.6,
  ghHalf: 0.76,
  roofT: 0.06,
  glassHalf: [0.55, 0.7],
  shoulderHalf: 0.84,
  bodyHalf: 0.92,
  sideInner: [0.74, 0.86],
  lampInner: [0.48, 0.52],
  tire: [0.64, 0.86],
  tireTopH: 0.42,
  mirror: { out: 1.02, h0: 1.0, h1: 1.14 },
  fog: { x: 0.46, h: 0.32, r: 0.045 },
  lowerGrille: { half: 0.36, h0: 0.47, h1: 0.62 },
  plate: { host: "bumper", half: 0.26, h0: 0.3, h1: 0.43 },
};

export const SEDAN_REAR: EndSpec = {
  ...SEDAN_FRONT,
  lowerGrille: undefined,
  view: "rear",
  names: REAR_NAMES,
  beltH: 1.03,
  midH: 0.96,
  lampBottomH: 0.78,
  bumperTopH: 0.6,
  bumperBottomH: 0.24,
  glassHalf: [0.5, 0.66],
  sideInner: [0.76, 0.86],
  lampInner: [0.56, 0.6],
  fog: undefined,
  plate: { host: "center", half: 0.26, h0: 0.63, h1: 0.76 },
};

export const COUPE_SIDE: SideSpec = {
  ...SEDAN_SIDE,
  length: 4.55,
  axles: [0.92, 3.6],
  top: [
    [0, 0.52],
    [0.06, 0.66],
    [0.25, 0.74],
    [0.9, 0.84],
    [1.6, 0.95],
    [2.0, 1.16],
    [2.4, 1.34],
    [2.75, 1.38],
    [3.1, 1.35],
    [3.95, 1.0],
    [4.35, 0.98],
    [4.5, 0.92],
    [4.55, 0.68],
  ],
  bottom: [
    [0, 0.3],
    [0.15, 0.22],
    [0.5, 0.18],
    [4.0, 0.19],
    [4.4, 0.26],
    [4.55, 0.34],
  ],
  belt: [
    [1.6, 0.94],
    [3.95, 0.99],
  ],
  skinFrom: 0.2,
  skin: [
    { name: "HOOD", to: 1.64 },
    { name: "ROOF", to: 3.95 },
    { name: "TRUNK", to: 4.35 },
  ],
  glassFrom: 1.64,
  glass: [
    { name: "DOOR_GLASS_FRONT_LEFT", to: 2.88 },
    { name: "PILLAR_B_LEFT", to: 2.94 },
    { name: "QUARTER_GLASS_LEFT", to: 3.45 },
    { name: "PILLAR_C_LEFT", to: 3.98 },
  ],
  columns: [
    { name: "FRONT_BUMPER", to: 0.2, upper: "top" },
    { name: "FENDER_FRONT_LEFT", to: 1.64, upper: "body" },
    { name: "FRONT_DOOR_LEFT", to: 2.95, upper: "body", door: true },
    { name: "QUARTER_PANEL_LEFT", to: 4.35, upper: "body" },
    { name: "REAR_BUMPER", to: 4.55, upper: "top" },
  ],
  holes: [
    headlamp(0.23, 0.7),
    tailLamp("QUARTER_PANEL_LEFT", 4.02, 4.33),
    mirror(1.84, 2.06),
    handle("DOOR_HANDLE_FRONT_LEFT", "FRONT_DOOR_LEFT", 2.62),
    { name: "FUEL_DOOR", host: "QUARTER_PANEL_LEFT", x0: 3.2, x1: 3.36, ref: "belt", a: -0.08, b: -0.22 },
  ],
};

export const COUPE_FRONT: EndSpec = { ...SEDAN_FRONT, roofH: 1.38, beltH: 0.95, midH: 0.78, roofHalf: 0.58 };
export const COUPE_REAR: EndSpec = {
  ...SEDAN_REAR,
  roofH: 1.38,
  beltH: 1.0,
  midH: 0.93,
  roofHalf: 0.58,
  glassHalf: [0.48, 0.64],
};

export const CONVERTIBLE_SIDE: SideSpec = {
  ...COUPE_SIDE,
  top: [
    [0, 0.52],
    [0.06, 0.66],
    [0.25, 0.74],
    [0.9, 0.84],
    [1.6, 0.95],
    [2.0, 1.2],
    [2.3, 1.3],
    [2.75, 1.33],
    [3.2, 1.27],
    [3.6, 1.12],
    [3.95, 1.0],
    [4.35, 0.98],
    [4.5, 0.92],
    [4.55, 0.68],
  ],
  skin: [
    { name: "HOOD", to: 1.64 },
    { name: "CONVERTIBLE_TOP", to: 3.95 },
    { name: "TRUNK", to: 4.35 },
  ],
  skinT: [
    [2.9, 0.05],
    [2.96, 0.8],
  ],
  glass: [{ name: "DOOR_GLASS_FRONT_LEFT", to: 2.9 }],
};

export const CONVERTIBLE_FRONT: EndSpec = {
  ...COUPE_FRONT,
  roofH: 1.33,
  names: { ...FRONT_NAMES, roof: "CONVERTIBLE_TOP" },
};
export const CONVERTIBLE_REAR: EndSpec = {
  ...COUPE_REAR,
  roofH: 1.33,
  roofT: 0.1,
  roofHalf: 0.56,
  glassHalf: [0.36, 0.42],
  softFrame: true,
  names: { ...REAR_NAMES, roof: "CONVERTIBLE_TOP" },
};

// --------------------------------------------------------------- pickups
