import { type Kysely, sql } from "kysely";

/**
 * Failed tasks per QA-data action and per detected damage name, per UTC hour of creation, kept by
 * triggers, so the list's total for an action or a damage name alone, or with a creation range,
 * sums kept counts (plus the rows of the range's two partial edge hours) instead of reading every row
 * of the range: over 92 days at 1,000,000 rows that count walked 252,000 entries of the covering
 * index (action qa p50 118 ms, damage DENT 109 ms; docs/benchmarks.md). Same pattern as 0013, 0017
 * and 0018: exact (the triggers run in the writing transaction); inserts and deletes statement-level
 * with transition tables; an update only when the generated arrays (0009) or the creation hour
 * change (a QA's edit of the QA data), so status changes pay nothing. A row counts once per distinct
 * action and damage name (the arrays hold distinct values).
 */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;
/** The (kind, value, hour) of each tag of the rows of `rows`. */
const TAGS = (rows: string) => `
  select t.kind, t.value, ${HOUR("r.created_at")} as hour
  from ${rows} r cross join lateral (
    select 'action' as kind, a as value from unnest(r.actions) a
    union all select 'damage', d from unnest(r.damage_names) d
  ) t`;
const STATEMENTS = [
  `create table task_failed_tag_counts (
     kind text not null, value text not null, hour timestamptz not null, n bigint not null default 0,
     primary key (kind, value, hour))`,
  `insert into task_failed_tag_counts (kind, value, hour, n)
     select kind, value, hour, count(*) from (${TAGS("task_failed")}) x group by 1, 2, 3`,
  `create function task_failed_tag_counts_add() returns trigger language plpgsql as $$
   begin
     insert into task_failed_tag_counts (kind, value, hour, n)
       select kind, value, hour, count(*) from (${TAGS("added")}) x group by 1, 2, 3
     on conflict (kind, value, hour) do update set n = task_failed_tag_counts.n + excluded.n;
     return null;
   end $$`,
  `create function task_failed_tag_counts_remove() returns trigger language plpgsql as $$
   begin
     update task_failed_tag_counts c set n = c.n - x.n
       from (select kind, value, hour, count(*) as n from (${TAGS("removed")}) t group by 1, 2, 3) x
       where c.kind = x.kind and c.value = x.value and c.hour = x.hour;
     return null;
   end $$`,
  `create function task_failed_tag_counts_move() returns trigger language plpgsql as $$
   begin
     update task_failed_tag_counts set n = n - 1
       where hour = ${HOUR("old.created_at")}
         and ((kind = 'action' and value = any(old.actions)) or (kind = 'damage' and value = any(old.damage_names)));
     insert into task_failed_tag_counts (kind, value, hour, n)
       select 'action', a, ${HOUR("new.created_at")}, 1 from unnest(new.actions) a
       union all select 'damage', d, ${HOUR("new.created_at")}, 1 from unnest(new.damage_names) d
     on conflict (kind, value, hour) do update set n = task_failed_tag_counts.n + 1;
     return null;
   end $$`,
  `create trigger task_failed_tag_counts_ins after insert on task_failed
     referencing new table as added for each statement execute function task_failed_tag_counts_add()`,
  `create trigger task_failed_tag_counts_del after delete on task_failed
     referencing old table as removed for each statement execute function task_failed_tag_counts_remove()`,
  `create trigger task_failed_tag_counts_upd after update of qa_data, created_at on task_failed
     for each row when (old.actions is distinct from new.actions
       or old.damage_names is distinct from new.damage_names
       or ${HOUR("old.created_at")} is distinct from ${HOUR("new.created_at")})
     execute function task_failed_tag_counts_move()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["upd", "del", "ins"])
    await sql.raw(`drop trigger task_failed_tag_counts_${t} on task_failed`).execute(db);
  for (const f of ["move", "remove", "add"])
    await sql.raw(`drop function task_failed_tag_counts_${f}()`).execute(db);
  await db.schema.dropTable("task_failed_tag_counts").execute();
}
