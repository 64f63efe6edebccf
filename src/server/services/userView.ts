import type { User } from "../../contract/users.ts";
import type { Role, Sex, Skill, UserStatus } from "../../domain/roles.ts";
import type { UserRow } from "../repositories/users.ts";

/** The user as the API shows it; agentVer is the client version this server expects. */
export const toUserView = (row: UserRow, agentVer: string): User => ({
  _id: row.id,
  username: row.username,
  role: row.role as Role,
  sex: row.sex as Sex,
  email: row.email,
  skills: row.skills as Skill[],
  totalTaskFailed: row.total_task_failed,
  agentVer,
  status: row.status as UserStatus,
  options: { timezone: row.timezone },
});
