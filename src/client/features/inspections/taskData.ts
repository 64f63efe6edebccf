import type { AcceptBody } from "../../../contract/tasks.ts";
import { bodyTypeChoices, captOutlineOf, offersCaptOutlines } from "../../../domain/bodyTypeChoices.ts";
import { isDamageSkill } from "../../../domain/photoCodes.ts";
import {
  type AnswerDamageInput,
  buildTaskAnswer,
  emptyTaskForm,
  type FormContext,
  type FormSection,
  formSectionsFor,
  type TaskForm,
  tireComponentOf,
} from "../../../domain/taskForm.ts";
import { TEXTS } from "../../../domain/texts.ts";
import {
  createVehicleToggleDefault,
  INTERIOR_COMPONENT,
  type TrimPackChoice,
  type VehicleErrors,
  validateVehicleData,
  WHEEL_FIELDS,
} from "../../../domain/vehicleData.ts";
import { type VehicleMismatch, vehicleMismatchOf } from "../../../domain/vehicleMismatch.ts";
import type { VinContext } from "../../../domain/vin.ts";
import type { TaskPayload } from "./boardStore.ts";

type Option = { name: string; description: string };

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** What the form of a task depends on, read once from the task response (product §3). */
export interface TaskContext {
  /** The skill whose form shows: the task's own, or for QC the re-checked task's (product §1). */
  taskName: string;
  /** The task's own name, as the server validates it (qc, qc_plate, or the inspect skill). */
  serverTaskName: string;
  photoCode: string;
  isQc: boolean;
  sections: FormSection[];
  vinContext: VinContext;
  position: "front" | "rear" | null;
  damageTable: string | null;
  damagesSource: string | null;
  /** The vehicle's series in the damage table (bmw lookups send it as series_nme, product §7). */
  series: string | null;
  sessionId: string | null;
  slotOptions: Readonly<Record<string, readonly Option[]>>;
  odomUnits: readonly Option[];
  /** Damage work is answered on the photo: Finish sends the marked damages. */
  marksDamages: boolean;
  /** A CAPT QC with skip_vin names the body type with the ten outlines (domain bodyTypeChoices). */
  captOutlines: boolean;
  /** The body types the form's select offers. */
  bodyTypes: readonly string[];
}

const DEFAULT_ODOM_UNITS: Option[] = [
  { name: "km", description: "km" },
  { name: "mi", description: "mi" },
];

export function taskContext(payload: TaskPayload): TaskContext {
  const options = payload.inspection?.options ?? {};
  const isQc = payload.task.type === "QC";
  const taskName = (isQc ? payload.task.options.originalName : null) ?? payload.task.name;
  const photoCode = payload.task.photoCode;
  const usecase = str(options.usecase);
  // QC shows the re-checked task's form, so its choices too (the qc slot has no option lists).
  const slotOptions =
    (isQc ? payload.task.options.originalOptions : null) ?? payload.taskSlot?.inspects.options ?? {};
  const position = payload.taskSlot?.inspects.position;
  const captOutlines = offersCaptOutlines(isQc, payload.inspection);
  return {
    taskName,
    serverTaskName: payload.task.name,
    photoCode,
    isQc,
    sections: formSectionsFor(taskName, photoCode, usecase),
    vinContext: { decode: str(options.decode), usecase },
    position:
      position === "front" || position === "rear"
        ? position
        : photoCode === "06"
          ? "front"
          : photoCode === "15"
            ? "rear"
            : null,
    damageTable: str(options.damage_table),
    damagesSource: str(options.damages_source),
    series: payload.vehicle?.series ?? null,
    sessionId: payload.inspection?.sessionID ?? null,
    slotOptions,
    odomUnits:
      slotOptions.odom_unit && slotOptions.odom_unit.length > 0 ? slotOptions.odom_unit : DEFAULT_ODOM_UNITS,
    marksDamages: isDamageSkill(taskName) || taskName === "glass",
    captOutlines,
    bodyTypes: bodyTypeChoices(captOutlines),
  };
}

