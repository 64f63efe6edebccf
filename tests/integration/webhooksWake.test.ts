import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueEvent } from "../../src/server/repositories/webhookOutbox.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { deliveriesOf, startReceiver, subscribe, verify, webhookEnv } from "./support/webhooks.ts";

/**
 * The delivery worker is woken by the commit of a due delivery (issue 24; migration 0032's NOTIFY, heard
 * on PostgreSQL by the notifier's connection and on PGlite in process). The app polls only every hour
 * here, and its first poll is an hour after the start: a delivery within the test's timeout can only
 * come from the wake. Not a measure of speed (docs/benchmarks.md has that), a proof the path exists.
 */
const HOUR_MS = 3_600_000;

let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp(webhookEnv({ WEBHOOK_POLL_MS: String(HOUR_MS) }));
  admin = await loginAs(t.app, "admin1");
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

/** Waits (at most the test's time) until every delivery of the subscription is recorded delivered. */
const allDelivered = async (subscriptionId: string, count: number) => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await deliveriesOf(t, subscriptionId);
    if (rows.length === count && rows.every((r) => r.status === "delivered")) return rows;
    if (Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("webhook delivery woken by the commit (poll every hour)", () => {
  it("delivers an event once its transaction commits, and nothing of one rolled back", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["inspection.completed"]);
    await t.database.db
      .transaction()
      .execute(async (tx) => {
        await enqueueEvent(tx, "inspection.completed", { sessionID: "S-undone" });
        throw new Error("the change fails after writing its event");
      })
      .catch(() => undefined);
    await t.database.db.transaction().execute(async (tx) => {
      await enqueueEvent(tx, "inspection.completed", { sessionID: "S-woken-1" });
      await enqueueEvent(tx, "inspection.completed", { sessionID: "S-woken-2" });
    });

    // The receiver answers before the worker records: the outbox says when both are done.
    expect((await allDelivered(sub.id, 2)).map((r) => r.status)).toEqual(["delivered", "delivered"]);
    const sessions = receiver.received.map(
      (r) => (verify(sub.secret, r) as { data: { sessionID: string } }).data,
    );
    expect(sessions.map((d) => d.sessionID).sort()).toEqual(["S-woken-1", "S-woken-2"]);
  });

  it("a manual redelivery of a failed delivery goes out at once", async () => {
    const sub = await subscribe(t, admin, receiver.url, ["task_failed.verified"]);
    // A delivery whose retry window closed: failed rows wake nobody.
    const [failed] = await sql<{ id: string }>`
      insert into webhook_deliveries (subscription_id, event_type, data, status, attempts)
      values (${sub.id}, 'task_failed.verified', '{"id":"F-1"}', 'failed', 9) returning id`
      .execute(t.database.db)
      .then((r) => r.rows);
    receiver.received.length = 0;
    await new Promise((r) => setTimeout(r, 300));
    expect(receiver.received).toHaveLength(0);

    const res = await t.app.inject({
      method: "POST",
      url: `/api/webhooks/deliveries/${failed!.id}/redeliver`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect((await allDelivered(sub.id, 1))[0]).toMatchObject({ status: "delivered", attempts: 10 });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([failed!.id]);
  });
});
