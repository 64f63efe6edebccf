import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { canConfirm } from "../../src/domain/failedTaskPermissions.ts";
import { FAILED_TASK_STATUSES, nextStatus, totalTaskFailed } from "../../src/domain/failedTaskStatus.ts";
import type { Role } from "../../src/domain/roles.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { clearFailed, confirm, failedRow, insertFailed, totalOf } from "./support/taskFailed.ts";
import { clearQueue, homework, setStatus, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
const tok: Record<string, string> = {};
const ACTORS: [string, Role][] = [
  ["agent1", "AGENT"],
  ["agent2", "AGENT"],
  ["qa1", "QA"],
  ["admin1", "ADMIN"],
  ["trainer1", "TRAINER"],
  ["super1", "SUPER"],
  ["trainee1", "TRAINEE"],
];
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  for (const [u] of ACTORS) tok[u] = await loginAs(t.app, u);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

const del = (token: string, id: string) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/taskFailed/deleteTaskFailed",
    headers: bearer(token),
    payload: { id },
  });

describe("confirm validations, in order, with the spec's texts", () => {
  const cases: [string, object, string][] = [
    ["no QA data", {}, TEXTS.confirmNoQaData],
    [
      "QC without messageData",
      { inspectData: [{ name: "ext_id", action: "inspector" }] },
      TEXTS.confirmNoReason,
    ],
    [
      "an item without action",
      { messageData: [{ name: "odom", data: "x", action: "inspector" }], inspectData: [{ name: "int_id" }] },
      TEXTS.confirmMissingAction,
    ],
    [
      "a damage with admin_response but no action",
      {
        messageData: [{ name: "odom", data: "x", action: "inspector" }],
        detected_damages: [{ admin_response: "add", component: "HOOD", damage_name: "DENT" }],
      },
      TEXTS.confirmMissingDamageAction,
    ],
  ];
  for (const [label, qaData, text] of cases) {
    it(`${label} → 400 '${text}', nothing changes`, async () => {
      const row = await insertFailed(t, { qaData });
      const res = await confirm(t, tok.trainer1!, { id: row.id, message: "hello" });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
      const after = await failedRow(t, row.id);
      expect(after).toMatchObject({ status: "INSPECTOR-REVIEWING", notes: [], qa_data: row.qa_data });
    });
  }
});

describe("who may confirm: every role × status", () => {
  for (const status of FAILED_TASK_STATUSES) {
    it(status, async () => {
      for (const [username, role] of ACTORS) {
        const row = await insertFailed(t, {
          status,
          qaData: { messageData: [{ name: "odom", data: "x", action: "inspector" }] },
        });
        const parties = { status, inspector: { username: "agent1" }, qa: { username: "qa1" } };
        const allowed = canConfirm({ role, username }, parties);
        const res = await confirm(t, tok[username]!, { id: row.id });
        const after = await failedRow(t, row.id);
        if (allowed) {
          expect(res.statusCode, `${username} at ${status}`).toBe(200);
          const items = [{ action: "inspector" as const, previousAction: "inspector" as const }];
          expect(after?.status).toBe(
            nextStatus(status, role, username === "agent1", username === "qa1", items),
          );
        } else {
          expect(res.statusCode, `${username} at ${status}`).toBe(403);
          expect(after).toMatchObject({ status, notes: [], updated_at: row.updated_at });
        }
      }
    });
  }

  it("a trainer settles at once from any non-final status, and may add a note on an auto-verified one", async () => {
    for (const status of ["INSPECTOR-REVIEWING", "QA-REVIEWING", "VERIFYING"] as const) {
      const row = await insertFailed(t, { status });
      const res = await confirm(t, tok.super1!, { id: row.id });
      expect(res.json().taskFailed).toMatchObject({ status: "VERIFIED", notes: [{ message: "Confirm" }] });
    }
    const auto = await insertFailed(t, { status: "INSPECTOR-AUTO-VERIFIED" });
    expect((await confirm(t, tok.trainer1!, { id: auto.id })).statusCode).toBe(403);
    const noted = await confirm(t, tok.trainer1!, { id: auto.id, message: "seen" });
    expect(noted.json().taskFailed).toMatchObject({
      status: "INSPECTOR-AUTO-VERIFIED",
      notes: [{ message: "seen" }],
    });
    const verified = await insertFailed(t, { status: "VERIFIED" });
    expect((await confirm(t, tok.trainer1!, { id: verified.id, message: "late" })).statusCode).toBe(403);
  });

  it("a sender may not pick support, toggle critical or change list lengths", async () => {
    const row = await insertFailed(t, { qaData: { messageData: [{ name: "odom", data: "x" }] } });
    const pick = await confirm(t, tok.agent1!, {
      id: row.id,
      data: { messageData: [{ action: "support" }] },
    });
    expect(pick.statusCode).toBe(403);
    const longer = await confirm(t, tok.agent1!, {
      id: row.id,
      data: { messageData: [{ action: "inspector" }, { action: "inspector" }] },
    });
    expect(longer.statusCode).toBe(403);
    const critical = await confirm(t, tok.agent1!, {
      id: row.id,
      data: { messageData: [{ action: "inspector", critical: true }] },
    });
    expect(critical.json().taskFailed.qaData.messageData[0].critical).toBeUndefined();
  });
});

