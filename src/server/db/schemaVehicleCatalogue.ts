/** The seeded vehicle catalogue behind GET /api/vehicle/trims/{id} (migration 0023_lookups_vehicle_catalogue). */
export interface VehicleColoursTable {
  id: string;
  make: string;
  /** "ext" or "int". */
  kind: string;
  /** The maker's paint or trim code; "" where not known (never guessed). */
  color_code: string;
  color_name: string;
  generic_name: string;
  hex_value: string;
  position: number;
}

export interface VehicleTrimsTable {
  id: string;
  make: string;
  model: string;
  year_from: number;
  year_to: number;
  name: string;
  transmission: string;
  transmission_type_id: number;
  engine: string;
  engine_type: string;
  fuel_type: string;
  drivetrain: string;
  position: number;
}

export interface VehicleTrimPacksTable {
  option_id: string;
  trim_id: string;
  /** "" for the trim's standard configuration. */
  package: string;
  position: number;
}

export interface VehicleCatalogueTables {
  vehicle_colours: VehicleColoursTable;
  vehicle_trims: VehicleTrimsTable;
  vehicle_trim_packs: VehicleTrimPacksTable;
}
