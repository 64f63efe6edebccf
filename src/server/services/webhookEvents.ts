import type { Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { TaskFailedRow } from "../repositories/taskFailed.ts";
import { enqueueEvent } from "../repositories/webhookOutbox.ts";

/**
 * The `task_failed.verified` webhook event (issue 24), written in the confirm's transaction when a failed
 * task reaches VERIFIED (auto-verified statuses are not VERIFIED and raise none).
 */
export function enqueueTaskFailedVerified(tx: Transaction<Database> | Db, row: TaskFailedRow): Promise<void> {
  return enqueueEvent(tx, "task_failed.verified", {
    id: row.id,
    sessionID: row.session_id,
    inspectionId: row.inspection_id,
    taskName: row.name,
    photoCode: row.photo_code,
    type: row.type,
    inspector: row.inspector_username,
    qa: row.qa_username,
    verifiedAt: (row.finished_at ?? row.updated_at).toISOString(),
  });
}
