import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueEvent } from "../../src/server/repositories/webhookOutbox.ts";
import { ingest, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { startReceiver, subscribe, webhookEnv } from "./support/webhooks.ts";

/**
 * One inspection's webhook deliveries for the Inspections page (issue 24 item 6): every subscription's,
 * none of another inspection's, read by ADMIN, SUPER and QA only, the receiver's query string kept out.
 */
let t: TestApp;
let admin: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await startTestApp(taskEnv(webhookEnv()));
  admin = await loginAs(t.app, "admin1");
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const get = (sessionID: string, token = admin) =>
  t.app.inject({
    method: "GET",
    url: `/api/inspections/${encodeURIComponent(sessionID)}/webhook-deliveries`,
    headers: bearer(token),
  });

describe("GET /api/inspections/:sessionID/webhook-deliveries", () => {
  it("lists the inspection's deliveries to every subscription, newest first, and no other's", async () => {
    const mine = await ingest(t, admin);
    const other = await ingest(t, admin);
    const quiet = await ingest(t, admin);
    const first = await subscribe(t, admin, `${receiver.url}?token=receivers-own`, ["inspection.completed"]);
    const second = await subscribe(t, admin, receiver.url, [
      "inspection.completed",
      "inspection.photo_rejected",
    ]);
    const db = t.database.db;
    await enqueueEvent(db, "inspection.photo_rejected", { inspectionId: mine.id, sessionID: mine.sessionID });
    await enqueueEvent(db, "inspection.completed", { inspectionId: mine.id, sessionID: mine.sessionID });
    await enqueueEvent(db, "inspection.completed", { inspectionId: other.id, sessionID: other.sessionID });
    await t.services.webhooks.worker.tick();

    const res = await get(mine.sessionID);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sessionID).toBe(mine.sessionID);
    const seen = body.data.map((d: { event: string; subscription: { _id: string } }) => [
      d.event,
      d.subscription._id,
    ]);
    expect(seen).toHaveLength(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        ["inspection.completed", first.id],
        ["inspection.completed", second.id],
        ["inspection.photo_rejected", second.id],
      ]),
    );
    expect(body.data.at(-1).event).toBe("inspection.photo_rejected");
    expect(body.data[0]).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
    expect(body.data[0].lastLatencyMs).toBeGreaterThanOrEqual(0);
    const targets = new Set(
      body.data.map((d: { subscription: { target: string } }) => d.subscription.target),
    );
    expect([...targets]).toEqual([receiver.url]);

    expect((await get(quiet.sessionID)).json()).toEqual({
      success: true,
      sessionID: quiet.sessionID,
      data: [],
    });
    expect((await get("NO-SUCH-SESSION")).statusCode).toBe(404);
  });

  it("is read by ADMIN, SUPER and QA; refused to the other roles", async () => {
    const { sessionID } = await ingest(t, admin);
    for (const user of ["super1", "qa1"])
      expect((await get(sessionID, await loginAs(t.app, user))).statusCode).toBe(200);
    for (const user of ["agent1", "trainer1"])
      expect((await get(sessionID, await loginAs(t.app, user))).statusCode).toBe(403);
  });
});
