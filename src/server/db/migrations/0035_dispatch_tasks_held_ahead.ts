import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The next task held ahead (issue 21, item 7; domain/heldAhead.ts): a queued task kept for the agent
 * `ahead_of` until `ahead_until`. It stays `queued` (no lease, nobody works it); the claims skip it for
 * everyone else while `ahead_until` is in the future.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table tasks
    add column ahead_of uuid references users(id) on delete set null,
    add column ahead_until timestamptz`.execute(db);
  await sql`create index tasks_ahead_idx on tasks (ahead_of) where ahead_of is not null`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists tasks_ahead_idx`.execute(db);
  await sql`alter table tasks drop column if exists ahead_of, drop column if exists ahead_until`.execute(db);
}
