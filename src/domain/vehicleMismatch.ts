/**
 * A VIN that names another vehicle (issue 21, ours: the spec is silent). A decoded VIN re-points the
 * inspection's later work (cages, trims, colours) at the decoded vehicle, so when the inspection
 * already knows its vehicle (from ingestion or an earlier answer) and the decode disagrees, the
 * agent confirms it first and the answer keeps both for QC. Only what both sides know is compared:
 * make case-insensitively, model by its letters and digits ("Model 3" = "MODEL3", "CR-V" = "crv"),
 * year exactly; 'Not Decoded' and empty values are not known.
 */
import { NOT_DECODED } from "./vehicleData.ts";

/** The 409 code of an accept whose VIN names another vehicle, until the agent confirms it. */
export const VEHICLE_MISMATCH = "VEHICLE_MISMATCH";

export interface VehicleIdentity {
  year: number | null;
  make: string | null;
  model: string | null;
}

/** The decoded vehicle and the one the inspection knew, as the answer stores them. */
export interface VehicleMismatch {
  decoded: VehicleIdentity;
  known: VehicleIdentity;
}

const named = (value: string | null | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" && value !== NOT_DECODED ? value.trim() : null;

const yearOf = (value: number | string | null | undefined): number | null => {
  const year = Number(value);
  return value !== null && value !== undefined && value !== "" && Number.isInteger(year) && year > 0
    ? year
    : null;
};

/** A vehicle's year, make and model with what is not known as null. */
export const identityOf = (v: {
  year?: number | string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
}): VehicleIdentity => ({ year: yearOf(v.year), make: named(v.make), model: named(v.model) });

const makeKey = (make: string): string => make.toLowerCase().replace(/\s+/g, " ");
const modelKey = (model: string): string =>
  model
    .toLowerCase()
    .replaceAll("&", "and")
    .replace(/[^\p{L}\p{N}]/gu, "");

const differ = <T>(a: T | null, b: T | null, key: (v: T) => unknown): boolean =>
  a !== null && b !== null && key(a) !== key(b);

/** The disagreement between a decoded VIN and the inspection's vehicle, or null when none is seen. */
export function vehicleMismatch(decoded: VehicleIdentity, known: VehicleIdentity): VehicleMismatch | null {
  const disagree =
    differ(decoded.make, known.make, makeKey) ||
    differ(decoded.model, known.model, modelKey) ||
    differ(decoded.year, known.year, (y) => y);
  return disagree ? { decoded, known } : null;
}

/** "2021 Tesla Model 3": what is known of a vehicle, in the order people say it. */
export const vehicleLabel = (v: VehicleIdentity): string =>
  [v.year, v.make, v.model].filter((part) => part !== null).join(" ");

const identityFrom = (value: unknown): VehicleIdentity | null => {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const text = (x: unknown) => (typeof x === "string" ? x : null);
  return identityOf({
    year: typeof v.year === "number" ? v.year : null,
    make: text(v.make),
    model: text(v.model),
  });
};

/** A stored answer's disagreement (answer.vehicleMismatch), read from loose JSON; null when absent. */
export function vehicleMismatchOf(value: unknown): VehicleMismatch | null {
  if (!value || typeof value !== "object") return null;
  const { decoded, known } = value as Record<string, unknown>;
  const d = identityFrom(decoded);
  const k = identityFrom(known);
  return d && k ? { decoded: d, known: k } : null;
}
