/**
 * The nine body types' profiles (product §2 body type list), in metres, close to typical vehicles of each
 * kind: a compact sedan and coupe, a convertible with its soft top up, a regular-cab and a crew-cab
 * pickup, a Jeep-like off-roader (upright windshield, flares, spare wheel on the tailgate), an SUV, a
 * minivan and a high-roof cargo van.
 */

import {
  CONVERTIBLE_FRONT,
  CONVERTIBLE_REAR,
  CONVERTIBLE_SIDE,
  COUPE_FRONT,
  COUPE_REAR,
  COUPE_SIDE,
  SEDAN_FRONT,
  SEDAN_REAR,
  SEDAN_SIDE,
} from "./cars.ts";
import {
  JEEP_FRONT,
  JEEP_REAR,
  JEEP_SIDE,
  PICKUP_FRONT,
  PICKUP_REAR,
  pickupSide,
  SUV_FRONT,
  SUV_REAR,
  SUV_SIDE,
} from "./trucks.ts";
import { CARGO_FRONT, CARGO_REAR, CARGO_SIDE, MINIVAN_FRONT, MINIVAN_REAR, MINIVAN_SIDE } from "./vans.ts";
import type { VehicleSpec } from "./vehicleParts.ts";

/** By body-type slug (src/domain/bodyTypes.ts). */
export const VEHICLES: Readonly<Record<string, VehicleSpec>> = {
  "2dr": { left: COUPE_SIDE, front: COUPE_FRONT, rear: COUPE_REAR },
  "4dr": { left: SEDAN_SIDE, front: SEDAN_FRONT, rear: SEDAN_REAR },
  convertible: { left: CONVERTIBLE_SIDE, front: CONVERTIBLE_FRONT, rear: CONVERTIBLE_REAR },
  "reg-cab": { left: pickupSide(5.3, 4.25, 3.3, false), front: PICKUP_FRONT, rear: PICKUP_REAR },
  jeep: { left: JEEP_SIDE, front: JEEP_FRONT, rear: JEEP_REAR },
  suv: { left: SUV_SIDE, front: SUV_FRONT, rear: SUV_REAR },
  "mini-passenger-van": { left: MINIVAN_SIDE, front: MINIVAN_FRONT, rear: MINIVAN_REAR },
  "cargo-van": { left: CARGO_SIDE, front: CARGO_FRONT, rear: CARGO_REAR },
  "crew-ext-cab": {
    left: pickupSide(5.9, 4.75, 4.15, true),
    front: PICKUP_FRONT,
    rear: PICKUP_REAR,
  },
};
