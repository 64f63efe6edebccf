import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The lease follows the countdown (issue 21): tasks.shown_at is when the holder reported the photo on
 * screen, which restarts the lease once. A report belongs to the hold it was made in when it is later
 * than held_at, so nothing has to clear it when the task goes back to the queue.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table tasks add column shown_at timestamptz`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table tasks drop column if exists shown_at`.execute(db);
}
