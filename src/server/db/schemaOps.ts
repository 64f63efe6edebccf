import type { Generated } from "kysely";

export interface ClientReportsTable {
  id: Generated<string>;
  kind: string;
  message: string;
  detail: Generated<string>;
  /** The detail with its stack frames mapped to the original source at ingest; null when none could be. */
  detail_mapped: string | null;
  path: Generated<string>;
  duration_ms: number | null;
  user_id: string | null;
  username: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface OpsTables {
  client_reports: ClientReportsTable;
}
