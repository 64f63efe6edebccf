/**
 * Finished inspections leave the system (issue 24): who reads result documents, how a task's state and a
 * damage's QC outcome read, where a damage sits, and the created-date range of the list and the export.
 * Pure: the server builds the document with these rules, the Inspections page labels with them.
 */
import { isValid, parseISO } from "date-fns";
import { parseDayEnd } from "./dateRange.ts";
import type { DetectedDamageItem } from "./failedTask.ts";
import { labelFrom } from "./identifierLabels.ts";
import { correctedDamageId } from "./qcDiff.ts";
import { TEXTS } from "./texts.ts";

/** The result document's format; a consumer checks it before reading (a breaking change bumps it). */
export const RESULT_SCHEMA_VERSION = 1;

// Who reads them: INSPECTION_RESULT_READERS in roles.ts (the navigation bar asks, without date-fns).
export { canReadInspectionResults, INSPECTION_RESULT_READERS } from "./roles.ts";

/** An inspection is in progress until its last task is answered (inspections.completed_at). */
export const INSPECTION_STATES = ["in_progress", "completed"] as const;
export type InspectionState = (typeof INSPECTION_STATES)[number];
export const inspectionStateLabel = labelFrom(TEXTS.inspectionStateLabels);

/**
 * A task as the Inspections page shows it: the engine's open statuses as they are; an answered task
 * splits into rejected (its photo refused), failed in QC (a QA corrected it: a failed task exists) and
 * done. A QC correction outranks the rejection it may have corrected.
 */
export const TASK_BOARD_STATES = [
  "awaiting_vehicle",
  "queued",
  "held",
  "done",
  "rejected",
  "failed_qc",
] as const;
export type TaskBoardState = (typeof TASK_BOARD_STATES)[number];

export const taskBoardState = (task: {
  status: string;
  answerKind: string | null;
  failedInQc: boolean;
}): TaskBoardState | null => {
  if (task.status === "done") {
    if (task.failedInQc) return "failed_qc";
    return task.answerKind === "rejected" ? "rejected" : "done";
  }
  return (TASK_BOARD_STATES as readonly string[]).includes(task.status)
    ? (task.status as TaskBoardState)
    : null;
};
export const taskBoardStateLabel = labelFrom(TEXTS.taskBoardStateLabels);

/**
 * What QC made of a damage: never re-checked (no QC task of the task that marked it), QC still open,
 * confirmed (the QC passed, or its correction left this damage alone), edited (another damage name or
 * grade) or removed (the QA did not see it). Matched as qcDiff matches: by the damage's id, which an
 * edit or reject item names (correctedDamageId), so two damages on one part keep their own outcomes.
 * Items stored before they named ids fall back to the part.
 */
export const DAMAGE_QC_OUTCOMES = ["not_checked", "pending", "confirmed", "edited", "removed"] as const;
export type DamageQcOutcome = (typeof DAMAGE_QC_OUTCOMES)[number];

export const damageQcOutcome = (
  damage: { id: string; component: string },
  qc: { open: boolean; corrections: readonly DetectedDamageItem[] } | null,
): DamageQcOutcome => {
  if (!qc) return "not_checked";
  if (qc.open) return "pending";
  const item = qc.corrections.find((d) => {
    if (d.admin_response !== "edit" && d.admin_response !== "reject") return false;
    const id = correctedDamageId(d);
    return id === undefined ? d.component === damage.component : id === damage.id;
  });
  if (item?.admin_response === "reject") return "removed";
  if (item?.admin_response === "edit") return "edited";
  return "confirmed";
};
export const damageQcOutcomeLabel = labelFrom(TEXTS.damageQcOutcomeLabels);

/** A photo slot's QC (its QC task open, passed, or corrected by the QA) and a correction's damage change. */
export const SLOT_QC_OUTCOMES = ["pending", "pass", "correction"] as const;
export const slotQcLabel = labelFrom(TEXTS.slotQcLabels);
export const QC_DAMAGE_CHANGES = ["add", "edit", "reject"] as const;
export const qcDamageChangeLabel = labelFrom(TEXTS.qcDamageChangeLabels);

export interface Xy {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const positive = (s: Size | null | undefined): s is Size => !!s && s.width > 0 && s.height > 0;

/**
 * A damage's place both ways. The workstation sends original-image pixels with the image's size
 * (actual_image); a mark without that size is already 0..1 (answerRules.ts), and its pixels are then
 * those of the stored photo's size when known. Null when the damage has no place (tire, interior).
 */
export const damageLocation = (
  location: Xy | null,
  actualImage: Size | null,
  photo: Size | null,
): { pixels: Xy | null; normalised: Xy; image: Size | null } | null => {
  if (!location) return null;
  if (positive(actualImage)) {
    return {
      pixels: location,
      normalised: { x: round4(location.x / actualImage.width), y: round4(location.y / actualImage.height) },
      image: actualImage,
    };
  }
  const image = positive(photo) ? photo : null;
  return {
    pixels: image
      ? { x: Math.round(location.x * image.width), y: Math.round(location.y * image.height) }
      : null,
    normalised: location,
    image,
  };
};

export type CreatedRange = { ok: true; from: Date | null; to: Date | null } | { ok: false; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A date-time must say its zone (Z or an offset): the API never guesses one. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

const parseEnd = (text: string, end: "from" | "to"): Date | null => {
  if (DAY.test(text)) return parseDayEnd(text, end, "UTC");
  if (!DATE_TIME.test(text)) return null;
  const at = parseISO(text);
  return isValid(at) ? at : null;
};

/**
 * The created-date range of the list and the export, both ends included and each optional: an ISO
 * date-time with its zone, or a day (YYYY-MM-DD, UTC) that covers the whole day, so from=2026-01-01 and
 * to=2026-01-31 is all of January. No 92-day cap: the export streams whatever the range.
 */
export const parseCreatedRange = (texts: {
  from?: string | undefined;
  to?: string | undefined;
}): CreatedRange => {
  const fromText = texts.from?.trim() ?? "";
  const toText = texts.to?.trim() ?? "";
  const from = fromText === "" ? null : parseEnd(fromText, "from");
  if (fromText !== "" && !from) return { ok: false, message: TEXTS.dateFromInvalid };
  const to = toText === "" ? null : parseEnd(toText, "to");
  if (toText !== "" && !to) return { ok: false, message: TEXTS.dateToInvalid };
  if (from && to && from.getTime() > to.getTime()) return { ok: false, message: TEXTS.dateRangeInvalid };
  return { ok: true, from, to };
};
