/**
 * Vehicle data rules (product §5 "createVehicle on photo 01" and "Other data rules").
 * `validateVehicleData` is the one check both the client form and the server's accept call run.
 */
import { TEXTS } from "./texts.ts";
import { checkVin, isHolman, normaliseVin, type VinContext } from "./vin.ts";

/** Vehicle data as entered on a task (product §3). Every field is optional on the wire. */
export interface VehicleData {
  vin?: string;
  serial?: string;
  pin?: string;
  plate_number?: string;
  make?: string;
  year?: number | string;
  model?: string;
  body_type?: string;
  trim_id?: string | number;
  option_id?: string | number;
  ext_id?: string | number;
  int_id?: string | number;
  int_status?: string;
  trans_agent?: string;
  odom_reading?: number | string;
  odom_unit?: string;
  wheel_front_left?: string;
  wheel_front_right?: string;
  wheel_rear_left?: string;
  wheel_rear_right?: string;
  source?: string;
  createVehicle?: boolean;
}

export type VehicleField = Exclude<keyof VehicleData, "createVehicle">;
export type VehicleErrors = Partial<Record<VehicleField, string>>;

export interface VehicleDataContext extends VinContext {
  photoCode: string;
  /**
   * The task's skill. Photo 08 carries plate, trim and damage tasks; the plate rule binds only the
   * plate tasks (plate_number, qc_plate). Unknown (undefined) keeps the spec's photo-code rule.
   */
  taskName?: string;
  /** The agent creates a vehicle with full fields (create-vehicle toggle off, product §4). */
  createVehicle?: boolean;
  /** For the year check; the caller passes the current year (no clock in the domain). */
  currentYear?: number;
  /** When known, a trim/option pair must be one of these packs. */
  trimPacks?: readonly TrimPackChoice[];
  /** When known, a body_type must be one of these: the task's offered list (bodyTypeChoices.ts). */
  bodyTypes?: readonly string[];
}

export const NOT_DECODED = TEXTS.notDecoded;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const filled = (value: unknown): boolean => !isBlank(value);

// ---------------------------------------------------------------- holman exclusivity

export const HOLMAN_ID_FIELDS = ["vin", "serial", "pin"] as const;
export type HolmanIdField = (typeof HOLMAN_ID_FIELDS)[number];

/**
 * Holman usecase: vin, serial and pin are mutually exclusive; entering one disables the other two.
 * Returns the fields to disable (none outside holman, none while all three are empty).
 */
export const disabledHolmanFields = (
  data: VehicleData,
  usecase: string | null | undefined,
): HolmanIdField[] => {
  if (!isHolman(usecase)) return [];
  const entered = HOLMAN_ID_FIELDS.filter((f) => filled(data[f]));
  if (entered.length === 0) return [];
  return HOLMAN_ID_FIELDS.filter((f) => !entered.includes(f));
};

// ---------------------------------------------------------------- normalising

/** Upper-cases vin (with the VIN normaliser), plate_number, serial and pin (product §5). */
export const normaliseVehicleData = (data: VehicleData, ctx: VinContext = {}): VehicleData => {
  const out: VehicleData = { ...data };
  if (typeof out.vin === "string") out.vin = normaliseVin(out.vin, ctx);
  for (const key of ["plate_number", "serial", "pin"] as const) {
    const value = out[key];
    if (typeof value === "string") out[key] = value.trim().toUpperCase();
  }
  return out;
};

/** A created vehicle: empty make and model become 'Not Decoded', createVehicle is set (product §4, §5). */
export const withCreatedVehicleDefaults = (data: VehicleData): VehicleData => ({
  ...data,
  make: isBlank(data.make) ? NOT_DECODED : data.make,
  model: isBlank(data.model) ? NOT_DECODED : data.model,
  createVehicle: true,
});

// ---------------------------------------------------------------- trim pack

export interface TrimPackChoice {
  trim_id: string | number;
  option_id: string | number;
}

/** Selecting a trim pack sets trim_id and option_id together; clearing it clears both (product §5). */
export const selectTrimPack = (data: VehicleData, pack: TrimPackChoice | null): VehicleData => {
  const { trim_id: _t, option_id: _o, ...rest } = data;
  return pack ? { ...rest, trim_id: pack.trim_id, option_id: pack.option_id } : rest;
};

// ---------------------------------------------------------------- create-vehicle toggle

/**
 * The create-vehicle toggle on VIN and plate tasks: on = enter only the VIN or plate, off = create a
 * vehicle with full fields. It starts on, except for session ids starting UKV or KVK (product §5).
 */
export const createVehicleToggleDefault = (sessionId: string | null | undefined): boolean =>
  !(sessionId?.startsWith("UKV") || sessionId?.startsWith("KVK"));

/** Toggle off means the vehicle is created, so createVehicle = !toggle (product §4). */
export const createVehicleFromToggle = (toggleOn: boolean): boolean => !toggleOn;

// ---------------------------------------------------------------- odometer and decode messages

export const ODOMETER_WARNING_YEARS = 2;

/** Photo 03: a vehicle two or more years old will mostly read over 10,000 km (product §5, §9). */
export const odometerWarning = (
  photoCode: string,
  vehicleYear: number | string | null | undefined,
  currentYear: number,
): string | null => {
  if (photoCode !== "03" || isBlank(vehicleYear)) return null;
  const year = Number(vehicleYear);
  if (!Number.isInteger(year)) return null;
  return year <= currentYear - ODOMETER_WARNING_YEARS ? TEXTS.odometerWarning(year) : null;
};

