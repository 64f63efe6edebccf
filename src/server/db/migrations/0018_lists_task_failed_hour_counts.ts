import { type Kysely, sql } from "kysely";

/**
 * Failed tasks per UTC hour of creation, kept by triggers, so the list's total for a creation-date range
 * alone ("last 7 days", the load's slowest list view: p99 251 ms) sums the hours wholly inside the range
 * and counts only the rows of its two partial edge hours, instead of counting every row of the range
 * (≈19,000 for 7 days, ≈252,000 for 92 days at 1,000,000 rows). Same pattern as 0013 and 0017: exact
 * (the triggers run in the writing transaction); inserts and deletes statement-level with transition
 * tables; created_at never changes in the product, so its update trigger is a row-level one on that
 * column that status updates never fire.
 */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;
const STATEMENTS = [
  `create table task_failed_hour_counts (hour timestamptz primary key, n bigint not null default 0)`,
  `insert into task_failed_hour_counts (hour, n)
     select ${HOUR("created_at")}, count(*) from task_failed group by 1`,
  `create function task_failed_hour_counts_add() returns trigger language plpgsql as $$
   begin
     insert into task_failed_hour_counts (hour, n)
       select ${HOUR("created_at")}, count(*) from added group by 1
     on conflict (hour) do update set n = task_failed_hour_counts.n + excluded.n;
     return null;
   end $$`,
  `create function task_failed_hour_counts_remove() returns trigger language plpgsql as $$
   begin
     update task_failed_hour_counts c set n = c.n - r.n
       from (select ${HOUR("created_at")} as hour, count(*) as n from removed group by 1) r
       where c.hour = r.hour;
     return null;
   end $$`,
  `create function task_failed_hour_counts_move() returns trigger language plpgsql as $$
   begin
     update task_failed_hour_counts set n = n - 1 where hour = ${HOUR("old.created_at")};
     insert into task_failed_hour_counts (hour, n) values (${HOUR("new.created_at")}, 1)
     on conflict (hour) do update set n = task_failed_hour_counts.n + 1;
     return null;
   end $$`,
  `create trigger task_failed_hour_counts_ins after insert on task_failed
     referencing new table as added for each statement execute function task_failed_hour_counts_add()`,
  `create trigger task_failed_hour_counts_del after delete on task_failed
     referencing old table as removed for each statement execute function task_failed_hour_counts_remove()`,
  `create trigger task_failed_hour_counts_upd after update of created_at on task_failed
     for each row when (${HOUR("old.created_at")} is distinct from ${HOUR("new.created_at")})
     execute function task_failed_hour_counts_move()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["upd", "del", "ins"])
    await sql.raw(`drop trigger task_failed_hour_counts_${t} on task_failed`).execute(db);
  for (const f of ["move", "remove", "add"])
    await sql.raw(`drop function task_failed_hour_counts_${f}()`).execute(db);
  await db.schema.dropTable("task_failed_hour_counts").execute();
}
