import { type Kysely, sql } from "kysely";

/**
 * Drafts of unsaved labels (issue 22): the labelling screen keeps its holder's changes here while they
 * work, so a closed tab or a lost connection loses nothing. One draft per photo slot: only the label's
 * holder writes one, and a claim by another user (a lapsed lock taken, or a takeover) or a save or
 * finish removes it. Its user is kept so a draft is only ever read back by its author. Gone with its
 * slot or its user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table cage_label_drafts (
    detail_id uuid primary key references cage_details(id) on delete cascade,
    user_id uuid not null references users(id) on delete cascade,
    label_data jsonb not null,
    saved_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cage_label_drafts`.execute(db);
}
