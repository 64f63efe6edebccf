import { nextWebhookAttempt } from "../../domain/integrations.ts";
import type { ClaimedDelivery, WebhookOutboxRepository } from "../repositories/webhookOutbox.ts";
import { type SendPolicy, sendWebhook } from "./send.ts";
import { webhookHeaders } from "./sign.ts";

export interface WebhookWorkerOptions extends SendPolicy {
  /** Deliveries claimed per round. */
  batchSize: number;
  /** In [0, 1): the retry jitter's draw (tests fix it). */
  random?: () => number;
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
export class WebhookWorker {
  private running: Promise<number> | null = null;
  private closed = false;

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

  /** Stops taking work and waits for the round under way (app close). */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => undefined);
  }

  private async rounds(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      // The lease outlasts a try's whole timeout: no other worker takes a row while its request is out.
      const lockedUntil = new Date(now.getTime() + this.options.timeoutMs + 30_000);
      const claimed = await this.outbox.claim(now, lockedUntil, this.options.batchSize);
      await Promise.all(claimed.map((d) => this.deliver(d, now, lockedUntil)));
      total += claimed.length;
      if (claimed.length < this.options.batchSize || this.closed) return total;
    }
  }

  private async deliver(d: ClaimedDelivery, now: Date, lockedUntil: Date): Promise<void> {
    const body = webhookBody(d);
    const result = await sendWebhook(
      d.url,
      webhookHeaders(d.secret, d.id, new Date(), body),
      body,
      this.options,
    );
    const delivered = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const random = this.options.random ?? Math.random;
    await this.outbox.record(d.id, lockedUntil, now, {
      ...result,
      delivered,
      nextAttemptAt: delivered ? null : nextWebhookAttempt(now, d.attempts, d.retry_until, random()),
    });
  }
}
