import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Leaderboard points per failed task (issue 7, product §S6), kept by PostgreSQL itself.
 * `task_failed_points(status, qa_data, side)` is the SQL form of domain/failedTaskPoints.computePoints
 * for one task; two stored generated columns hold its value for the inspector and the QA, so every
 * writer (QC correction, confirm, the auto-verify UPDATE) keeps them right without code. The statistic
 * then sums two integers per row over a covering index on created_at (an index-only scan), instead of
 * expanding three JSON lists per row. tests/integration/taskFailedStatistic.test.ts proves the SQL and
 * the domain function agree on random tasks.
 */
const STATEMENTS = [
  `create function task_failed_points(status text, qa_data jsonb, side text) returns integer
    language sql immutable parallel safe as $$
      select coalesce(sum(case when item->'critical' = 'true'::jsonb then 2 else 1 end), 0)::integer
      from (
        select jsonb_array_elements(case jsonb_typeof(qa_data->'messageData') when 'array'
                 then qa_data->'messageData' else '[]'::jsonb end)
        union all
        select jsonb_array_elements(case jsonb_typeof(qa_data->'inspectData') when 'array'
                 then qa_data->'inspectData' else '[]'::jsonb end)
        union all
        select jsonb_array_elements(case jsonb_typeof(qa_data->'detected_damages') when 'array'
                 then qa_data->'detected_damages' else '[]'::jsonb end)
      ) as items(item)
      where case status
              when 'INSPECTOR-AUTO-VERIFIED' then side = 'inspector'
              when 'QA-AUTO-VERIFIED' then side = 'qa'
              else jsonb_typeof(item) = 'object' and item->>'action' = side
            end
    $$`,
  `alter table task_failed
     add column inspector_points integer generated always as (task_failed_points(status, qa_data, 'inspector')) stored,
     add column qa_points integer generated always as (task_failed_points(status, qa_data, 'qa')) stored`,
  `create index task_failed_created_points on task_failed (created_at)
     include (inspector_username, inspector_points, qa_username, qa_points)`,
];

export async function up(db: Kysely<Database>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists task_failed_created_points`.execute(db);
  await sql`alter table task_failed drop column if exists inspector_points, drop column if exists qa_points`.execute(
    db,
  );
  await sql`drop function if exists task_failed_points(text, jsonb, text)`.execute(db);
}
