import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueEvent } from "../../src/server/repositories/webhookOutbox.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { type Received, startReceiver, subscribe, verify, webhookEnv } from "./support/webhooks.ts";

/**
 * Webhook secret rotation (issue 24): an ADMIN or SUPER replaces a subscription's secret; the new one
 * is shown once, and for the grace period (WEBHOOK_SECRET_GRACE_HOURS: 2 here, so the test sees it end;
 * the default of 24 is config.test.ts's) each delivery is signed under both secrets, so a receiver
 * holding either verifies with standardwebhooks; afterwards only the new one signs. Time is the worker's
 * tick clock, moved by the test.
 */
let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp(webhookEnv({ WEBHOOK_SECRET_GRACE_HOURS: "2" }));
  admin = await loginAs(t.app, "admin1");
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
afterEach(async () => {
  await sql`delete from webhook_subscriptions`.execute(t.database.db);
  receiver.received.length = 0;
});

const tick = (afterMs: number) => t.services.webhooks.worker.tick(new Date(Date.now() + afterMs));
const rotate = (id: string, token = admin) =>
  t.app.inject({ method: "POST", url: `/api/webhooks/${id}/rotate-secret`, headers: bearer(token) });

/** Delivers one event now + `afterMs` and answers what the receiver got. */
async function deliverAt(afterMs: number, sessionID: string): Promise<Received> {
  await enqueueEvent(t.database.db, "inspection.completed", { sessionID });
  expect(await tick(afterMs)).toBe(1);
  const got = receiver.received.at(-1);
  expect(got).toBeDefined();
  return got!;
}

const signatures = (r: Received) => String(r.headers["webhook-signature"]).split(" ");

describe("webhook secret rotation", () => {
  it("signs with the new and the old secret during the grace period, then with the new one only", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    const before = await deliverAt(1000, "S-before");
    expect(signatures(before)).toHaveLength(1);

    const res = await rotate(sub.id);
    expect(res.statusCode).toBe(200);
    const { secret, webhook } = res.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(sub.secret);
    expect(Date.parse(webhook.secretRotatedAt)).toBeGreaterThan(Date.now() - 60_000);
    const until = Date.parse(webhook.previousSecretUntil) - Date.now();
    expect(until).toBeGreaterThan(2 * HOUR - 60_000);
    expect(until).toBeLessThanOrEqual(2 * HOUR);
    // Shown once: the list never carries a secret, old or new.
    const list = await t.app.inject({ method: "GET", url: "/api/webhooks", headers: bearer(admin) });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(sub.secret);
    expect(list.json().data[0].previousSecretUntil).toBe(webhook.previousSecretUntil);

    // Within the grace period: a receiver holding either secret verifies.
    const during = await deliverAt(HOUR, "S-during");
    expect(signatures(during)).toHaveLength(2);
    expect(verify(sub.secret, during)).toMatchObject({ data: { sessionID: "S-during" } });
    expect(verify(secret, during)).toMatchObject({ data: { sessionID: "S-during" } });

    // After it: only the new secret.
    const after = await deliverAt(3 * HOUR, "S-after");
    expect(signatures(after)).toHaveLength(1);
    expect(verify(secret, after)).toMatchObject({ data: { sessionID: "S-after" } });
    expect(() => verify(sub.secret, after)).toThrow();
  });

  it("keeps only the secret just replaced when rotated again within the grace period", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    const second = (await rotate(sub.id)).json().secret as string;
    const superUser = await loginAs(t.app, "super1");
    const third = await rotate(sub.id, superUser);
    expect(third.statusCode).toBe(200);
    const latest = third.json().secret as string;

    const got = await deliverAt(1000, "S-twice");
    expect(signatures(got)).toHaveLength(2);
    expect(verify(latest, got)).toBeTruthy();
    expect(verify(second, got)).toBeTruthy();
    expect(() => verify(sub.secret, got)).toThrow();
  });

  it("is for ADMIN and SUPER only, and answers 404 for an unknown subscription", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    for (const user of ["qa1", "agent1", "trainer1"]) {
      expect((await rotate(sub.id, await loginAs(t.app, user))).statusCode, user).toBe(403);
    }
    expect((await rotate("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await rotate("not-a-uuid")).statusCode).toBe(400);
    // The refused callers changed nothing: one signature, under the secret shown at creation.
    const got = await deliverAt(1000, "S-unrotated");
    expect(signatures(got)).toHaveLength(1);
    expect(verify(sub.secret, got)).toBeTruthy();
  });
});
