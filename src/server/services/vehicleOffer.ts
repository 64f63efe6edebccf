import type { Selectable } from "kysely";
import type {
  VehicleColoursTable,
  VehicleTrimPacksTable,
  VehicleTrimsTable,
} from "../db/schemaVehicleCatalogue.ts";

export type TrimRow = Selectable<VehicleTrimsTable>;
export type PackRow = Selectable<VehicleTrimPacksTable>;
export type ColourRow = Selectable<VehicleColoursTable>;

/** The session's vehicle as the lookups see it: decoded VIN first, else the vehicle data. */
export interface VehicleIdentity {
  year: number | null;
  make: string;
  model: string;
  /** vPIC's trim text, which may list several trims ("GLS/GLS Preferred/ Limited"). */
  decodedTrim: string | null;
  series: string | null;
}

const key = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

/** The trim names a decoded trim text stands for: split on "/", without parenthesised codes. */
export const decodedTrimNames = (decoded: string | null): string[] =>
  (decoded ?? "")
    .split("/")
    .map((part) => part.replace(/\(.*?\)/g, "").trim())
    .filter((part) => key(part) !== "");

/** Trims in catalogue order, those matching the decoded trim first (in the decoder's order). */
export function orderTrims(trims: readonly TrimRow[], decodedTrim: string | null): TrimRow[] {
  const wanted = decodedTrimNames(decodedTrim).map(key);
  const rank = (t: TrimRow) => {
    const i = wanted.indexOf(key(t.name));
    return i === -1 ? wanted.length : i;
  };
  return [...trims].sort((a, b) => rank(a) - rank(b) || a.position - b.position);
}

export interface TrimPackEntry {
  trim: {
    id: string;
    name: string;
    trim: string;
    transmission: string;
    transmission_type_id: number;
    engine: string;
    engine_type: string;
    fuel_type: string;
    mfr_model_code: string;
    brand: string;
    model: string;
    year: number;
    trim_name: string;
    drivetrain: string;
    source: string;
    trim_id: string;
  };
  full_name: string;
  option: { option_id: string };
}

/** The response of GET /api/vehicle/trims/{id} (product §3 "Vehicle lookup data"). */
export interface VehicleOffer {
  success: true;
  year: number | null;
  vehicle_trims: TrimPackEntry[];
  vehicle_trims_pack: TrimPackEntry[];
  vehicle_ext_colors: {
    ext_color: {
      id: string;
      color_code: string;
      color_name: string;
      generic_name: string;
      hex_value: string;
    };
  }[];
  vehicle_int_colors: { int_color: { id: string; color_code: string; color_name: string } }[];
  vehicle_transmissions: { transmission: { name: string } }[];
}

/**
 * The lookup answer from the catalogue rows of the vehicle's make/model/year: every trim (decoded trim
 * first) with its standard pack, every pack, the make's colours and the distinct transmissions of the
 * offered trims. No rows, no entries: nothing is invented for a vehicle the catalogue does not know.
 */
export function buildOffer(
  vehicle: VehicleIdentity,
  rows: { trims: readonly TrimRow[]; packs: readonly PackRow[]; colours: readonly ColourRow[] },
): VehicleOffer {
  const trims = orderTrims(rows.trims, vehicle.decodedTrim);
  const packsOf = (trimId: string) =>
    rows.packs.filter((p) => p.trim_id === trimId).sort((a, b) => a.position - b.position);
  const entry = (t: TrimRow, pack: PackRow): TrimPackEntry => {
    const year = vehicle.year ?? t.year_from;
    const base = `${year} ${t.make} ${t.model} ${t.name}, ${t.transmission}`;
    return {
      trim: {
        id: t.id,
        name: t.name,
        trim: t.name,
        transmission: t.transmission,
        transmission_type_id: t.transmission_type_id,
        engine: t.engine,
        engine_type: t.engine_type,
        fuel_type: t.fuel_type,
        mfr_model_code: vehicle.series ?? "",
        brand: t.make,
        model: t.model,
        year,
        trim_name: t.name,
        drivetrain: t.drivetrain,
        source: "catalogue",
        trim_id: t.id,
      },
      full_name: pack.package === "" ? base : `${base}, ${pack.package}`,
      option: { option_id: pack.option_id },
    };
  };
  const vehicle_trims: TrimPackEntry[] = [];
  const vehicle_trims_pack: TrimPackEntry[] = [];
  for (const t of trims) {
    const packs = packsOf(t.id);
    if (packs[0]) vehicle_trims.push(entry(t, packs[0]));
    for (const p of packs) vehicle_trims_pack.push(entry(t, p));
  }
  const colours = [...rows.colours].sort((a, b) => a.position - b.position);
  return {
    success: true,
    year: vehicle.year,
    vehicle_trims,
    vehicle_trims_pack,
    vehicle_ext_colors: colours
      .filter((c) => c.kind === "ext")
      .map(({ id, color_code, color_name, generic_name, hex_value }) => ({
        ext_color: { id, color_code, color_name, generic_name, hex_value },
      })),
    vehicle_int_colors: colours
      .filter((c) => c.kind === "int")
      .map(({ id, color_code, color_name }) => ({ int_color: { id, color_code, color_name } })),
    vehicle_transmissions: [...new Set(trims.map((t) => t.transmission))].map((name) => ({
      transmission: { name },
    })),
  };
}
