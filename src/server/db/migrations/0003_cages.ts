import { type Kysely, sql } from "kysely";

/**
 * Cages (issue 6): the catalogue of outline overlays per make, model, year and body type, with one
 * detail row per photo slot, notes and history. Indexes serve GET /api/cages at 100,000 cages: the
 * default view (status filter, newest first), make + model, year, body type, and a prefix search on
 * lower(model) / lower(trim) / lower(code) (text_pattern_ops, so no pg_trgm is needed; PGlite runs it too).
 */
const STATEMENTS = [
  `create table cages (
    id uuid primary key default gen_random_uuid(),
    "group" text not null default 'A',
    make text not null,
    model text not null,
    year integer not null,
    body_type text not null,
    trim text not null default '',
    code text not null default '',
    status text not null default 'DRAFT',
    class text not null default '',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index cages_status_updated_idx on cages (status, updated_at desc)`,
  `create index cages_updated_idx on cages (updated_at desc)`,
  `create index cages_make_model_idx on cages (make, model)`,
  `create index cages_year_idx on cages (year)`,
  `create index cages_body_type_idx on cages (body_type)`,
  `create index cages_model_prefix_idx on cages (lower(model) text_pattern_ops)`,
  `create index cages_trim_prefix_idx on cages (lower(trim) text_pattern_ops)`,
  `create index cages_code_prefix_idx on cages (lower(code) text_pattern_ops)`,
  `create table cage_details (
    id uuid primary key default gen_random_uuid(),
    cage_id uuid not null references cages(id) on delete cascade,
    code text not null,
    name text not null default '',
    photo_file text, cage_file text, outline_file text, label_file text,
    photo_by text, cage_by text, outline_by text,
    label_by uuid references users(id) on delete set null,
    label_status text,
    label_data jsonb not null default '[]'::jsonb,
    unique (cage_id, code)
  )`,
  `create table cage_notes (
    id uuid primary key default gen_random_uuid(),
    cage_id uuid not null references cages(id) on delete cascade,
    type text not null default 'INFORM',
    message text not null,
    owner text not null,
    created_at timestamptz not null default now()
  )`,
  `create index cage_notes_cage_idx on cage_notes (cage_id, created_at)`,
  `create table cage_histories (
    id uuid primary key default gen_random_uuid(),
    cage_id uuid not null references cages(id) on delete cascade,
    event text not null,
    options jsonb not null default '{}'::jsonb,
    owner text not null,
    created_at timestamptz not null default now()
  )`,
  `create index cage_histories_cage_idx on cage_histories (cage_id, created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ["cage_histories", "cage_notes", "cage_details", "cages"])
    await db.schema.dropTable(t).execute();
}
