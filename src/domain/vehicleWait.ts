/**
 * Tasks that need the vehicle wait for it (our rule, docs/decisions.md "Tasks that need the vehicle
 * wait for it"; the spec is silent). An inspection that arrives without its vehicle learns it from its
 * VIN task; until then some of its work cannot be done:
 * - damage_* on the exterior views: the photo's cage is chosen by make, model, year and body type;
 * - trim_id, ext_id and interior: their trim, pack, transmission and colour choices are the vehicle's
 *   (GET /api/vehicle/trims/{id} looks them up by make, model and year).
 * The rest (vin, odom, plate_number, tire, glass) is done from the photo alone.
 */
import { isDamageSkill, isExteriorCode } from "./photoCodes.ts";
import { NOT_DECODED } from "./vehicleData.ts";

/** The task status of work that waits for the inspection's vehicle (dispatch hands out only `queued`). */
export const AWAITING_VEHICLE = "awaiting_vehicle";

/** Statuses of a task that is not done yet: an inspection with one of these is not complete. */
export const OPEN_TASK_STATUSES = [AWAITING_VEHICLE, "queued", "held"] as const;

const LOOKUP_SKILLS: readonly string[] = ["trim_id", "ext_id", "interior"];

/** Whether a task of this skill on this photo code can only be done once the vehicle is known. */
export const needsVehicle = (skill: string, photoCode: string): boolean =>
  (isDamageSkill(skill) && isExteriorCode(photoCode)) || LOOKUP_SKILLS.includes(skill);

export interface VehicleFacts {
  year?: number | string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  bodyType?: string | null | undefined;
}

const named = (value: string | null | undefined): boolean =>
  typeof value === "string" && value.trim() !== "" && value !== NOT_DECODED;

/** The vehicle is known when its year, make, model and body type are ('Not Decoded' is not a name). */
export const isVehicleKnown = (v: VehicleFacts | null | undefined): boolean =>
  !!v &&
  v.year !== null &&
  v.year !== undefined &&
  String(v.year).trim() !== "" &&
  named(v.make) &&
  named(v.model) &&
  named(v.bodyType);

/**
 * Whether an inspection's vehicle-dependent tasks are created waiting: only while its vehicle is not
 * known AND a VIN task will make it known (without a VIN task nothing would ever release them).
 */
export const tasksWaitForVehicle = (vehicle: VehicleFacts | null | undefined, hasVinTask: boolean): boolean =>
  hasVinTask && !isVehicleKnown(vehicle);

/**
 * Whether a finished INSPECT answer releases the inspection's waiting tasks: only while the vehicle was
 * not known before it (else none waits), when the VIN task ends (with or without a vehicle: nothing
 * waits forever) or the answer leaves the vehicle known.
 */
export const releasesWaitingTasks = (
  taskName: string,
  vehicleBefore: VehicleFacts | null,
  vehicleAfter: VehicleFacts | null,
): boolean => !isVehicleKnown(vehicleBefore) && (taskName === "vin" || isVehicleKnown(vehicleAfter));
