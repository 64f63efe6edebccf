import { type Kysely, sql } from "kysely";

/**
 * Failed tasks per status, kept by statement-level triggers, so the failed-task list's total for its
 * reviewers' default view (no filter) and for a status alone is a lookup instead of counting up to
 * 1,000,000 rows on every page (180–250 ms; see docs/benchmarks.md, Load). Exact: the triggers run in
 * the writing transaction. Statement-level with transition tables, so a bulk insert (a seed, an import)
 * updates each status once rather than once per row.
 */
const STATEMENTS = [
  `create table task_failed_status_counts (status text primary key, n bigint not null default 0)`,
  `insert into task_failed_status_counts (status, n) select status, count(*) from task_failed group by status`,
  `create function task_failed_counts_add() returns trigger language plpgsql as $$
   begin
     insert into task_failed_status_counts (status, n)
       select status, count(*) from added group by status
     on conflict (status) do update set n = task_failed_status_counts.n + excluded.n;
     return null;
   end $$`,
  `create function task_failed_counts_remove() returns trigger language plpgsql as $$
   begin
     update task_failed_status_counts c set n = c.n - r.n
       from (select status, count(*) as n from removed group by status) r where c.status = r.status;
     return null;
   end $$`,
  `create function task_failed_counts_move() returns trigger language plpgsql as $$
   begin
     update task_failed_status_counts c set n = c.n - r.n
       from (select status, count(*) as n from removed group by status) r where c.status = r.status;
     insert into task_failed_status_counts (status, n)
       select status, count(*) from added group by status
     on conflict (status) do update set n = task_failed_status_counts.n + excluded.n;
     return null;
   end $$`,
  `create trigger task_failed_counts_ins after insert on task_failed
     referencing new table as added for each statement execute function task_failed_counts_add()`,
  `create trigger task_failed_counts_del after delete on task_failed
     referencing old table as removed for each statement execute function task_failed_counts_remove()`,
  `create trigger task_failed_counts_upd after update on task_failed
     referencing old table as removed new table as added
     for each statement execute function task_failed_counts_move()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["upd", "del", "ins"])
    await sql.raw(`drop trigger task_failed_counts_${t} on task_failed`).execute(db);
  for (const f of ["move", "remove", "add"])
    await sql.raw(`drop function task_failed_counts_${f}()`).execute(db);
  await db.schema.dropTable("task_failed_status_counts").execute();
}
