import { type Kysely, sql } from "kysely";

/**
 * Live cage counts per status, kept by a trigger, so the Cage Manager's total for its most common views
 * (no filter, or only a status) is a lookup instead of counting up to 100,000 rows on every page
 * (≈ 40–100 ms on PGlite; see docs/benchmarks.md). Exact: the trigger runs in the writing transaction.
 */
const STATEMENTS = [
  `create table cage_status_counts (status text primary key, n bigint not null default 0)`,
  `insert into cage_status_counts (status, n) select status, count(*) from cages group by status`,
  `create function cage_status_counts_apply() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') then
       update cage_status_counts set n = n - 1 where status = old.status;
     end if;
     if tg_op in ('INSERT', 'UPDATE') then
       insert into cage_status_counts (status, n) values (new.status, 1)
       on conflict (status) do update set n = cage_status_counts.n + 1;
     end if;
     return null;
   end $$`,
  `create trigger cages_status_counts_ins_del after insert or delete on cages
     for each row execute function cage_status_counts_apply()`,
  `create trigger cages_status_counts_upd after update of status on cages
     for each row when (old.status is distinct from new.status) execute function cage_status_counts_apply()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw("drop trigger cages_status_counts_upd on cages").execute(db);
  await sql.raw("drop trigger cages_status_counts_ins_del on cages").execute(db);
  await sql.raw("drop function cage_status_counts_apply()").execute(db);
  await db.schema.dropTable("cage_status_counts").execute();
}
