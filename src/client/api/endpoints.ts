import type { health, reportFeedback } from "../../contract/system.ts";
import type { changeProfile, login, logout, me, updateAction } from "../../contract/users.ts";
import { endpoint } from "./call.ts";

/**
 * The contract calls the client makes, typed from src/contract with `import type` so TypeBox is not
 * bundled. endpoints.test.ts proves each method and url equal the contract's.
 */
export const endpoints = {
  health: endpoint<typeof health>("health", "GET", "/api/health"),
  reportFeedback: endpoint<typeof reportFeedback>("reportFeedback", "POST", "/api/feedback"),
  login: endpoint<typeof login>("login", "POST", "/api/users/login"),
  logout: endpoint<typeof logout>("logout", "POST", "/api/users/logout"),
  me: endpoint<typeof me>("me", "GET", "/api/users/me"),
  updateAction: endpoint<typeof updateAction>("updateAction", "PUT", "/api/users/updateAction"),
  changeProfile: endpoint<typeof changeProfile>("changeProfile", "PUT", "/api/users/changeProfile"),
} as const;
