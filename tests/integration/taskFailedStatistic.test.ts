import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QaData, QaItem } from "../../src/domain/failedTask.ts";
import { computePoints } from "../../src/domain/failedTaskPoints.ts";
import { FAILED_TASK_STATUSES, ITEM_ACTIONS } from "../../src/domain/failedTaskStatus.ts";
import { clearFailed, insertFailed, uniq } from "./support/taskFailed.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());
beforeEach(() => clearFailed(t));

/** A small deterministic generator, so a failure is reproducible. */
const rng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe("statistic points in SQL (migration 0005)", () => {
  it("the generated per-task points and their sums equal the domain's computePoints on 300 random tasks", async () => {
    const r = rng(7);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
    const item = (): QaItem => ({
      name: "x",
      ...(r() < 0.85 ? { action: pick([...ITEM_ACTIONS, ""] as const) } : {}),
      ...(r() < 0.5 ? { critical: r() < 0.5 } : {}),
    });
    const items = () => Array.from({ length: Math.floor(r() * 4) }, item);
    const inspectors = ["i1", "i2", "i3"].map((n) => uniq(n));
    const qas = ["q1", "q2"].map((n) => uniq(n));
    const tasks = [];
    for (let i = 0; i < 300; i++) {
      const qaData: QaData = {
        ...(r() < 0.8 ? { messageData: items() } : {}),
        ...(r() < 0.6 ? { inspectData: items() } : {}),
        ...(r() < 0.6 ? { detected_damages: items() } : {}),
      };
      const task = {
        status: pick(FAILED_TASK_STATUSES),
        inspector: { username: pick(inspectors) },
        qa: { username: pick(qas) },
        qaData,
      };
      tasks.push(task);
      await insertFailed(t, {
        status: task.status,
        inspector_username: task.inspector.username,
        qa_username: task.qa.username,
        qaData,
      });
    }
    const expected = computePoints(tasks);
    const now = new Date();
    const rows = await t.services.taskFailed.repo.pointsBetween(new Date(now.getTime() - 3600_000), now);
    const actual = {
      dataInspector: {} as Record<string, { point: number }>,
      dataQa: {} as typeof expected.dataQa,
    };
    for (const row of rows)
      (row.side === "inspector" ? actual.dataInspector : actual.dataQa)[row.username] = { point: row.point };
    expect(actual).toEqual(expected);
    expect(Object.keys(expected.dataInspector).length).toBeGreaterThan(0);
  });

  it("follows a confirm and the auto-verify UPDATE without any code keeping the points", async () => {
    const insp = uniq("insp_");
    const qa = uniq("qa_");
    const row = await insertFailed(t, {
      inspector_username: insp,
      qa_username: qa,
      qaData: { messageData: [{ name: "odom", data: "x", action: "qa" }], inspectData: [{ name: "ext_id" }] },
      updatedAt: new Date(Date.now() - 72 * 3600_000),
    });
    const before = await t.database.db
      .selectFrom("task_failed")
      .select(["inspector_points", "qa_points"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(before).toEqual({ inspector_points: 0, qa_points: 1 });
    expect(await t.services.taskFailed.review.autoVerify(48)).toBe(1);
    const after = await t.database.db
      .selectFrom("task_failed")
      .select(["status", "inspector_points", "qa_points"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "INSPECTOR-AUTO-VERIFIED", inspector_points: 2, qa_points: 0 });
  });
});
