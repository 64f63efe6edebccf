import { type RawBuilder, sql, type Transaction } from "kysely";
import type { WebhookEvent } from "../../domain/integrations.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";

type Tx = Transaction<Database> | Db;

/**
 * The webhook outbox (issue 24, migration 0028): an event is written as one delivery row per enabled
 * subscription that wants it, by the same statement or transaction as the change that caused it, so an
 * event exists exactly when its change committed. With no subscriber nothing is written.
 */

/**
 * A CTE (`name as (…)`) for a data-modifying statement: one `type` event for each row of the CTE
 * `source`, with `data` a jsonb expression over that row (aliased `src`). Lets a single-statement write
 * (an answer) add its event without a transaction.
 */
export function outboxPart(
  name: string,
  type: WebhookEvent,
  source: string,
  data: RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`${sql.raw(name)} as (
    insert into webhook_deliveries (subscription_id, event_type, data)
    select s.id, ${type}::text, ${data}
    from ${sql.table(source)} src
    join webhook_subscriptions s on s.enabled and ${type}::text = any(s.events))`;
}

/** Writes one event inside the caller's transaction. */
export async function enqueueEvent(tx: Tx, type: WebhookEvent, data: Record<string, unknown>): Promise<void> {
  await sql`insert into webhook_deliveries (subscription_id, event_type, data)
    select id, ${type}::text, ${JSON.stringify(data)}::jsonb
    from webhook_subscriptions where enabled and ${type}::text = any(events)`.execute(tx);
}

/** A delivery a worker holds until `lockedUntil`. */
export interface ClaimedDelivery {
  id: string;
  event_type: string;
  data: Record<string, unknown>;
  created_at: Date;
  /** Tries so far, this one included. */
  attempts: number;
  retry_until: Date;
  url: string;
  secret: string;
  /** The secret before a rotation while its grace period lasts (at the claim's `now`), else null. */
  previous_secret: string | null;
}

export interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  excerpt: string;
  /** Delivered, else when to try again (null: the retry window is over, the delivery failed). */
  delivered: boolean;
  nextAttemptAt: Date | null;
}

/** The worker's SQL: claim what is due, then record each try. */
export class WebhookOutboxRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes up to `limit` due deliveries of enabled subscriptions until `lockedUntil`, oldest due first.
   * Rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED), and a row stays taken by its
   * lease after this statement commits, so no transaction stays open while the request is out (PGlite
   * has one connection). A worker that dies mid-send leaves a lease that runs out: the row is tried again.
   */
  async claim(now: Date, lockedUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
    const { rows } = await sql<ClaimedDelivery>`
      with due as (
        select d.id from webhook_deliveries d
          join webhook_subscriptions s on s.id = d.subscription_id and s.enabled
         where d.status = 'pending' and d.next_attempt_at <= ${now}
           and (d.locked_until is null or d.locked_until <= ${now})
         order by d.next_attempt_at, d.id
         limit ${limit}
         for update of d skip locked)
      update webhook_deliveries d set locked_until = ${lockedUntil}, attempts = d.attempts + 1
        from due, webhook_subscriptions s
       where d.id = due.id and s.id = d.subscription_id
      returning d.id, d.event_type, d.data, d.created_at, d.attempts, d.retry_until, s.url, s.secret,
        case when s.previous_secret_until > ${now} then s.previous_secret end as previous_secret`.execute(
      this.db,
    );
    return rows;
  }

  /**
   * Records a try and the delivery's new state, only while this worker's lease (`lockedUntil`) is still
   * the row's: a worker whose lease ran out and was taken over writes nothing. Answers whether it wrote.
   */
  async record(id: string, lockedUntil: Date, at: Date, outcome: AttemptOutcome): Promise<boolean> {
    const status = outcome.delivered ? "delivered" : outcome.nextAttemptAt ? "pending" : "failed";
    const { rows } = await sql<{ id: string }>`
      with attempt as (
        insert into webhook_attempts (delivery_id, attempted_at, status_code, latency_ms, error, response_excerpt)
        select id, ${at}, ${outcome.statusCode}, ${outcome.latencyMs}, ${outcome.error}, ${outcome.excerpt}
          from webhook_deliveries where id = ${id} and locked_until = ${lockedUntil})
      update webhook_deliveries set status = ${status}, locked_until = null,
        next_attempt_at = coalesce(${outcome.nextAttemptAt}::timestamptz, next_attempt_at),
        last_status_code = ${outcome.statusCode}, last_latency_ms = ${outcome.latencyMs},
        last_error = ${outcome.error},
        delivered_at = case when ${status} = 'delivered' then ${at}::timestamptz else delivered_at end
      where id = ${id} and locked_until = ${lockedUntil}
      returning id`.execute(this.db);
    return rows.length === 1;
  }
}
