import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Webhook secret rotation (issue 24): after a rotation the subscription keeps its previous secret until
 * `previous_secret_until`, and deliveries until then carry a signature under each secret (Standard
 * Webhooks allows several in `webhook-signature`), so a receiver can switch secrets without missing one.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`alter table webhook_subscriptions
    add column previous_secret text,
    add column previous_secret_until timestamptz,
    add column secret_rotated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`alter table webhook_subscriptions
    drop column previous_secret,
    drop column previous_secret_until,
    drop column secret_rotated_at`.execute(db);
}
