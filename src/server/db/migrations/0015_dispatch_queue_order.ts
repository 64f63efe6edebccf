import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The queue's index in dispatch order exactly (issue 3, dispatch latency): priority, then age, then id
 * (the tie-break the claim uses). The old one (status, priority desc, created_at) lacked the id, so a
 * claim batch sorted every queued task of its skills before taking the first N: with 2,000 queued
 * tasks a batch of 300 read and sorted all 2,000 (on PGlite 400 ms at load 11); now the scan stops after
 * N rows. Same size and write cost as the index it replaces (both partial: queued tasks only).
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create index tasks_queue_order_idx on tasks (priority desc, created_at, id) where status = 'queued'`.execute(
    db,
  );
  await sql`drop index tasks_dispatch_idx`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`create index tasks_dispatch_idx on tasks (status, priority desc, created_at) where status = 'queued'`.execute(
    db,
  );
  await sql`drop index tasks_queue_order_idx`.execute(db);
}
