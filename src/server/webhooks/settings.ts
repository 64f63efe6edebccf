import type { Resolver } from "./target.ts";

/** Outbound webhooks (config.webhooks): the delivery worker's policy and how often it polls. */
export interface WebhookSettings {
  /** WEBHOOK_ALLOW_PRIVATE=1: private, loopback and link-local targets allowed (tests, closed networks). */
  allowPrivate: boolean;
  /** One try's whole exchange, ms (WEBHOOK_TIMEOUT_MS). */
  timeoutMs: number;
  /** Response bytes read at most per try. */
  maxResponseBytes: number;
  /** Deliveries claimed per round. */
  batchSize: number;
  /**
   * How often this instance's worker looks for due deliveries, ms (WEBHOOK_POLL_MS). Between polls it
   * is woken by the commit of a due delivery (WEBHOOK_DUE_CHANNEL); the poll catches what a lost
   * notification and the retries' back-off leave. 0: this instance delivers nothing, woken or not.
   */
  pollMs: number;
  /** Delivered and failed deliveries are deleted this many days after they finished; 0: kept (WEBHOOK_LOG_KEEP_DAYS). */
  logKeepDays: number;
  /**
   * After a secret is rotated, deliveries are signed with the old secret too for this many hours, so
   * receivers can switch over without a failed check (WEBHOOK_SECRET_GRACE_HOURS; 0: dropped at once).
   */
  secretGraceHours: number;
  /** Host name resolution (tests pass their own). */
  resolve?: Resolver;
  /** Told of every try (app.ts logs each, so an operator sees which instance sent what). */
  onTry?: (t: WebhookTry) => void;
}

/** One try of a delivery, as the worker logs it. */
export interface WebhookTry {
  /** The delivery's id: the webhook-id header the receiver got. */
  delivery: string;
  type: string;
  /** Tries so far, this one included. */
  attempt: number;
  statusCode: number | null;
  latencyMs: number;
  outcome: "delivered" | "retry" | "failed";
  /** False when this worker's lease had run out and another took the delivery: the try is not in the log. */
  recorded: boolean;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  timeoutMs: 10_000,
  maxResponseBytes: 4096,
  batchSize: 20,
  pollMs: 2000,
  logKeepDays: 30,
  secretGraceHours: 24,
};

/** The NOTIFY channel of a delivery that became due (its trigger is migration 0032's, which names it too). */
export const WEBHOOK_DUE_CHANNEL = "webhook_due";