/** The inspector's answer a QC task carries (task.options.originalAnswer: {kind, body, vehicleMismatch}). */
export interface InspectorAnswer {
  kind: string;
  message: string | null;
  fields: Record<string, unknown>;
  damages: AnswerDamageInput[];
  /** A VIN the inspector accepted although it names another vehicle than the inspection's. */
  vehicleMismatch: VehicleMismatch | null;
}

export function inspectorAnswerOf(payload: TaskPayload): InspectorAnswer | null {
  const answer = payload.task.options.originalAnswer;
  if (!answer) return null;
  const body = (answer.body ?? {}) as Record<string, unknown>;
  const { message, damages, cageInfo: _c, from: _f, confirmVehicleMismatch: _v, ...fields } = body;
  return {
    kind: typeof answer.kind === "string" ? answer.kind : "",
    message: typeof message === "string" ? message : null,
    fields,
    damages: Array.isArray(damages) ? (damages as AnswerDamageInput[]) : [],
    vehicleMismatch: vehicleMismatchOf(answer.vehicleMismatch),
  };
}

const text = (value: unknown): string => (value === undefined || value === null ? "" : String(value));

/**
 * A new task's form: the toggle default by session id (UKV/KVK off, product §5); for QC, the inspector's
 * answer filled in, so the QA passes it as it is or corrects it.
 */
export function initialForm(ctx: TaskContext, inspector: InspectorAnswer | null): TaskForm {
  const form = emptyTaskForm({
    createToggleOn: createVehicleToggleDefault(ctx.sessionId),
    odomUnit: ctx.odomUnits[0]?.name ?? "km",
  });
  if (!inspector) return form;
  const f = inspector.fields;
  const keys = [
    "vin",
    "serial",
    "pin",
    "plate_number",
    "make",
    "year",
    "model",
    "body_type",
    "odom_reading",
    "trim_id",
    "option_id",
    "trans_agent",
    "ext_id",
    "int_id",
    "int_status",
  ] as const;
  for (const key of keys) if (f[key] !== undefined) form[key] = text(f[key]);
  // The inspector chose from the nine: the CAPT list starts at the same body type in outline words.
  if (ctx.captOutlines) form.body_type = captOutlineOf(form.body_type);
  if (f.odom_unit !== undefined) form.odom_unit = text(f.odom_unit);
  if (f.createVehicle === true) form.createToggleOn = false;
  for (const wheel of WHEEL_FIELDS) {
    if (f[wheel] !== undefined) form.wheels[wheel] = text(f[wheel]);
    const tire = inspector.damages.find((d) => d.component === tireComponentOf(wheel));
    if (tire) form.tires[wheel] = tire.damage_name;
  }
  const interior = inspector.damages.find((d) => d.component === INTERIOR_COMPONENT);
  if (interior) form.interiorDamage = interior.damage_name;
  return form;
}

export function formContext(ctx: TaskContext, extra: Partial<FormContext> = {}): FormContext {
  return {
    taskName: ctx.taskName,
    photoCode: ctx.photoCode,
    usecase: ctx.vinContext.usecase ?? null,
    decode: ctx.vinContext.decode ?? null,
    position: ctx.position,
    damageTable: ctx.damageTable,
    ...extra,
  };
}

/** The same check the server runs on accept (domain validateVehicleData), on the answer the form sends. */
export function formErrors(
  ctx: TaskContext,
  fields: AcceptBody,
  currentYear: number,
  trimPacks?: readonly TrimPackChoice[],
): VehicleErrors {
  return validateVehicleData(fields, {
    ...ctx.vinContext,
    photoCode: ctx.photoCode,
    taskName: ctx.serverTaskName,
    currentYear,
    ...(trimPacks ? { trimPacks } : {}),
  });
}

/**
 * Missing required fields get their mark only once the agent tries to accept (product §5 "missing
 * fields get an invalid mark and submit stops"); any other error blocks accept at once.
 */
export const isRequiredOnly = (errors: VehicleErrors): boolean =>
  Object.values(errors).every((m) => m === TEXTS.requiredField);

export const visibleErrors = (errors: VehicleErrors, submitted: boolean): VehicleErrors =>
  submitted
    ? errors
    : (Object.fromEntries(
        Object.entries(errors).filter(([, m]) => m !== TEXTS.requiredField),
      ) as VehicleErrors);

export { buildTaskAnswer };
