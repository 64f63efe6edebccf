/**
 * Photo codes (product §9), support-image pairing (product §9) and which skills make tasks on which photo
 * code (product §S2).
 */
import type { Skill } from "./roles.ts";

/** Photo codes with an outline image, and what each shows (product §9). 14 has none. */
export const PHOTO_CODE_NAMES = {
  "01": "vin",
  "02": "interior",
  "03": "odo",
  "04": "left",
  "05": "front",
  "06": "tire front",
  "07": "right",
  "08": "rear",
  "09": "glass",
  "10": "support 10",
  "11": "support 11",
  "12": "support 12",
  "13": "support 13",
  "15": "tire rear",
} as const;

export type PhotoCode = keyof typeof PHOTO_CODE_NAMES;
/** Every code an inspection may carry (product §S2: 01 to 15), outline or not. */
export const CAPTURE_CODES = [
  "01",
  "02",
  "03",
  "04",
  "05",
  "06",
  "07",
  "08",
  "09",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
] as const;
export type CaptureCode = (typeof CAPTURE_CODES)[number];

/** In code order (Object.keys would put the integer-like "10".."15" before "01"); 14 has no outline. */
export const PHOTO_CODES: readonly PhotoCode[] = CAPTURE_CODES.filter(
  (c): c is PhotoCode => c in PHOTO_CODE_NAMES,
);

export const isPhotoCode = (value: unknown): value is PhotoCode =>
  typeof value === "string" && Object.hasOwn(PHOTO_CODE_NAMES, value);

export const isCaptureCode = (value: unknown): value is CaptureCode =>
  typeof value === "string" && (CAPTURE_CODES as readonly string[]).includes(value);

export const hasOutline = (code: string): boolean => isPhotoCode(code);

/** The support captures (10 to 13): they back up the exterior views and get no task of their own. */
export const SUPPORT_CODES = ["10", "11", "12", "13"] as const;

/** Support image pairing (product §9): 04 uses 10 and 13; 05 uses 10, 11; 07 uses 11, 12; 08 uses 12, 13. */
export const SUPPORT_PAIRS: Readonly<Record<string, readonly [PhotoCode, PhotoCode]>> = {
  "04": ["10", "13"],
  "05": ["10", "11"],
  "07": ["11", "12"],
  "08": ["12", "13"],
};

/** The support captures shown beside a photo (none for codes that are not paired). */
export const supportCodesFor = (code: string): readonly PhotoCode[] => SUPPORT_PAIRS[code] ?? [];

/** Exterior views: where the body, parts and wheels can be seen and damage is marked. */
export const EXTERIOR_CODES = ["04", "05", "07", "08"] as const;
export const isExteriorCode = (code: string): boolean => (EXTERIOR_CODES as readonly string[]).includes(code);

/** Tire photos: 06 front pair, 15 rear pair. */
export const TIRE_CODES = ["06", "15"] as const;

/**
 * Skills that create a task on each photo code (product §S2).
 * Given by the spec: vin on 01, odom on 03, plate_number on 08, damage_* on exterior views,
 * tire on 06/15, glass on 09, interior on 02. Our decisions where it says "...":
 * - trim_id on 08: the rear view carries the trim badge;
 * - ext_id on 04 and 07: the side views show the most painted surface, so the exterior colour;
 * - qc is not a photo skill: it re-checks whatever an inspect task answered (qcSkillFor);
 * - 10 to 13 are support captures only, and 14 has no outline: no tasks.
 */
export const SKILLS_BY_PHOTO_CODE: Readonly<Record<PhotoCode, readonly Skill[]>> = {
  "01": ["vin"],
  "02": ["interior"],
  "03": ["odom"],
  "04": ["damage_full", "damage_other", "damage_body", "ext_id"],
  "05": ["damage_full", "damage_other", "damage_body"],
  "06": ["tire"],
  "07": ["damage_full", "damage_other", "damage_body", "ext_id"],
  "08": ["damage_full", "damage_other", "damage_body", "plate_number", "trim_id"],
  "09": ["glass"],
  "10": [],
  "11": [],
  "12": [],
  "13": [],
  "15": ["tire"],
};

const DAMAGE_SKILLS: readonly Skill[] = ["damage_full", "damage_other", "damage_body"];

/**
 * How an inspection's damage work is cut into tasks (our decision): `full` makes one damage_full
 * task per exterior view; `split` makes damage_other (parts, wheels, glass) and damage_body (body
 * panels) tasks instead, so one photo is never marked twice. `all` lists every applicable skill.
 */
export type DamageMode = "full" | "split" | "all";

export const skillsForPhotoCode = (code: string, damageMode: DamageMode = "all"): readonly Skill[] => {
  if (!isPhotoCode(code)) return [];
  const skills = SKILLS_BY_PHOTO_CODE[code];
  if (damageMode === "all") return skills;
  const drop: Skill[] = damageMode === "full" ? ["damage_other", "damage_body"] : ["damage_full"];
  return skills.filter((s) => !drop.includes(s));
};

export const isDamageSkill = (skill: string): boolean => (DAMAGE_SKILLS as readonly string[]).includes(skill);

export const photoCodesForSkill = (skill: Skill): PhotoCode[] =>
  PHOTO_CODES.filter((code) => SKILLS_BY_PHOTO_CODE[code].includes(skill));

/**
 * The skill a QC re-check of an inspect task needs: plate_number work is re-checked by `qc_plate`,
 * everything else by `qc` (product §S5: QC tasks go to users with qc or qc_plate).
 */
export const qcSkillFor = (inspectSkill: Skill): Skill =>
  inspectSkill === "plate_number" ? "qc_plate" : "qc";
