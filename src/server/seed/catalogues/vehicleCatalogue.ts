import type {
  VehicleColoursTable,
  VehicleTrimPacksTable,
  VehicleTrimsTable,
} from "../../db/schemaVehicleCatalogue.ts";
import { MAKE_COLOURS, type MakeColours } from "./vehicleColours.ts";
import { MODEL_TRIMS, type ModelTrims } from "./vehicleTrims.ts";

/** A stable id part: lower case, runs of anything but letters and digits as one "-". */
export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** 1 = automatic (any transmission without a clutch pedal), 2 = manual (product §3). */
export const transmissionTypeId = (transmission: string): number => (/manual/i.test(transmission) ? 2 : 1);

/** A short id part for a transmission: "6-speed manual" → "m6", "CVT" → "cvt" (ids stay under 64 characters). */
export const transmissionCode = (transmission: string): string => {
  const speeds = /^(\d+)-speed (\w)/i.exec(transmission);
  return speeds ? `${speeds[2]!.toLowerCase()}${speeds[1]}` : slug(transmission);
};

/** "2.0L turbo I4" → "I4"; "Electric" → "Electric". */
export const engineTypeOf = (engine: string): string => engine.split(" ").at(-1) ?? engine;

export interface VehicleCatalogueRows {
  colours: VehicleColoursTable[];
  trims: VehicleTrimsTable[];
  packs: VehicleTrimPacksTable[];
}

/**
 * The catalogue as table rows: one trim row per trim and transmission it was sold with (a trim list
 * entry has one transmission), one pack per trim row for its standard configuration and one per package.
 */
export function vehicleCatalogueRows(
  colours: readonly MakeColours[] = MAKE_COLOURS,
  models: readonly ModelTrims[] = MODEL_TRIMS,
): VehicleCatalogueRows {
  const out: VehicleCatalogueRows = { colours: [], trims: [], packs: [] };
  for (const { make, exterior, interior } of colours) {
    exterior.forEach(([color_name, color_code, generic_name, hex_value], position) => {
      const id = `ext-${slug(make)}-${slug(color_name)}`;
      out.colours.push({ id, make, kind: "ext", color_code, color_name, generic_name, hex_value, position });
    });
    interior.forEach(([color_name, color_code], position) => {
      const id = `int-${slug(make)}-${slug(color_name)}`;
      out.colours.push({
        id,
        make,
        kind: "int",
        color_code,
        color_name,
        generic_name: "",
        hex_value: "",
        position,
      });
    });
  }
  for (const m of models) {
    for (const [name, engine, transmissions, drivetrain, packages = []] of m.trims) {
      for (const transmission of transmissions) {
        const id = [m.make, m.model, `${m.yearFrom}`, name]
          .map(slug)
          .concat(transmissionCode(transmission))
          .join("-");
        const position = out.trims.length;
        out.trims.push({
          id,
          make: m.make,
          model: m.model,
          year_from: m.yearFrom,
          year_to: m.yearTo,
          name,
          transmission,
          transmission_type_id: transmissionTypeId(transmission),
          engine,
          engine_type: engineTypeOf(engine),
          fuel_type: m.fuel,
          drivetrain,
          position,
        });
        ["", ...packages].forEach((pkg, i) => {
          const option_id = `${id}.${i === 0 ? "std" : `p${i}`}`;
          out.packs.push({ option_id, trim_id: id, package: pkg, position: i });
        });
      }
    }
  }
  return out;
}
