/**
 * The QA data of a failed task (product §S5): the difference between the inspector's answer
 * and the QA's QC answer. Empty (no item) means the QC passed and no failed task is created.
 * - messageData: the QA's reason: name = task name, data = the reason's description. Every
 *   correction carries one (the spec's confirm refuses a QC task without it), so when the QA gave no
 *   reason of its own the entry says TEXTS.qcCorrectionReason (ours);
 * - inspectData: one entry per vehicle field the QA sent with a value other than the inspector's;
 *   data = {inspector, qa} (ours: both values, so the detail can show the change);
 * - detected_damages: each of the QA's damages stands for one of the inspector's (inspectorDamageOf) or
 *   is new: `add` = only the QA has it, `reject` = only the inspector has it (the QA removed it),
 *   `edit` = both, with another damage name or grade. `edit` and `reject` carry the inspector's damage
 *   (with its id) as user_response. Every item is the QA's correction, so it carries
 *   the QA's username (issue 23). A QA answer without a damages list leaves damages alone.
 */
import { isSameBodyType } from "./bodyTypeChoices.ts";
import { isSamePosition, normalisedDamagePosition } from "./damagePlacement.ts";
import type { DetectedDamageItem, QaData, QaItem } from "./failedTask.ts";
import { TEXTS } from "./texts.ts";

/**
 * The QC accept reason 'Inspector answer is right' (seeded QC task settings): it says the inspector
 * was right, so unlike another accept reason it is no change of reason.
 */
export const QC_PASS_REASON = "qc_pass";

/**
 * The QA agrees with an inspector's rejection by accepting with no data: the original task's data
 * rules do not apply to that accept, and qcDiff finds no difference in it.
 */
export const passesRejection = (originalKind: unknown, fields: object): boolean =>
  originalKind === "rejected" && Object.keys(fields).length === 0;

export interface AnswerDamage {
  /**
   * A QC answer's damage that is one of the inspector's, kept or changed: that damage's id (the
   * task response's `originalDamages`). Absent: a damage the QA added (or any agent's own mark).
   */
  id?: string;
  component: string;
  damage_group: string;
  damage_name: string;
  material?: string;
  source?: string;
  damage_type?: string;
  grade_score?: number;
  unit_measure?: string;
  damage_location?: { x: number; y: number } | null;
  actual_image?: { width: number; height: number } | null;
}

export interface QcAnswer {
  kind: "accepted" | "rejected" | "finished";
  /** Accept or reject reason (the `message` of the answer). */
  message?: string | null;
  /** Vehicle fields of an accept. */
  fields?: Record<string, unknown>;
  /** Damages of the answer; undefined when the answer sent none. */
  damages?: readonly AnswerDamage[];
  username: string;
}

/** Fields never compared: flags and free text. */
const IGNORED_FIELDS = new Set(["createVehicle", "source", "message"]);

const same = (a: unknown, b: unknown): boolean =>
  String(a ?? "")
    .trim()
    .toUpperCase() ===
  String(b ?? "")
    .trim()
    .toUpperCase();

const keyOf = (d: AnswerDamage): string => `${d.damage_group}|${d.component}`;

/**
 * The inspector's damage a QA damage stands for: the one its id names (a placed damage the QA kept or
 * changed); for an unplaced damage (tire, interior: one per part, sent by the form without an id) the
 * inspector's unplaced damage of the same group and part; none when the QA added it.
 */
export const inspectorDamageOf = <T extends AnswerDamage>(
  qa: AnswerDamage,
  inspector: readonly T[],
): T | undefined => {
  if (qa.id !== undefined) return inspector.find((d) => d.id === qa.id);
  if (qa.damage_location) return undefined;
  return inspector.find((d) => !d.damage_location && keyOf(d) === keyOf(qa));
};

const isEdited = (before: AnswerDamage, after: AnswerDamage): boolean =>
  before.damage_name !== after.damage_name || (before.grade_score ?? null) !== (after.grade_score ?? null);

/** What the QA did to a damage of its answer: added it, changed it, or kept it as it was (null). */
export const damageCorrection = (
  qa: AnswerDamage,
  inspector: readonly AnswerDamage[],
): "add" | "edit" | null => {
  const before = inspectorDamageOf(qa, inspector);
  return !before ? "add" : isEdited(before, qa) ? "edit" : null;
};

const samePlace = (a: AnswerDamage, b: AnswerDamage): boolean => {
  const [p, q] = [normalisedDamagePosition(a), normalisedDamagePosition(b)];
  return Number.isNaN(p.x) || Number.isNaN(q.x)
    ? Number.isNaN(p.x) && Number.isNaN(q.x)
    : isSamePosition(p, q);
};

/**
 * Why a QC answer's damages cannot be taken (null: they can). A damage with an id names one of the
 * inspector's damages of the re-checked task, at most once, and keeps its part and place: the QA
 * changes its damage or grade, or removes it and marks another. Anything else is another task's
 * damage or a forged one, and the whole answer is refused.
 */
