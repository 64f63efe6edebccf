import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/**
 * Webhook delivery without waiting for the poll (issue 24). A delivery that becomes due now (an event
 * written to the outbox, a manual redelivery) sends NOTIFY webhook_due from its own transaction: it
 * reaches the listening workers once that transaction commits, never when it rolls back, and one
 * transaction's many rows fold into one message. A retry scheduled for later, a claim (locked_until)
 * and a recorded try send nothing. Workers still poll, for messages lost while a listener reconnects.
 *
 * The delivery log is pruned by age (WEBHOOK_LOG_KEEP_DAYS): finished deliveries are found by when
 * they finished (delivered, or their retry window closed) without reading the pending ones.
 */
export async function up(db: Kysely<Database>): Promise<void> {
  await sql`create function webhook_delivery_due() returns trigger language plpgsql as $$
    begin
      perform pg_notify('webhook_due', '');
      return null;
    end $$`.execute(db);
  await sql`create trigger webhook_delivery_due
    after insert or update of status, next_attempt_at on webhook_deliveries
    for each row when (new.status = 'pending' and new.locked_until is null and new.next_attempt_at <= now())
    execute function webhook_delivery_due()`.execute(db);
  await sql`create index webhook_deliveries_finished
    on webhook_deliveries ((coalesce(delivered_at, retry_until))) where status <> 'pending'`.execute(db);
}

export async function down(db: Kysely<Database>): Promise<void> {
  await sql`drop index if exists webhook_deliveries_finished`.execute(db);
  await sql`drop trigger if exists webhook_delivery_due on webhook_deliveries`.execute(db);
  await sql`drop function if exists webhook_delivery_due()`.execute(db);
}
