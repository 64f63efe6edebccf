import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The Inspections page shows one inspection's webhook deliveries (issue 24 item 6). Every event's data
 * names its inspection (`inspectionId`), so deliveries are found by that key, newest first, without
 * reading the whole outbox.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create index webhook_deliveries_inspection
    on webhook_deliveries ((data->>'inspectionId'), created_at desc)`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists webhook_deliveries_inspection`.execute(db);
}
