import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * A client report's detail with its stack frames mapped to the original source at ingest (issue 8,
 * symbolication); null when no frame could be. `detail` keeps the text the browser sent.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table client_reports add column detail_mapped text`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table client_reports drop column detail_mapped`.execute(db);
}
