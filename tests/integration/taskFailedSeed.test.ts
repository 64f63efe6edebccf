import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAILED_TASK_STATUSES } from "../../src/domain/failedTaskStatus.ts";
import { seedDemoFailedTasks } from "../../src/server/seed/demoFailedTasks.ts";
import { seedDemoInspections } from "../../src/server/seed/demoInspections.ts";
import { list, totalOf } from "./support/taskFailed.ts";
import { homework, setStatus, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());

describe("demo failed tasks", () => {
  it("seeds every status once into an empty database; agent1 can still inspect", async () => {
    // The failed tasks quote the first four demo sessions; seeding those is enough here.
    await seedDemoInspections(t.database.db, mkdtempSync(join(tmpdir(), "demo-failed-")), { count: 4 });
    expect(await seedDemoFailedTasks(t.database.db)).toBe(7);
    expect(await seedDemoFailedTasks(t.database.db)).toBe(0);
    const trainer = await loginAs(t.app, "trainer1");
    const res = await list(t, trainer, {});
    const statuses = new Set(res.json().data.map((d: { status: string }) => d.status));
    expect([...statuses].sort()).toEqual([...FAILED_TASK_STATUSES].sort());
    expect(await totalOf(t, "agent1")).toBe(2);
    expect(await totalOf(t, "qa1")).toBe(1);
    for (const row of res.json().data as { _id: string }[]) {
      const detail = await t.app.inject({
        method: "GET",
        url: `/api/taskFailed/getTaskFailed/${row._id}`,
        headers: bearer(trainer),
      });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().task.image_cap).toBeTruthy();
    }
    // Each failed slot answered its own queued task: one INSPECT task per slot, done, none queued beside it.
    const slots = await t.database.db
      .selectFrom("task_failed")
      .innerJoin("tasks as s", (j) =>
        j
          .onRef("s.inspection_id", "=", "task_failed.inspection_id")
          .onRef("s.photo_code", "=", "task_failed.photo_code")
          .onRef("s.name", "=", "task_failed.name"),
      )
      .select(["task_failed.session_id", "task_failed.photo_code", "task_failed.name", "s.status"])
      .where("s.type", "=", "INSPECT")
      .execute();
    expect(slots).toHaveLength(7);
    expect(slots.every((s) => s.status === "done")).toBe(true);
    const agent = await loginAs(t.app, "agent1");
    await setStatus(t, agent, "Waiting");
    expect((await homework(t, agent)).json().task).not.toBeNull();
  });
});
