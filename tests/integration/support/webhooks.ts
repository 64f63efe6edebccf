import type { TestApp } from "./testApp.ts";
import { bearer } from "./testApp.ts";

// The receiver is shared with the e2e journey, the faults tier and the benchmark (no vitest there).
export { type Received, startReceiver, verify } from "../../support/webhookReceiver.ts";

/** Creates a subscription over the API as `token`'s user; answers its id and the secret shown once. */
export async function subscribe(t: TestApp, token: string, url: string, events: string[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webhooks",
    headers: bearer(token),
    payload: { url, events },
  });
  if (res.statusCode !== 200) throw new Error(`subscribe failed ${res.statusCode} ${res.body}`);
  const body = res.json<{ secret: string; webhook: { _id: string } }>();
  return { id: body.webhook._id, secret: body.secret };
}

/** The outbox rows of a subscription, oldest first. */
export const deliveriesOf = (t: TestApp, subscriptionId: string) =>
  t.database.db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .orderBy("created_at")
    .execute();

/** Environment of a webhook test app: local receivers allowed, no background worker (tests tick it). */
export const webhookEnv = (extra: Record<string, string> = {}) => ({
  WEBHOOK_ALLOW_PRIVATE: "1",
  WEBHOOK_POLL_MS: "0",
  ...extra,
});
