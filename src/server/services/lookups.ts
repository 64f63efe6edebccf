import { notFound } from "../errors.ts";
import type { CataloguesRepository, DamageChoiceRow, DamageFilter } from "../repositories/catalogues.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import type { VinDecoder } from "./vinDecoder.ts";

const EXT_COLORS = [
  ["1", "040", "Super White", "White", "#F5F5F5"],
  ["2", "202", "Black", "Black", "#111111"],
  ["3", "1G3", "Magnetic Gray", "Gray", "#5B5E60"],
  ["4", "3R3", "Barcelona Red", "Red", "#9E1B22"],
  ["5", "8X8", "Blue Crush", "Blue", "#1F4E9A"],
  ["6", "1F7", "Classic Silver", "Silver", "#C0C0C0"],
] as const;
const INT_COLORS = [
  ["1", "FB20", "Black Fabric"],
  ["2", "LA40", "Ash Leather"],
  ["3", "FC13", "Sand Beige"],
] as const;

type Tire = { size: string; type: string };
const isTire = (v: unknown): v is Tire =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Tire).size === "string" &&
  typeof (v as Tire).type === "string";

/** Damage tables, tire info and vehicle lookups, served by our own server (spec §7). */
export class LookupService {
  constructor(
    private readonly catalogues: CataloguesRepository,
    private readonly inspections: InspectionsRepository,
    private readonly decoder: VinDecoder,
  ) {}

  damages(table: "default" | "autograde" | "bmw", filter: DamageFilter): Promise<DamageChoiceRow[]> {
    return this.catalogues.damages(table, filter);
  }

  partNames(): Promise<Record<string, string[]>> {
    return this.catalogues.partNames();
  }

  async tires(sessionId: string) {
    const data = await this.inspections.tireInfo(sessionId);
    if (!data) throw notFound();
    const wheels = ["front_left", "front_right", "rear_left", "rear_right"] as const;
    const [fl, fr, rl, rr] = wheels.map((w) => (isTire(data[w]) ? data[w] : { size: "", type: "" }));
    const all = [fl, fr, rl, rr] as Tire[];
    const same = all.every((t) => t.size === all[0]!.size && t.type === all[0]!.type);
    return { front_left: fl!, front_right: fr!, rear_left: rl!, rear_right: rr!, same_size_type: same };
  }

  /** Trims from the decoded VIN (offline vPIC): the decoded trim and a base trim, each with a pack. */
  async trims(sessionId: string) {
    const inspection = await this.inspections.findBySession(sessionId);
    if (!inspection) throw notFound();
    const vehicle = await this.inspections.vehicleOf(inspection.id);
    const decoded = vehicle?.vin && vehicle.vin.length === 17 ? await this.decoder.decode(vehicle.vin) : null;
    const year = decoded?.year ?? vehicle?.year ?? null;
    const make = decoded?.make ?? vehicle?.make ?? "";
    const model = decoded?.model ?? vehicle?.model ?? "";
    const names = [...new Set([decoded?.trim ?? "", "Base"].filter((n) => n !== ""))];
    const trims = names.map((name, i) => {
      const id = `${inspection.session_id}-${i + 1}`;
      return {
        trim: {
          id,
          name,
          trim: name,
          transmission: i === 0 ? "Automatic" : "Manual",
          transmission_type_id: i === 0 ? 1 : 2,
          engine: "",
          engine_type: "",
          fuel_type: decoded?.fuelType ?? "",
          mfr_model_code: decoded?.series ?? "",
          brand: make,
          model,
          year: year ?? 0,
          trim_name: name,
          drivetrain: "",
          source: "vpic",
          trim_id: id,
        },
        full_name: `${year ?? ""} ${make} ${model} ${name}`.trim(),
        option: { option_id: `${id}-std` },
      };
    });
    return {
      success: true as const,
      year,
      vehicle_trims: trims,
      vehicle_trims_pack: trims,
      vehicle_ext_colors: EXT_COLORS.map(([id, color_code, color_name, generic_name, hex_value]) => ({
        ext_color: { id, color_code, color_name, generic_name, hex_value },
      })),
      vehicle_int_colors: INT_COLORS.map(([id, color_code, color_name]) => ({
        int_color: { id, color_code, color_name },
      })),
      vehicle_transmissions: [{ transmission: { name: "Automatic" } }, { transmission: { name: "Manual" } }],
    };
  }
}