/** 'VinDecode Wrong Plz Input Again': photo 01 or 08, no error flagged, message not 'Success!' (product §5). */
export const showVinDecodeWrong = (args: {
  photoCode: string;
  hasError: boolean;
  message: string | null | undefined;
}): boolean =>
  (args.photoCode === "01" || args.photoCode === "08") && !args.hasError && args.message !== TEXTS.success;

// ---------------------------------------------------------------- tires and interior

export const WHEEL_FIELDS = [
  "wheel_front_left",
  "wheel_front_right",
  "wheel_rear_left",
  "wheel_rear_right",
] as const;
export type WheelField = (typeof WHEEL_FIELDS)[number];

/** Interior status is applied to component INTERIOR (product §5). */
export const INTERIOR_COMPONENT = "INTERIOR";

/**
 * Which wheels one tire damage choice applies to (product §5): all wheels, or the front or rear pair per
 * the task position. With the bmw damage table and differing tire sizes each wheel has its own choice.
 * Returns the groups of wheels sharing one choice.
 */
export const tireChoiceGroups = (args: {
  position?: "front" | "rear" | null;
  damageTable?: string | null;
  sameSizeType?: boolean;
}): WheelField[][] => {
  const wheels: WheelField[] =
    args.position === "front"
      ? ["wheel_front_left", "wheel_front_right"]
      : args.position === "rear"
        ? ["wheel_rear_left", "wheel_rear_right"]
        : [...WHEEL_FIELDS];
  const perWheel = args.damageTable === "bmw" && args.sameSizeType === false;
  return perWheel ? wheels.map((w) => [w]) : [wheels];
};

// ---------------------------------------------------------------- the one validator

const MIN_YEAR = 1900;
const PLATE_TASKS: readonly string[] = ["plate_number", "qc_plate"];

/**
 * Field → message for everything wrong in the payload; empty object when it may be accepted.
 * Rules (product §5), ours marked:
 * - photo 01, not createVehicle: VIN rule (vin.ts);
 * - photo 01, createVehicle: vin and body_type required, unless holman;
 * - photo 08 with decode vms: plate_number required;
 * - holman: at most one of vin, serial, pin;
 * - ours: a trim_id/option_id pair comes together (and from the packs when known);
 * - ours: year is a whole number from 1900 to next year; odom_reading a whole number ≥ 0;
 * - ours: a body_type is one of the body types the task offers (when the caller names them).
 */
export const validateVehicleData = (input: VehicleData, ctx: VehicleDataContext): VehicleErrors => {
  const data = normaliseVehicleData(input, { decode: ctx.decode });
  const errors: VehicleErrors = {};
  const holman = isHolman(ctx.usecase);
  const createVehicle = ctx.createVehicle ?? input.createVehicle ?? false;

  if (ctx.photoCode === "01") {
    if (createVehicle) {
      if (!holman) {
        if (isBlank(data.vin)) errors.vin = TEXTS.requiredField;
        if (isBlank(data.body_type)) errors.body_type = TEXTS.requiredField;
      }
    } else if (typeof input.vin === "string") {
      // Checked as sent (not truncated), so an 18-character VIN is refused by the server.
      const vin = checkVin(input.vin.trim(), ctx);
      if (!vin.ok) errors.vin = vin.message;
    }
  }

  const plateTask = ctx.taskName === undefined || PLATE_TASKS.includes(ctx.taskName);
  if (ctx.photoCode === "08" && ctx.decode === "vms" && plateTask && isBlank(data.plate_number)) {
    errors.plate_number = TEXTS.requiredField;
  }

  if (holman) {
    const entered = HOLMAN_ID_FIELDS.filter((f) => filled(data[f]));
    if (entered.length > 1) for (const f of entered) errors[f] = TEXTS.holmanOneIdentifier;
  }

  const hasTrim = filled(data.trim_id);
  const hasOption = filled(data.option_id);
  if (hasOption && !hasTrim) errors.trim_id = TEXTS.trimPackInvalid;
  else if (hasTrim && hasOption && ctx.trimPacks) {
    const known = ctx.trimPacks.some(
      (p) => String(p.trim_id) === String(data.trim_id) && String(p.option_id) === String(data.option_id),
    );
    if (!known) errors.option_id = TEXTS.trimPackInvalid;
  }

  if (filled(data.year)) {
    const year = Number(data.year);
    const max = ctx.currentYear === undefined ? Number.POSITIVE_INFINITY : ctx.currentYear + 1;
    if (!Number.isInteger(year) || year < MIN_YEAR || year > max) errors.year = TEXTS.yearInvalid;
  }

  if (filled(data.odom_reading)) {
    const reading = Number(data.odom_reading);
    if (!Number.isInteger(reading) || reading < 0) errors.odom_reading = TEXTS.odometerInvalid;
  }

  // As the select spells them: anything else would reach the vehicle, the cage match and the QC diff.
  if (ctx.bodyTypes && filled(data.body_type) && !ctx.bodyTypes.includes(String(data.body_type))) {
    errors.body_type = TEXTS.bodyTypeUnknown(String(data.body_type), ctx.bodyTypes);
  }

  return errors;
};

export const hasErrors = (errors: VehicleErrors): boolean => Object.keys(errors).length > 0;
