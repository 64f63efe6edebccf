import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The agent activity log loses its foreign keys (issue 3, dispatch latency). A claim batch writes one
 * row per agent served, in the statement that hands the tasks out: its user and task ids come from the
 * task rows just updated there (tasks.holder_id is itself checked against users), so the two per-row
 * checks were redundant and cost a third of the batch's write time. Neither users nor tasks are ever
 * deleted by the application; the log keeps its ids as history.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table agent_activity drop constraint if exists agent_activity_user_id_fkey`.execute(db);
  await sql`alter table agent_activity drop constraint if exists agent_activity_task_id_fkey`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table agent_activity add constraint agent_activity_user_id_fkey
    foreign key (user_id) references users(id) on delete cascade`.execute(db);
  await sql`alter table agent_activity add constraint agent_activity_task_id_fkey
    foreign key (task_id) references tasks(id) on delete set null`.execute(db);
}
