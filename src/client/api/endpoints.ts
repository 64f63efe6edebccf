import { endpointsOf } from "./call.ts";

/**
 * The shell's and the workspace's calls: method and url from src/contract/routes.ts, types from the
 * contract's CallDefs (type-only, so TypeBox is not bundled).
 */
export const endpoints = endpointsOf(
  "health",
  "reportFeedback",
  "reportClientEvent",
  "listClientReports",
  "login",
  "logout",
  "me",
  "updateAction",
  "changeProfile",
  "homework",
  "acceptTask",
  "rejectTask",
  "timeoutTask",
  "plusTimeTask",
  "taskCages",
  "taskShown",
  "taskHeartbeat",
  "agentStats",
  "getPhoto",
  "finishTask",
  "vehicleTrims",
  "tireInfo",
  "defaultDamages",
  "paveDamages",
  "bmwDamages",
);
