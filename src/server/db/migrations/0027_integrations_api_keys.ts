import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * API keys for machine callers (issue 24): only the key's SHA-256 is kept (the key is shown once), with
 * a short prefix to tell keys apart in the list; revoked keys stay for the record.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create table api_keys (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    prefix text not null,
    key_hash bytea not null unique,
    scopes text[] not null,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    revoked_at timestamptz,
    revoked_by uuid references users(id) on delete set null
  )`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop table api_keys`.execute(db);
}
