import { type Kysely, sql } from "kysely";

/**
 * Failed tasks per task name, kept by triggers, so the list's total for a task name alone (a QA going
 * through one kind of check) is a lookup instead of an index-only count of every failed task of that
 * name: 77,000 index entries for a name at 1,000,000 rows, 12–34 ms on every page (docs/benchmarks.md,
 * issue 7). Exact: the triggers run in the writing transaction. Inserts and deletes are statement-level
 * with transition tables (a bulk insert updates each name once); the name never changes in the product,
 * so the update trigger is a row-level one on the name column that status updates never fire.
 */
const STATEMENTS = [
  `create table task_failed_name_counts (name text primary key, n bigint not null default 0)`,
  `insert into task_failed_name_counts (name, n) select name, count(*) from task_failed group by name`,
  `create function task_failed_name_counts_add() returns trigger language plpgsql as $$
   begin
     insert into task_failed_name_counts (name, n)
       select name, count(*) from added group by name
     on conflict (name) do update set n = task_failed_name_counts.n + excluded.n;
     return null;
   end $$`,
  `create function task_failed_name_counts_remove() returns trigger language plpgsql as $$
   begin
     update task_failed_name_counts c set n = c.n - r.n
       from (select name, count(*) as n from removed group by name) r where c.name = r.name;
     return null;
   end $$`,
  `create function task_failed_name_counts_rename() returns trigger language plpgsql as $$
   begin
     update task_failed_name_counts set n = n - 1 where name = old.name;
     insert into task_failed_name_counts (name, n) values (new.name, 1)
     on conflict (name) do update set n = task_failed_name_counts.n + 1;
     return null;
   end $$`,
  `create trigger task_failed_name_counts_ins after insert on task_failed
     referencing new table as added for each statement execute function task_failed_name_counts_add()`,
  `create trigger task_failed_name_counts_del after delete on task_failed
     referencing old table as removed for each statement execute function task_failed_name_counts_remove()`,
  `create trigger task_failed_name_counts_upd after update of name on task_failed
     for each row when (old.name is distinct from new.name) execute function task_failed_name_counts_rename()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["upd", "del", "ins"])
    await sql.raw(`drop trigger task_failed_name_counts_${t} on task_failed`).execute(db);
  for (const f of ["rename", "remove", "add"])
    await sql.raw(`drop function task_failed_name_counts_${f}()`).execute(db);
  await db.schema.dropTable("task_failed_name_counts").execute();
}
