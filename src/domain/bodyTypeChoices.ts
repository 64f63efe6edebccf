/**
 * Which body types a task's form offers (product §3 "Body type outline enumeration": "The list of ten
 * without the last five is offered for CAPT QC with skip_vin"). A CAPT inspection with skip_vin has no
 * VIN task (ingestion skips it), so nothing decodes its body type: the body type is entered with the
 * vehicle's other fields (the create-vehicle fields of the plate task, 08), and its QA names it with
 * the outline enumeration's ten drawable outlines instead of the nine body types of the list (§2).
 */
import { BODY_TYPES, bodyTypeFor, CAPT_OUTLINE_CHOICES, OUTLINE_ENUMERATION } from "./bodyTypes.ts";
import { hasTheme, type RejectInspectionInfo } from "./rejectButtons.ts";

export const offersCaptOutlines = (
  isQc: boolean,
  inspection: Pick<RejectInspectionInfo, "inspectionThemes" | "options"> | null | undefined,
): boolean =>
  isQc &&
  !!inspection &&
  hasTheme(inspection.inspectionThemes, "CAPT") &&
  inspection.options?.customized?.skip_vin === true;

const NINE: readonly string[] = BODY_TYPES.map((b) => b.name);

export const bodyTypeChoices = (captOutlines: boolean): readonly string[] =>
  captOutlines ? CAPT_OUTLINE_CHOICES : NINE;

/**
 * A body type in the outline enumeration's words: an enumeration entry as it is spelled there, one of
 * the nine by its drawing's first outline (SUV and Jeep → Sport_Utility), anything else as it came.
 */
export const outlineNameOf = (value: string): string => {
  const key = value.trim().toLowerCase();
  const entry = OUTLINE_ENUMERATION.find((o) => o.toLowerCase() === key);
  if (entry) return entry;
  return bodyTypeFor(value)?.outlines[0] ?? value.trim();
};

/**
 * The same body type in either vocabulary (the inspector picks from the nine, the CAPT QA from the
 * ten outlines): an "SUV" confirmed as "Sport_Utility" is no correction.
 */
export const isSameBodyType = (a: string, b: string): boolean =>
  outlineNameOf(a).toLowerCase() === outlineNameOf(b).toLowerCase();

/** The form's starting body type for the CAPT list: the inspector's in outline words, '' if not offered. */
export const captOutlineOf = (value: string): string => {
  if (value.trim() === "") return "";
  const name = outlineNameOf(value);
  return (CAPT_OUTLINE_CHOICES as readonly string[]).includes(name) ? name : "";
};
