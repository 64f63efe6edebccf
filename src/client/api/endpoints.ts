import type {
  bmwDamages,
  defaultDamages,
  paveDamages,
  tireInfo,
  vehicleTrims,
} from "../../contract/catalogues.ts";
import type { listClientReports, reportClientEvent } from "../../contract/ops.ts";
import type { health, reportFeedback } from "../../contract/system.ts";
import type { taskCages } from "../../contract/taskCages.ts";
import type { taskHeartbeat, taskShown } from "../../contract/taskLease.ts";
import type {
  acceptTask,
  agentStats,
  finishTask,
  getPhoto,
  homework,
  plusTimeTask,
  rejectTask,
  timeoutTask,
} from "../../contract/tasks.ts";
import type { changeProfile, login, logout, me, updateAction } from "../../contract/users.ts";
import { endpoint } from "./call.ts";

/**
 * The contract calls the client makes, typed from src/contract with `import type` so TypeBox is not
 * bundled. endpoints.test.ts proves each method and url equal the contract's.
 */
export const endpoints = {
  health: endpoint<typeof health>("health", "GET", "/api/health"),
  reportFeedback: endpoint<typeof reportFeedback>("reportFeedback", "POST", "/api/feedback"),
  reportClientEvent: endpoint<typeof reportClientEvent>("reportClientEvent", "POST", "/api/client-reports"),
  listClientReports: endpoint<typeof listClientReports>("listClientReports", "GET", "/api/client-reports"),
  login: endpoint<typeof login>("login", "POST", "/api/users/login"),
  logout: endpoint<typeof logout>("logout", "POST", "/api/users/logout"),
  me: endpoint<typeof me>("me", "GET", "/api/users/me"),
  updateAction: endpoint<typeof updateAction>("updateAction", "PUT", "/api/users/updateAction"),
  changeProfile: endpoint<typeof changeProfile>("changeProfile", "PUT", "/api/users/changeProfile"),
  homework: endpoint<typeof homework>("homework", "GET", "/api/tasks/random/homework"),
  acceptTask: endpoint<typeof acceptTask>("acceptTask", "PUT", "/api/tasks/:id/accept"),
  rejectTask: endpoint<typeof rejectTask>("rejectTask", "PUT", "/api/tasks/:id/reject"),
  timeoutTask: endpoint<typeof timeoutTask>("timeoutTask", "PUT", "/api/tasks/:id/timeout"),
  plusTimeTask: endpoint<typeof plusTimeTask>("plusTimeTask", "PUT", "/api/tasks/:id/plusTime"),
  taskCages: endpoint<typeof taskCages>("taskCages", "GET", "/api/tasks/:id/cages"),
  taskShown: endpoint<typeof taskShown>("taskShown", "POST", "/api/tasks/:id/shown"),
  taskHeartbeat: endpoint<typeof taskHeartbeat>("taskHeartbeat", "POST", "/api/tasks/:id/heartbeat"),
  agentStats: endpoint<typeof agentStats>("agentStats", "GET", "/api/users/agents/stats"),
  getPhoto: endpoint<typeof getPhoto>("getPhoto", "GET", "/api/photos/:id"),
  finishTask: endpoint<typeof finishTask>("finishTask", "PUT", "/api/tasks/:id/finish"),
  vehicleTrims: endpoint<typeof vehicleTrims>("vehicleTrims", "GET", "/api/vehicle/trims/:id"),
  tireInfo: endpoint<typeof tireInfo>("tireInfo", "GET", "/api/tires/:id"),
  defaultDamages: endpoint<typeof defaultDamages>("defaultDamages", "GET", "/api/damages"),
  paveDamages: endpoint<typeof paveDamages>("paveDamages", "GET", "/api/pave-damages"),
  bmwDamages: endpoint<typeof bmwDamages>("bmwDamages", "GET", "/api/bmw-damages"),
} as const;
