import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The claim batch's writes, cheaper (issue 3, dispatch latency):
 * - tasks.holder_id loses its foreign key: the only statement that sets it (ClaimsRepository.assign)
 *   locks and updates those very user rows first and hands out nothing unless every one was updated,
 *   so the per-row check (300 lookups in a batch of 300) proved nothing; users are never deleted.
 * - the lease sweep, which now runs at the start of every batch, finds expired leases through an index
 *   instead of reading every held task.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table tasks drop constraint if exists tasks_holder_id_fkey`.execute(db);
  await sql`create index tasks_lease_idx on tasks (lease_expires_at) where status = 'held'`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index tasks_lease_idx`.execute(db);
  await sql`alter table tasks add constraint tasks_holder_id_fkey foreign key (holder_id) references users(id)`.execute(
    db,
  );
}
