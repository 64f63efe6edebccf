import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirm, insertFailed } from "./support/taskFailed.ts";
import { answer, clearQueue, ingestAndClaim, setStatus, taskEnv } from "./support/tasks.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { deliveriesOf, subscribe, webhookEnv } from "./support/webhooks.ts";

/**
 * Each webhook event is written to the outbox by the change that causes it (issue 24): a rejected photo
 * and a completed inspection by the answer's statement, a failed task reaching VERIFIED by the confirm's
 * transaction. No delivery happens here (no worker runs): only what the outbox holds.
 */
let t: TestApp;
let admin: string;
let agent: string;
let subscription: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv(webhookEnv()), { sampleQc: () => false });
  admin = await loginAs(t.app, "admin1");
  agent = await loginAs(t.app, "agent1");
  subscription = (
    await subscribe(t, admin, "http://127.0.0.1:9/hook", [
      "inspection.completed",
      "inspection.photo_rejected",
      "task_failed.verified",
    ])
  ).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await setStatus(t, agent, "Waiting");
  await sql`delete from webhook_deliveries`.execute(t.database.db);
});

const events = async (type: string) =>
  (await deliveriesOf(t, subscription)).filter((d) => d.event_type === type).map((d) => d.data);

describe("webhook events", () => {
  it("a rejected photo writes inspection.photo_rejected with the answer", async () => {
    const { taskId, sessionID, inspectionId } = await ingestAndClaim(t, admin, agent, "vin", {
      codes: ["01"],
      options: { decode: "vms" },
    });
    const res = await answer(t, agent, taskId, "reject", { message: "Photo is blurry", from: "INSPECT" });
    expect(res.statusCode).toBe(200);
    const [event, more] = await events("inspection.photo_rejected");
    expect(more).toBeUndefined();
    expect(event).toMatchObject({
      sessionID,
      inspectionId,
      taskId,
      taskName: "vin",
      taskType: "INSPECT",
      photoCode: "01",
      reason: "Photo is blurry",
    });
    expect(Number.isNaN(Date.parse(String(event?.rejectedAt)))).toBe(false);
  });

  it("the inspection's last answer writes inspection.completed once", async () => {
    const { taskId, sessionID, inspectionId } = await ingestAndClaim(t, admin, agent, "odom", {
      codes: ["03"],
      options: { decode: "none" },
    });
    expect(await events("inspection.completed")).toEqual([]);
    await answer(t, agent, taskId, "accept", { odom_reading: 7, odom_unit: "mi" });
    const completed = await events("inspection.completed");
    expect(completed).toEqual([{ sessionID, inspectionId, completedAt: expect.any(String) }]);
    // The same answer again (idempotent) writes nothing more.
    await answer(t, agent, taskId, "accept", { odom_reading: 7, odom_unit: "mi" });
    expect(await events("inspection.completed")).toHaveLength(1);
  });

  it("an answer that does not complete or reject writes no event", async () => {
    const { taskId } = await ingestAndClaim(t, admin, agent, "odom", {
      codes: ["03"],
      options: { decode: "none" },
    });
    await t.database.db
      .insertInto("tasks")
      .values({
        inspection_id: (
          await t.database.db
            .selectFrom("tasks")
            .select("inspection_id")
            .where("id", "=", taskId)
            .executeTakeFirstOrThrow()
        ).inspection_id,
        photo_code: "03",
        name: "qc",
        type: "QC",
        priority: 0,
        lease_s: 60,
      })
      .execute();
    await answer(t, agent, taskId, "accept", { odom_reading: 8, odom_unit: "mi" });
    expect(await deliveriesOf(t, subscription)).toEqual([]);
  });

  it("a failed task confirmed to VERIFIED writes task_failed.verified in the confirm's transaction", async () => {
    const row = await insertFailed(t, { inspector_username: "agent1", qa_username: "qa1" });
    const res = await confirm(t, agent, {
      id: row.id,
      data: { messageData: [{ action: "inspector" }] },
      message: "mine",
    });
    expect(res.json().taskFailed.status).toBe("VERIFIED");
    expect(await events("task_failed.verified")).toEqual([
      expect.objectContaining({
        id: row.id,
        sessionID: row.session_id,
        taskName: "odom",
        photoCode: "03",
        inspector: "agent1",
        qa: "qa1",
      }),
    ]);
  });

  it("writes nothing for an event no subscription wants", async () => {
    await t.database.db
      .updateTable("webhook_subscriptions")
      .set({ events: ["task_failed.verified"] })
      .where("id", "=", subscription)
      .execute();
    try {
      const { taskId } = await ingestAndClaim(t, admin, agent, "vin", {
        codes: ["01"],
        options: { decode: "vms" },
      });
      await answer(t, agent, taskId, "reject", { message: "Photo is blurry", from: "INSPECT" });
      expect(await deliveriesOf(t, subscription)).toEqual([]);
    } finally {
      await t.database.db
        .updateTable("webhook_subscriptions")
        .set({ events: ["inspection.completed", "inspection.photo_rejected", "task_failed.verified"] })
        .where("id", "=", subscription)
        .execute();
    }
  });
});
