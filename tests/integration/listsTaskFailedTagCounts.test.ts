import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { QaData } from "../../src/domain/failedTask.ts";
import type { ItemAction } from "../../src/domain/failedTaskStatus.ts";
import type { TaskFailedFilters } from "../../src/server/repositories/taskFailed.ts";
import { clearFailed, insertFailed } from "./support/taskFailed.ts";
import { taskEnv } from "./support/tasks.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
});
afterAll(() => t.close());
beforeEach(() => clearFailed(t));

const at = (iso: string) => new Date(iso);

/** The trigger-kept counts per (kind, value, UTC hour) and the real ones from the rows' arrays. */
async function counts() {
  type Row = { kind: string; value: string; hour: Date | string; n: string };
  const kept = await sql<Row>`
    select kind, value, hour, n from task_failed_tag_counts where n <> 0 order by 1, 2, 3`.execute(
    t.database.db,
  );
  const real = await sql<Row>`
    select kind, value, hour, count(*) as n from (
      select 'action' as kind, a as value, date_trunc('hour', created_at, 'UTC') as hour
        from task_failed, unnest(actions) a
      union all
      select 'damage', d, date_trunc('hour', created_at, 'UTC') from task_failed, unnest(damage_names) d
    ) x group by 1, 2, 3 order by 1, 2, 3`.execute(t.database.db);
  const norm = (rows: Row[]) =>
    rows.map((r) => `${r.kind}:${r.value}@${new Date(r.hour).toISOString()}=${Number(r.n)}`);
  return { kept: norm(kept.rows), real: norm(real.rows) };
}

const qa = (actions: ItemAction[], damages: string[] = []): QaData => ({
  messageData: actions.map((action) => ({ name: "odom", data: "wrong", action })),
  detected_damages: damages.map((damage_name) => ({ damage_name, component: "HOOD" })),
});

/** The list's total and a plain count of the same filters. */
async function totals(filters: TaskFailedFilters) {
  const listed = (await t.services.taskFailed.repo.list(filters, 1, 10)).total;
  const parts = [sql`true`];
  if (filters.action) parts.push(sql`actions @> array[${filters.action}]::text[]`);
  if (filters.damageName) parts.push(sql`damage_names @> array[${filters.damageName}]::text[]`);
  if (filters.range)
    parts.push(
      sql`${sql.ref(filters.range.column)} >= ${filters.range.from} and ${sql.ref(filters.range.column)} <= ${filters.range.to}`,
    );
  if (filters.status) parts.push(sql`status = ${filters.status}`);
  const plain = await sql<{ n: string }>`
    select count(*) as n from task_failed where ${sql.join(parts, sql` and `)}`.execute(t.database.db);
  return { listed, plain: Number(plain.rows[0]?.n) };
}

