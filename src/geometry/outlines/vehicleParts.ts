/** Shared pieces of the vehicle profiles: end-view part names, hole helpers (lamps, mirrors, handles). */

import type { EndNames, EndSpec } from "./ends.ts";
import type { Hole, SideSpec } from "./side.ts";

export const FRONT_NAMES: EndNames = {
  roof: "ROOF",
  pillar: "PILLAR_A",
  glass: "WINDSHIELD",
  centerTop: "HOOD",
  centerBottom: "GRILLE",
  lamp: "HEADLAMP",
  side: "FENDER_FRONT",
  bumper: "FRONT_BUMPER",
  plate: "LICENSE_PLATE_FRONT",
  tire: "TIRE_FRONT",
};

export const REAR_NAMES: EndNames = {
  roof: "ROOF",
  pillar: "PILLAR_C",
  glass: "REAR_WINDOW",
  centerTop: "TRUNK",
  centerBottom: null,
  lamp: "TAIL_LAMP",
  side: "QUARTER_PANEL",
  bumper: "REAR_BUMPER",
  plate: "LICENSE_PLATE_REAR",
  tire: "TIRE_REAR",
};

export interface VehicleSpec {
  readonly left: SideSpec;
  readonly front: EndSpec;
  readonly rear: EndSpec;
}

export const headlamp = (x0: number, x1: number): Hole => ({
  name: "HEADLAMP_LEFT",
  host: "FENDER_FRONT_LEFT",
  x0,
  x1,
  ref: "host",
  a: -0.02,
  b: -0.17,
});
export const mirror = (x0: number, x1: number): Hole => ({
  name: "MIRROR_LEFT",
  host: "DOOR_GLASS_FRONT_LEFT",
  x0,
  x1,
  ref: "belt",
  a: 0.17,
  b: 0,
});
export const handle = (name: string, host: string, x0: number): Hole => ({
  name,
  host,
  x0,
  x1: x0 + 0.17,
  ref: "belt",
  a: -0.08,
  b: -0.125,
});
export const tailLamp = (host: string, x0: number, x1: number, depth = 0.16): Hole => ({
  name: "TAIL_LAMP_LEFT",
  host,
  x0,
  x1,
  ref: "host",
  a: -0.02,
  b: -depth,
});

// ------------------------------------------------------------------ cars
