/**
 * Editing a cage's information (product §4 history event "UPDATE (field old to new)"): which fields may be
 * edited, their checks, and the list of changes the history records. Used by the form and the server.
 */
import { BODY_TYPES } from "./bodyTypes.ts";
import { CAGE_GROUPS } from "./cageStatus.ts";
import type { EXTERIOR_CODES } from "./photoCodes.ts";
import { TEXTS } from "./texts.ts";

export const CAGE_INFO_FIELDS = ["group", "make", "model", "year", "bodyType", "trim", "code"] as const;
export type CageInfoField = (typeof CAGE_INFO_FIELDS)[number];
export type CageInfo = {
  group: string;
  make: string;
  model: string;
  year: number;
  bodyType: string;
  trim: string;
  code: string;
};
export type CageInfoPatch = Partial<CageInfo>;

export const CAGE_YEAR_MIN = 1900;
export const CAGE_YEAR_MAX = 2100;
export const CAGE_TEXT_MAX = 64;

/** Required text fields (a cage is found by make and model); trim and code may be empty. */
const REQUIRED: readonly CageInfoField[] = ["make", "model"];

/** Field → message for every invalid field of the patch (empty when it is valid). */
export function checkCageInfo(patch: CageInfoPatch): Partial<Record<CageInfoField, string>> {
  const errors: Partial<Record<CageInfoField, string>> = {};
  for (const field of ["make", "model", "trim", "code"] as const) {
    const value = patch[field];
    if (value === undefined) continue;
    if (REQUIRED.includes(field) && value.trim() === "") errors[field] = TEXTS.requiredField;
  }
  if (patch.group !== undefined && !(CAGE_GROUPS as readonly string[]).includes(patch.group))
    errors.group = TEXTS.requiredField;
  if (
    patch.year !== undefined &&
    (!Number.isInteger(patch.year) || patch.year < CAGE_YEAR_MIN || patch.year > CAGE_YEAR_MAX)
  )
    errors.year = TEXTS.cageYearInvalid;
  if (patch.bodyType !== undefined && !BODY_TYPES.some((b) => b.name === patch.bodyType))
    errors.bodyType = TEXTS.requiredField;
  return errors;
}

/** Trimmed text fields; fields left out stay as they are. */
export function normaliseCageInfo(patch: CageInfoPatch): CageInfoPatch {
  const out: CageInfoPatch = { ...patch };
  for (const field of ["make", "model", "trim", "code"] as const) {
    const value = out[field];
    if (value !== undefined) out[field] = value.trim();
  }
  return out;
}

/** The UPDATE history entry's changes: each field whose value differs, old → new, in field order. */
export function cageInfoChanges(
  before: CageInfo,
  patch: CageInfoPatch,
): { field: CageInfoField; from: string | number; to: string | number }[] {
  return CAGE_INFO_FIELDS.flatMap((field) => {
    const to = patch[field];
    return to !== undefined && to !== before[field] ? [{ field, from: before[field], to }] : [];
  });
}

/** A new cage's information: the same checks as an edit, every field but trim and code required. */
export type NewCageInfo = CageInfo;

/**
 * Creating a cage (issue 22; the create dialog, POST /api/cages and `npm run cages:import`): every field
 * the edit checks, and group, make, model, year and body type must be there at all (trim and code may
 * be empty). Field → message, empty when it is valid.
 */
export function checkNewCage(
  info: Partial<Record<CageInfoField, unknown>>,
): Partial<Record<CageInfoField, string>> {
  const errors: Partial<Record<CageInfoField, string>> = {};
  const patch: CageInfoPatch = {};
  for (const field of CAGE_INFO_FIELDS) {
    const value = info[field];
    const optional = field === "trim" || field === "code";
    if (value === undefined || value === null || value === "") {
      if (!optional) errors[field] = field === "year" ? TEXTS.cageYearInvalid : TEXTS.requiredField;
      continue;
    }
    if (field === "year" ? typeof value !== "number" : typeof value !== "string") {
      errors[field] = field === "year" ? TEXTS.cageYearInvalid : TEXTS.requiredField;
      continue;
    }
    if (typeof value === "string" && value.length > CAGE_TEXT_MAX) {
      errors[field] = TEXTS.cageTextTooLong(CAGE_TEXT_MAX);
      continue;
    }
    Object.assign(patch, { [field]: value });
  }
  return { ...checkCageInfo(patch), ...errors };
}

/** The new cage's fields, trimmed, trim and code "" when left out (call after checkNewCage passed). */
export const newCageInfo = (info: Partial<CageInfo>): CageInfo => {
  const n = normaliseCageInfo(info);
  return {
    group: n.group ?? "A",
    make: n.make ?? "",
    model: n.model ?? "",
    year: n.year ?? CAGE_YEAR_MIN,
    bodyType: n.bodyType ?? "",
    trim: n.trim ?? "",
    code: n.code ?? "",
  };
};

/**
 * The photo slots every cage has: the four exterior views the outlines cover (product §3 "Body type
 * catalogue": left, front, rear; right is the left mirrored). Demo cages, created and imported cages alike.
 */
export const CAGE_SLOTS: readonly { code: (typeof EXTERIOR_CODES)[number]; name: string }[] = [
  { code: "04", name: "Left" },
  { code: "05", name: "Front" },
  { code: "07", name: "Right" },
  { code: "08", name: "Rear" },
];
export const isCageSlotCode = (code: string): boolean => CAGE_SLOTS.some((s) => s.code === code);
