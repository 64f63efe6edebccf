import { notFound } from "../errors.ts";
import type { CataloguesRepository, DamageChoiceRow, DamageFilter } from "../repositories/catalogues.ts";
import type { InspectionsRepository } from "../repositories/inspections.ts";
import { buildOffer, type VehicleIdentity, type VehicleOffer } from "./vehicleOffer.ts";
import type { VinDecoder } from "./vinDecoder.ts";

export type VehicleFacts = {
  vin: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
};

/** The vehicle the lookups are for: its decoded VIN (offline vPIC) when it decodes, else its data. */
export async function vehicleIdentity(
  decoder: VinDecoder,
  vehicle: VehicleFacts | null,
): Promise<VehicleIdentity> {
  const decoded = vehicle?.vin && vehicle.vin.length === 17 ? await decoder.decode(vehicle.vin) : null;
  return {
    year: decoded?.year ?? vehicle?.year ?? null,
    make: decoded?.make ?? vehicle?.make ?? "",
    model: decoded?.model ?? vehicle?.model ?? "",
    decodedTrim: decoded?.trim ?? null,
    series: decoded?.series ?? null,
  };
}

/** What GET /api/vehicle/trims/{id} offers for a vehicle; the accept check uses the same packs. */
export async function offerForVehicle(
  catalogues: CataloguesRepository,
  decoder: VinDecoder,
  vehicle: VehicleFacts | null,
): Promise<VehicleOffer> {
  const identity = await vehicleIdentity(decoder, vehicle);
  return buildOffer(
    identity,
    await catalogues.vehicleCatalogue(identity.make, identity.model, identity.year),
  );
}

type Tire = { size: string; type: string };
const isTire = (v: unknown): v is Tire =>
  typeof v === "object" &&
  v !== null &&
  typeof (v as Tire).size === "string" &&
  typeof (v as Tire).type === "string";

/** Damage tables, tire info and vehicle lookups, served by our own server (product §7). */
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

  /** Trims, packs, colours and transmissions of the session's vehicle, from the seeded catalogue. */
  async trims(sessionId: string): Promise<VehicleOffer> {
    const inspection = await this.inspections.findBySession(sessionId);
    if (!inspection) throw notFound();
    const vehicle = await this.inspections.vehicleOf(inspection.id);
    return offerForVehicle(this.catalogues, this.decoder, vehicle ?? null);
  }
}
