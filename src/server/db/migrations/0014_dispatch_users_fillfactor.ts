import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Users' rows change status at every claim and every answer (Waiting ⇄ Inspecting), and no index covers
 * the status: with free room on each page those updates are HOT (no new index entries). Measured on the
 * claim's assign of 300 agents on PostgreSQL: 34–43 ms → 21–24 ms. Applies to pages written from now on.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table users set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table users reset (fillfactor)`.execute(db);
}
