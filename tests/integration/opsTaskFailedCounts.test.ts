import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFailed, insertFailed, keptAndRealCounts } from "./support/taskFailed.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());
beforeEach(() => clearFailed(t));

/** The trigger-kept counts and the real ones, per status (zero counts left out). */
const counts = () => keptAndRealCounts(t, "task_failed_status_counts", "status", sql`status`);

describe("failed-task counts per status (migration 0013)", () => {
  it("stay exact through inserts, status changes, deletes and a bulk insert, and give the list's totals", async () => {
    const rows = [];
    for (const status of ["INSPECTOR-REVIEWING", "INSPECTOR-REVIEWING", "QA-REVIEWING", "VERIFIED"])
      rows.push(await insertFailed(t, { status }));
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      ["INSPECTOR-REVIEWING", 2],
      ["QA-REVIEWING", 1],
      ["VERIFIED", 1],
    ]);

    // A status change, an update that keeps the status, and the auto-verification's bulk update.
    await t.database.db
      .updateTable("task_failed")
      .set({ status: "VERIFYING" })
      .where("id", "=", rows[0]?.id ?? "")
      .execute();
    await t.database.db
      .updateTable("task_failed")
      .set({ updated_at: new Date() })
      .where("id", "=", rows[3]?.id ?? "")
      .execute();
    await sql`update task_failed set updated_at = now() - interval '100 hours' where status like '%REVIEWING'`.execute(
      t.database.db,
    );
    expect(await t.services.taskFailed.review.autoVerify(48)).toBe(2);
    c = await counts();
    expect(c.kept).toEqual(c.real);

    // One statement inserting many rows, then deleting some.
    await sql`insert into task_failed (status, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select case when i % 3 = 0 then 'QA-REVIEWING' else 'VERIFIED' end, 'agent1', 'qa1', '03', 'odom', 'B' || i, 'QC', '{}'::jsonb
      from generate_series(1, 300) as i`.execute(t.database.db);
    await sql`delete from task_failed where session_id like 'B%' and session_id like '%7'`.execute(
      t.database.db,
    );
    c = await counts();
    expect(c.kept).toEqual(c.real);

    const repo = t.services.taskFailed.repo;
    const all = c.real.reduce((sum, [, n]) => sum + Number(n), 0);
    expect((await repo.list({}, 1, 10)).total).toBe(all);
    expect((await repo.list({ status: "QA-REVIEWING" }, 1, 10)).total).toBe(
      Number(c.real.find(([s]) => s === "QA-REVIEWING")?.[1]),
    );
    expect((await repo.list({ status: "INSPECTOR-REVIEWING" }, 1, 10)).total).toBe(0);
    // Any other filter still counts the rows themselves.
    expect((await repo.list({ sessionID: rows[1]?.session_id }, 1, 10)).total).toBe(1);
  });
});
