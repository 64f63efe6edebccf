import { endpoints } from "../../api/endpoints.ts";
import { useCall } from "../../api/useCall.ts";
import type { TaskPayload } from "./boardStore.ts";

const text = (v: unknown): string | null =>
  v === undefined || v === null || v === "" ? null : String(v as string | number);

/**
 * The colour, transmission and trim already known for the vehicle (answers so far), named from the
 * session's lookups when the vehicle carries their ids (one cached call per session).
 */
export function useVehicleSummary(payload: TaskPayload) {
  const data = payload.vehicle?.data ?? {};
  const ext = text(data.ext_id);
  const int = text(data.int_id);
  const trimId = text(data.trim_id);
  const needs = Boolean(ext || int || trimId);
  const sessionId = payload.inspection?.sessionID ?? null;
  const lookups = useCall(endpoints.vehicleTrims, needs && sessionId ? { params: { id: sessionId } } : null, {
    revalidateOnFocus: false,
  }).data;
  const extName =
    lookups?.vehicle_ext_colors.find((c) => c.ext_color.id === ext)?.ext_color.color_name ?? ext;
  const intName =
    lookups?.vehicle_int_colors.find((c) => c.int_color.id === int)?.int_color.color_name ?? int;
  const trim = lookups?.vehicle_trims_pack.find((t) => t.trim.trim_id === trimId)?.full_name ?? trimId;
  const colour = [extName, intName].filter(Boolean).join(" / ") || null;
  return { colour, transmission: text(data.trans_agent), trim };
}
