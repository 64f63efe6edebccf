/**
 * The part-name catalogue (product §3): static vehicle part names grouped PART, BODY, GLASS, WHEEL, TIRE,
 * INTERIOR. Pure data, shared by the outline generator (every generated outline path carries one of these
 * names as `data-name` and its group as `data-group`) and by the labelling screens.
 *
 * Conventions:
 * - Names are UPPER_SNAKE_CASE; a sided part ends with _LEFT or _RIGHT, the vehicle's own side (driver
 *   side = LEFT on a left-hand-drive vehicle), never the side of the picture.
 * - BODY: painted sheet metal; PART: bolt-on parts (bumpers, lamps, grille, mirrors, plates, handles,
 *   trim, soft top); GLASS; WHEEL: rims; TIRE: rubber. Label entries may also use UNDEFINED (product §3);
 *   it is not a catalogue group.
 */

export const CATALOGUE_GROUPS = ["PART", "BODY", "GLASS", "WHEEL", "TIRE", "INTERIOR"] as const;
export type CatalogueGroup = (typeof CATALOGUE_GROUPS)[number];

/** Groups of label entries (product §3, §9): the catalogue's outer groups, and UNDEFINED for "no name". */
export const LABEL_GROUPS = ["PART", "BODY", "GLASS", "WHEEL", "TIRE", "UNDEFINED"] as const;
export type LabelGroup = (typeof LABEL_GROUPS)[number];

const sided = (...names: string[]): string[] => names.flatMap((n) => [`${n}_LEFT`, `${n}_RIGHT`]);

export const PART_NAME_CATALOGUE: Readonly<Record<CatalogueGroup, readonly string[]>> = {
  PART: [
    "FRONT_BUMPER",
    "REAR_BUMPER",
    "GRILLE",
    "LOWER_GRILLE",
    ...sided("HEADLAMP", "TAIL_LAMP", "FOG_LAMP", "MIRROR"),
    ...sided("DOOR_HANDLE_FRONT", "DOOR_HANDLE_REAR", "SLIDING_DOOR_HANDLE"),
    ...sided("FENDER_FLARE_FRONT", "FENDER_FLARE_REAR"),
    "LICENSE_PLATE_FRONT",
    "LICENSE_PLATE_REAR",
    "CONVERTIBLE_TOP",
    "THIRD_BRAKE_LAMP",
    "TAILGATE_HANDLE",
    "SPARE_TIRE_CARRIER",
    "ANTENNA",
    "WIPER_FRONT",
    "WIPER_REAR",
  ],
  BODY: [
    "HOOD",
    "ROOF",
    "TRUNK",
    "TAILGATE",
    "LIFTGATE",
    "BED",
    "FUEL_DOOR",
    ...sided("FENDER_FRONT", "QUARTER_PANEL", "FRONT_DOOR", "REAR_DOOR", "SLIDING_DOOR", "ROCKER_PANEL"),
    ...sided("PILLAR_A", "PILLAR_B", "PILLAR_C", "PILLAR_D", "CAB_CORNER", "BED_SIDE", "SIDE_PANEL"),
    ...sided("REAR_CARGO_DOOR"),
  ],
  GLASS: [
    "WINDSHIELD",
    "REAR_WINDOW",
    ...sided("DOOR_GLASS_FRONT", "DOOR_GLASS_REAR", "QUARTER_GLASS", "SLIDING_DOOR_GLASS"),
    ...sided("REAR_CARGO_DOOR_GLASS"),
    "SUNROOF",
  ],
  WHEEL: [...sided("WHEEL_FRONT", "WHEEL_REAR"), "SPARE_WHEEL"],
  TIRE: [...sided("TIRE_FRONT", "TIRE_REAR"), "SPARE_TIRE"],
  INTERIOR: [
    "DASHBOARD",
    "STEERING_WHEEL",
    "INSTRUMENT_CLUSTER",
    "CENTER_CONSOLE",
    ...sided("FRONT_SEAT", "DOOR_TRIM_FRONT", "DOOR_TRIM_REAR"),
    "REAR_SEAT",
    "HEADLINER",
    "CARPET",
  ],
};

const GROUP_OF: ReadonlyMap<string, CatalogueGroup> = new Map(
  CATALOGUE_GROUPS.flatMap((group) => PART_NAME_CATALOGUE[group].map((name) => [name, group] as const)),
);

/** Every catalogue name, in group order. */
export const PART_NAMES: readonly string[] = [...GROUP_OF.keys()];

/** The catalogue group of a part name, or null when the name is not in the catalogue. */
export const partGroupOf = (name: string): CatalogueGroup | null => GROUP_OF.get(name) ?? null;

/** A part name as a person reads it: FRONT_DOOR_LEFT -> "Front door left" (the name is the catalogue's id). */
export const partLabel = (name: string): string => {
  const words = name.trim().toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
