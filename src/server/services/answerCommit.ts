import type { MessageBody } from "../../contract/call.ts";
import type { FinishBody } from "../../contract/tasks.ts";
import { qcSkillFor } from "../../domain/photoCodes.ts";
import { qcDamagesRefusal } from "../../domain/qcDiff.ts";
import type { Skill } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import { leaseSeconds } from "../../domain/timer.ts";
import type { VehicleData } from "../../domain/vehicleData.ts";
import type { VehicleMismatch } from "../../domain/vehicleMismatch.ts";
import { releasesWaitingTasks } from "../../domain/vehicleWait.ts";
import { isTestSession } from "../../domain/vin.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, conflict } from "../errors.ts";
import type { AnswersRepository, AnswerWrite } from "../repositories/answers.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type { VehicleChanges, VehicleRow } from "../repositories/inspections.ts";
import type { TaskCagesRepository } from "../repositories/taskCages.ts";
import type { TasksRepository } from "../repositories/tasks.ts";
import { ANSWERED, type HeldTask, isSameAnswer } from "./answerContext.ts";
import { checkDamages, scoreAgainstTruth, tireChoiceOf } from "./answerRules.ts";
import { answerDamageOf, type QcFailureRecorder, qcAnswerOf } from "./qcFailure.ts";
import type { CageChoice, TaskCageResolver } from "./taskCage.ts";
import { type TaskQueueEvents, tally } from "./taskQueueEvents.ts";

/** What an accept, reject or finish adds to the held task once its own checks passed. */
export interface Settled {
  /** Accepted vehicle fields (accept only). */
  fields?: VehicleData;
  /** The VIN decoder's vehicle (an accepted VIN task of a decoding inspection). */
  decoded?: VehicleChanges | null;
  /** That vehicle and the one the inspection knew, when they disagree and the agent confirmed it. */
  vehicleMismatch?: VehicleMismatch | null;
  /** The photo's cage alignment, with the cage chosen by T (accept and finish). */
  cageChoice?: CageChoice;
  /** Damages the answer carries (a damage task's finish; a QC answer's list). */
  damages?: FinishBody["damages"];
}

export interface AnswerCommitDeps {
  db: Db;
  answers: AnswersRepository;
  tasks: TasksRepository;
  catalogues: CataloguesRepository;
  events: TaskQueueEvents;
  qcFailures: QcFailureRecorder;
  cages: TaskCageResolver;
  cageInfos: TaskCagesRepository;
  /** Whether this INSPECT answer queues a QC task (the QC_SHARE_PERCENT sample). */
  sampleQc: () => boolean;
}

/**
 * The write every answer shares: damages checked, the QC verdict, the answer row, the vehicle, the QC
 * task it queues, a cage alignment and a QC failure, in one statement or one transaction; then the
 * inspection completed and waiting agents woken once committed.
 */
