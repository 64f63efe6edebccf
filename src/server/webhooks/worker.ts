import { nextWebhookAttempt } from "../../domain/integrations.ts";
import type { ClaimedDelivery, WebhookOutboxRepository } from "../repositories/webhookOutbox.ts";
import { type SendPolicy, sendWebhook } from "./send.ts";
import type { WebhookTry } from "./settings.ts";
import { webhookHeaders } from "./sign.ts";

export interface WebhookWorkerOptions extends SendPolicy {
  /** Deliveries claimed per round. */
  batchSize: number;
  /** In [0, 1): the retry jitter's draw (tests fix it). */
  random?: () => number;
  /** Told of every try once recorded (the app logs it). */
  onTry?: (t: WebhookTry) => void;
}

/** What a receiver gets: the Standard Webhooks payload shape, type + timestamp + data. */
export const webhookBody = (d: Pick<ClaimedDelivery, "event_type" | "created_at" | "data">): string =>
  JSON.stringify({ type: d.event_type, timestamp: d.created_at.toISOString(), data: d.data });

/**
 * Delivers the outbox (issue 24). Every instance runs one; a round claims due deliveries under a lease
 * (FOR UPDATE SKIP LOCKED: instances never take the same row), sends them outside any transaction, and
 * records each try under the same lease. A 2xx delivers; anything else is retried with exponential
 * back-off and jitter until the delivery's retry window (24 h) is over, then it is failed. At least once:
 * a worker that dies after the receiver answered but before recording sends again once its lease runs
 * out, with the same webhook-id for the receiver to recognise.
 */
/**
 * The real clock for a wake, one millisecond up: the database stamps a due row in microseconds (now()),
 * a Date floors to milliseconds, and a wake can arrive within the millisecond of the commit that sent
 * it. Claimed on the floored clock, the row was not yet due and waited for the next poll (seen on
 * PostgreSQL in CI: a manual redelivery never went out). The commit precedes the wake, so the clock
 * one millisecond up is past the row's stamp.
 */
const wakeClock = (): Date => new Date(Date.now() + 1);

export class WebhookWorker {
  private running: Promise<number> | null = null;
  private closed = false;
  /** A wake arrived during a round: what it announced may have committed after that round's claim. */
  private woken = false;

  constructor(
    private readonly outbox: WebhookOutboxRepository,
    private readonly options: WebhookWorkerOptions,
  ) {}

  /**
   * Delivers what is due at `now` (the schedule's clock: tests pass their own), rounds until fewer than a
   * batch were due. A call during a round joins it. Answers the tries made.
   */
  tick(now: Date = new Date()): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    if (!this.running) {
      this.running = this.rounds(now).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /**
   * A delivery became due (its commit's NOTIFY): deliver now on the real clock. During a round, that
   * round claims once more before it ends instead, so the event never waits for the next poll.
   */
  async wake(): Promise<number> {
    if (!this.running) return this.tick(wakeClock());
    this.woken = true;
    const tries = await this.running;
    // That round may have ended just before this wake arrived: then the claim is this call's to make.
    return this.woken ? tries + (await this.tick(wakeClock())) : tries;
  }

  /** Stops taking work and waits for the round under way (app close). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => undefined);
  }

  private async rounds(now: Date): Promise<number> {
    let total = 0;
    let at = now;
    for (;;) {
      this.woken = false;
      // The lease outlasts a try's whole timeout: no other worker takes a row while its request is out.
      const lockedUntil = new Date(at.getTime() + this.options.timeoutMs + 30_000);
      const claimed = await this.outbox.claim(at, lockedUntil, this.options.batchSize);
      await Promise.all(claimed.map((d) => this.deliver(d, at, lockedUntil)));
      total += claimed.length;
      if (this.closed || (claimed.length < this.options.batchSize && !this.woken)) return total;
      // What a wake announced was written after `at` on the database's clock: claim it on the clock now.
      if (this.woken) at = new Date(Math.max(at.getTime(), wakeClock().getTime()));
    }
  }

  private async deliver(d: ClaimedDelivery, now: Date, lockedUntil: Date): Promise<void> {
    const body = webhookBody(d);
    const result = await sendWebhook(
      d.url,
      webhookHeaders(d.previous_secret ? [d.secret, d.previous_secret] : [d.secret], d.id, new Date(), body),
      body,
      this.options,
    );
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const random = this.options.random ?? Math.random;
    const nextAttemptAt = delivered ? null : nextWebhookAttempt(now, d.attempts, d.retry_until, random());
    const recorded = await this.outbox.record(d.id, lockedUntil, now, {
      ...result,
      delivered,
      nextAttemptAt,
    });
    this.options.onTry?.({
      delivery: d.id,
      type: d.event_type,
      attempt: d.attempts,
      statusCode: result.statusCode,
      latencyMs: result.latencyMs,
      outcome: delivered ? "delivered" : nextAttemptAt ? "retry" : "failed",
      recorded,
    });
  }
}
