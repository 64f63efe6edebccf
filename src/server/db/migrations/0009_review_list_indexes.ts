import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The failed-task list's slow filters at 1,000,000 rows (issue 7, docs/benchmarks.md):
 * - task name read the whole range through the created_at index: (name, created_at) reads only its rows;
 * - action and damage name tested jsonb containment on every row of the range (1.2 s and 0.4 s over
 *   92 days): two generated columns hold the actions of all QA-data items and the detected damages'
 *   names as small text arrays, GIN-indexed, so the filter is cheap per row and indexable. The jsonb
 *   GIN index they replace is dropped.
 */
const items = (list: string) =>
  `select jsonb_array_elements(case jsonb_typeof(qa_data->'${list}') when 'array'
     then qa_data->'${list}' else '[]'::jsonb end)`;

const STATEMENTS = [
  "create index task_failed_name_created on task_failed (name, created_at desc, id desc)",
  `create function task_failed_actions(qa_data jsonb) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct item->>'action'), '{}')
      from (${items("messageData")} union all ${items("inspectData")} union all ${items("detected_damages")})
        as items(item)
      where jsonb_typeof(item) = 'object' and coalesce(item->>'action', '') <> ''
    $$`,
  `create function task_failed_damage_names(qa_data jsonb) returns text[]
    language sql immutable parallel safe as $$
      select coalesce(array_agg(distinct item->>'damage_name'), '{}')
      from (${items("detected_damages")}) as items(item)
      where jsonb_typeof(item) = 'object' and coalesce(item->>'damage_name', '') <> ''
    $$`,
  `alter table task_failed
     add column actions text[] generated always as (task_failed_actions(qa_data)) stored,
     add column damage_names text[] generated always as (task_failed_damage_names(qa_data)) stored`,
  "create index task_failed_actions on task_failed using gin (actions)",
  "create index task_failed_damage_names on task_failed using gin (damage_names)",
  "drop index if exists task_failed_qa_data",
];

export async function up(db: Kysely<Database>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`create index if not exists task_failed_qa_data on task_failed using gin (qa_data jsonb_path_ops)`.execute(
    db,
  );
  await sql`alter table task_failed drop column if exists actions, drop column if exists damage_names`.execute(
    db,
  );
  await sql`drop function if exists task_failed_actions(jsonb)`.execute(db);
  await sql`drop function if exists task_failed_damage_names(jsonb)`.execute(db);
  await sql`drop index if exists task_failed_name_created`.execute(db);
}
