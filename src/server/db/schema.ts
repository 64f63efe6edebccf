import type { ColumnType, Generated } from "kysely";
import type { CageTables } from "./schemaCages.ts";
import type { IntegrationTables } from "./schemaIntegrations.ts";
import type { OpsTables } from "./schemaOps.ts";
import type { ResultTables } from "./schemaResults.ts";
import type { TaskFailedTables } from "./schemaTaskFailed.ts";
import type { TaskEngineTables } from "./schemaTasks.ts";
import type { VehicleCatalogueTables } from "./schemaVehicleCatalogue.ts";

/** Kysely's view of the tables. Migrations in ./migrations are the source of truth for the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<string>;
  username: string;
  password_hash: string;
  role: string;
  sex: string;
  email: string;
  skills: ColumnType<string[], string, string>;
  timezone: string;
  status: Generated<string>;
  status_changed_at: Timestamp;
  disabled: Generated<boolean>;
  total_task_failed: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  jti: string;
  user_id: string;
  role: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  /** Why it ended: 'logout', 'password' (the user's own change) or 'admin' (answers KICK_AGENT). */
  end_reason: string | null;
  login_url: string | null;
  login_role: string | null;
  ip: string | null;
  user_agent: string | null;
}

export interface FeedbackReportsTable {
  id: Generated<string>;
  user_id: string;
  username: string;
  message: string;
  details: string;
  path: string;
  created_at: Timestamp;
}

export interface KeyValueTable {
  key: string;
  value: string;
}

export interface Database
  extends TaskEngineTables,
    TaskFailedTables,
    CageTables,
    OpsTables,
    VehicleCatalogueTables,
    IntegrationTables,
    ResultTables {
  users: UsersTable;
  sessions: SessionsTable;
  feedback_reports: FeedbackReportsTable;
  app_settings: KeyValueTable;
}
