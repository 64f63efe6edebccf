import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueEvent, WebhookOutboxRepository } from "../../src/server/repositories/webhookOutbox.ts";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../src/server/webhooks/settings.ts";
import { WebhookWorker } from "../../src/server/webhooks/worker.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { deliveriesOf, startReceiver, subscribe, verify, webhookEnv } from "./support/webhooks.ts";

/**
 * Delivery of the webhook outbox (issue 24): signed per Standard Webhooks, retried with back-off while
 * the receiver is down, failed after its 24 h, redelivered by hand. Time is the worker's tick clock,
 * moved by the test; nothing sleeps.
 */
let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp(webhookEnv({ WEBHOOK_TIMEOUT_MS: "2000" }));
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
  receiver.handle = (_req, res) => res.end("ok");
});

const tick = (afterMs: number) => t.services.webhooks.worker.tick(new Date(Date.now() + afterMs));
const emit = (data: Record<string, unknown>) => enqueueEvent(t.database.db, "inspection.completed", data);

describe("webhook delivery", () => {
  it("delivers an event once, signed so that standardwebhooks verifies it", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    expect(sub.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await emit({ sessionID: "S-delivered" });
    // Not subscribed: nothing is written for it.
    await enqueueEvent(t.database.db, "task_failed.verified", { id: "x" });

    expect(await tick(1000)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const [row] = await deliveriesOf(t, sub.id);
    expect(got.headers["webhook-id"]).toBe(row?.id);
    expect(verify(sub.secret, got)).toMatchObject({
      type: "inspection.completed",
      data: { sessionID: "S-delivered" },
    });
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString("base64")}`, got)).toThrow();

    expect(await tick(60_000)).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(t, sub.id)).toEqual([
      expect.objectContaining({
        status: "delivered",
        attempts: 1,
        last_status_code: 200,
        locked_until: null,
      }),
    ]);
    const log = await t.app.inject({
      method: "GET",
      url: `/api/webhooks/${sub.id}/deliveries`,
      headers: bearer(admin),
    });
    expect(log.json()).toMatchObject({
      total: 1,
      data: [
        {
          event: "inspection.completed",
          status: "delivered",
          attempts: 1,
          lastStatusCode: 200,
          attemptLog: [{ statusCode: 200, error: null, responseExcerpt: "ok" }],
        },
      ],
    });
    expect(log.json().data[0].lastLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it("retries with back-off while the receiver is down and delivers once it is back", async () => {
    const down = await startReceiver();
    await down.close();
    const sub = await subscribe(t, admin, down.url, ["inspection.completed"]);
    await emit({ sessionID: "S-retried" });

    expect(await tick(1_000)).toBe(1);
    let [row] = await deliveriesOf(t, sub.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_status_code: null });
    expect(row?.last_error).toMatch(/ECONNREFUSED/);
    // The first retry waits 5 s ± 20 %: not due 2 s later.
    expect(await tick(3_000)).toBe(0);
    expect(await tick(8_000)).toBe(1);
    [row] = await deliveriesOf(t, sub.id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    // The second waits 10 s ± 20 % from then.
    expect(await tick(14_000)).toBe(0);

    // Back on the same port.
    const back = await startReceiver(down.port);
    try {
      expect(await tick(21_000)).toBe(1);
      expect(back.received).toHaveLength(1);
      expect(verify(sub.secret, back.received[0]!)).toMatchObject({ data: { sessionID: "S-retried" } });
      expect(await tick(10 * 60_000)).toBe(0);
      expect(back.received).toHaveLength(1);
    } finally {
      await back.close();
    }
    [row] = await deliveriesOf(t, sub.id);
    expect(row).toMatchObject({ status: "delivered", attempts: 3, last_status_code: 200 });
    const attempts = await t.database.db
      .selectFrom("webhook_attempts")
      .select(["status_code", "error"])
      .where("delivery_id", "=", row!.id)
      .orderBy("attempted_at")
      .execute();
    expect(attempts.map((a) => a.status_code)).toEqual([null, null, 200]);
  });

  it("marks a delivery failed after its 24 h, and a manual redelivery sends it again", async () => {
    receiver.handle = (_req, res) => {
      res.statusCode = 500;
      res.end("broken");
    };
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    await emit({ sessionID: "S-failed" });
    expect(await tick(1_000)).toBe(1);
    expect(await tick(25 * 3600_000)).toBe(1);
    const [row] = await deliveriesOf(t, sub.id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, last_status_code: 500 });
    expect(await tick(26 * 3600_000)).toBe(0);

    receiver.handle = (_req, res) => res.end("ok");
    const redeliver = await t.app.inject({
      method: "POST",
      url: `/api/webhooks/deliveries/${row!.id}/redeliver`,
      headers: bearer(admin),
    });
    expect(redeliver.json()).toMatchObject({ delivery: { status: "pending", attempts: 2 } });
    expect(await tick(1_000)).toBe(1);
    expect((await deliveriesOf(t, sub.id))[0]).toMatchObject({ status: "delivered", attempts: 3 });
    // The same message: receivers tell a redelivery by its webhook-id.
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids)).toEqual(new Set([row!.id]));
    expect(ids).toHaveLength(3);
  });

  it("refuses a redelivery while the delivery is in flight", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    await emit({ sessionID: "S-busy" });
    await t.database.db
      .updateTable("webhook_deliveries")
      .set({ locked_until: new Date(Date.now() + 60_000) })
      .where("subscription_id", "=", sub.id)
      .execute();
    const [row] = await deliveriesOf(t, sub.id);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webhooks/deliveries/${row!.id}/redeliver`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(409);
  });

  it("does not deliver for a disabled subscription, nor write events for it", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    await emit({ sessionID: "S-before" });
    const off = await t.app.inject({
      method: "PUT",
      url: `/api/webhooks/${sub.id}`,
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expect(off.json().webhook.enabled).toBe(false);
    await emit({ sessionID: "S-after" });
    expect(await tick(1_000)).toBe(0);
    expect(await deliveriesOf(t, sub.id)).toHaveLength(1);
  });

  it("a delivery whose worker died mid-send goes out again once its lease runs out", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    await emit({ sessionID: "S-orphaned" });
    // A worker claims it and is never heard of again (killed before it recorded anything).
    const outbox = new WebhookOutboxRepository(t.database.db);
    const now = new Date(Date.now() + 1000);
    expect(await outbox.claim(now, new Date(now.getTime() + 32_000), 10)).toHaveLength(1);
    expect(await tick(20_000)).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect(await tick(40_000)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(t, sub.id))[0]).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("two workers at once send each delivery once (SKIP LOCKED, then the lease)", async () => {
    await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    for (let i = 0; i < 12; i++) await emit({ sessionID: `S-pair-${i}` });
    const settings = { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true, batchSize: 3 };
    const workers = [1, 2].map(() => new WebhookWorker(new WebhookOutboxRepository(t.database.db), settings));
    const now = new Date(Date.now() + 1000);
    const tries = await Promise.all(workers.map((w) => w.tick(now)));
    expect(tries[0]! + tries[1]!).toBe(12);
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });
});
