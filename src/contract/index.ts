import { createApiKey, listApiKeys, revokeApiKey } from "./apiKeys.ts";
import {
  addCageNote,
  createCage,
  discardLabelDraft,
  duplicateCage,
  getCage,
  getCageDetail,
  getCageFile,
  getLabelDraft,
  listCages,
  saveLabelDraft,
  setCageStatus,
  updateCage,
  updateCageDetail,
  uploadCageFile,
} from "./cages.ts";
import type { CallDef } from "./call.ts";
import { bmwDamages, defaultDamages, partNames, paveDamages, tireInfo, vehicleTrims } from "./catalogues.ts";
import {
  createExportTicket,
  downloadExport,
  exportInspections,
  getInspectionResult,
  getInspectionTasks,
  listInspections,
} from "./inspectionResults.ts";
import { getInspectionView } from "./inspectionView.ts";
import { listClientReports, reportClientEvent } from "./ops.ts";
import type { RouteId } from "./routes.ts";
import { health, reportFeedback } from "./system.ts";
import { taskCages } from "./taskCages.ts";
import {
  confirmTaskFailed,
  deleteTaskFailed,
  getAllTaskFailed,
  getTaskFailed,
  statisticTaskFailed,
} from "./taskFailed.ts";
import { taskHeartbeat, taskShown } from "./taskLease.ts";
import {
  acceptTask,
  agentStats,
  finishTask,
  getPhoto,
  homework,
  ingestInspection,
  plusTimeTask,
  rejectTask,
  timeoutTask,
} from "./tasks.ts";
import { changeProfile, login, logout, me, updateAction } from "./users.ts";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listInspectionDeliveries,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from "./webhooks.ts";

/**
 * Every call of the API. The server registers exactly these, and the route x role test walks them:
 * this list, with each call's `access`, is the single route -> allowed roles table.
 */
const ALL_CALLS = [
  health,
  reportFeedback,
  // Our own error reporting (issue 8)
  reportClientEvent,
  listClientReports,
  login,
  logout,
  me,
  updateAction,
  changeProfile,
  // Inspection task engine (issue 3)
  ingestInspection,
  getPhoto,
  homework,
  acceptTask,
  rejectTask,
  finishTask,
  timeoutTask,
  plusTimeTask,
  taskCages,
  taskShown,
  taskHeartbeat,
  agentStats,
  paveDamages,
  bmwDamages,
  defaultDamages,
  partNames,
  tireInfo,
  vehicleTrims,
  // Review loop (issue 7)
  getAllTaskFailed,
  getTaskFailed,
  confirmTaskFailed,
  deleteTaskFailed,
  statisticTaskFailed,
  getInspectionView,
  // Cage catalogue (issue 6)
  listCages,
  getCage,
  addCageNote,
  setCageStatus,
  uploadCageFile,
  getCageFile,
  getCageDetail,
  updateCageDetail,
  updateCage,
  duplicateCage,
  // Cages made and labelled safely (issue 22)
  createCage,
  getLabelDraft,
  saveLabelDraft,
  discardLabelDraft,
  // Finished inspections leave the system (issue 24)
  listInspections,
  exportInspections,
  createExportTicket,
  downloadExport,
  getInspectionResult,
  getInspectionTasks,
  // Machine callers and outbound events (issue 24)
  listApiKeys,
  createApiKey,
  revokeApiKey,
  listWebhooks,
  createWebhook,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  redeliverWebhook,
  listInspectionDeliveries,
] as const;
export const CALLS: readonly CallDef[] = ALL_CALLS;

/**
 * Each call by its id, as a type: the client names a call by id and gets its params, body and answer
 * types (`import type`, so no TypeBox in the bundle); its method and url come from ROUTES by the same id.
 */
export type CallById = { [K in RouteId]: Extract<(typeof ALL_CALLS)[number], { id: K }> };
