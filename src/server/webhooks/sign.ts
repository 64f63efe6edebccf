import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` + base64 of
 * random bytes; the signature is `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` under those bytes.
 */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/**
 * The headers of one delivery try; `sentAt` is the real time (receivers check it against replays).
 * One signature per secret, space-separated as Standard Webhooks allows: during a rotation's grace period
 * the current and the previous secret both sign, and a receiver holding either verifies.
 */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  sentAt: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    "content-type": "application/json",
    "user-agent": "vehicle-inspection-qc-webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((s) => webhookSignature(s, id, timestamp, body)).join(" "),
  };
}
