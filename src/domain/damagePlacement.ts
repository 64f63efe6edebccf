/**
 * Damage marking (product §5 "Damage marking"), grade and tire colours (product §4, §9) and materials
 * with their hot keys (product §2, §9). Positions here are normalised to the image (0..1).
 */
import { POSITION_DECIMALS } from "./constants.ts";
import { TEXTS } from "./texts.ts";

export const DAMAGE_GROUPS = ["PART", "BODY", "WHEEL", "GLASS", "TIRE", "INTERIOR"] as const;
export type DamageGroup = (typeof DAMAGE_GROUPS)[number];

export const isDamageGroup = (value: unknown): value is DamageGroup =>
  typeof value === "string" && (DAMAGE_GROUPS as readonly string[]).includes(value);

/** Groups each damage task may not mark (product §5). TIRE never adds a point, whatever the task. */
const FORBIDDEN_GROUPS: Readonly<Record<string, readonly DamageGroup[]>> = {
  damage_other: ["BODY", "TIRE"],
  damage_body: ["PART", "WHEEL", "GLASS", "TIRE"],
  damage_full: ["TIRE"],
};

export const canMarkGroup = (taskName: string, group: string): boolean => {
  if (group === "TIRE") return false;
  return !(FORBIDDEN_GROUPS[taskName] ?? []).includes(group as DamageGroup);
};

export interface Point {
  x: number;
  y: number;
}

/** Rounds a normalised position to 4 decimals (product §5, §9). */
export const roundPosition = (p: Point): Point => {
  const f = 10 ** POSITION_DECIMALS;
  return { x: Math.round(p.x * f) / f, y: Math.round(p.y * f) / f };
};

/**
 * A damage's position as a fraction of the photo: damage_location is in original-image pixels when
 * actual_image is given, else already 0..1 (the workstation's own answers). NaN when it has none.
 */
export const normalisedDamagePosition = (d: {
  damage_location?: Point | null | undefined;
  actual_image?: { width: number; height: number } | null | undefined;
}): Point => {
  if (!d.damage_location) return { x: Number.NaN, y: Number.NaN };
  if (!d.actual_image) return d.damage_location;
  return { x: d.damage_location.x / d.actual_image.width, y: d.damage_location.y / d.actual_image.height };
};

export const isInsideImage = (p: Point): boolean =>
  Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1;

/** Same position = equal after rounding to 4 decimals. */
export const isSamePosition = (a: Point, b: Point): boolean => {
  const ra = roundPosition(a);
  const rb = roundPosition(b);
  return ra.x === rb.x && ra.y === rb.y;
};

export interface PlacementInput {
  /** The cage element under the double-click (name and group from the part labelling). */
  element: { name?: string | null; group?: string | null } | null;
  /** taskSlot.type: marking works only on a damage slot. */
  slotType: string | null | undefined;
  /** The task name (skill): damage_full, damage_other or damage_body. */
  taskName: string;
  /** Normalised 0..1. */
  position: Point;
  /** Positions of damages already marked on this photo (normalised). */
  existing: readonly Point[];
}

export type PlacementRefusal =
  | "no-element"
  | "not-damage-slot"
  | "group-not-allowed"
  | "outside-image"
  | "duplicate";

export type PlacementResult =
  | { ok: true; position: Point; component: string; group: DamageGroup }
  | { ok: false; reason: PlacementRefusal; message: string };

const refuse = (reason: PlacementRefusal): PlacementResult => ({
  ok: false,
  reason,
  message:
    reason === "duplicate"
      ? TEXTS.damageDuplicate
      : reason === "outside-image"
        ? TEXTS.damagePositionInvalid
        : TEXTS.damageNotAllowed,
});

/** A damage slot: the only one whose photo takes damages (product §5), and so the material bar (Tab). */
export const isDamageSlot = (slotType: string | null | undefined): boolean =>
  slotType?.toLowerCase() === "damage";

/**
 * Whether a double-click places a damage (product §5), checked in this order:
 * the element has a name and a known group; the slot type is damage; the task may mark that group;
 * the point is inside the image (ours: the server refuses anything else); no damage at the same
 * rounded position. On success the rounded position is returned (the client pulses on `duplicate`).
 */
