import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * A hold's activity row is written when the hold ends, no longer at the claim (issue 3, dispatch latency:
 * 300 rows fewer per claim batch); a live hold is read from `tasks` (ActivityRepository). The open rows
 * the old claim wrote for holds still live are removed, or the hold's end would write it a second time.
 * Stop every instance of the old code before this runs: an old claim after it would leave such a row again.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`delete from agent_activity a using tasks t
    where a.kind = 'task' and a.ended_at is null and a.task_id = t.id
      and t.status = 'held' and t.holder_id = a.user_id`.execute(db);
}

/** Back to a row per live hold, opened at its claim. */
export async function down(db: Kysely<Database>): Promise<void> {
  await sql`insert into agent_activity (user_id, kind, task_id, task_type, task_name, started_at)
    select holder_id, 'task', id, type, name, coalesce(held_at, now()) from tasks
    where status = 'held' and holder_id is not null`.execute(db);
}