export async function commitAnswer(
  deps: AnswerCommitDeps,
  held: HeldTask,
  settled: Settled,
): Promise<MessageBody> {
  const { task, inspection, vehicle, original, inspector, claims, kind, slot, setting, options } = held;
  const me = claims.sub;
  const fields = settled.fields ?? {};
  // A QC answer re-checks the original task: its damages follow the original skill's rules and
  // replace the inspector's list (compared, never stored).
  const originalSlot = original ? await deps.catalogues.slot(original.name, task.photo_code) : undefined;
  // The QA's kept and changed damages name the inspector's by id (issue 23); an agent's own answer
  // has no inspector's damages, so it may name none.
  const inspectorDamages = held.originalDamages.map(answerDamageOf);
  const refusal = settled.damages ? qcDamagesRefusal(inspectorDamages, settled.damages) : null;
  if (refusal) throw badRequest(refusal);
  const damages = await checkDamages(
    original ? { ...task, name: original.name } : task,
    originalSlot?.type ?? slot.type,
    settled.damages,
    held.marks,
    deps.catalogues,
    me,
    task.name === "tire" || original?.name === "tire"
      ? tireChoiceOf(task.photo_code, options, held.tires)
      : undefined,
  );
  const test = isTestSession(inspection.session_id, vehicle.vin);
  const score = test ? scoreAgainstTruth(fields, inspection.truth) : null;
  const verdict =
    original && inspector
      ? deps.qcFailures.verdict(
          original,
          inspector.username,
          inspectorDamages,
          qcAnswerOf({ kind, body: held.body }, claims.username),
          kind === "rejected" ? setting.rejects : setting.accepts,
        )
      : null;
  const qc =
    task.type === "QC"
      ? {
          qc_result: (verdict ? verdict.correction : kind !== "accepted" || damages.length > 0)
            ? "correction"
            : "pass",
        }
      : {};
  const { vehicleMismatch } = settled;
  const answer = {
    fingerprint: held.fingerprint,
    kind,
    body: held.body,
    ...(score ? { score } : {}),
    ...qc,
    // Kept with the answer so QC and the inspection view show what the agent accepted anyway.
    ...(vehicleMismatch ? { vehicleMismatch } : {}),
  };

  // Read before the transaction: on PGlite a query outside it would wait for its lock.
  const qcName: Skill = qcSkillFor(task.name as Skill);
  const qcSlot = task.type === "INSPECT" ? await deps.catalogues.slot(qcName, task.photo_code) : undefined;
  const { cageChoice } = settled;
  const cageId = cageChoice ? await deps.cages.chosenFor(task, vehicle, cageChoice.cageId) : null;
  const queuesQc = task.type === "INSPECT" && deps.sampleQc();
  const vehicleChanges =
    task.type === "INSPECT" && kind === "accepted" ? vehicleChangesOf(fields, settled.decoded ?? null) : null;
  const write: AnswerWrite = {
    taskId: held.taskId,
    userId: me,
    kind,
    answer,
    inspectionId: task.inspection_id,
    vehicle: vehicleChanges,
    damages: task.type === "INSPECT" ? damages : [],
    qc: queuesQc ? { name: qcName, leaseS: leaseSeconds(qcSlot?.inspects.time, false) } : null,
    releaseWaiting: task.type === "INSPECT" && endsVehicleWait(task.name, vehicle, vehicleChanges),
    // The webhook event of a rejected photo is written by the same statement (issue 24).
    ...(kind === "rejected" && "message" in held.body
      ? { rejected: { sessionID: inspection.session_id, reason: String(held.body.message) } }
      : {}),
  };
  const correction = original && inspector && verdict?.correction ? verdict : null;
  // The common answer is one statement; a cage alignment or a QC failure adds rows of other
  // repositories, so those answers take a transaction around the same statement.
  const result =
    cageChoice || correction
      ? await deps.db.transaction().execute(async (trx) => {
          const written = await deps.answers.complete(trx, write);
          if (!written.done) return written;
          if (cageChoice) {
            await deps.cageInfos.saveCageInfo(trx, {
              inspectionId: task.inspection_id,
              photoCode: task.photo_code,
              cageId,
              info: cageChoice.info,
              userId: me,
              taskId: held.taskId,
            });
          }
          if (original && inspector && correction) {
            await deps.qcFailures.record(trx, {
              original,
              qcTask: task,
              sessionId: inspection.session_id,
              inspector,
              qa: { id: me, username: claims.username },
              qaData: correction.qaData,
            });
          }
          return written;
        })
      : await deps.answers.complete(deps.db, write);
  if (!result.done) {
    // Not held within the lease any more: the same answer sent twice at once, or a lease run out.
    const now = await deps.tasks.findById(held.taskId);
    if (now && isSameAnswer(now, me, held.fingerprint)) return ANSWERED;
    throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
  }
  // Committed by now: whichever of two last answers commits second completes the inspection.
  if (result.othersHeld) await deps.answers.completeIfSettled(task.inspection_id);
  // Wakes as many waiting agents as tasks were queued, on every instance (as ingestion does).
  const queued = tally(result.released);
  if (queuesQc) queued[qcName] = (queued[qcName] ?? 0) + 1;
  deps.events.notifyQueued(queued);
  return ANSWERED;
}

/** Whether this INSPECT answer releases the inspection's tasks waiting for the vehicle (domain/vehicleWait). */
function endsVehicleWait(taskName: string, before: VehicleRow, changes: VehicleChanges | null): boolean {
  const facts = (v: Partial<VehicleRow>) => ({
    year: v.year,
    make: v.make,
    model: v.model,
    bodyType: v.body_type,
  });
  return releasesWaitingTasks(taskName, facts(before), facts({ ...before, ...changes }));
}

/** The vehicle columns an accepted answer fills, and every field merged into the vehicle's data. */
function vehicleChangesOf(fields: VehicleData, decoded: VehicleChanges | null): VehicleChanges {
  return {
    ...(fields.vin ? { vin: fields.vin } : {}),
    ...(fields.year !== undefined && fields.year !== "" ? { year: Number(fields.year) } : {}),
    ...(fields.make ? { make: fields.make } : {}),
    ...(fields.model ? { model: fields.model } : {}),
    ...(fields.body_type ? { body_type: fields.body_type } : {}),
    ...(fields.plate_number ? { vrm: fields.plate_number } : {}),
    ...(decoded ? { ...decoded, data: { ...fields, ...decoded.data } } : { data: { ...fields } }),
  };
}