export const qcDamagesRefusal = (
  inspector: readonly AnswerDamage[],
  qa: readonly AnswerDamage[],
): string | null => {
  const seen = new Set<string>();
  for (const d of qa) {
    if (d.id === undefined) continue;
    const before = inspector.find((i) => i.id === d.id);
    if (!before || seen.has(d.id)) return TEXTS.qcDamageUnknown;
    seen.add(d.id);
    if (before.component !== d.component || before.damage_group !== d.damage_group || !samePlace(before, d))
      return TEXTS.qcDamageMoved;
  }
  return null;
};

const damageItem = (
  d: AnswerDamage,
  response: "add" | "reject" | "edit",
  username: string,
  before?: AnswerDamage,
): DetectedDamageItem => ({
  admin_response: response,
  ...(before ? { user_response: before, damage_typeAgent: before.damage_name } : {}),
  component: d.component,
  damage_name: d.damage_name,
  ...(d.material !== undefined ? { material: d.material } : {}),
  ...(d.source !== undefined ? { source: d.source } : {}),
  ...(d.grade_score !== undefined ? { grade_score: d.grade_score } : {}),
  ...(d.unit_measure !== undefined ? { unit_measure: d.unit_measure } : {}),
  ...(d.damage_location ? { damage_location: d.damage_location } : {}),
  ...(d.actual_image ? { actual_image: d.actual_image } : {}),
  username,
});

/** The QA's damage corrections: its adds and edits in its list's order, then what it removed. */
export const diffDamages = (
  inspector: readonly AnswerDamage[],
  qa: readonly AnswerDamage[],
  qaUsername: string,
): DetectedDamageItem[] => {
  const kept = new Set<AnswerDamage>();
  const items: DetectedDamageItem[] = [];
  for (const d of qa) {
    const before = inspectorDamageOf(d, inspector);
    if (before) kept.add(before);
    const correction = damageCorrection(d, inspector);
    if (correction) items.push(damageItem(d, correction, qaUsername, before));
  }
  // A removed damage names the inspector's in user_response, as a changed one does: by its id the result
  // document tells which of two damages on one part the QA removed.
  for (const d of inspector)
    if (!kept.has(d)) items.push({ ...damageItem(d, "reject", qaUsername), user_response: d });
  return items;
};

/**
 * The id of the inspector's damage a detected_damages item corrects (its user_response's id), undefined
 * for an addition and for items stored before corrections named ids.
 */
export const correctedDamageId = (item: DetectedDamageItem): string | undefined => {
  const id = (item.user_response as { id?: unknown } | null | undefined)?.id;
  return typeof id === "string" ? id : undefined;
};

export const diffFields = (inspector: Record<string, unknown>, qa: Record<string, unknown>): QaItem[] =>
  Object.entries(qa)
    .filter(([name, value]) => !IGNORED_FIELDS.has(name) && value !== undefined && value !== "")
    .filter(([name, value]) =>
      // A CAPT QA names body types with the outline enumeration (bodyTypeChoices): the same body in
      // the other vocabulary is no correction.
      name === "body_type"
        ? !isSameBodyType(String(inspector[name] ?? ""), String(value))
        : !same(inspector[name], value),
    )
    .map(([name, value]) => ({ name, data: { inspector: inspector[name] ?? null, qa: value } }));

/**
 * The QA data of a QC answer against the inspector's answer. `reasonDescription` turns the QA's
 * reason name into its description (task settings); the name itself when unknown.
 */
export const qcDiff = (
  inspector: QcAnswer,
  qa: QcAnswer,
  taskName: string,
  reasonDescription: (name: string) => string = (name) => name,
): QaData => {
  const messageData: QaItem[] = [];
  const reasonChanged =
    qa.kind === "rejected" ? inspector.kind !== "rejected" || !same(inspector.message, qa.message) : false;
  const acceptReasonChanged =
    qa.kind === "accepted" &&
    !!qa.message &&
    qa.message !== QC_PASS_REASON &&
    !same(inspector.message, qa.message);
  if ((reasonChanged || acceptReasonChanged) && qa.message) {
    messageData.push({ name: taskName, data: reasonDescription(qa.message) });
  }
  const inspectData = qa.kind === "accepted" ? diffFields(inspector.fields ?? {}, qa.fields ?? {}) : [];
  const detected_damages =
    qa.damages === undefined ? [] : diffDamages(inspector.damages ?? [], qa.damages, qa.username);
  if (messageData.length === 0 && inspectData.length + detected_damages.length > 0) {
    messageData.push({ name: taskName, data: TEXTS.qcCorrectionReason });
  }
  return { messageData, inspectData, detected_damages };
};

/** A QC answer is a correction when it differs from the inspector's in any item. */
export const isCorrection = (data: QaData): boolean =>
  (data.messageData?.length ?? 0) + (data.inspectData?.length ?? 0) + (data.detected_damages?.length ?? 0) >
  0;
