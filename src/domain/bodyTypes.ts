/**
 * Body types (product §2 "Body type list", §3 "Body type catalogue", "Body type outline enumeration") and
 * which outline view each photo code shows (product §9).
 *
 * The nine body types each have front, rear and left outline images, served at
 * `/outlines/{slug}/{view}.svg|png`. The right side (photo 07) is the left outline mirrored.
 *
 * Mapping to the outline enumeration (our decisions where the spec's names differ):
 * - 2dr → 2dr_Car, 4dr → 4dr_Car, Convertible → Convertible, Reg Cab → Reg_Cab_Pickup.
 * - Jeep → Sport_Utility and SUV → Sport_Utility: the enumeration has one utility entry; the Jeep is the
 *   boxy, short-overhang, spare-wheel-on-the-tailgate variant of it.
 * - Mini Passenger Van → Mini_Van_Passenger, Cargo Van → Mini_Van_Cargo.
 * - Crew-Ext Cab → Crew_Cab_Pickup and Ext_Cab_Pickup (one four-door cab drawing serves both).
 * - Back from the enumeration: Station_Wagon → 4dr (the closest drawing); Sport_Utility → SUV; the last
 *   five entries (Tractor_Trailer, No_Define_Outline, Cutaway, Chassis, Default) have no drawing.
 */

export const OUTLINE_ENUMERATION = [
  "2dr_Car",
  "4dr_Car",
  "Convertible",
  "Crew_Cab_Pickup",
  "Ext_Cab_Pickup",
  "Mini_Van_Cargo",
  "Mini_Van_Passenger",
  "Reg_Cab_Pickup",
  "Sport_Utility",
  "Station_Wagon",
  "Tractor_Trailer",
  "No_Define_Outline",
  "Cutaway",
  "Chassis",
  "Default",
] as const;
export type OutlineEnumeration = (typeof OUTLINE_ENUMERATION)[number];

/** The ten offered for CAPT QC with skip_vin (product §3): the enumeration without its last five. */
export const CAPT_OUTLINE_CHOICES: readonly OutlineEnumeration[] = OUTLINE_ENUMERATION.slice(0, 10);

export interface BodyType {
  /** As the spec names it (also the tab label). */
  readonly name: string;
  /** Folder name of its outline files. */
  readonly slug: string;
  /** The outline enumeration entries this drawing stands for; the first is the canonical one. */
  readonly outlines: readonly OutlineEnumeration[];
}

export const BODY_TYPES: readonly BodyType[] = [
  { name: "2dr", slug: "2dr", outlines: ["2dr_Car"] },
  { name: "4dr", slug: "4dr", outlines: ["4dr_Car", "Station_Wagon"] },
  { name: "Convertible", slug: "convertible", outlines: ["Convertible"] },
  { name: "Reg Cab", slug: "reg-cab", outlines: ["Reg_Cab_Pickup"] },
  { name: "Jeep", slug: "jeep", outlines: ["Sport_Utility"] },
  { name: "SUV", slug: "suv", outlines: ["Sport_Utility"] },
  { name: "Mini Passenger Van", slug: "mini-passenger-van", outlines: ["Mini_Van_Passenger"] },
  { name: "Cargo Van", slug: "cargo-van", outlines: ["Mini_Van_Cargo"] },
  { name: "Crew-Ext Cab", slug: "crew-ext-cab", outlines: ["Crew_Cab_Pickup", "Ext_Cab_Pickup"] },
];

export const OUTLINE_VIEWS = ["front", "rear", "left"] as const;
export type OutlineView = (typeof OUTLINE_VIEWS)[number];

/** Where the generated outlines are served (public, read-only). */
export const OUTLINES_URL_PREFIX = "/outlines/";

export const outlineUrl = (slug: string, view: OutlineView, format: "svg" | "png" = "png"): string =>
  `${OUTLINES_URL_PREFIX}${slug}/${view}.${format}`;

export const bodyTypeBySlug = (slug: string): BodyType | null =>
  BODY_TYPES.find((b) => b.slug === slug) ?? null;

/** The drawing for a name as the spec's list or the enumeration spells it; SUV wins Sport_Utility. */
export function bodyTypeFor(name: string): BodyType | null {
  const key = name.trim().toLowerCase();
  if (key === "") return null;
  if (key === "sport_utility") return bodyTypeBySlug("suv");
  return (
    BODY_TYPES.find(
      (b) =>
        b.name.toLowerCase() === key || b.slug === key || b.outlines.some((o) => o.toLowerCase() === key),
    ) ?? null
  );
}

/**
 * The outline view a photo code shows, and whether it is mirrored (product §9: 04 left, 05 front, 07 right,
 * 08 rear). Other codes (vin, interior, odometer, tires, glass, support captures) have no body outline.
 */
export function outlineViewForPhoto(code: string): { view: OutlineView; mirrored: boolean } | null {
  switch (code) {
    case "04":
      return { view: "left", mirrored: false };
    case "05":
      return { view: "front", mirrored: false };
    case "07":
      return { view: "left", mirrored: true };
    case "08":
      return { view: "rear", mirrored: false };
    default:
      return null;
  }
}
