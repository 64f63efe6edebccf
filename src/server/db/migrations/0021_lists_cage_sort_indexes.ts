import { type Kysely, sql } from "kysely";

/**
 * The Cage Manager's list at 100,000 cages (issue 8: list p99 ≤ 25 ms):
 * - Sorts, on the live rows the list shows (partial, `status <> 'DELETED'`): the list orders by
 *   `<column> [desc], id [desc]`; with an index on the column alone PostgreSQL
 *   sorted a whole make's rows by id to reach page 10 (sort by make, offset 450: 4,168 rows, 8 ms). One
 *   index `(column, id)` per sortable column makes each sort a walk that stops at the page (backwards
 *   when descending), index-only for the page's ids. They carry the select filters (status, group,
 *   make, year, body type), so any of them with any sort, and their counts, are checked in the index
 *   instead of the table (year 2010 + SUV counted 3,333 table rows for 477).
 * - Prefix searches: the counts of model, trim and code prefixes read every match in the table (9,000
 *   rows for trim 'plat', 10 ms); the same indexes carrying the column and the status are index-only.
 *   A make with a model prefix (the load's view) is one range of `(make, lower(model))`. These are not
 *   partial: PostgreSQL keeps statistics of an index expression only for a whole-table index, and
 *   without them it guessed 450 rows for a prefix matching none and walked all 90,000 (43 ms).
 * They replace the single-column indexes of 0003 and 0006 (the settings' loose index scans walk the
 * new make, body type and year indexes the same way); nothing else reads cages by these columns
 * (task matching uses cages_match_idx, 0007).
 */
const LIVE = "where status <> 'DELETED'";
/** The list's select filters: a sort index carries those not in its key, to check them in the index. */
const FILTERS = ["status", `"group"`, "make", "year", "body_type"];
const sortIndex = (...key: string[]) =>
  `(${key.join(", ")}) include (${FILTERS.filter((f) => !key.includes(f)).join(", ")}) ${LIVE}`;
const CREATE = {
  cages_live_make_id_idx: sortIndex("make", "id"),
  cages_live_model_id_idx: sortIndex("model", "id"),
  cages_live_year_id_idx: sortIndex("year", "id"),
  cages_live_body_type_id_idx: sortIndex("body_type", "id"),
  cages_live_status_id_idx: sortIndex("status", "id"),
  cages_live_updated_id_idx: sortIndex("updated_at", "id"),
  cages_live_status_updated_id_idx: sortIndex("status", "updated_at", "id"),
  cages_model_prefix_status_idx: "(lower(model) text_pattern_ops) include (model, status)",
  cages_trim_prefix_status_idx: "(lower(trim) text_pattern_ops) include (trim, status)",
  cages_code_prefix_status_idx: "(lower(code) text_pattern_ops) include (code, status)",
  cages_make_model_prefix_status_idx: "(make, lower(model) text_pattern_ops) include (model, status)",
};
const REPLACED = {
  cages_live_make_idx: `(make) ${LIVE}`,
  cages_live_body_type_idx: `(body_type) ${LIVE}`,
  cages_live_year_idx: `(year) ${LIVE}`,
  cages_updated_idx: "(updated_at desc)",
  cages_status_updated_idx: "(status, updated_at desc)",
  cages_make_model_idx: "(make, model)",
  cages_year_idx: "(year)",
  cages_body_type_idx: "(body_type)",
  cages_model_prefix_idx: "(lower(model) text_pattern_ops)",
  cages_trim_prefix_idx: "(lower(trim) text_pattern_ops)",
  cages_code_prefix_idx: "(lower(code) text_pattern_ops)",
};

const create = (indexes: Record<string, string>) =>
  Object.entries(indexes).map(([name, definition]) => `create index ${name} on cages ${definition}`);

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of create(CREATE)) await sql.raw(statement).execute(db);
  for (const name of Object.keys(REPLACED)) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of create(REPLACED)) await sql.raw(statement).execute(db);
  for (const name of Object.keys(CREATE)) await db.schema.dropIndex(name).execute();
}
