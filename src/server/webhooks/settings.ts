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
  /** How often this instance's worker looks for due deliveries, ms; 0: never (WEBHOOK_POLL_MS). */
  pollMs: number;
  /** Host name resolution (tests pass their own). */
  resolve?: Resolver;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivate: false,
  timeoutMs: 10_000,
  maxResponseBytes: 4096,
  batchSize: 20,
  pollMs: 2000,
};
