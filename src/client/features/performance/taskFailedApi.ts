import type { getInspectionView } from "../../../contract/inspectionView.ts";
import type {
  confirmTaskFailed,
  deleteTaskFailed,
  getAllTaskFailed,
  getTaskFailed,
  statisticTaskFailed,
} from "../../../contract/taskFailed.ts";
import { endpoint } from "../../api/call.ts";

/**
 * The review loop's calls (product §7 taskFailed), typed from the contract with `import type` so TypeBox
 * stays out of the bundle; taskFailedApi.test.ts proves each method and url equal the contract's.
 */
export const taskFailedApi = {
  getAllTaskFailed: endpoint<typeof getAllTaskFailed>(
    "getAllTaskFailed",
    "GET",
    "/api/taskFailed/getAllTaskFailed",
  ),
  getTaskFailed: endpoint<typeof getTaskFailed>("getTaskFailed", "GET", "/api/taskFailed/getTaskFailed/:id"),
  confirmTaskFailed: endpoint<typeof confirmTaskFailed>(
    "confirmTaskFailed",
    "PUT",
    "/api/taskFailed/confirmTaskFailed",
  ),
  deleteTaskFailed: endpoint<typeof deleteTaskFailed>(
    "deleteTaskFailed",
    "DELETE",
    "/api/taskFailed/deleteTaskFailed",
  ),
  statisticTaskFailed: endpoint<typeof statisticTaskFailed>(
    "statisticTaskFailed",
    "GET",
    "/api/taskFailed/statisticTaskFailed",
  ),
  getInspectionView: endpoint<typeof getInspectionView>(
    "getInspectionView",
    "GET",
    "/api/inspectionView/:sessionID",
  ),
} as const;
