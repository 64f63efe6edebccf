import type { MessageBody } from "../../contract/call.ts";
import type { AcceptBody, FinishBody, RejectBody } from "../../contract/tasks.ts";
import { outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { isCageInfo } from "../../domain/cageFit.ts";
import { qcSkillFor } from "../../domain/photoCodes.ts";
import { passesRejection } from "../../domain/qcDiff.ts";
import { checkReject, rejectFrom } from "../../domain/rejectButtons.ts";
import type { Skill } from "../../domain/roles.ts";
import { TEXTS } from "../../domain/texts.ts";
import { leaseSeconds } from "../../domain/timer.ts";
import {
  normaliseVehicleData,
  type VehicleData,
  validateVehicleData,
  withCreatedVehicleDefaults,
} from "../../domain/vehicleData.ts";
import { isTestSession } from "../../domain/vin.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, conflict, forbidden, notFound } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type { InspectionsRepository, VehicleChanges } from "../repositories/inspections.ts";
import type { TaskCagesRepository } from "../repositories/taskCages.ts";
import type { TaskRow, TasksRepository } from "../repositories/tasks.ts";
import type { UsersRepository } from "../repositories/users.ts";
import { checkDamages, scoreAgainstTruth, stableJson, tireChoiceOf, vehicleFieldsOf } from "./answerRules.ts";
import { type QcFailureRecorder, qcAnswerOf } from "./qcFailure.ts";
import { splitCageChoice, type TaskCageResolver } from "./taskCage.ts";
import type { TaskQueueEvents } from "./taskQueueEvents.ts";
import type { VinDecoder } from "./vinDecoder.ts";

export type AnswerKind = "accepted" | "rejected" | "finished";
export type AnswerBody = AcceptBody | RejectBody | FinishBody;
const SUCCESS: MessageBody = { success: true, message: TEXTS.success };

/** Accept, reject, finish (server-behaviour §4): holder only, lease only, validated, idempotent. */
/** An API validation message (not a screen text): the workstation always sends a complete cageInfo. */
const CAGE_INFO_INVALID =
  "cageInfo must be {original_image, actual_image, cage} with positive sizes, on an exterior view (04, 05, 07, 08).";

export class AnswerService {
  constructor(
    private readonly db: Db,
    private readonly tasks: TasksRepository,
    private readonly inspections: InspectionsRepository,
    private readonly catalogues: CataloguesRepository,
    private readonly users: UsersRepository,
    private readonly activity: ActivityRepository,
    private readonly decoder: VinDecoder,
    private readonly events: TaskQueueEvents,
    private readonly qcShare: number,
    private readonly qcFailures: QcFailureRecorder,
    private readonly cages: TaskCageResolver,
    private readonly cageInfos: TaskCagesRepository,
  ) {}

  async answer(
    claims: TokenClaims,
    taskId: string,
    kind: AnswerKind,
    body: AnswerBody,
  ): Promise<MessageBody> {
    const me = claims.sub;
    const fingerprint = stableJson({ kind, body });
    const task = await this.tasks.findById(taskId);
    if (!task) throw notFound();
    if (this.isSameAnswer(task, me, fingerprint)) return SUCCESS;
    if (task.holder_id !== me || task.status !== "held") {
      if (task.status === "done" && task.answered_by === me) {
        throw conflict(TEXTS.taskAlreadyAnswered, "ALREADY_ANSWERED");
      }
      if (await this.activity.hasHeld(me, taskId)) throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
      throw forbidden(TEXTS.taskNotYours);
    }

    const [inspection, vehicle, setting, slot] = await Promise.all([
      this.inspections.findById(task.inspection_id),
      this.inspections.vehicleOf(task.inspection_id),
      this.catalogues.setting(task.name, task.photo_code),
      this.catalogues.slot(task.name, task.photo_code),
    ]);
    if (!inspection || !vehicle || !setting || !slot) throw notFound();
    const original =
      task.type === "QC" && task.original_task_id
        ? await this.tasks.findById(task.original_task_id)
        : undefined;
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
    const existing = original ? [] : await this.inspections.damagesOf(task.inspection_id, task.photo_code);
    const originalSlot = original ? await this.catalogues.slot(original.name, task.photo_code) : undefined;
    const damages = await checkDamages(
      original ? { ...task, name: original.name } : task,
      originalSlot?.type ?? slot.type,
      (body as FinishBody).damages,
      existing,
      this.catalogues,
      me,
      task.name === "tire" || original?.name === "tire"
        ? tireChoiceOf(task.photo_code, options, await this.inspections.tireInfo(inspection.session_id))
        : undefined,
    );

    const test = isTestSession(inspection.session_id, vehicle.vin);
    const score = test ? scoreAgainstTruth(fields, inspection.truth) : null;
    const inspector = original?.answered_by ? await this.users.findById(original.answered_by) : undefined;
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
    const outcome = await this.db.transaction().execute(async (trx) => {
      const locked = await this.tasks.lockById(trx, taskId);
      if (locked && this.isSameAnswer(locked, me, fingerprint)) return { queued: {} };
      const live = await this.tasks.findLiveHeldBy(trx, me);
      if (!locked || !live || live.id !== taskId) throw conflict(TEXTS.leaseExpired, "LEASE_EXPIRED");
      await this.tasks.markDone(trx, taskId, me, kind, answer);
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
      if (task.type === "INSPECT" && kind === "accepted") {
        const vin = fields.vin;
        await this.inspections.updateVehicle(trx, task.inspection_id, {
          ...(vin ? { vin } : {}),
          ...(fields.year !== undefined && fields.year !== "" ? { year: Number(fields.year) } : {}),
          ...(fields.make ? { make: fields.make } : {}),
          ...(fields.model ? { model: fields.model } : {}),
          ...(fields.body_type ? { body_type: fields.body_type } : {}),
          ...(fields.plate_number ? { vrm: fields.plate_number } : {}),
          ...(decoded ? { ...decoded, data: { ...fields, ...decoded.data } } : { data: { ...fields } }),
        });
      }
      if (task.type === "INSPECT") await this.inspections.insertDamages(trx, damages);
      if (original && inspector && verdict?.correction) {
        await this.qcFailures.record(trx, {
          original,
          qcTask: task,
          sessionId: inspection.session_id,
          inspector: { id: inspector.id, username: inspector.username },
          qa: { id: me, username: claims.username },
          qaData: verdict.qaData,
        });
      }
      await this.activity.taskEnded(trx, me, locked, kind);
      await this.users.setWorkStatus(trx, me, "Inspecting", "Waiting");
      let queued: Record<string, number> = {};
      if (task.type === "INSPECT" && Math.random() < this.qcShare) {
        await this.tasks.insert(trx, [
          {
            inspectionId: task.inspection_id,
            photoCode: task.photo_code,
            name: qcName,
            type: "QC",
            priority: task.priority,
            leaseS: leaseSeconds(qcSlot?.inspects.time, false),
            originalTaskId: task.id,
            originalHolderId: me,
          },
        ]);
        queued = { [qcName]: 1 };
      }
      await this.inspections.markCompletedIfDone(trx, task.inspection_id);
      return { queued };
    });
    this.events.notifyQueued(outcome.queued);
    return SUCCESS;
  }

  private isSameAnswer(task: TaskRow, userId: string, fingerprint: string): boolean {
    return task.status === "done" && task.answered_by === userId && task.answer?.fingerprint === fingerprint;
  }
}
