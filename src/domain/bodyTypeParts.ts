import { bodyTypeFor } from "./bodyTypes.ts";

/**
 * Which catalogue part names a body type can have (issue 22: label suggestions and the picker prefer the
 * names that fit the cage's body type — no sliding door on a sedan). Only the parts some body types lack
 * are listed, by the name without its side, with the body types (src/domain/bodyTypes.ts names) that have
 * them; every other name fits every body type. Generous on purpose: a 4dr also stands for station
 * wagons (liftgate, D pillar), a Jeep may have a soft top. The generated outlines use no name their body
 * type does not fit (bodyTypeParts.test.ts checks them).
 */
const SEDAN_LIKE = ["2dr", "4dr", "Convertible"];
const FOUR_DOORS = ["4dr", "Jeep", "SUV", "Crew-Ext Cab", "Mini Passenger Van", "Cargo Van"];
const VANS = ["Mini Passenger Van", "Cargo Van"];
const PICKUPS = ["Reg Cab", "Crew-Ext Cab"];
const HATCHED = ["4dr", "Jeep", "SUV", "Mini Passenger Van"];

const ONLY_ON: Readonly<Record<string, readonly string[]>> = {
  SLIDING_DOOR: VANS,
  SLIDING_DOOR_GLASS: VANS,
  SLIDING_DOOR_HANDLE: VANS,
  REAR_CARGO_DOOR: VANS,
  REAR_CARGO_DOOR_GLASS: VANS,
  SIDE_PANEL: VANS,
  BED: PICKUPS,
  BED_SIDE: PICKUPS,
  CAB_CORNER: PICKUPS,
  TRUNK: SEDAN_LIKE,
  CONVERTIBLE_TOP: ["Convertible", "Jeep"],
  LIFTGATE: HATCHED,
  TAILGATE: [...PICKUPS, "Jeep", "SUV"],
  PILLAR_D: [...HATCHED, "Cargo Van"],
  SPARE_TIRE_CARRIER: ["Jeep", "SUV"],
  SPARE_WHEEL: ["Jeep", "SUV"],
  SPARE_TIRE: ["Jeep", "SUV"],
  REAR_DOOR: FOUR_DOORS,
  DOOR_GLASS_REAR: FOUR_DOORS,
  DOOR_HANDLE_REAR: FOUR_DOORS,
  DOOR_TRIM_REAR: FOUR_DOORS,
};

const stemOf = (name: string): string => name.replace(/_(LEFT|RIGHT)$/, "");

/**
 * Whether a vehicle of `bodyType` (as a cage or the spec spells it: "4dr", "SUV", "Sport_Utility"…) can
 * have the part `name`. An unknown or missing body type fits every name: nothing to prefer by.
 */
export function fitsBodyType(name: string, bodyType: string | null | undefined): boolean {
  const body = bodyType ? bodyTypeFor(bodyType) : null;
  const only = ONLY_ON[stemOf(name)];
  return !body || !only || only.includes(body.name);
}
