import { endpointsOf } from "../../api/call.ts";

/** The Inspections page's calls; method, url and types from src/contract (api/call.ts `endpoint`). */
export const inspectionsAdminApi = endpointsOf(
  "listInspections",
  "getInspectionResult",
  "getInspectionTasks",
  "listInspectionDeliveries",
);
