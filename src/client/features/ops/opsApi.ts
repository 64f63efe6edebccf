import type { listClientReports } from "../../../contract/ops.ts";
import { endpoint } from "../../api/call.ts";

/** The ops calls the screens make, typed from src/contract with `import type` (TypeBox stays out of the bundle). */
export const opsApi = {
  listClientReports: endpoint<typeof listClientReports>("listClientReports", "GET", "/api/client-reports"),
};
