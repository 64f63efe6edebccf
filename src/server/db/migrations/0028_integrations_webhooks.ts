import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Webhooks (issue 24). `webhook_deliveries` is the outbox: a row per event and subscription, written in
 * the transaction of the change that caused it, and the delivery's state (claimed by a worker with a
 * lease, `locked_until`); `webhook_attempts` is the log of every try.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create table webhook_subscriptions (
    id uuid primary key default gen_random_uuid(),
    url text not null,
    description text not null default '',
    events text[] not null,
    secret text not null,
    enabled boolean not null default true,
    created_by uuid references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table webhook_deliveries (
    id uuid primary key default gen_random_uuid(),
    subscription_id uuid not null references webhook_subscriptions(id) on delete cascade,
    event_type text not null,
    data jsonb not null,
    created_at timestamptz not null default now(),
    status text not null default 'pending',
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    retry_until timestamptz not null default now() + interval '24 hours',
    locked_until timestamptz,
    last_status_code integer,
    last_latency_ms integer,
    last_error text,
    delivered_at timestamptz
  )`.execute(db);
  // The workers' claim walks only what is due.
  await sql`create index webhook_deliveries_due on webhook_deliveries (next_attempt_at)
    where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_log on webhook_deliveries (subscription_id, created_at desc)`.execute(
    db,
  );
  await sql`create table webhook_attempts (
    id uuid primary key default gen_random_uuid(),
    delivery_id uuid not null references webhook_deliveries(id) on delete cascade,
    attempted_at timestamptz not null,
    status_code integer,
    latency_ms integer not null,
    error text,
    response_excerpt text not null default ''
  )`.execute(db);
  await sql`create index webhook_attempts_delivery on webhook_attempts (delivery_id, attempted_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop table webhook_attempts`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_subscriptions`.execute(db);
}
