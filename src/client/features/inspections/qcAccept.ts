/**
 * Accept on a QC task of a photo-damage skill (issue 23, docs/decisions.md "Failed tasks"): the QA's
 * accept carries the photo's damages as Finish does, so corrections made on the photo are never dropped
 * by pressing 'Inspector answer is right'; the server diffs them alike (qcDiff) and the confirm dialog
 * says beforehand that they go with it. Pure, apart from the hook at the end.
 */
import { useSnapshot } from "valtio";
import type { AcceptBody } from "../../../contract/tasks.ts";
import type { Damage, DamageInput } from "../../../contract/taskTypes.ts";
import { type AnswerDamage, diffDamages } from "../../../domain/qcDiff.ts";
import type { AnswerDamageInput } from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import type { VehicleData } from "../../../domain/vehicleData.ts";
import { arrivalMarks, damageStore } from "./damageStore.ts";

/**
 * An accept's body past its message: the form's fields and damages (tire, interior; none at all when
 * the QA agrees with an inspector's rejection), and on a QC of a photo-damage task the photo's list
 * (`photo`, [] when the QA removed every one) whatever else: it is the QA's view of the photo.
 */
export function acceptBodyOf(args: {
  fields: VehicleData;
  formDamages: readonly AnswerDamageInput[];
  photo: readonly DamageInput[] | null;
  passesRejection: boolean;
}): Omit<AcceptBody, "message"> {
  const form = !args.passesRejection && args.formDamages.length > 0 ? args.formDamages : null;
  const damages = args.photo ?? form;
  return {
    ...(args.passesRejection ? {} : args.fields),
    ...(damages ? { damages: damages.map((d) => ({ ...d })) } : {}),
  };
}

/**
 * How many corrections the photo's damages make against the inspector's: the items the failed task
 * would get (the server's diff, run here on the same rule).
 */
export function photoCorrectionCount(
  inspector: readonly AnswerDamage[],
  photo: readonly AnswerDamage[],
): number {
  return diffDamages(inspector, photo, "").length;
}

/**
 * The confirm dialog's line on a QC of a photo-damage task when the QA's marks differ from the
 * inspector's (null otherwise): the accept sends them and the task is recorded as corrected.
 */
export function useQcAcceptNote(
  qcPhoto: boolean,
  originalDamages: readonly Damage[] | undefined,
  answerCopy: readonly AnswerDamageInput[],
): string | null {
  const { damages } = useSnapshot(damageStore);
  if (!qcPhoto) return null;
  const count = photoCorrectionCount(arrivalMarks(originalDamages, answerCopy), damages);
  return count > 0 ? TEXTS.qcAcceptCarriesCorrections(count) : null;
}
