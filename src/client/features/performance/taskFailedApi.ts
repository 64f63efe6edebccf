import { endpointsOf } from "../../api/call.ts";

/** The review loop's calls (product §7 taskFailed); method, url and types from src/contract (api/call.ts `endpoint`). */
export const taskFailedApi = endpointsOf(
  "getAllTaskFailed",
  "getTaskFailed",
  "confirmTaskFailed",
  "deleteTaskFailed",
  "statisticTaskFailed",
);
