import type { ResponseOf } from "../../../contract/call.ts";
import type { vehicleTrims } from "../../../contract/catalogues.ts";
import { seriesQuery } from "../../../domain/damageSeries.ts";
import type { DamageChoiceInfo, FormSection } from "../../../domain/taskForm.ts";
import { endpoints } from "../../api/endpoints.ts";
import { useCall } from "../../api/useCall.ts";

export type VehicleLookups = ResponseOf<typeof vehicleTrims>;

/** The damage table of an inspection (product §7: by damage_table autograde, bmw or default/other). */
export const damageEndpointFor = (table: string | null | undefined) =>
  table === "autograde"
    ? endpoints.paveDamages
    : table === "bmw"
      ? endpoints.bmwDamages
      : endpoints.defaultDamages;

/** One entry per damage name: the bmw table repeats entries per series. */
const uniqueByName = <T extends { damage_name: string }>(list: readonly T[]): T[] => {
  const seen = new Set<string>();
  return list.filter((d) => {
    if (seen.has(d.damage_name)) return false;
    seen.add(d.damage_name);
    return true;
  });
};

/**
 * The lookups a task's form needs, loaded only for the sections it shows: trims, packs, colours and
 * transmissions by session (GET /api/vehicle/trims/{id}), tire info by session (GET /api/tires/{id}),
 * and the tire or interior damage choices of the inspection's damage table (of the vehicle's series on
 * the bmw table).
 */
export function useTaskLookups(args: {
  sections: readonly FormSection[];
  sessionId: string | null;
  damageTable: string | null;
  damagesSource: string | null;
  series: string | null;
}) {
  const { sections, sessionId, damageTable, damagesSource, series } = args;
  const needsVehicle = ["trim", "transmission", "extColor", "intColor"].some((s) =>
    sections.includes(s as FormSection),
  );
  const needsTires = sections.includes("tires");
  const needsInterior = sections.includes("interior");
  const vehicle = useCall(
    endpoints.vehicleTrims,
    needsVehicle && sessionId ? { params: { id: sessionId } } : null,
    {
      revalidateOnFocus: false,
    },
  );
  // A session without tire data answers 404: the tire form then starts empty, with no red banner over
  // the agent's task (seen in the keyboard shift's screenshots).
  const tires = useCall(
    endpoints.tireInfo,
    needsTires && sessionId ? { params: { id: sessionId }, quietError: true } : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const source = { ...(damagesSource ? { source: damagesSource } : {}), ...seriesQuery(damageTable, series) };
  const choices = useCall(
    damageEndpointFor(damageTable),
    needsTires
      ? { query: { damage_group: "TIRE", material: "Rubber", ...source } }
      : needsInterior
        ? { query: { damage_group: "INTERIOR", component: "INTERIOR", ...source } }
        : null,
    { revalidateOnFocus: false },
  );
  const damageChoices: DamageChoiceInfo[] = uniqueByName(choices.data?.data ?? []);
  return {
    vehicle: vehicle.data ?? null,
    vehicleLoading: needsVehicle && vehicle.isLoading,
    tires: tires.data?.data ?? null,
    damageChoices,
  };
}
