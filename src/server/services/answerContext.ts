import type { MessageBody } from "../../contract/call.ts";
import type { AcceptBody, FinishBody, RejectBody } from "../../contract/tasks.ts";
import type { AnswerKind } from "../../domain/answerKind.ts";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import type { AnswerContext, AnswersRepository } from "../repositories/answers.ts";
import type { CataloguesRepository, TaskSettingRow, TaskSlotRow } from "../repositories/catalogues.ts";
import type { InspectionRow, VehicleRow } from "../repositories/inspections.ts";
import type { TaskRow } from "../repositories/tasks.ts";
import { stableJson } from "./answerRules.ts";

export type AnswerBody = AcceptBody | RejectBody | FinishBody;

export const ANSWERED: MessageBody = { success: true, message: TEXTS.success };

/** A task its holder is answering, with what every kind of answer reads (product §S4). */
export interface HeldTask extends AnswerContext {
  claims: TokenClaims;
  taskId: string;
  kind: AnswerKind;
  body: AnswerBody;
  /** The answer's identity: the same answer sent again is a success, a different one a conflict. */
  fingerprint: string;
  inspection: InspectionRow;
  vehicle: VehicleRow;
  setting: TaskSettingRow;
  slot: TaskSlotRow;
  /** The inspection's options (decode, usecase, …). */
  options: Record<string, unknown>;
  decode: string | null;
  usecase: string | null;
}

export const isSameAnswer = (task: TaskRow, userId: string, fingerprint: string): boolean =>
  task.status === DONE_TASK_STATUS && task.answered_by === userId && task.answer?.fingerprint === fingerprint;

/**
 * Reads the task for an answer: the holder within the lease only. The same answer sent again answers
 * `ANSWERED` (idempotent); another answer after one was taken is ALREADY_ANSWERED; after the lease ran
 * out, LEASE_EXPIRED; anyone who never held it, 403.
 */
export async function heldTask(
  repos: { answers: AnswersRepository; activity: ActivityRepository; catalogues: CataloguesRepository },
  claims: TokenClaims,
  taskId: string,
  kind: AnswerKind,
  body: AnswerBody,
): Promise<HeldTask | typeof ANSWERED> {
  const me = claims.sub;
  const fingerprint = stableJson({ kind, body });
  const context = await repos.answers.context(taskId);
  if (!context) throw notFound();
  const { task, inspection, vehicle } = context;
  if (isSameAnswer(task, me, fingerprint)) return ANSWERED;
  if (task.holder_id !== me || task.status !== "held") {
    if (task.status === DONE_TASK_STATUS && task.answered_by === me) {
      throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
    }
    if (await repos.activity.hasHeld(me, taskId)) throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
    throw forbidden(TEXTS.taskNotYours);
  }
  const [setting, slot] = await Promise.all([
    repos.catalogues.setting(task.name, task.photo_code),
    repos.catalogues.slot(task.name, task.photo_code),
  ]);
  if (!inspection || !vehicle || !setting || !slot) throw notFound();
  const options = inspection.options as Record<string, unknown>;
  return {
    ...context,
    claims,
    taskId,
    kind,
    body,
    fingerprint,
    inspection,
    vehicle,
    setting,
    slot,
    options,
    decode: typeof options.decode === "string" ? options.decode : null,
    usecase: typeof options.usecase === "string" ? options.usecase : null,
  };
}
