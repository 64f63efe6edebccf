import { type Kysely, sql } from "kysely";
import { insertFrozenRows } from "./frozenRows.ts";

/** The inspection task engine: inspections, photos, settings, tasks, answers, damages, activity. */
const TABLES = [
  `create table inspections (
    id uuid primary key default gen_random_uuid(),
    session_id text not null unique,
    inspection_id text not null,
    "group" text not null default 'DEFAULT',
    qc_passed boolean not null default false,
    themes jsonb not null default '[]'::jsonb,
    options jsonb not null default '{}'::jsonb,
    truth jsonb,
    priority integer not null default 0,
    created_at timestamptz not null default now(),
    completed_at timestamptz
  )`,
  `create table vehicles (
    id uuid primary key default gen_random_uuid(),
    inspection_id uuid not null unique references inspections(id) on delete cascade,
    vin text, year integer, make text, model text, body_type text, vrm text,
    data jsonb not null default '{}'::jsonb,
    updated_at timestamptz not null default now()
  )`,
  `create table photos (
    id uuid primary key default gen_random_uuid(),
    inspection_id uuid not null references inspections(id) on delete cascade,
    photo_code text not null,
    original_path text, original_url text, web_path text, web_url text,
    width integer not null default 0,
    height integer not null default 0,
    created_at timestamptz not null default now(),
    unique (inspection_id, photo_code)
  )`,
  `create table task_settings (
    name text not null, photo_code text not null, type text not null,
    accepts jsonb not null default '[]'::jsonb,
    rejects jsonb not null default '[]'::jsonb,
    description text not null default '',
    primary key (name, photo_code)
  )`,
  `create table task_slots (
    name text not null, photo_code text not null, type text not null,
    inspects jsonb not null,
    primary key (name, photo_code)
  )`,
  `create table tasks (
    id uuid primary key default gen_random_uuid(),
    inspection_id uuid not null references inspections(id) on delete cascade,
    photo_code text not null,
    name text not null,
    type text not null default 'INSPECT',
    priority integer not null default 0,
    status text not null default 'queued',
    holder_id uuid references users(id),
    held_at timestamptz,
    lease_expires_at timestamptz,
    lease_s integer not null,
    plus_time_used boolean not null default false,
    answer jsonb,
    answer_kind text,
    answered_by uuid references users(id),
    answered_at timestamptz,
    original_task_id uuid references tasks(id),
    original_holder_id uuid references users(id),
    created_at timestamptz not null default now()
  )`,
  `create index tasks_dispatch_idx on tasks (status, priority desc, created_at) where status = 'queued'`,
  `create index tasks_held_idx on tasks (holder_id) where status = 'held'`,
  `create index tasks_inspection_idx on tasks (inspection_id)`,
  `create table damages (
    id uuid primary key default gen_random_uuid(),
    inspection_id uuid not null references inspections(id) on delete cascade,
    task_id uuid not null references tasks(id) on delete cascade,
    photo_code text not null,
    component text not null, damage_group text not null,
    material text, source text, damage_name text not null, damage_type text,
    grade_score double precision, unit_measure text,
    damage_location jsonb, actual_image jsonb,
    created_by uuid references users(id),
    created_at timestamptz not null default now()
  )`,
  `create index damages_inspection_idx on damages (inspection_id)`,
  `create table tire_info (
    inspection_id uuid primary key references inspections(id) on delete cascade,
    data jsonb not null
  )`,
  `create table agent_activity (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    kind text not null,
    task_id uuid references tasks(id) on delete set null,
    task_type text, task_name text, result text,
    plus_time boolean not null default false,
    started_at timestamptz not null default now(),
    ended_at timestamptz
  )`,
  `create index agent_activity_user_idx on agent_activity (user_id, started_at)`,
  `create table part_names (
    "group" text not null, name text not null,
    primary key ("group", name)
  )`,
  `create table damage_catalogue (
    id serial primary key,
    table_name text not null,
    component text not null, damage_group text not null,
    material text, source text, damage_name text not null, damage_type text, label text,
    grade_score double precision, unit_measure text, series_nme text
  )`,
  `create index damage_catalogue_idx on damage_catalogue (table_name, damage_group, component)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of TABLES) await sql.raw(statement).execute(db);
  // The catalogues as they were when this migration shipped (its own file, not today's seed code).
  await insertFrozenRows(db, "0002_catalogues.json", ["accepts", "rejects", "inspects"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    "damage_catalogue",
    "part_names",
    "agent_activity",
    "tire_info",
    "damages",
    "tasks",
    "task_slots",
    "task_settings",
    "photos",
    "vehicles",
    "inspections",
  ])
    await db.schema.dropTable(t).execute();
}
