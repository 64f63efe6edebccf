import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TaskFailedFilters } from "../../src/server/repositories/taskFailed.ts";
import { clearFailed, insertFailed, keptAndRealCounts } from "./support/taskFailed.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());
beforeEach(() => clearFailed(t));

const at = (iso: string) => new Date(iso);

/** The trigger-kept counts and the real ones, per UTC hour of creation (zero counts left out). */
const counts = () =>
  keptAndRealCounts(t, "task_failed_hour_counts", "hour", sql`date_trunc('hour', created_at, 'UTC')`, (k) =>
    new Date(k as string).toISOString(),
  );

/** The list's total for a creation range alone, and a plain count of the same [from, to]. */
async function totals(from: Date, to: Date) {
  const filters: TaskFailedFilters = { range: { from, to, column: "created_at" } };
  const listed = (await t.services.taskFailed.repo.list(filters, 1, 10)).total;
  const plain = await sql<{ n: string }>`
    select count(*) as n from task_failed where created_at >= ${from} and created_at <= ${to}`.execute(
    t.database.db,
  );
  return { listed, plain: Number(plain.rows[0]?.n) };
}

describe("failed-task counts per hour of creation (migration 0018)", () => {
  it("stay exact through inserts, review status changes, a moved creation time, deletes and bulk statements", async () => {
    const rows = [];
    for (const [createdAt, status] of [
      ["2026-11-01T10:00:00Z", "INSPECTOR-REVIEWING"],
      ["2026-11-01T10:59:59.999Z", "QA-REVIEWING"],
      ["2026-11-01T11:30:00Z", "VERIFIED"],
      ["2026-11-02T00:15:00Z", "INSPECTOR-REVIEWING"],
    ] as const)
      rows.push(await insertFailed(t, { createdAt: at(createdAt), status }));
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      ["2026-11-01T10:00:00.000Z", 2],
      ["2026-11-01T11:00:00.000Z", 1],
      ["2026-11-02T00:00:00.000Z", 1],
    ]);

    // The review flow's status changes (a confirm, then the auto-verification's bulk update), then a
    // creation time moved to another hour (never done by the product).
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
      .set({ created_at: at("2026-11-01T11:05:00Z") })
      .where("id", "=", rows[3]?.id ?? "")
      .execute();
    c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      ["2026-11-01T10:00:00.000Z", 2],
      ["2026-11-01T11:00:00.000Z", 2],
    ]);

    // One statement inserting many rows over several days, one deleting some, one deleting a single row.
    await sql`insert into task_failed (status, created_at, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select case when i % 3 = 0 then 'QA-REVIEWING' else 'VERIFIED' end,
        timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => i * 17), 'agent1', 'qa1', '03',
        'odom', 'B' || i, 'QC', '{}'::jsonb
      from generate_series(1, 400) as i`.execute(t.database.db);
    await sql`delete from task_failed where session_id like 'B%' and session_id like '%7'`.execute(
      t.database.db,
    );
    await t.database.db
      .deleteFrom("task_failed")
      .where("id", "=", rows[1]?.id ?? "")
      .execute();
    c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real.length).toBeGreaterThan(100);
  });

  it("give the list's total of a creation range alone, equal to counting the rows", async () => {
    // Rows every 7 minutes over three days, some exactly on hour boundaries.
    await sql`insert into task_failed (status, created_at, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select 'VERIFIED', timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => i * 7), 'agent1', 'qa1', '03',
        'odom', 'R' || i, 'QC', '{}'::jsonb
      from generate_series(0, 620) as i`.execute(t.database.db);
    const ranges: [string, string][] = [
      ["2026-11-01T00:00:00Z", "2026-11-03T00:00:00Z"], // both ends on hour boundaries (and on rows)
      ["2026-11-01T07:00:00Z", "2026-11-01T14:00:00Z"], // on boundaries, rows at both ends (7 h = 60 × 7 min)
      ["2026-11-01T03:17:30Z", "2026-11-02T19:42:10.5Z"], // off boundaries
      ["2026-11-01T03:59:59.999Z", "2026-11-01T05:00:00.001Z"], // one whole hour and slivers
      ["2026-11-01T05:10:00Z", "2026-11-01T05:50:00Z"], // inside one hour
      ["2026-11-01T05:00:00Z", "2026-11-01T06:00:00Z"], // exactly one hour, end row included
      ["2026-11-01T07:00:00Z", "2026-11-01T07:00:00Z"], // a single instant with a row
      ["2026-10-01T00:00:00Z", "2026-10-20T00:00:00Z"], // before every row: empty
      ["2026-11-02T10:00:00Z", "2026-11-01T10:00:00Z"], // reversed: empty
      ["2026-10-31T22:30:00Z", "2026-11-05T01:30:00Z"], // wider than the rows
    ];
    for (const [from, to] of ranges) {
      const { listed, plain } = await totals(at(from), at(to));
      expect(listed, `${from} .. ${to}`).toBe(plain);
    }
    expect((await totals(at("2026-11-01T07:00:00Z"), at("2026-11-01T14:00:00Z"))).plain).toBe(61);
    expect((await totals(at("2026-10-01T00:00:00Z"), at("2026-10-20T00:00:00Z"))).plain).toBe(0);

    // A range with another filter, or on the finishing time, still counts the rows themselves.
    const range = { from: at("2026-11-01T03:17:30Z"), to: at("2026-11-02T19:42:10Z") };
    const repo = t.services.taskFailed.repo;
    expect(
      (await repo.list({ status: "QA-REVIEWING", range: { ...range, column: "created_at" } }, 1, 10)).total,
    ).toBe(0);
    expect((await repo.list({ range: { ...range, column: "finished_at" } }, 1, 10)).total).toBe(0);
  });
});
