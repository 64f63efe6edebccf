import { type Kysely, sql } from "kysely";

/**
 * Where the cage sits on each photo (issue 3): the cageInfo an agent sent with an accept, per
 * inspection and photo code, with the cage it was aligned for. The next task on that photo gets it back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table task_cage_info (
    inspection_id uuid not null references inspections(id) on delete cascade,
    photo_code text not null,
    cage_id uuid references cages(id) on delete set null,
    cage_info jsonb not null,
    set_by uuid references users(id) on delete set null,
    task_id uuid references tasks(id) on delete set null,
    set_at timestamptz not null default now(),
    primary key (inspection_id, photo_code)
  )`.execute(db);
  await sql`create index cages_match_idx on cages (lower(make), lower(model)) where status <> 'DELETED'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index cages_match_idx`.execute(db);
  await db.schema.dropTable("task_cage_info").execute();
}
