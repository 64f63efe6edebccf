import type { MessageBody } from "../../contract/call.ts";
import type { AcceptBody, FinishBody, RejectBody } from "../../contract/tasks.ts";
import type { AnswerKind } from "../../domain/answerKind.ts";
import { outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { isCageInfo } from "../../domain/cageFit.ts";
import { qcSkillFor } from "../../domain/photoCodes.ts";
import { passesRejection } from "../../domain/qcDiff.ts";
import { checkReject, rejectFrom } from "../../domain/rejectButtons.ts";
import type { Skill } from "../../domain/roles.ts";
import { trimPackOf } from "../../domain/taskForm.ts";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import { leaseSeconds } from "../../domain/timer.ts";
import {
  normaliseVehicleData,
  type VehicleData,
  validateVehicleData,
  withCreatedVehicleDefaults,
} from "../../domain/vehicleData.ts";
import { releasesWaitingTasks } from "../../domain/vehicleWait.ts";
import { isTestSession } from "../../domain/vin.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import { AnswersRepository, type AnswerWrite } from "../repositories/answers.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type { InspectionsRepository, VehicleChanges, VehicleRow } from "../repositories/inspections.ts";
import type { TaskCagesRepository } from "../repositories/taskCages.ts";
import type { TaskRow, TasksRepository } from "../repositories/tasks.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { checkDamages, scoreAgainstTruth, stableJson, tireChoiceOf, vehicleFieldsOf } from "./answerRules.ts";
import { offerForVehicle, type VehicleFacts } from "./lookups.ts";
import { type QcFailureRecorder, qcAnswerOf } from "./qcFailure.ts";
import { splitCageChoice, type TaskCageResolver } from "./taskCage.ts";
import { type TaskQueueEvents, tally } from "./taskQueueEvents.ts";
import type { VinDecoder } from "./vinDecoder.ts";

export type AnswerBody = AcceptBody | RejectBody | FinishBody;
const SUCCESS: MessageBody = { success: true, message: TEXTS.success };

/** An API validation message (not a screen text): the workstation always sends a complete cageInfo. */
const CAGE_INFO_INVALID =
  "cageInfo must be {original_image, actual_image, cage} with positive sizes, on an exterior view (04, 05, 07, 08).";

/**
 * Accept, reject, finish (server-behaviour §4): holder only, lease only, validated, idempotent. An
 * answer is one read and one write statement (AnswersRepository), plus the session check.
 */
export class AnswerService {
  private readonly answers: AnswersRepository;
  constructor(
    private readonly db: Db,
    private readonly tasks: TasksRepository,
    // Kept in the wiring's order; the answer's reads and writes now go through AnswersRepository.
    _inspections: InspectionsRepository,
    private readonly catalogues: CataloguesRepository,
    _users: UsersRepository,
    private readonly activity: ActivityRepository,
    private readonly decoder: VinDecoder,
    private readonly events: TaskQueueEvents,
    private readonly qcShare: number,
    private readonly qcFailures: QcFailureRecorder,
    private readonly cages: TaskCageResolver,
    private readonly cageInfos: TaskCagesRepository,
  ) {
    this.answers = new AnswersRepository(db);
  }

  async answer(
    claims: TokenClaims,
    taskId: string,
    kind: AnswerKind,
    body: AnswerBody,
  ): Promise<MessageBody> {
    const me = claims.sub;
    const fingerprint = stableJson({ kind, body });
    const context = await this.answers.context(taskId);
    if (!context) throw notFound();
    const { task, inspection, vehicle, original, inspector } = context;
    if (this.isSameAnswer(task, me, fingerprint)) return SUCCESS;
    if (task.holder_id !== me || task.status !== "held") {
      if (task.status === DONE_TASK_STATUS && task.answered_by === me) {
        throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
      }
      if (await this.activity.hasHeld(me, taskId)) throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
      throw forbidden(TEXTS.taskNotYours);
    }

    const [setting, slot] = await Promise.all([
      this.catalogues.setting(task.name, task.photo_code),
      this.catalogues.slot(task.name, task.photo_code),
    ]);
    if (!inspection || !vehicle || !setting || !slot) throw notFound();
    const options = inspection.options as Record<string, unknown>;
    const decode = typeof options.decode === "string" ? options.decode : null;
    const usecase = typeof options.usecase === "string" ? options.usecase : null;

    // Accept and finish may carry the photo's cage alignment, with the cage chosen by T (cageId).
    const sentCage = kind === "rejected" ? undefined : (body as AcceptBody | FinishBody).cageInfo;
    if (sentCage !== undefined && (!outlineViewForPhoto(task.photo_code) || !isCageInfo(sentCage))) {
      throw badRequest(CAGE_INFO_INVALID);
    }
    const cageChoice = sentCage ? splitCageChoice(sentCage) : undefined;
    let fields: VehicleData = {};
    let decoded: VehicleChanges | null = null;
    if (kind === "rejected") {
      const reject = body as RejectBody;
      const check = checkReject(reject.message, setting.rejects, {
        inspection: {
          group: inspection.group,
          qcPassed: inspection.qc_passed,
          inspectionThemes: inspection.themes,
          options,
        },
        photoCode: task.photo_code,
        hasOdometerData: vehicle.data.odom_reading !== undefined,
      });
      if (!check.ok) throw badRequest(check.message);
      if (reject.from && reject.from !== rejectFrom(slot.type)) throw badRequest(TEXTS.rejectFromInvalid);
    } else if (kind === "accepted") {
      fields = vehicleFieldsOf(body as AcceptBody);
      const errors = passesRejection(original?.answer?.kind, fields)
        ? {}
        : validateVehicleData(fields, {
            photoCode: task.photo_code,
            taskName: task.name,
            decode,
            usecase,
            currentYear: new Date().getFullYear(),
            trimPacks: await this.trimPacksFor(fields, vehicle),
          });
      const first = Object.values(errors)[0];
      if (first) throw badRequest(first);
      fields = normaliseVehicleData(fields, { decode });
      // Validated whole numbers above; stored as numbers whatever the wire sent.
      if (fields.odom_reading !== undefined && fields.odom_reading !== "")
        fields.odom_reading = Number(fields.odom_reading);
      if (fields.year !== undefined && fields.year !== "") fields.year = Number(fields.year);
      if (fields.createVehicle) fields = withCreatedVehicleDefaults(fields);
      const wantsDecode = (decode === "vms" || decode === "kbb_us") && !fields.createVehicle;
      if (task.type === "INSPECT" && task.name === "vin" && wantsDecode && fields.vin) {
        const vin = await this.decoder.decode(fields.vin);
        // The agent keeps the task and tries again (spec §5 'VinDecode Wrong Plz Input Again').
        if (!vin) return { success: true, message: TEXTS.vinDecodeWrong };
        decoded = {
          year: vin.year,
          make: vin.make,
          model: vin.model,
          body_type: vin.bodyType,
          data: { decoded: { trim: vin.trim, series: vin.series, fuelType: vin.fuelType } },
        };
      }
    }
    // A QC answer re-checks the original task: its damages follow the original skill's rules and
    // replace the inspector's list (compared, never stored).
    const originalSlot = original ? await this.catalogues.slot(original.name, task.photo_code) : undefined;
    const damages = await checkDamages(
      original ? { ...task, name: original.name } : task,
      originalSlot?.type ?? slot.type,
      (body as FinishBody).damages,
      context.marks,
      this.catalogues,
      me,
      task.name === "tire" || original?.name === "tire"
        ? tireChoiceOf(task.photo_code, options, context.tires)
        : undefined,
    );

    const test = isTestSession(inspection.session_id, vehicle.vin);
    const score = test ? scoreAgainstTruth(fields, inspection.truth) : null;
    const verdict =
      original && inspector
        ? this.qcFailures.verdict(
            original,
            inspector.username,
            qcAnswerOf({ kind, body }, claims.username),
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
    const answer = { fingerprint, kind, body, ...(score ? { score } : {}), ...qc };

    // Read before the transaction: on PGlite a query outside it would wait for its lock.
    const qcName: Skill = qcSkillFor(task.name as Skill);
    const qcSlot = task.type === "INSPECT" ? await this.catalogues.slot(qcName, task.photo_code) : undefined;
    const cageId = cageChoice ? await this.cages.chosenFor(task, vehicle, cageChoice.cageId) : null;
    const queuesQc = task.type === "INSPECT" && Math.random() < this.qcShare;
    const vehicleChanges =
      task.type === "INSPECT" && kind === "accepted" ? vehicleChangesOf(fields, decoded) : null;
    const write: AnswerWrite = {
      taskId,
      userId: me,
      kind,
      answer,
      inspectionId: task.inspection_id,
      vehicle: vehicleChanges,
      damages: task.type === "INSPECT" ? damages : [],
      qc: queuesQc ? { name: qcName, leaseS: leaseSeconds(qcSlot?.inspects.time, false) } : null,
      releaseWaiting: task.type === "INSPECT" && endsVehicleWait(task.name, vehicle, vehicleChanges),
    };
    const correction = original && inspector && verdict?.correction ? verdict : null;
    // The common answer is one statement; a cage alignment or a QC failure adds rows of other
    // repositories, so those answers take a transaction around the same statement.
    const result =
      cageChoice || correction
        ? await this.db.transaction().execute(async (trx) => {
            const written = await this.answers.complete(trx, write);
            if (!written.done) return written;
            if (cageChoice) {
              await this.cageInfos.saveCageInfo(trx, {
                inspectionId: task.inspection_id,
                photoCode: task.photo_code,
                cageId,
                info: cageChoice.info,
                userId: me,
                taskId,
              });
            }
            if (original && inspector && correction) {
              await this.qcFailures.record(trx, {
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
        : await this.answers.complete(this.db, write);
    if (!result.done) {
      // Not held within the lease any more: the same answer sent twice at once, or a lease run out.
      const now = await this.tasks.findById(taskId);
      if (now && this.isSameAnswer(now, me, fingerprint)) return SUCCESS;
      throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
    }
    // Committed by now: whichever of two last answers commits second completes the inspection.
    if (result.othersHeld) await this.answers.completeIfSettled(task.inspection_id);
    // Wakes as many waiting agents as tasks were queued, on every instance (as ingestion does).
    const queued = tally(result.released);
    if (queuesQc) queued[qcName] = (queued[qcName] ?? 0) + 1;
    this.events.notifyQueued(queued);
    return SUCCESS;
  }

  /** The packs the session's lookup offers (spec §5 trim pack), read only when the answer names one. */
  private async trimPacksFor(fields: VehicleData, vehicle: VehicleFacts) {
    if (fields.trim_id === undefined && fields.option_id === undefined) return undefined;
    const offer = await offerForVehicle(this.catalogues, this.decoder, vehicle);
    return offer.vehicle_trims_pack.map(trimPackOf);
  }

  private isSameAnswer(task: TaskRow, userId: string, fingerprint: string): boolean {
    return (
      task.status === DONE_TASK_STATUS &&
      task.answered_by === userId &&
      task.answer?.fingerprint === fingerprint
    );
  }
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
