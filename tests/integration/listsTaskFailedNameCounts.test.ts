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

/** The trigger-kept counts and the real ones, per task name (zero counts left out). */
const counts = () => keptAndRealCounts(t, "task_failed_name_counts", "name", sql`name`);

describe("failed-task counts per task name (migration 0017)", () => {
  it("stay exact through inserts, status and name changes, deletes and bulk statements, and give the list's totals", async () => {
    const rows = [];
    for (const [name, status] of [
      ["odom", "INSPECTOR-REVIEWING"],
      ["odom", "QA-REVIEWING"],
      ["vin", "VERIFIED"],
      ["tire", "INSPECTOR-REVIEWING"],
    ] as const)
      rows.push(await insertFailed(t, { name, status }));
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      ["odom", 2],
      ["tire", 1],
      ["vin", 1],
    ]);

    // A status change, the auto-verification's bulk update, then a task renamed (never done by the product).
    await t.database.db
      .updateTable("task_failed")
      .set({ status: "VERIFYING" })
      .where("id", "=", rows[0]?.id ?? "")
      .execute();
    await sql`update task_failed set updated_at = now() - interval '100 hours' where status like '%REVIEWING'`.execute(
      t.database.db,
    );
    expect(await t.services.taskFailed.review.autoVerify(48)).toBe(2);
    await t.database.db
      .updateTable("task_failed")
      .set({ name: "vin" })
      .where("id", "=", rows[3]?.id ?? "")
      .execute();
    c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      ["odom", 2],
      ["vin", 2],
    ]);

    // One statement inserting many rows of several names, then one deleting some of them.
    await sql`insert into task_failed (status, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select case when i % 3 = 0 then 'QA-REVIEWING' else 'VERIFIED' end, 'agent1', 'qa1', '03',
        (array['odom', 'vin', 'glass'])[(i % 3) + 1], 'B' || i, 'QC', '{}'::jsonb
      from generate_series(1, 300) as i`.execute(t.database.db);
    await sql`delete from task_failed where session_id like 'B%' and session_id like '%7'`.execute(
      t.database.db,
    );
    c = await counts();
    expect(c.kept).toEqual(c.real);

    const repo = t.services.taskFailed.repo;
    const real = (name: string) => Number(c.real.find(([n]) => n === name)?.[1] ?? 0);
    expect((await repo.list({ taskName: "odom" }, 1, 10)).total).toBe(real("odom"));
    expect((await repo.list({ taskName: "glass" }, 3, 10)).total).toBe(real("glass"));
    expect((await repo.list({ taskName: "qc_plate" }, 1, 10)).total).toBe(0);
    // A name with another filter still counts the rows themselves.
    const odomVerified = await sql<{ n: string }>`
      select count(*) as n from task_failed where name = 'odom' and status = 'VERIFIED'`.execute(
      t.database.db,
    );
    expect((await repo.list({ taskName: "odom", status: "VERIFIED" }, 1, 10)).total).toBe(
      Number(odomVerified.rows[0]?.n),
    );
  });
});

describe("failed-task list pages past the first (ids first, then the page's rows)", () => {
  it("give the same rows, in the same order, as reading the whole ordered list", async () => {
    // Equal creation times in pairs, so the id breaks ties across page boundaries.
    await sql`insert into task_failed (status, created_at, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select 'VERIFIED', timestamptz '2026-11-01' - make_interval(mins => i / 2), 'agent1', 'qa1', '03',
        (array['odom', 'vin'])[(i % 2) + 1], 'P' || i, 'QC', '{}'::jsonb
      from generate_series(1, 95) as i`.execute(t.database.db);
    const repo = t.services.taskFailed.repo;
    for (const filters of [{}, { taskName: "odom" }]) {
      const all = await t.database.db
        .selectFrom("task_failed")
        .select("id")
        .where((eb) => (filters.taskName ? eb("name", "=", filters.taskName) : eb.lit(true)))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      const paged = [];
      for (let page = 1; page <= Math.ceil(all.length / 10) + 1; page++)
        paged.push(...(await repo.list(filters, page, 10)).rows.map((r) => r.id));
      expect(paged).toEqual(all.map((r) => r.id));
    }
  });
});
