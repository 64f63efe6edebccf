import { type Selectable, sql } from "kysely";
import type { Db } from "../db/connect.ts";
import type { WebhookDeliveriesTable, WebhookSubscriptionsTable } from "../db/schemaIntegrations.ts";

export type WebhookRow = Selectable<WebhookSubscriptionsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable> & {
  /** The latest tries, newest first (at most ATTEMPTS_SHOWN). */
  attempt_log: {
    attempted_at: string;
    status_code: number | null;
    latency_ms: number;
    error: string | null;
    response_excerpt: string;
  }[];
};

/** How many of a delivery's tries the log shows. */
const ATTEMPTS_SHOWN = 10;

/** A delivery's latest tries, newest first, as a jsonb array (`d`: the delivery). */
const attemptLog = sql<
  DeliveryRow["attempt_log"]
>`(select coalesce(jsonb_agg(to_jsonb(a) order by a.attempted_at desc), '[]')
  from (select attempted_at, status_code, latency_ms, error, response_excerpt from webhook_attempts
         where delivery_id = d.id order by attempted_at desc limit ${ATTEMPTS_SHOWN}) a)`.as("attempt_log");

/** A delivery with the subscription it went to. */
export type InspectionDeliveryRow = DeliveryRow & { url: string; description: string };

/** Webhook subscriptions and their delivery log (migration 0028). */
export class WebhooksRepository {
  constructor(private readonly db: Db) {}

  insert(row: {
    url: string;
    description: string;
    events: string[];
    secret: string;
    createdBy: string | null;
  }): Promise<WebhookRow> {
    return this.db
      .insertInto("webhook_subscriptions")
      .values({
        url: row.url,
        description: row.description,
        events: row.events,
        secret: row.secret,
        created_by: row.createdBy,
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  list(): Promise<WebhookRow[]> {
    return this.db
      .selectFrom("webhook_subscriptions")
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute();
  }

  find(id: string): Promise<WebhookRow | undefined> {
    return this.db.selectFrom("webhook_subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
  }

  update(
    id: string,
    changes: { url?: string; description?: string; events?: string[]; enabled?: boolean },
  ): Promise<WebhookRow | undefined> {
    return this.db
      .updateTable("webhook_subscriptions")
      .set({ ...changes, updated_at: new Date() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Puts a new secret in place and keeps the current one as the previous until `graceMs` from now (on
   * the database's clock, which every instance's claim reads). A second rotation within the grace
   * period drops the oldest: only the secret just replaced still signs.
   */
  rotateSecret(id: string, secret: string, graceMs: number): Promise<WebhookRow | undefined> {
    return this.db
      .updateTable("webhook_subscriptions")
      .set((eb) => ({
        previous_secret: graceMs > 0 ? eb.ref("secret") : null,
        previous_secret_until: graceMs > 0 ? sql<Date>`now() + ${`${graceMs} milliseconds`}::interval` : null,
        secret,
        secret_rotated_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom("webhook_subscriptions").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** A subscription's deliveries, newest first, with their latest tries; page and total in one go. */
  async deliveries(
    subscriptionId: string,
    page: number,
    limit: number,
  ): Promise<{ rows: DeliveryRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom("webhook_deliveries as d")
        .selectAll("d")
        .select(attemptLog)
        .where("d.subscription_id", "=", subscriptionId)
        .orderBy("d.created_at", "desc")
        .orderBy("d.id", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      this.db
        .selectFrom("webhook_deliveries")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("subscription_id", "=", subscriptionId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /**
   * The deliveries of one inspection's events, newest first, to every subscription; null when no
   * inspection has that session id. Every event's data names its inspection (index of migration 0031).
   */
  async deliveriesOfInspection(sessionId: string, limit: number): Promise<InspectionDeliveryRow[] | null> {
    const inspection = await this.db
      .selectFrom("inspections")
      .select("id")
      .where("session_id", "=", sessionId)
      .executeTakeFirst();
    if (!inspection) return null;
    return this.db
      .selectFrom("webhook_deliveries as d")
      .innerJoin("webhook_subscriptions as s", "s.id", "d.subscription_id")
      .selectAll("d")
      .select(["s.url", "s.description", attemptLog])
      .where(sql<string>`d.data->>'inspectionId'`, "=", inspection.id)
      .orderBy("d.created_at", "desc")
      .orderBy("d.id", "desc")
      .limit(limit)
      .execute();
  }

  /**
   * Makes a delivery due now with a new retry window, keeping its id (the receiver's webhook-id) and
   * its tries; refused (undefined) while a worker holds it. `found` says whether the delivery exists.
   */
  async redeliver(id: string, windowMs: number): Promise<{ found: boolean; row?: DeliveryRow }> {
    const updated = await this.db
      .updateTable("webhook_deliveries")
      .set({
        status: "pending",
        next_attempt_at: sql`now()`,
        retry_until: sql`now() + ${`${windowMs} milliseconds`}::interval`,
        locked_until: null,
      })
      .where("id", "=", id)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", sql<Date>`now()`)]))
      .returningAll()
      .executeTakeFirst();
    if (updated) return { found: true, row: { ...updated, attempt_log: [] } };
    const exists = await this.db
      .selectFrom("webhook_deliveries")
      .select("id")
      .where("id", "=", id)
      .executeTakeFirst();
    return { found: exists !== undefined };
  }
}