describe("failed-task counts per action, damage name and hour (migration 0021)", () => {
  it("stay exact through inserts, a QA's edit of the QA data, status changes, a moved creation time and deletes", async () => {
    const rows = [];
    for (const [createdAt, data] of [
      ["2026-11-01T10:00:00Z", qa(["inspector", "qa"], ["DENT"])],
      ["2026-11-01T10:59:59.999Z", qa(["qa", "qa"], ["DENT", "SCRATCH"])],
      ["2026-11-01T11:30:00Z", qa([])],
      ["2026-11-02T00:15:00Z", qa(["support"], ["CHIP"])],
    ] as const)
      rows.push(await insertFailed(t, { createdAt: at(createdAt), qaData: data }));
    let c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toEqual([
      "action:inspector@2026-11-01T10:00:00.000Z=1",
      "action:qa@2026-11-01T10:00:00.000Z=2",
      "action:support@2026-11-02T00:00:00.000Z=1",
      "damage:CHIP@2026-11-02T00:00:00.000Z=1",
      "damage:DENT@2026-11-01T10:00:00.000Z=2",
      "damage:SCRATCH@2026-11-01T10:00:00.000Z=1",
    ]);

    // A QA's edit (the repository's update, as a confirm writes it), a status change alone, the
    // auto-verification's bulk update, then a creation time moved to another hour.
    const repo = t.services.taskFailed.repo;
    await repo.update(t.database.db, rows[0]?.id ?? "", {
      status: "VERIFYING",
      qaData: qa(["review"], ["CRACK", "DENT"]),
      notes: [],
      finished: false,
    });
    await t.database.db
      .updateTable("task_failed")
      .set({ status: "QA-REVIEWING", updated_at: at("2026-11-01T00:00:00Z") })
      .execute();
    expect(await t.services.taskFailed.review.autoVerify(48)).toBe(4);
    await t.database.db
      .updateTable("task_failed")
      .set({ created_at: at("2026-11-01T11:05:00Z") })
      .where("id", "=", rows[3]?.id ?? "")
      .execute();
    c = await counts();
    expect(c.kept).toEqual(c.real);
    expect(c.real).toContain("action:review@2026-11-01T10:00:00.000Z=1");
    expect(c.real).toContain("damage:CHIP@2026-11-01T11:00:00.000Z=1");
    expect(c.real).toContain("damage:DENT@2026-11-01T10:00:00.000Z=2");

    // One statement inserting many rows over several days, one deleting some, one deleting a single row.
    await sql`insert into task_failed (status, created_at, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select 'VERIFIED', timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => i * 17), 'agent1', 'qa1', '03',
        'odom', 'B' || i, 'QC', jsonb_build_object(
          'messageData', jsonb_build_array(jsonb_build_object('name', 'odom', 'action', (array['qa', 'inspector'])[1 + i % 2])),
          'detected_damages', case when i % 3 = 0 then jsonb_build_array(jsonb_build_object('damage_name', 'DENT')) else '[]'::jsonb end)
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

  it("give the list's total of an action or a damage name, alone or with a creation range, equal to counting the rows", async () => {
    // Rows every 7 minutes over three days, actions and damages varying, some exactly on hour boundaries.
    await sql`insert into task_failed (status, created_at, inspector_username, qa_username, photo_code, name, session_id, type, qa_data)
      select 'VERIFIED', timestamptz '2026-11-01 00:00:00+00' + make_interval(mins => i * 7), 'agent1', 'qa1', '03',
        'odom', 'R' || i, 'QC', jsonb_build_object(
          'messageData', jsonb_build_array(jsonb_build_object('name', 'odom', 'action', (array['qa', 'inspector', 'support'])[1 + i % 3])),
          'detected_damages', case when i % 2 = 0 then jsonb_build_array(jsonb_build_object('damage_name', (array['DENT', 'CHIP'])[1 + i % 4 / 2])) else '[]'::jsonb end)
      from generate_series(0, 620) as i`.execute(t.database.db);
    const ranges: [string, string][] = [
      ["2026-11-01T00:00:00Z", "2026-11-03T00:00:00Z"], // both ends on hour boundaries (and on rows)
      ["2026-11-01T03:17:30Z", "2026-11-02T19:42:10.5Z"], // off boundaries
      ["2026-11-01T03:59:59.999Z", "2026-11-01T05:00:00.001Z"], // one whole hour and slivers
      ["2026-11-01T05:10:00Z", "2026-11-01T05:50:00Z"], // inside one hour
      ["2026-11-01T07:00:00Z", "2026-11-01T07:00:00Z"], // a single instant with a row
      ["2026-11-02T10:00:00Z", "2026-11-01T10:00:00Z"], // reversed: empty
    ];
    const tags: TaskFailedFilters[] = [
      { action: "qa" },
      { action: "support" },
      { action: "nobody" },
      { damageName: "DENT" },
      { damageName: "CHIP" },
    ];
    for (const tag of tags) {
      const alone = await totals(tag);
      expect(alone.listed, JSON.stringify(tag)).toBe(alone.plain);
      for (const [from, to] of ranges) {
        const { listed, plain } = await totals({
          ...tag,
          range: { from: at(from), to: at(to), column: "created_at" },
        });
        expect(listed, `${JSON.stringify(tag)} ${from} .. ${to}`).toBe(plain);
      }
    }
    expect((await totals({ action: "qa" })).plain).toBe(207);
    expect((await totals({ damageName: "DENT" })).plain).toBe(156);

    // Both tags, a tag with a status, or on the finishing time: the rows themselves are counted.
    const range = { from: at("2026-11-01T03:17:30Z"), to: at("2026-11-02T19:42:10Z") };
    for (const filters of [
      { action: "qa", damageName: "DENT" },
      { action: "qa", status: "VERIFIED", range: { ...range, column: "created_at" as const } },
      { damageName: "DENT", range: { ...range, column: "finished_at" as const } },
    ]) {
      const { listed, plain } = await totals(filters);
      expect(listed, JSON.stringify(filters)).toBe(plain);
    }
  });
});
