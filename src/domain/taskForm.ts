/**
 * The data-entry form of a task (product §2 "the data-entry form (varies by task name and photo code)",
 * §5 data rules): which sections a task shows, the form's state, and the answer it sends.
 * Pure: the client renders it, the server validates the answer with validateVehicleData and
 * checkTireDamages, so one implementation serves both sides.
 */
import { TIRE_MATERIAL } from "./damagePlacement.ts";
import {
  createVehicleFromToggle,
  INTERIOR_COMPONENT,
  normaliseVehicleData,
  type TrimPackChoice,
  tireChoiceGroups,
  type VehicleData,
  WHEEL_FIELDS,
  type WheelField,
  withCreatedVehicleDefaults,
} from "./vehicleData.ts";
import { isHolman } from "./vin.ts";

export type FormSection =
  | "vin"
  | "identifiers"
  | "plate"
  | "createVehicle"
  | "odometer"
  | "trim"
  | "transmission"
  | "extColor"
  | "intColor"
  | "interior"
  | "tires"
  | "wheelMaterial";

/**
 * Sections per task name, each only on the photo code the spec ties it to (VIN 01, odometer 03,
 * plate 08). Ours where the spec says "varies": trim with transmission, interior with interior colour,
 * tires with wheel material. Damage and glass tasks are answered on the photo (the workstation).
 */
const SECTIONS_BY_TASK: Readonly<Record<string, readonly FormSection[]>> = {
  vin: ["vin", "createVehicle"],
  plate_number: ["plate", "createVehicle"],
  odom: ["odometer"],
  trim_id: ["trim", "transmission"],
  ext_id: ["extColor"],
  interior: ["interior", "intColor"],
  tire: ["tires", "wheelMaterial"],
};

const PHOTO_OF_SECTION: Partial<Record<FormSection, string>> = { vin: "01", plate: "08", odometer: "03" };

/** The sections of a task's form. Holman VIN tasks show vin, serial and pin together (product §5). */
export const formSectionsFor = (
  taskName: string,
  photoCode: string,
  usecase?: string | null,
): FormSection[] => {
  const sections = (SECTIONS_BY_TASK[taskName] ?? []).filter((s) => {
    const code = PHOTO_OF_SECTION[s];
    return code === undefined || code === photoCode;
  });
  if (!sections.includes("vin") && !sections.includes("plate")) {
    return sections.filter((s) => s !== "createVehicle");
  }
  return isHolman(usecase) && sections.includes("vin") ? ["identifiers", ...sections] : sections;
};

export interface TaskForm {
  vin: string;
  serial: string;
  pin: string;
  plate_number: string;
  /** The create-vehicle toggle: on = enter only the VIN or plate; off = create a vehicle (product §4). */
  createToggleOn: boolean;
  make: string;
  year: string;
  model: string;
  body_type: string;
  odom_reading: string;
  odom_unit: string;
  trim_id: string;
  option_id: string;
  trans_agent: string;
  ext_id: string;
  int_id: string;
  int_status: string;
  /** The interior damage chosen from the damage table (component INTERIOR), '' for none. */
  interiorDamage: string;
  /** Tire damage name per wheel ('' = none); a choice is set on its whole group. */
  tires: Record<WheelField, string>;
  /** Wheel material per wheel ('' = not set). */
  wheels: Record<WheelField, string>;
}

const perWheel = (value = ""): Record<WheelField, string> =>
  Object.fromEntries(WHEEL_FIELDS.map((w) => [w, value])) as Record<WheelField, string>;

export const emptyTaskForm = (defaults: { createToggleOn: boolean; odomUnit?: string }): TaskForm => ({
  vin: "",
  serial: "",
  pin: "",
  plate_number: "",
  createToggleOn: defaults.createToggleOn,
  make: "",
  year: "",
  model: "",
  body_type: "",
  odom_reading: "",
  odom_unit: defaults.odomUnit ?? "km",
  trim_id: "",
  option_id: "",
  trans_agent: "",
  ext_id: "",
  int_id: "",
  int_status: "",
  interiorDamage: "",
  tires: perWheel(),
  wheels: perWheel(),
});

/** Sets one choice on every wheel of a group (product §5: all wheels, a pair, or one wheel for bmw). */
export const setWheelGroup = (
  values: Record<WheelField, string>,
  group: readonly WheelField[],
  value: string,
): Record<WheelField, string> => {
  const next = { ...values };
  for (const w of group) next[w] = value;
  return next;
};

/** The TIRE component of a wheel field: wheel_front_left -> TIRE_FRONT_LEFT. */
export const tireComponentOf = (wheel: WheelField): string => wheel.replace(/^wheel_/, "TIRE_").toUpperCase();

export interface DamageChoiceInfo {
  damage_name: string;
  damage_type?: string | null;
  grade_score?: number | null;
  material?: string | null;
  source?: string | null;
  unit_measure?: string | null;
}

export interface AnswerDamageInput {
  component: string;
  damage_group: string;
  damage_name: string;
  material?: string;
  source?: string;
  damage_type?: string;
  grade_score?: number;
}

export interface FormContext {
  taskName: string;
  photoCode: string;
  usecase?: string | null;
  decode?: string | null;
  /** The tire task's position (taskSlot.inspects.position). */
  position?: "front" | "rear" | null;
  damageTable?: string | null;
  sameSizeType?: boolean;
  /** Damage choices by name (tire and interior), for grade and material. */
  choices?: readonly DamageChoiceInfo[];
}

