import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Auto-verification in bounded batches (issue 8): each batch takes the oldest due rows, REVIEWING and
 * idle since updated_at, oldest first. No index led with updated_at, so every batch scanned all the
 * REVIEWING rows (status_created orders by created_at) and sorted them. This partial index holds only
 * the REVIEWING rows (a few per cent of the table) in the batch's order.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create index task_failed_auto_verify_due on task_failed (updated_at, id)
    where status in ('INSPECTOR-REVIEWING', 'QA-REVIEWING')`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists task_failed_auto_verify_due`.execute(db);
}
