/**
 * The QA data of a failed task (product §S5): the difference between the inspector's answer
 * and the QA's QC answer. Empty (no item) means the QC passed and no failed task is created.
 * - messageData: the QA's reason: name = task name, data = the reason's description. Every
 *   correction carries one (the spec's confirm refuses a QC task without it), so when the QA gave no
 *   reason of its own the entry says TEXTS.qcCorrectionReason (ours);
 * - inspectData: one entry per vehicle field the QA sent with a value other than the inspector's;
 *   data = {inspector, qa} (ours: both values, so the detail can show the change);
 * - detected_damages: matched by damage_group + component; `add` = only the QA has it, `reject` =
 *   only the inspector has it, `edit` = both, with another damage name or grade.
 *   A QA answer without a damages list leaves damages alone.
 */
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
  component: string;
  damage_group: string;
  damage_name: string;
  material?: string;
  source?: string;
  damage_type?: string;
  grade_score?: number;
  unit_measure?: string;
  damage_location?: { x: number; y: number };
  actual_image?: { width: number; height: number };
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

export const diffDamages = (
  inspector: readonly AnswerDamage[],
  qa: readonly AnswerDamage[],
  qaUsername: string,
  inspectorUsername: string,
): DetectedDamageItem[] => {
  const before = new Map(inspector.map((d) => [keyOf(d), d]));
  const after = new Map(qa.map((d) => [keyOf(d), d]));
  const items: DetectedDamageItem[] = [];
  for (const d of qa) {
    const old = before.get(keyOf(d));
    if (!old) items.push(damageItem(d, "add", qaUsername));
    else if (old.damage_name !== d.damage_name || (old.grade_score ?? null) !== (d.grade_score ?? null))
      items.push(damageItem(d, "edit", qaUsername, old));
  }
  for (const d of inspector) if (!after.has(keyOf(d))) items.push(damageItem(d, "reject", inspectorUsername));
  return items;
};

export const diffFields = (inspector: Record<string, unknown>, qa: Record<string, unknown>): QaItem[] =>
  Object.entries(qa)
    .filter(([name, value]) => !IGNORED_FIELDS.has(name) && value !== undefined && value !== "")
    .filter(([name, value]) => !same(inspector[name], value))
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
    qa.damages === undefined
      ? []
      : diffDamages(inspector.damages ?? [], qa.damages, qa.username, inspector.username);
  if (messageData.length === 0 && inspectData.length + detected_damages.length > 0) {
    messageData.push({ name: taskName, data: TEXTS.qcCorrectionReason });
  }
  return { messageData, inspectData, detected_damages };
};

/** A QC answer is a correction when it differs from the inspector's in any item. */
export const isCorrection = (data: QaData): boolean =>
  (data.messageData?.length ?? 0) + (data.inspectData?.length ?? 0) + (data.detected_damages?.length ?? 0) >
  0;