export interface TaskAnswer {
  fields: VehicleData;
  damages: AnswerDamageInput[];
}

const set = (out: VehicleData, key: keyof VehicleData, value: string): void => {
  const v = value.trim();
  if (v !== "") (out as Record<string, unknown>)[key] = v;
};

const damageOf = (
  component: string,
  group: string,
  name: string,
  choices: readonly DamageChoiceInfo[] | undefined,
  material?: string,
): AnswerDamageInput => {
  const c = choices?.find((d) => d.damage_name === name);
  return {
    component,
    damage_group: group,
    damage_name: name,
    ...((c?.material ?? material) ? { material: c?.material ?? material } : {}),
    ...(c?.source ? { source: c.source } : {}),
    ...(c?.damage_type ? { damage_type: c.damage_type } : {}),
    ...(typeof c?.grade_score === "number" ? { grade_score: c.grade_score } : {}),
  };
};

/** The wheels a tire task covers (its position's pair, or all four). */
export const wheelsOfTask = (position: FormContext["position"]): WheelField[] =>
  tireChoiceGroups({ position }).flat();

/**
 * What accept sends for this form (product §5, §7): only the sections the task shows, upper-cased
 * identifiers, createVehicle with 'Not Decoded' defaults when the toggle is off, trim and option
 * together, tire damages per wheel (TIRE_* components, Rubber) and the interior status on INTERIOR.
 */
export const buildTaskAnswer = (form: TaskForm, ctx: FormContext): TaskAnswer => {
  const sections = formSectionsFor(ctx.taskName, ctx.photoCode, ctx.usecase);
  const has = (s: FormSection) => sections.includes(s);
  let fields: VehicleData = {};
  const damages: AnswerDamageInput[] = [];
  if (has("vin")) set(fields, "vin", form.vin);
  if (has("identifiers")) {
    set(fields, "serial", form.serial);
    set(fields, "pin", form.pin);
  }
  if (has("plate")) set(fields, "plate_number", form.plate_number);
  const creating = has("createVehicle") && createVehicleFromToggle(form.createToggleOn);
  if (creating) {
    set(fields, "make", form.make);
    set(fields, "year", form.year);
    set(fields, "model", form.model);
    set(fields, "body_type", form.body_type);
    fields = withCreatedVehicleDefaults(fields);
  }
  if (has("odometer")) {
    set(fields, "odom_reading", form.odom_reading);
    set(fields, "odom_unit", form.odom_unit);
  }
  if (has("trim") && form.trim_id !== "") {
    fields.trim_id = form.trim_id;
    if (form.option_id !== "") fields.option_id = form.option_id;
  }
  if (has("transmission")) set(fields, "trans_agent", form.trans_agent);
  if (has("extColor")) set(fields, "ext_id", form.ext_id);
  if (has("intColor")) set(fields, "int_id", form.int_id);
  if (has("interior")) {
    set(fields, "int_status", form.int_status);
    if (form.interiorDamage !== "") {
      damages.push(damageOf(INTERIOR_COMPONENT, "INTERIOR", form.interiorDamage, ctx.choices));
    }
  }
  if (has("tires") || has("wheelMaterial")) {
    for (const wheel of wheelsOfTask(ctx.position)) {
      if (has("wheelMaterial")) set(fields, wheel, form.wheels[wheel]);
      const tire = form.tires[wheel];
      if (has("tires") && tire !== "") {
        damages.push(damageOf(tireComponentOf(wheel), "TIRE", tire, ctx.choices, TIRE_MATERIAL));
      }
    }
  }
  return { fields: normaliseVehicleData(fields, { decode: ctx.decode ?? null }), damages };
};

/** The pack a trim list entry stands for, as the form stores it. */
export const trimPackOf = (entry: { trim: { trim_id: string }; option: { option_id: string } }) =>
  ({ trim_id: entry.trim.trim_id, option_id: entry.option.option_id }) satisfies TrimPackChoice;

export type TireCheck = { ok: true } | { ok: false; reason: "wheel" | "split" };

/**
 * Server side of the tire rule (product §5): a tire task's damages are on its own wheels (the position's
 * pair, or all four), and wheels that share one choice carry the same damage. With `perWheel`
 * (bmw with differing sizes) each wheel may differ.
 */
export const checkTireDamages = (
  damages: readonly { component: string; damage_name: string }[],
  ctx: { position?: "front" | "rear" | null; perWheel: boolean },
): TireCheck => {
  const wheels = wheelsOfTask(ctx.position);
  const byComponent = new Map(wheels.map((w) => [tireComponentOf(w), w] as const));
  const names = new Map<WheelField, string>();
  for (const d of damages) {
    const wheel = byComponent.get(d.component);
    if (!wheel) return { ok: false, reason: "wheel" };
    names.set(wheel, d.damage_name);
  }
  if (ctx.perWheel || names.size === 0) return { ok: true };
  const groups = tireChoiceGroups({ position: ctx.position });
  for (const group of groups) {
    const values = new Set(group.map((w) => names.get(w) ?? ""));
    if (values.size > 1) return { ok: false, reason: "split" };
  }
  return { ok: true };
};