describe("delete and the QC skip", () => {
  it("TRAINER and SUPER delete; the task's QA skips a QC task; others get 403", async () => {
    const row = await insertFailed(t);
    for (const u of ["agent1", "agent2", "admin1", "trainee1"]) {
      expect((await del(tok[u]!, row.id)).statusCode, u).toBe(403);
    }
    expect(await failedRow(t, row.id)).toBeDefined();
    const skipped = await del(tok.qa1!, row.id);
    expect(skipped.json()).toMatchObject({ success: true, totalTaskFailed: 0 });
    expect(await failedRow(t, row.id)).toBeUndefined();
    expect(await totalOf(t, "agent1")).toBe(0);
    const notQc = await insertFailed(t, { type: "INSPECT" });
    expect((await del(tok.qa1!, notQc.id)).statusCode).toBe(403);
    expect((await del(tok.trainer1!, notQc.id)).statusCode).toBe(200);
    const third = await insertFailed(t);
    const byQuery = await t.app.inject({
      method: "DELETE",
      url: `/api/taskFailed/deleteTaskFailed?id=${third.id}`,
      headers: bearer(tok.super1!),
    });
    expect(byQuery.statusCode).toBe(200);
    expect((await del(tok.super1!, third.id)).statusCode).toBe(404);
  });

  it("the QA's Skip only while under review: a waiting or settled verdict stands, points and all", async () => {
    const points = () =>
      t.services.taskFailed.repo.pointsBetween(new Date(0), new Date(Date.now() + 3600_000));
    for (const status of FAILED_TASK_STATUSES) {
      await clearFailed(t);
      const row = await insertFailed(t, {
        status,
        qaData: { messageData: [{ name: "odom", data: "wrong", action: "qa" }] },
      });
      const before = {
        points: await points(),
        qa: await totalOf(t, "qa1"),
        agent: await totalOf(t, "agent1"),
      };
      const res = await del(tok.qa1!, row.id);
      if (status === "INSPECTOR-REVIEWING" || status === "QA-REVIEWING") {
        expect(res.statusCode, status).toBe(200);
        continue;
      }
      expect(res.statusCode, status).toBe(403);
      expect(await failedRow(t, row.id), status).toMatchObject({ status });
      expect(await points(), status).toEqual(before.points);
      expect(await totalOf(t, "qa1"), status).toBe(before.qa);
      expect(await totalOf(t, "agent1"), status).toBe(before.agent);
      // A trainer may still delete it.
      expect((await del(tok.trainer1!, row.id)).statusCode, status).toBe(200);
    }
  });
});

describe("auto-verification", () => {
  it("moves idle REVIEWING tasks once, even when run concurrently, and recounts the totals", async () => {
    const old = new Date(Date.now() - 49 * 3600_000);
    const a = await insertFailed(t, { status: "INSPECTOR-REVIEWING", updatedAt: old });
    const b = await insertFailed(t, { status: "QA-REVIEWING", updatedAt: old });
    const c = await insertFailed(t, { status: "VERIFYING", updatedAt: old });
    const fresh = await insertFailed(t, { status: "INSPECTOR-REVIEWING" });
    expect(await totalOf(t, "agent1")).toBe(2);
    expect(await totalOf(t, "qa1")).toBe(1);
    const review = t.services.taskFailed.review;
    const moved = await Promise.all([review.autoVerify(), review.autoVerify(), review.autoVerify()]);
    expect(moved.reduce((x, y) => x + y, 0)).toBe(2);
    expect((await failedRow(t, a.id))?.status).toBe("INSPECTOR-AUTO-VERIFIED");
    expect((await failedRow(t, a.id))?.finished_at).not.toBeNull();
    expect((await failedRow(t, b.id))?.status).toBe("QA-AUTO-VERIFIED");
    expect((await failedRow(t, c.id))?.status).toBe("VERIFYING");
    expect((await failedRow(t, fresh.id))?.status).toBe("INSPECTOR-REVIEWING");
    expect(await totalOf(t, "agent1")).toBe(1);
    expect(await totalOf(t, "qa1")).toBe(0);
    expect(await review.autoVerify()).toBe(0);
  });
});

describe("totalTaskFailed and dispatch", () => {
  it("follows the domain definition and blocks the agent's work once above 5", async () => {
    for (let i = 0; i < 6; i++) await insertFailed(t);
    await insertFailed(t, { status: "QA-REVIEWING" });
    await insertFailed(t, { status: "VERIFIED" });
    const rows = await t.database.db.selectFrom("task_failed").selectAll().execute();
    const parties = rows.map((r) => ({
      status: r.status,
      inspector: { username: r.inspector_username },
      qa: { username: r.qa_username },
    }));
    expect(await totalOf(t, "agent1")).toBe(totalTaskFailed(parties, { username: "agent1", role: "AGENT" }));
    expect(await totalOf(t, "agent1")).toBe(6);
    expect(await totalOf(t, "qa1")).toBe(totalTaskFailed(parties, { username: "qa1", role: "QA" }));
    await setStatus(t, tok.agent1!, "Waiting");
    const res = await homework(t, tok.agent1!);
    expect(res.json()).toMatchObject({
      success: false,
      code: "TOO_MANY_PRIORITIES",
      message: TEXTS.tooManyPriorities,
    });
    const me = await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(tok.agent1!) });
    expect(me.json().user.totalTaskFailed).toBe(6);
    await sql`delete from task_failed`.execute(t.database.db);
  });
});
