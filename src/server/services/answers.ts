import type { MessageBody } from "../../contract/call.ts";
import type { AcceptBody, FinishBody, RejectBody } from "../../contract/tasks.ts";
import { bodyTypeChoices, offersCaptOutlines } from "../../domain/bodyTypeChoices.ts";
import { outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { isCageInfo } from "../../domain/cageFit.ts";
import { passesRejection } from "../../domain/qcDiff.ts";
import { checkReject, rejectFrom } from "../../domain/rejectButtons.ts";
import { trimPackOf } from "../../domain/taskForm.ts";
import { TEXTS } from "../../domain/texts.ts";
import {
  normaliseVehicleData,
  type VehicleData,
  validateVehicleData,
  withCreatedVehicleDefaults,
} from "../../domain/vehicleData.ts";
import { identityOf, VEHICLE_MISMATCH, vehicleLabel, vehicleMismatch } from "../../domain/vehicleMismatch.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { badRequest, conflict } from "../errors.ts";
import type { ActivityRepository } from "../repositories/activity.ts";
import { AnswersRepository } from "../repositories/answers.ts";
import { type AnswerCommitDeps, commitAnswer, type Settled } from "./answerCommit.ts";
import { type AnswerBody, type HeldTask, heldTask } from "./answerContext.ts";
import { vehicleFieldsOf } from "./answerRules.ts";
import { offerForVehicle } from "./lookups.ts";
import { splitCageChoice } from "./taskCage.ts";
import type { VinDecoder } from "./vinDecoder.ts";

/** An API validation message (not a screen text): the workstation always sends a complete cageInfo. */
const CAGE_INFO_INVALID =
  "cageInfo must be {original_image, actual_image, cage} with positive sizes, on an exterior view (04, 05, 07, 08).";

export type AnswerServiceDeps = Omit<AnswerCommitDeps, "answers"> & {
  activity: ActivityRepository;
  decoder: VinDecoder;
};

/**
 * Accept, reject, finish (product §S4): holder only, lease only, validated, idempotent. Each
 * is its own path of checks over the same read (answerContext.ts) and the same write (answerCommit.ts):
 * one read and one write statement in the common case, plus the session check.
 */
export class AnswerService {
  private readonly deps: AnswerCommitDeps & AnswerServiceDeps;

  constructor(deps: AnswerServiceDeps) {
    this.deps = { ...deps, answers: new AnswersRepository(deps.db) };
  }

  /** Accept: the vehicle fields validated (and a VIN decoded) for INSPECT tasks; a QC pass for QC tasks. */
  accept(claims: TokenClaims, taskId: string, body: AcceptBody): Promise<MessageBody> {
    return this.settle(claims, taskId, "accepted", body, async (held) => {
      const cageChoice = this.cageChoiceOf(held, body.cageInfo);
      const checked = await this.acceptedFields(held, body);
      if ("message" in checked) return checked;
      return { ...checked, cageChoice, damages: (body as FinishBody).damages };
    });
  }

  /** Reject: one of the slot's reasons, allowed for this inspection, from the slot's side. */
  reject(claims: TokenClaims, taskId: string, body: RejectBody): Promise<MessageBody> {
    return this.settle(
      claims,
      taskId,
      "rejected",
      body,
      async ({ task, inspection, vehicle, setting, slot, options }) => {
        const check = checkReject(body.message, setting.rejects, {
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
        if (body.from && body.from !== rejectFrom(slot.type)) throw badRequest(TEXTS.rejectFromInvalid);
        return { damages: (body as FinishBody).damages };
      },
    );
  }

  /** Finish: a damage task's marks (and the photo's cage alignment). */
  finish(claims: TokenClaims, taskId: string, body: FinishBody): Promise<MessageBody> {
    return this.settle(claims, taskId, "finished", body, async (held) => ({
      cageChoice: this.cageChoiceOf(held, body.cageInfo),
      damages: body.damages,
    }));
  }

  /** Reads the held task, runs the kind's own checks, then the shared write; a message ends it early. */
  private async settle(
    claims: TokenClaims,
    taskId: string,
    kind: HeldTask["kind"],
    body: AnswerBody,
    check: (held: HeldTask) => Promise<Settled | MessageBody>,
  ): Promise<MessageBody> {
    const held = await heldTask(this.deps, claims, taskId, kind, body);
    if ("message" in held) return held;
    const settled = await check(held);
    if ("message" in settled) return settled;
    return commitAnswer(this.deps, held, settled);
  }

  /** Accept and finish may carry the photo's cage alignment, with the cage chosen by T (cageId). */
  private cageChoiceOf(held: HeldTask, sent: Record<string, unknown> | undefined) {
    if (sent === undefined) return undefined;
    if (!outlineViewForPhoto(held.task.photo_code) || !isCageInfo(sent)) throw badRequest(CAGE_INFO_INVALID);
    return splitCageChoice(sent);
  }

  /** The accepted vehicle fields, validated and normalised; the VIN decoded where the inspection asks. */
  private async acceptedFields(
    { task, vehicle, original, decode, usecase, inspection, options }: HeldTask,
    body: AcceptBody,
  ): Promise<Pick<Settled, "fields" | "decoded" | "vehicleMismatch"> | MessageBody> {
    let fields = vehicleFieldsOf(body);
    // The body types the task's form offers: the nine, or on a CAPT QC with skip_vin the ten outlines.
    const captOutlines = offersCaptOutlines(task.type === "QC", {
      inspectionThemes: inspection.themes,
      options,
    });
    const errors = passesRejection(original?.answer?.kind, fields)
      ? {}
      : validateVehicleData(fields, {
          photoCode: task.photo_code,
          taskName: task.name,
          decode,
          usecase,
          currentYear: new Date().getFullYear(),
          trimPacks: await this.trimPacksFor(fields, vehicle),
          bodyTypes: bodyTypeChoices(captOutlines),
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
    if (!(task.type === "INSPECT" && task.name === "vin" && wantsDecode && fields.vin)) {
      return { fields, decoded: null };
    }
    const vin = await this.deps.decoder.decode(fields.vin);
    // The agent keeps the task and tries again (product §5 'VinDecode Wrong Plz Input Again').
    if (!vin) return { success: true, message: TEXTS.vinDecodeWrong };
    // The decode re-points the inspection's later work: another vehicle than the one it knew is
    // confirmed by the agent first (nothing is written before), then kept on the answer for QC.
    const mismatch = vehicleMismatch(identityOf(vin), identityOf(vehicle));
    if (mismatch && body.confirmVehicleMismatch !== true) {
      const message = TEXTS.vehicleMismatch(vehicleLabel(mismatch.decoded), vehicleLabel(mismatch.known));
      throw conflict(message, VEHICLE_MISMATCH, { vehicleMismatch: mismatch });
    }
    const decoded = {
      year: vin.year,
      make: vin.make,
      model: vin.model,
      body_type: vin.bodyType,
      data: { decoded: { trim: vin.trim, series: vin.series, fuelType: vin.fuelType } },
    };
    return { fields, decoded, vehicleMismatch: mismatch };
  }

  /** The packs the session's lookup offers (product §5 trim pack), read only when the answer names one. */
  private async trimPacksFor(fields: VehicleData, vehicle: HeldTask["vehicle"]) {
    if (fields.trim_id === undefined && fields.option_id === undefined) return undefined;
    const offer = await offerForVehicle(this.deps.catalogues, this.deps.decoder, vehicle);
    return offer.vehicle_trims_pack.map(trimPackOf);
  }
}
