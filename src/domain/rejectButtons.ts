/**
 * Which reject options a task shows (product §5 "Reject buttons are hidden when", product §4 holman).
 * The server refuses a reject whose reason is not visible, with the same function.
 */
import { TEXTS } from "./texts.ts";
import { isHolman } from "./vin.ts";

export interface RejectOption {
  name: string;
  description: string;
}

export interface InspectionTheme {
  name: string;
  themeColor?: string;
}

/** The parts of inspection info (product §3) the reject rules read. */
export interface RejectInspectionInfo {
  group?: string | null;
  qcPassed?: boolean;
  inspectionThemes?: InspectionTheme | readonly InspectionTheme[] | null;
  options?: {
    usecase?: string | null;
    qc_only_accept?: boolean;
    qc_on_having_odometer?: boolean;
    skip_vehicle_data_check?: boolean;
    skip_vehicle_record_check?: boolean;
    reject_vin_not_from_vehicle?: boolean;
    customized?: { custom_skip_qc?: readonly string[] | null; skip_vin?: boolean } | null;
  } | null;
}

export interface RejectContext {
  inspection: RejectInspectionInfo;
  photoCode: string;
  /** Odometer data exists for the vehicle (reference or inspected). */
  hasOdometerData: boolean;
}

export const MISMATCHED_RECORD = "mismatched_record";
export const MISMATCHED_VEHICLE = "mismatched_vehicle";
export const VIN_NOT_FROM_VEHICLE = "vin_not_from_vehicle";
export const NO_ODOMETER = "no_odometer";

/**
 * Group families (our reading of "DEFAULT groups" / "AMZ groups"): a group belongs to a family when
 * its name, upper-cased, starts with the family name (DEFAULT, DEFAULT_US, AMZ, AMZ-EU ...).
 * A missing or empty group is the DEFAULT group.
 */
export const groupFamily = (group: string | null | undefined): "DEFAULT" | "AMZ" | "OTHER" => {
  const g = (group ?? "").trim().toUpperCase();
  if (g === "" || g.startsWith("DEFAULT")) return "DEFAULT";
  if (g.startsWith("AMZ")) return "AMZ";
  return "OTHER";
};

/** The CAPT theme is special (product §3); themes may come as one object or a list. */
export const hasTheme = (themes: RejectInspectionInfo["inspectionThemes"], name: string): boolean => {
  if (!themes) return false;
  const list: readonly InspectionTheme[] = Array.isArray(themes) ? themes : [themes as InspectionTheme];
  return list.some((t) => t.name?.toUpperCase() === name);
};

/** True when every reject is hidden for this task (rejects cannot be used at all). */
export const allRejectsHidden = (ctx: RejectContext): boolean => {
  const { inspection, photoCode } = ctx;
  const options = inspection.options ?? {};
  if (isHolman(options.usecase)) return true; // product §4: holman, reject hidden
  if (inspection.qcPassed && groupFamily(inspection.group) === "DEFAULT") return true;
  if (options.qc_only_accept) return true;
  if (options.customized?.custom_skip_qc?.includes(photoCode)) return true;
  return false;
};

/** Whether one reject option is visible, given the task (product §5, the eight bullets). */
export const isRejectVisible = (name: string, ctx: RejectContext): boolean => {
  if (allRejectsHidden(ctx)) return false;
  const { inspection, photoCode, hasOdometerData } = ctx;
  const options = inspection.options ?? {};
  if (
    groupFamily(inspection.group) === "AMZ" &&
    !inspection.qcPassed &&
    (name === MISMATCHED_RECORD || name === MISMATCHED_VEHICLE)
  )
    return false;
  if (name === MISMATCHED_RECORD && options.skip_vehicle_record_check) return false;
  if (name === MISMATCHED_VEHICLE && options.skip_vehicle_data_check) return false;
  if (
    name === VIN_NOT_FROM_VEHICLE &&
    !options.reject_vin_not_from_vehicle &&
    !hasTheme(inspection.inspectionThemes, "CAPT")
  )
    return false;
  if (
    photoCode === "03" &&
    hasOdometerData &&
    options.qc_on_having_odometer &&
    (name === NO_ODOMETER || name === MISMATCHED_VEHICLE)
  )
    return false;
  return true;
};

/** The reject options to show, in the task settings' order. */
export const visibleRejects = <R extends RejectOption>(rejects: readonly R[], ctx: RejectContext): R[] =>
  rejects.filter((r) => isRejectVisible(r.name, ctx));

export type RejectCheck = { ok: true; reject: RejectOption } | { ok: false; message: string };

/**
 * Server side: a reject is accepted only when its reason is one of the task's reject options and
 * visible for this task. The reason is looked up by name or by description (the client sends the
 * description as the reject message).
 */
export const checkReject = (
  reason: string,
  rejects: readonly RejectOption[],
  ctx: RejectContext,
): RejectCheck => {
  const reject = rejects.find((r) => r.name === reason || r.description === reason);
  if (!reject || !isRejectVisible(reject.name, ctx)) return { ok: false, message: TEXTS.rejectNotAvailable };
  return { ok: true, reject };
};

/** A QC slot type makes a reject carry from 'QC', otherwise from 'INSPECT' (product §6). */
export const rejectFrom = (slotType: string | null | undefined): "QC" | "INSPECT" =>
  slotType?.toUpperCase() === "QC" ? "QC" : "INSPECT";
