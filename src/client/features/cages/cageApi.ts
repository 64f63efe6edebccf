import type {
  addCageNote,
  createCage,
  discardLabelDraft,
  duplicateCage,
  getCage,
  getCageDetail,
  getLabelDraft,
  listCages,
  saveLabelDraft,
  setCageStatus,
  updateCage,
  updateCageDetail,
  uploadCageFile,
} from "../../../contract/cages.ts";
import { endpoint } from "../../api/call.ts";

/**
 * The cage calls the client makes, typed from src/contract with `import type` (TypeBox stays out of
 * the bundle); cageApi.test.ts proves each method and url equal the contract's.
 */
export const cageApi = {
  listCages: endpoint<typeof listCages>("listCages", "GET", "/api/cages"),
  getCage: endpoint<typeof getCage>("getCage", "GET", "/api/cages/:id"),
  addCageNote: endpoint<typeof addCageNote>("addCageNote", "POST", "/api/cages/:id/notes"),
  setCageStatus: endpoint<typeof setCageStatus>("setCageStatus", "PUT", "/api/cages/:id/status"),
  uploadCageFile: endpoint<typeof uploadCageFile>("uploadCageFile", "POST", "/api/cages/details/upload/:id"),
  getCageDetail: endpoint<typeof getCageDetail>("getCageDetail", "GET", "/api/cages/details/:id"),
  updateCageDetail: endpoint<typeof updateCageDetail>("updateCageDetail", "PUT", "/api/cages/details/:id"),
  updateCage: endpoint<typeof updateCage>("updateCage", "PUT", "/api/cages/:id"),
  duplicateCage: endpoint<typeof duplicateCage>("duplicateCage", "POST", "/api/cages/:id/duplicate"),
  createCage: endpoint<typeof createCage>("createCage", "POST", "/api/cages"),
  getLabelDraft: endpoint<typeof getLabelDraft>("getLabelDraft", "GET", "/api/cages/details/:id/draft"),
  saveLabelDraft: endpoint<typeof saveLabelDraft>("saveLabelDraft", "PUT", "/api/cages/details/:id/draft"),
  discardLabelDraft: endpoint<typeof discardLabelDraft>(
    "discardLabelDraft",
    "DELETE",
    "/api/cages/details/:id/draft",
  ),
} as const;
