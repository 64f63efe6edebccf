import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { totalTaskFailed } from "../../src/domain/failedTaskStatus.ts";
import type { Role } from "../../src/domain/roles.ts";
import { answerThenQc, clearFailed, confirm, insertFailed, list, totalOf } from "./support/taskFailed.ts";
import { clearQueue, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * A queue per user (issue 23): the badge counts what waits for the user, as inspector, as the task's QA
 * whatever the role, as TRAINER or SUPER at VERIFYING; `queue=mine` lists exactly that; whoever is a
 * task's QA lists, opens and confirms it.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const ROLE: Record<string, Role> = {
  agent1: "AGENT",
  agent2: "AGENT",
  qa1: "QA",
  admin1: "ADMIN",
  trainer1: "TRAINER",
  super1: "SUPER",
  trainee1: "TRAINEE",
};
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  // agent2 is given the qc skill: the QC tasks it answers make it the QA of their failed tasks.
  await t.database.db
    .updateTable("users")
    .set({ skills: JSON.stringify(["odom", "qc"]) })
    .where("username", "=", "agent2")
    .execute();
  for (const u of [...Object.keys(ROLE), "agent3", "viewer1"]) tok[u] = await loginAs(t.app, u);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

const ids = (res: { json(): { data: { _id: string }[] } }) =>
  res
    .json()
    .data.map((d) => d._id)
    .sort();
const detail = (token: string, id: string) =>
  t.app.inject({ method: "GET", url: `/api/taskFailed/getTaskFailed/${id}`, headers: bearer(token) });

describe("the badge and the queue", () => {
  it("count and list what waits for each user, per role and per party", async () => {
    const row = (status: string, inspector: string, qa: string) =>
      insertFailed(t, { status, inspector_username: inspector, qa_username: qa });
    const waits: Record<string, string[]> = Object.fromEntries(Object.keys(ROLE).map((u) => [u, []]));
    const add = (id: string, ...users: string[]) => {
      for (const u of users) waits[u]?.push(id);
    };
    add((await row("INSPECTOR-REVIEWING", "agent1", "agent2")).id, "agent1");
    // An AGENT is the QA here: the item waits for it as for any QA.
    add((await row("QA-REVIEWING", "agent1", "agent2")).id, "agent2");
    add((await row("QA-REVIEWING", "agent3", "qa1")).id, "qa1");
    // VERIFYING waits for every TRAINER and SUPER, whoever the parties are.
    add((await row("VERIFYING", "agent1", "qa1")).id, "trainer1", "super1");
    add((await row("VERIFYING", "trainee1", "super1")).id, "trainer1", "super1");
    add((await row("INSPECTOR-REVIEWING", "super1", "qa1")).id, "super1");
    add((await row("INSPECTOR-REVIEWING", "trainee1", "agent2")).id, "trainee1");
    await row("VERIFIED", "agent1", "agent2");
    await row("QA-AUTO-VERIFIED", "agent1", "qa1");

    const parties = (await t.database.db.selectFrom("task_failed").selectAll().execute()).map((r) => ({
      status: r.status,
      inspector: { username: r.inspector_username },
      qa: { username: r.qa_username },
    }));
    for (const [username, role] of Object.entries(ROLE)) {
      const want = (waits[username] ?? []).sort();
      // The stored total, the domain's rule, the list's badge and the queue agree.
      expect(await totalOf(t, username), username).toBe(want.length);
      expect(totalTaskFailed(parties, { username, role }), username).toBe(want.length);
      const queue = await list(t, tok[username]!, { queue: "mine" });
      expect(queue.statusCode, username).toBe(200);
      expect(ids(queue), username).toEqual(want);
      expect(queue.json().total, username).toBe(want.length);
      expect(queue.json().totalTaskFailed, username).toBe(want.length);
      const me = await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(tok[username]!) });
      expect(me.json().user.totalTaskFailed, username).toBe(want.length);
    }
    // The queue is a filter like the others: combined with them, not instead of them.
    expect(ids(await list(t, tok.super1!, { queue: "mine", status: "VERIFYING" }))).toHaveLength(2);
    expect((await list(t, tok.viewer1!, { queue: "mine" })).statusCode).toBe(403);
  });

  it("a task entering or leaving VERIFYING recounts every TRAINER and SUPER", async () => {
    const disputed = await insertFailed(t, {
      status: "QA-REVIEWING",
      qaData: { messageData: [{ name: "odom", data: "x", action: "qa" }] },
    });
    expect(await totalOf(t, "trainer1")).toBe(0);
    const insisted = await confirm(t, tok.qa1!, {
      id: disputed.id,
      data: { messageData: [{ action: "inspector" }] },
    });
    expect(insisted.json().taskFailed.status).toBe("VERIFYING");
    expect(await totalOf(t, "trainer1")).toBe(1);
    expect(await totalOf(t, "super1")).toBe(1);
    const settled = await confirm(t, tok.trainer1!, { id: disputed.id, data: { messageData: [{}] } });
    expect(settled.json()).toMatchObject({ taskFailed: { status: "VERIFIED" }, totalTaskFailed: 0 });
    expect(await totalOf(t, "super1")).toBe(0);

    const waiting = await insertFailed(t, { status: "VERIFYING" });
    expect(await totalOf(t, "trainer1")).toBe(1);
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/taskFailed/deleteTaskFailed",
      headers: bearer(tok.super1!),
      payload: { id: waiting.id },
    });
    expect(removed.json()).toMatchObject({ success: true, totalTaskFailed: 0 });
    expect(await totalOf(t, "trainer1")).toBe(0);
  });
});

