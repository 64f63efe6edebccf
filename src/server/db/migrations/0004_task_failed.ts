import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Failed tasks (issue 7): one row per corrected QC answer. Indexes serve the list filters at a
 * million rows: status with created_at (the default filters and sort), each party with status (the
 * agent's own list, totalTaskFailed), created_at alone (range only), session id, and a GIN index on
 * qa_data for the damage-name filter (jsonb containment).
 */
const STATEMENTS = [
  `create table task_failed (
    id uuid primary key default gen_random_uuid(),
    status text not null default 'INSPECTOR-REVIEWING',
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    updated_at timestamptz not null default now(),
    inspector_id uuid references users(id) on delete set null,
    inspector_username text not null,
    qa_id uuid references users(id) on delete set null,
    qa_username text not null,
    task_id uuid references tasks(id) on delete set null,
    qc_task_id uuid references tasks(id) on delete set null,
    inspection_id uuid references inspections(id) on delete cascade,
    photo_code text not null,
    name text not null,
    session_id text not null,
    type text not null default 'QC',
    qa_data jsonb not null default '{}'::jsonb,
    inspector_data jsonb not null default '{}'::jsonb,
    notes jsonb not null default '[]'::jsonb
  )`,
  "create index task_failed_status_created on task_failed (status, created_at desc, id desc)",
  "create index task_failed_inspector_status on task_failed (inspector_username, status, created_at desc, id desc)",
  "create index task_failed_qa_status on task_failed (qa_username, status, created_at desc, id desc)",
  "create index task_failed_created on task_failed (created_at desc, id desc)",
  "create index task_failed_session on task_failed (session_id)",
  "create unique index task_failed_qc_task on task_failed (qc_task_id)",
  "create index task_failed_qa_data on task_failed using gin (qa_data jsonb_path_ops)",
];

export async function up(db: Kysely<Database>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop table if exists task_failed`.execute(db);
}
