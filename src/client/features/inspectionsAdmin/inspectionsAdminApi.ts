import type {
  exportInspections,
  getInspectionResult,
  getInspectionTasks,
  listInspections,
} from "../../../contract/inspectionResults.ts";
import type { listInspectionDeliveries } from "../../../contract/webhooks.ts";
import { endpoint } from "../../api/call.ts";

/** The Inspections page's calls, typed from src/contract with `import type` (TypeBox stays out of the bundle). */
export const inspectionsAdminApi = {
  listInspections: endpoint<typeof listInspections>("listInspections", "GET", "/api/inspections"),
  getInspectionResult: endpoint<typeof getInspectionResult>(
    "getInspectionResult",
    "GET",
    "/api/inspections/:sessionID/result",
  ),
  getInspectionTasks: endpoint<typeof getInspectionTasks>(
    "getInspectionTasks",
    "GET",
    "/api/inspections/:sessionID/tasks",
  ),
  listInspectionDeliveries: endpoint<typeof listInspectionDeliveries>(
    "listInspectionDeliveries",
    "GET",
    "/api/inspections/:sessionID/webhook-deliveries",
  ),
  exportInspections: endpoint<typeof exportInspections>(
    "exportInspections",
    "GET",
    "/api/inspections/export",
  ),
};
