import type { ResponseOf } from "../../src/contract/call.ts";
import type { vehicleTrims } from "../../src/contract/catalogues.ts";

/**
 * The vehicle lookups' answer (GET /api/vehicle/trims/{id}) for a vehicle the catalogue does not know:
 * the year and every list empty. What the server builds (vehicleOffer.test) and what the task form is
 * given (ChoiceFields.test) start from the same value.
 */
export const noVehicleLookups = (year: number | null): ResponseOf<typeof vehicleTrims> => ({
  success: true,
  year,
  vehicle_trims: [],
  vehicle_trims_pack: [],
  vehicle_ext_colors: [],
  vehicle_int_colors: [],
  vehicle_transmissions: [],
});
