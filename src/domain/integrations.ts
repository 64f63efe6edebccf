/**
 * Machine callers and outbound events (issue 24): API key scopes, webhook event types, who manages
 * them, and the webhook retry schedule. Pure: the server enforces these, the Integrations screen
 * offers them.
 */

/**
 * What an API key may call. `ingest`: POST /api/inspections; `results`: an inspection's result
 * document, the inspections list and its export. The contract names the scope each call accepts
 * (`apiKeyScope`); a key reaches nothing else.
 */
export const API_KEY_SCOPES = ["ingest", "results"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === "string" && (API_KEY_SCOPES as readonly string[]).includes(value);

/** The events a webhook subscription may ask for. */
export const WEBHOOK_EVENTS = [
  "inspection.completed",
  "inspection.photo_rejected",
  "task_failed.verified",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const isWebhookEvent = (value: unknown): value is WebhookEvent =>
  typeof value === "string" && (WEBHOOK_EVENTS as readonly string[]).includes(value);

/** Who creates and revokes API keys and manages webhooks (the calls' access and the menu entry). */
export const INTEGRATION_MANAGERS = ["ADMIN", "SUPER"] as const;
export const canManageIntegrations = (role: string): boolean =>
  (INTEGRATION_MANAGERS as readonly string[]).includes(role);

/** A delivery is retried this long after its event (or its manual redelivery), then marked failed. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry's delay; each later one doubles, up to WEBHOOK_RETRY_MAX_DELAY_MS. */
export const WEBHOOK_RETRY_BASE_MS = 5_000;
export const WEBHOOK_RETRY_MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * The wait before the next try after `attempts` failed ones: exponential (5 s, 10 s, 20 s, … capped at
 * an hour) with ±20 % jitter, so receivers coming back after an outage are not hit by every sender's
 * retries in the same second. `random` is in [0, 1).
 */
export function webhookRetryDelayMs(attempts: number, random: number): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 30);
  const base = Math.min(WEBHOOK_RETRY_BASE_MS * 2 ** exponent, WEBHOOK_RETRY_MAX_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random));
}

/**
 * When to try again after `attempts` failed tries, or null once that would fall past the delivery's
 * retry window (it is then marked failed).
 */
export function nextWebhookAttempt(
  now: Date,
  attempts: number,
  retryUntil: Date,
  random: number,
): Date | null {
  const next = new Date(now.getTime() + webhookRetryDelayMs(attempts, random));
  return next.getTime() > retryUntil.getTime() ? null : next;
}

/** The delivery statuses the log shows. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The longest webhook URL accepted. */
export const WEBHOOK_URL_MAX = 2000;

/**
 * Whether a webhook target URL is well formed: http or https, a host, no user name or password (they
 * would be sent to the receiver and shown in the list). Whether its address may be reached is the
 * server's check (private and loopback addresses are refused unless allowed).
 */
export function isWebhookUrl(value: string): boolean {
  if (value.length > WEBHOOK_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    url.hostname !== "" &&
    url.username === "" &&
    url.password === ""
  );
}
