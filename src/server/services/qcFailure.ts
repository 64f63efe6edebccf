import type { Transaction } from "kysely";
import { optionLabel } from "../../domain/answerLabels.ts";
import type { QaData } from "../../domain/failedTask.ts";
import { INITIAL_FAILED_TASK_STATUS } from "../../domain/failedTaskStatus.ts";
import { type AnswerDamage, isCorrection, type QcAnswer, qcDiff } from "../../domain/qcDiff.ts";
import type { Database } from "../db/schema.ts";
import type { OptionItem } from "../db/schemaTasks.ts";
import type { OriginalDamage } from "../repositories/answers.ts";
import type { TaskFailedRepository } from "../repositories/taskFailed.ts";
import type { TaskRow } from "../repositories/tasks.ts";

export interface QcVerdict {
  qaData: QaData;
  correction: boolean;
}

const damagesOf = (body: Record<string, unknown>): AnswerDamage[] | undefined =>
  Array.isArray(body.damages) ? (body.damages as AnswerDamage[]) : undefined;

const fieldsOf = (body: Record<string, unknown>): Record<string, unknown> => {
  const { message: _m, damages: _d, cageInfo: _c, from: _f, ...fields } = body;
  return fields;
};

/** A stored damage of the re-checked task in the diff's terms: its id, no empty (null) fields. */
export const answerDamageOf = (row: OriginalDamage): AnswerDamage => {
  const damage: AnswerDamage = {
    id: row.id,
    component: row.component,
    damage_group: row.damage_group,
    damage_name: row.damage_name,
  };
  if (row.grade_score !== null) damage.grade_score = row.grade_score;
  if (row.material !== null) damage.material = row.material;
  if (row.source !== null) damage.source = row.source;
  if (row.damage_type !== null) damage.damage_type = row.damage_type;
  if (row.unit_measure !== null) damage.unit_measure = row.unit_measure;
  if (row.damage_location) damage.damage_location = row.damage_location;
  if (row.actual_image) damage.actual_image = row.actual_image;
  return damage;
};

/** An answer as stored on a task (answers.ts: {kind, body, ...}) in the diff's terms. */
export const qcAnswerOf = (answer: Record<string, unknown> | null, username: string): QcAnswer => {
  const body = (answer?.body ?? {}) as Record<string, unknown>;
  const kind = answer?.kind === "rejected" || answer?.kind === "finished" ? answer.kind : "accepted";
  return {
    kind,
    message: typeof body.message === "string" ? body.message : null,
    fields: fieldsOf(body),
    damages: damagesOf(body),
    username,
  };
};

/**
 * A corrected QC answer becomes a failed task (product §S5), inside the QC answer's
 * transaction, and the two parties' totalTaskFailed are recounted there too.
 */
export class QcFailureRecorder {
  constructor(private readonly repo: TaskFailedRepository) {}

  /**
   * The QA's answer against the inspector's. The inspector's damages are the rows its answer stored
   * (with their ids, which the QA's kept and changed damages name), not the answer's copy of them.
   */
  verdict(
    original: TaskRow,
    inspectorUsername: string,
    inspectorDamages: readonly AnswerDamage[],
    qa: QcAnswer,
    reasons: readonly OptionItem[],
  ): QcVerdict {
    const describe = (name: string) => optionLabel(reasons, name);
    const inspector = { ...qcAnswerOf(original.answer, inspectorUsername), damages: inspectorDamages };
    const qaData = qcDiff(inspector, qa, original.name, describe);
    return { qaData, correction: isCorrection(qaData) };
  }

  async record(
    trx: Transaction<Database>,
    p: {
      original: TaskRow;
      qcTask: TaskRow;
      sessionId: string;
      inspector: { id: string; username: string };
      qa: { id: string; username: string };
      qaData: QaData;
    },
  ): Promise<void> {
    const answer = p.original.answer ?? {};
    await this.repo.insert(trx, {
      status: INITIAL_FAILED_TASK_STATUS,
      inspector_id: p.inspector.id,
      inspector_username: p.inspector.username,
      qa_id: p.qa.id,
      qa_username: p.qa.username,
      task_id: p.original.id,
      qc_task_id: p.qcTask.id,
      inspection_id: p.original.inspection_id,
      photo_code: p.original.photo_code,
      name: p.original.name,
      session_id: p.sessionId,
      type: "QC",
      qa_data: JSON.stringify(p.qaData),
      inspector_data: JSON.stringify({
        kind: answer.kind ?? null,
        body: answer.body ?? null,
        answeredAt: p.original.answered_at ? p.original.answered_at.toISOString() : null,
      }),
      notes: "[]",
    });
    await this.repo.recountTotals(trx, [p.inspector.username, p.qa.username]);
  }
}
