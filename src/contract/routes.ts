/**
 * Where each call of the API lives: its method and URL, written here and nowhere else. The contract's
 * CallDefs take theirs from this table (`...route("me")`), the server registers routes from the CallDefs,
 * and the client reads method and URL from it by id (src/client/api/call.ts `endpoint`). It holds plain
 * strings so the client bundles it without TypeBox; routes.test.ts proves it and the CallDefs agree.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Every URL of the API starts with this; the client tells its own files from public ones by it. */
export const API_PREFIX = "/api";

export const ROUTES = {
  health: { method: "GET", url: "/api/health" },
  reportFeedback: { method: "POST", url: "/api/feedback" },
  // Our own error reporting (issue 8)
  reportClientEvent: { method: "POST", url: "/api/client-reports" },
  listClientReports: { method: "GET", url: "/api/client-reports" },
  // Users and sessions
  login: { method: "POST", url: "/api/users/login" },
  logout: { method: "POST", url: "/api/users/logout" },
  me: { method: "GET", url: "/api/users/me" },
  updateAction: { method: "PUT", url: "/api/users/updateAction" },
  changeProfile: { method: "PUT", url: "/api/users/changeProfile" },
  // Inspection task engine (issue 3)
  ingestInspection: { method: "POST", url: "/api/inspections" },
  getPhoto: { method: "GET", url: "/api/photos/:id" },
  homework: { method: "GET", url: "/api/tasks/random/homework" },
  acceptTask: { method: "PUT", url: "/api/tasks/:id/accept" },
  rejectTask: { method: "PUT", url: "/api/tasks/:id/reject" },
  finishTask: { method: "PUT", url: "/api/tasks/:id/finish" },
  timeoutTask: { method: "PUT", url: "/api/tasks/:id/timeout" },
  plusTimeTask: { method: "PUT", url: "/api/tasks/:id/plusTime" },
  taskCages: { method: "GET", url: "/api/tasks/:id/cages" },
  taskShown: { method: "POST", url: "/api/tasks/:id/shown" },
  taskHeartbeat: { method: "POST", url: "/api/tasks/:id/heartbeat" },
  agentStats: { method: "GET", url: "/api/users/agents/stats" },
  paveDamages: { method: "GET", url: "/api/pave-damages" },
  bmwDamages: { method: "GET", url: "/api/bmw-damages" },
  defaultDamages: { method: "GET", url: "/api/damages" },
  partNames: { method: "GET", url: "/api/part-names" },
  tireInfo: { method: "GET", url: "/api/tires/:id" },
  vehicleTrims: { method: "GET", url: "/api/vehicle/trims/:id" },
  // Review loop (issue 7)
  getAllTaskFailed: { method: "GET", url: "/api/taskFailed/getAllTaskFailed" },
  getTaskFailed: { method: "GET", url: "/api/taskFailed/getTaskFailed/:id" },
  confirmTaskFailed: { method: "PUT", url: "/api/taskFailed/confirmTaskFailed" },
  deleteTaskFailed: { method: "DELETE", url: "/api/taskFailed/deleteTaskFailed" },
  statisticTaskFailed: { method: "GET", url: "/api/taskFailed/statisticTaskFailed" },
  getInspectionView: { method: "GET", url: "/api/inspectionView/:sessionID" },
  // Cage catalogue (issue 6, issue 22)
  listCages: { method: "GET", url: "/api/cages" },
  getCage: { method: "GET", url: "/api/cages/:id" },
  addCageNote: { method: "POST", url: "/api/cages/:id/notes" },
  setCageStatus: { method: "PUT", url: "/api/cages/:id/status" },
  uploadCageFile: { method: "POST", url: "/api/cages/details/upload/:id" },
  getCageFile: { method: "GET", url: "/api/cage-files/:name" },
  getCageDetail: { method: "GET", url: "/api/cages/details/:id" },
  updateCageDetail: { method: "PUT", url: "/api/cages/details/:id" },
  updateCage: { method: "PUT", url: "/api/cages/:id" },
  duplicateCage: { method: "POST", url: "/api/cages/:id/duplicate" },
  createCage: { method: "POST", url: "/api/cages" },
  getLabelDraft: { method: "GET", url: "/api/cages/details/:id/draft" },
  saveLabelDraft: { method: "PUT", url: "/api/cages/details/:id/draft" },
  discardLabelDraft: { method: "DELETE", url: "/api/cages/details/:id/draft" },
  // Finished inspections leave the system (issue 24)
  listInspections: { method: "GET", url: "/api/inspections" },
  exportInspections: { method: "GET", url: "/api/inspections/export" },
  createExportTicket: { method: "POST", url: "/api/inspections/export/tickets" },
  downloadExport: { method: "GET", url: "/api/inspections/export/download/:ticket" },
  getInspectionResult: { method: "GET", url: "/api/inspections/:sessionID/result" },
  getInspectionTasks: { method: "GET", url: "/api/inspections/:sessionID/tasks" },
  // Machine callers and outbound events (issue 24)
  listApiKeys: { method: "GET", url: "/api/api-keys" },
  createApiKey: { method: "POST", url: "/api/api-keys" },
  revokeApiKey: { method: "DELETE", url: "/api/api-keys/:id" },
  listWebhooks: { method: "GET", url: "/api/webhooks" },
  createWebhook: { method: "POST", url: "/api/webhooks" },
  getWebhook: { method: "GET", url: "/api/webhooks/:id" },
  updateWebhook: { method: "PUT", url: "/api/webhooks/:id" },
  deleteWebhook: { method: "DELETE", url: "/api/webhooks/:id" },
  listWebhookDeliveries: { method: "GET", url: "/api/webhooks/:id/deliveries" },
  rotateWebhookSecret: { method: "POST", url: "/api/webhooks/:id/rotate-secret" },
  redeliverWebhook: { method: "POST", url: "/api/webhooks/deliveries/:id/redeliver" },
  listInspectionDeliveries: { method: "GET", url: "/api/inspections/:sessionID/webhook-deliveries" },
} as const satisfies Record<string, { method: HttpMethod; url: string }>;

export type RouteId = keyof typeof ROUTES;

/** A call's id with its method and URL, for a CallDef to spread. */
export const route = <const K extends RouteId>(id: K): { id: K; method: HttpMethod; url: string } => ({
  id,
  ...ROUTES[id],
});
