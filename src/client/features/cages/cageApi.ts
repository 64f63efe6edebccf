import { endpointsOf } from "../../api/call.ts";

/** The cage calls the client makes (method, url and types from src/contract: see api/call.ts `endpoint`). */
export const cageApi = endpointsOf(
  "listCages",
  "getCage",
  "addCageNote",
  "setCageStatus",
  "uploadCageFile",
  "getCageDetail",
  "updateCageDetail",
  "updateCage",
  "duplicateCage",
  "createCage",
  "getLabelDraft",
  "saveLabelDraft",
  "discardLabelDraft",
);
