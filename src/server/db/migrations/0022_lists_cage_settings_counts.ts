import { type Kysely, sql } from "kysely";

/**
 * The Cage Manager's filter options (makes, body types, year range of the live cages), sent with every
 * list page, from counts per value kept by triggers: one read of a table of a few dozen rows instead of
 * loose index scans (0006, 0021), a statement of ~35 index probes whose planning alone cost PostgreSQL
 * 2–4 ms on every list call. Exact (the triggers run in the writing transaction); cage writes are rare
 * (people editing the catalogue), and an update counts only when make, body type, year or status change.
 */
const VALUES = (row: string) => `
  select 'make' as kind, ${row}.make as value where ${row}.status <> 'DELETED'
  union all select 'body_type', ${row}.body_type where ${row}.status <> 'DELETED'
  union all select 'year', ${row}.year::text where ${row}.status <> 'DELETED'`;
const STATEMENTS = [
  `create table cage_value_counts (
     kind text not null, value text not null, n bigint not null default 0, primary key (kind, value))`,
  `insert into cage_value_counts (kind, value, n)
     select kind, value, count(*) from cages c cross join lateral (${VALUES("c")}) v group by 1, 2`,
  `create function cage_value_counts_apply() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       update cage_value_counts c set n = c.n - 1 from (${VALUES("old")}) v
         where c.kind = v.kind and c.value = v.value;
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       insert into cage_value_counts (kind, value, n) select kind, value, 1 from (${VALUES("new")}) v
       on conflict (kind, value) do update set n = cage_value_counts.n + 1;
     end if;
     return null;
   end $$`,
  `create trigger cages_value_counts_ins_del after insert or delete on cages
     for each row execute function cage_value_counts_apply()`,
  `create trigger cages_value_counts_upd after update of make, body_type, year, status on cages
     for each row when (old.make is distinct from new.make or old.body_type is distinct from new.body_type
       or old.year is distinct from new.year or old.status is distinct from new.status)
     execute function cage_value_counts_apply()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("drop trigger cages_value_counts_upd on cages").execute(db);
  await sql.raw("drop trigger cages_value_counts_ins_del on cages").execute(db);
  await sql.raw("drop function cage_value_counts_apply()").execute(db);
  await db.schema.dropTable("cage_value_counts").execute();
}
