import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Result documents leave the system (issue 24): the Inspections list (newest first) and the export
 * (oldest first) walk inspections by (created_at, id), a keyset page at a time; without an index each
 * page sorted the whole table. The list also finds inspections by VIN, as sameVinBefore does.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create index inspections_created_keyset on inspections (created_at, id)`.execute(db);
  await sql`create index vehicles_vin_upper on vehicles (upper(vin))`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists vehicles_vin_upper`.execute(db);
  await sql`drop index if exists inspections_created_keyset`.execute(db);
}