describe("an AGENT with the qc skill is a QA like any other", () => {
  it("lists, opens and confirms the failed task its QC answer made, and may see its photos", async () => {
    await answerThenQc(
      t,
      { admin: tok.admin1!, agent: tok.agent1!, qa: tok.agent2! },
      { odom_reading: 2000, odom_unit: "km" },
    );
    const row = await t.database.db.selectFrom("task_failed").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ inspector_username: "agent1", qa_username: "agent2" });
    // Before its turn the QA lists and opens it too (a party), but it does not wait for it yet.
    expect(ids(await list(t, tok.agent2!, {}))).toEqual([row.id]);
    expect((await list(t, tok.agent2!, { queue: "mine" })).json().total).toBe(0);
    const disputed = await confirm(t, tok.agent1!, {
      id: row.id,
      data: { messageData: [{ action: "inspector" }], inspectData: [{ action: "qa" }] },
    });
    expect(disputed.json().taskFailed.status).toBe("QA-REVIEWING");

    const queue = await list(t, tok.agent2!, { queue: "mine" });
    expect(ids(queue)).toEqual([row.id]);
    expect(queue.json().totalTaskFailed).toBe(1);
    expect((await detail(tok.agent2!, row.id)).statusCode).toBe(200);
    const photo = await t.database.db
      .selectFrom("photos")
      .select("id")
      .where("inspection_id", "=", row.inspection_id!)
      .executeTakeFirstOrThrow();
    const photoRes = await t.app.inject({
      method: "GET",
      url: `/api/photos/${photo.id}`,
      headers: bearer(tok.agent2!),
    });
    // The test photos are given by URL (nothing stored): past the access check the answer is 404.
    expect(photoRes.statusCode).toBe(404);

    const accepted = await confirm(t, tok.agent2!, {
      id: row.id,
      data: { messageData: [{ action: "inspector" }], inspectData: [{ action: "qa" }] },
      message: "my mistake",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ taskFailed: { status: "VERIFIED" }, totalTaskFailed: 0 });
    // Another agent, no party to it, still neither lists nor opens it.
    expect((await detail(tok.agent3!, row.id)).statusCode).toBe(403);
    expect((await list(t, tok.trainee1!, {})).json().total).toBe(0);
  });
});
