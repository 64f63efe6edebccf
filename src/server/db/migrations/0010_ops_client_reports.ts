import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/** Client error reports, render crashes and sampled performance traces (issue 8), newest first. */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create table client_reports (
    id uuid primary key default gen_random_uuid(),
    kind text not null,
    message text not null,
    detail text not null default '',
    path text not null default '',
    duration_ms integer,
    user_id uuid references users(id) on delete set null,
    username text,
    user_agent text,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index client_reports_created on client_reports (created_at desc)`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop table client_reports`.execute(db);
}
