import type { VehicleData, VehicleErrors } from "../../../domain/vehicleData.ts";
import { validateVehicleData } from "../../../domain/vehicleData.ts";
import type { VinContext } from "../../../domain/vin.ts";

/** The fields this slice's form takes, per photo code: 01 VIN, 03 odometer, 08 plate number. */
export interface TaskFormData {
  vin: string;
  odom_reading: string;
  odom_unit: string;
  plate_number: string;
}

export const emptyForm = (odomUnit = "km"): TaskFormData => ({
  vin: "",
  odom_reading: "",
  odom_unit: odomUnit,
  plate_number: "",
});

/** What accept sends for this photo code (only the fields the form shows, empty ones left out). */
export function formPayload(photoCode: string, form: TaskFormData): VehicleData {
  const data: VehicleData = {};
  if (photoCode === "01" && form.vin.trim()) data.vin = form.vin.trim();
  if (photoCode === "03") {
    if (form.odom_reading.trim()) data.odom_reading = form.odom_reading.trim();
    if (form.odom_unit) data.odom_unit = form.odom_unit;
  }
  if (photoCode === "08" && form.plate_number.trim()) data.plate_number = form.plate_number.trim();
  return data;
}

/** The same check the server runs on accept (domain validateVehicleData). */
export function formErrors(
  photoCode: string,
  form: TaskFormData,
  ctx: VinContext,
  currentYear: number,
): VehicleErrors {
  return validateVehicleData(formPayload(photoCode, form), { ...ctx, photoCode, currentYear });
}
