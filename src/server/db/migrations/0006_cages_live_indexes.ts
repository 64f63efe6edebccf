import { type Kysely, sql } from "kysely";

/**
 * The Cage Manager's settings (listMake, listBodyType, listYear) over live cages only, without reading
 * the table: partial indexes on the live rows, walked by a loose index scan (one probe per distinct
 * value; see CagesRepository.settings). At 100,000 cages a plain DISTINCT reads every row each call.
 */
const STATEMENTS = [
  `create index cages_live_make_idx on cages (make) where status <> 'DELETED'`,
  `create index cages_live_body_type_idx on cages (body_type) where status <> 'DELETED'`,
  `create index cages_live_year_idx on cages (year) where status <> 'DELETED'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["cages_live_make_idx", "cages_live_body_type_idx", "cages_live_year_idx"])
    await db.schema.dropIndex(name).execute();
}
