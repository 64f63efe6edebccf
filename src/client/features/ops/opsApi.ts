import { endpointsOf } from "../../api/call.ts";

/** The ops calls the screens make (method, url and types from src/contract: see api/call.ts `endpoint`). */
export const opsApi = endpointsOf("listClientReports");