export const checkPlacement = (input: PlacementInput): PlacementResult => {
  const { element, slotType, taskName, position, existing } = input;
  const name = element?.name?.trim();
  const group = element?.group;
  if (!name || !isDamageGroup(group)) return refuse("no-element");
  if (!isDamageSlot(slotType)) return refuse("not-damage-slot");
  if (!canMarkGroup(taskName, group)) return refuse("group-not-allowed");
  if (!isInsideImage(position)) return refuse("outside-image");
  if (existing.some((p) => isSamePosition(p, position))) return refuse("duplicate");
  return { ok: true, position: roundPosition(position), component: name, group };
};

// ---------------------------------------------------------------- wheel side by photo

export type Side = "LEFT" | "RIGHT";

/** Photo 04 is the left side, 07 the right side (product §5). */
export const wheelSideForPhoto = (photoCode: string): Side | null =>
  photoCode === "04" ? "LEFT" : photoCode === "07" ? "RIGHT" : null;

/**
 * For damage_other and damage_full, a WHEEL part marked on photo 04 is a left wheel and on 07 a right
 * wheel (product §5): the component gets that side (`WHEEL_FRONT` → `WHEEL_FRONT_LEFT`, a wrong side is
 * replaced). Other groups, tasks and photos keep the component as it is.
 */
export const sidedComponent = (args: {
  component: string;
  group: string;
  photoCode: string;
  taskName: string;
}): string => {
  const { component, group, photoCode, taskName } = args;
  if (group !== "WHEEL" || (taskName !== "damage_other" && taskName !== "damage_full")) return component;
  const side = wheelSideForPhoto(photoCode);
  if (!side) return component;
  return `${component.replace(/_(LEFT|RIGHT)$/i, "")}_${side}`;
};

// ---------------------------------------------------------------- colours

export type GradeColor = "grey" | "yellow" | "orange" | "red";

/** Damage grade colour (product §9): 0 grey, 1 yellow, 2 orange, 3 or more red; unknown grey. */
export const gradeColor = (grade: number | null | undefined): GradeColor => {
  if (typeof grade !== "number" || !Number.isFinite(grade) || grade < 1) return "grey";
  if (grade < 2) return "yellow";
  if (grade < 3) return "orange";
  return "red";
};

export type TireTileColor = GradeColor | "blue";
export const WINTER_TREAD = "WINTER_TREAD";

/**
 * Tire tile colour (product §4): 1 yellow, 2 orange, 3 to 5 red, WINTER_TREAD blue, none grey.
 * Our decision: any other grade (0, above 5, not a whole number) is grey too.
 */
export const tireTileColor = (
  damage: { grade_score?: number | null; damage_name?: string | null } | null,
): TireTileColor => {
  if (!damage) return "grey";
  if (damage.damage_name === WINTER_TREAD) return "blue";
  const g = damage.grade_score;
  if (g === 1) return "yellow";
  if (g === 2) return "orange";
  if (g === 3 || g === 4 || g === 5) return "red";
  return "grey";
};

// ---------------------------------------------------------------- materials

/** Materials with icons, in the spec's order (§9); hot keys p,o,i,u,y,j,k,l follow this order. */
export const MATERIALS = [
  "Painted",
  "Textured Surface",
  "Chrome",
  "Alloy Wheel",
  "Plastic Cover",
  "Steel Wheel",
  "Glass",
  "Steel",
] as const;
export type Material = (typeof MATERIALS)[number];

/** Tires use Rubber (product §3, §7). */
export const TIRE_MATERIAL = "Rubber";

export const MATERIAL_HOTKEYS = ["p", "o", "i", "u", "y", "j", "k", "l"] as const;

export const MATERIAL_BY_KEY: Readonly<Record<string, Material>> = Object.fromEntries(
  MATERIAL_HOTKEYS.map((key, i) => [key, MATERIALS[i] as Material]),
);

/** The material a hot key selects (case-insensitive), or null for another key. */
export const materialForKey = (key: string): Material | null => {
  const k = key.toLowerCase();
  return Object.hasOwn(MATERIAL_BY_KEY, k) ? (MATERIAL_BY_KEY[k] ?? null) : null;
};

export const hotkeyForMaterial = (material: Material): string =>
  MATERIAL_HOTKEYS[MATERIALS.indexOf(material)] ?? "";
