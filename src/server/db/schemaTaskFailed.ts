import type { ColumnType, Generated } from "kysely";
import type { QaData } from "../../domain/failedTask.ts";

/** Kysely's view of the failed-task table (migration 0004_task_failed). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export interface FailedTaskNote {
  message: string;
  messAt: string;
  username: string;
  role: string;
}

export interface TaskFailedTable {
  id: Generated<string>;
  status: Generated<string>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  updated_at: Timestamp;
  inspector_id: string | null;
  inspector_username: string;
  qa_id: string | null;
  qa_username: string;
  task_id: string | null;
  qc_task_id: string | null;
  inspection_id: string | null;
  photo_code: string;
  name: string;
  session_id: string;
  type: Generated<string>;
  qa_data: JsonDefault<QaData>;
  inspector_data: JsonDefault<Record<string, unknown>>;
  notes: JsonDefault<FailedTaskNote[]>;
}

export interface TaskFailedTables {
  task_failed: TaskFailedTable;
}
