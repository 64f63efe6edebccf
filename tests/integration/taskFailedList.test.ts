import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatDay, formatRangeInput } from "../../src/domain/dateRange.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { clearFailed, insertFailed, list, uniq } from "./support/taskFailed.ts";
import { taskEnv } from "./support/tasks.ts";
import { bearer, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
const tok: Record<string, string> = {};
const TZ = "Asia/Ho_Chi_Minh";
const DAY = 24 * 3600_000;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  for (const u of ["agent1", "admin1", "trainer1", "trainee1", "viewer1"]) tok[u] = await loginAs(t.app, u);
});
afterAll(() => t.close());
beforeEach(() => clearFailed(t));

const ids = (res: { json(): { data: { _id: string }[] } }) =>
  res
    .json()
    .data.map((d) => d._id)
    .sort();

describe("getAllTaskFailed", () => {
  it("filters by qa, inspector, taskName, status, action, damageName and sessionID", async () => {
    const qa = uniq("qa_");
    const a = await insertFailed(t, { qa_username: qa, inspector_username: "agent1", name: "odom" });
    const b = await insertFailed(t, {
      qa_username: qa,
      inspector_username: "agent2",
      name: "damage_other",
      status: "QA-REVIEWING",
      qaData: {
        messageData: [{ name: "damage_other", data: "x", action: "qa" }],
        detected_damages: [{ admin_response: "add", component: "HOOD", damage_name: "DENT", action: "qa" }],
      },
    });
    await insertFailed(t, { qa_username: uniq("other_") });
    const q = (extra: Record<string, string>) => list(t, tok.admin1!, { qa, ...extra });
    expect(ids(await q({}))).toEqual([a.id, b.id].sort());
    expect(ids(await q({ inspector: "agent2" }))).toEqual([b.id]);
    expect(ids(await q({ taskName: "odom" }))).toEqual([a.id]);
    expect(ids(await q({ status: "QA-REVIEWING" }))).toEqual([b.id]);
    expect(ids(await q({ action: "qa" }))).toEqual([b.id]);
    expect(ids(await q({ action: "inspector" }))).toEqual([a.id]);
    expect(ids(await q({ damageName: "DENT" }))).toEqual([b.id]);
    expect(ids(await q({ sessionID: a.session_id }))).toEqual([a.id]);
    expect(ids(await q({ status: "", action: "", damageName: "" }))).toEqual([a.id, b.id].sort());
  });

  it("pages with limit 10/20/50 (default 50) and answers data, count, pages, total, current", async () => {
    const qa = uniq("qa_");
    for (let i = 0; i < 25; i++) await insertFailed(t, { qa_username: qa });
    const page3 = await list(t, tok.admin1!, { qa, page: 3, limit: 10 });
    expect(page3.json()).toMatchObject({ count: 5, pages: 3, total: 25, current: 3, limit: 10 });
    expect((await list(t, tok.admin1!, { qa })).json()).toMatchObject({ count: 25, pages: 1, limit: 50 });
    // Past the last page: no rows, the total still there (page and total are one statement).
    const past = await list(t, tok.admin1!, { qa, page: 4, limit: 10 });
    expect(past.json()).toMatchObject({ count: 0, data: [], pages: 3, total: 25, current: 4 });
    expect((await list(t, tok.admin1!, { qa: uniq("nobody_") })).json()).toMatchObject({
      count: 0,
      total: 0,
    });
    expect((await list(t, tok.admin1!, { qa, limit: 30 })).statusCode).toBe(400);
    expect((await list(t, tok.admin1!, { qa, page: 0 })).statusCode).toBe(400);
  });

  it("an action combined with another filter pages newest first, the page chosen by its total", async () => {
    const qa = uniq("qa_");
    const t0 = Date.now() - 3 * DAY;
    const made = [];
    for (let i = 0; i < 13; i++) {
      made.push(
        await insertFailed(t, {
          qa_username: qa,
          createdAt: new Date(t0 + i * 3600_000),
          qaData: {
            messageData: [{ name: "odom", data: "x", action: i % 3 === 0 ? "inspector" : "qa" }],
            detected_damages: [
              { admin_response: "add", component: "HOOD", damage_name: "DENT", action: "inspector" },
            ],
          },
        }),
      );
    }
    const want = made
      .filter((_, i) => i % 3 !== 0)
      .reverse()
      .map((r) => r.id);
    const page1 = await list(t, tok.admin1!, { qa, action: "qa", damageName: "DENT", limit: 10 });
    expect(page1.json()).toMatchObject({ total: 8, count: 8 });
    expect(page1.json().data.map((d: { _id: string }) => d._id)).toEqual(want);
    const small = await list(t, tok.admin1!, { qa, action: "qa", limit: 10, page: 1 });
    expect(small.json().total).toBe(8);
    const page2 = await list(t, tok.admin1!, { qa, damageName: "DENT", limit: 10, page: 2 });
    expect(page2.json()).toMatchObject({ total: 13, count: 3 });
    expect(page2.json().data.map((d: { _id: string }) => d._id)).toEqual(
      made
        .slice(0, 3)
        .reverse()
        .map((r) => r.id),
    );
  });

  it("filters by a range in the caller's timezone; refuses over 92 days, the future and a reversed range", async () => {
    const qa = uniq("qa_");
    const now = Date.now();
    const recent = await insertFailed(t, { qa_username: qa, createdAt: new Date(now - 3600_000) });
    await insertFailed(t, { qa_username: qa, createdAt: new Date(now - 10 * DAY) });
    const from = formatRangeInput(new Date(now - 2 * DAY), TZ);
    const to = formatRangeInput(new Date(now), TZ);
    const res = await list(t, tok.admin1!, { qa, from, to, timezone: TZ });
    expect(ids(res)).toEqual([recent.id]);
    const iso = await list(t, tok.admin1!, {
      qa,
      from: new Date(now - 2 * DAY).toISOString(),
      to: new Date(now).toISOString(),
    });
    expect(ids(iso)).toEqual([recent.id]);
    const tooLong = await list(t, tok.admin1!, {
      qa,
      from: formatRangeInput(new Date(now - 100 * DAY), TZ),
      to,
      timezone: TZ,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(TEXTS.dateRangeExceeded);
    const future = await list(t, tok.admin1!, {
      qa,
      from,
      to: formatRangeInput(new Date(now + 3 * DAY), TZ),
      timezone: TZ,
    });
    expect(future.json().message).toBe(TEXTS.dateInFuture);
    const reversed = await list(t, tok.admin1!, { qa, from: to, to: from, timezone: TZ });
    expect(reversed.json().message).toBe(TEXTS.dateRangeInvalid);
    // One date alone: the message names the missing end, not a reversed range.
    const onlyFrom = await list(t, tok.admin1!, { qa, from });
    expect(onlyFrom.statusCode).toBe(400);
    expect(onlyFrom.json().message).toBe(TEXTS.dateToMissing);
    expect((await list(t, tok.admin1!, { qa, to })).json().message).toBe(TEXTS.dateFromMissing);
    expect((await list(t, tok.admin1!, { qa, from: "yesterday", to })).json().message).toBe(
      TEXTS.dateFromInvalid,
    );
  });

  it("reads the caller's profile timezone and badge count with the session check, fresh on every call", async () => {
    const qa = uniq("qa_");
    const recent = await insertFailed(t, { qa_username: qa, createdAt: new Date(Date.now() - 3600_000) });
    const east = "Pacific/Kiritimati"; // UTC+14
    const from = formatRangeInput(new Date(Date.now() - 2 * 3600_000), east);
    const to = formatRangeInput(new Date(), east);
    const before = await sql<{ timezone: string; total_task_failed: number }>`
      select timezone, total_task_failed from users where username = 'admin1'`.execute(t.database.db);
    const setProfile = (timezone: string, total: number) =>
      sql`update users set timezone = ${timezone}, total_task_failed = ${total} where username = 'admin1'`.execute(
        t.database.db,
      );
    try {
      await setProfile(east, 7);
      const res = await list(t, tok.admin1!, { qa, from, to });
      expect(ids(res)).toEqual([recent.id]);
      expect(res.json().totalTaskFailed).toBe(7);
      // The server's own time and its session check, for the load bench's slow-call report.
      expect(res.headers["server-timing"]).toMatch(/^total;dur=\d+\.\d, auth;dur=\d+\.\d$/);
      // The same local times in UTC-11 are 25 hours later, in the future: the new profile acts at once.
      await setProfile("Pacific/Pago_Pago", 3);
      const moved = await list(t, tok.admin1!, { qa, from, to });
      expect(moved.json().message).toBe(TEXTS.dateInFuture);
      expect((await list(t, tok.admin1!, { qa })).json().totalTaskFailed).toBe(3);
    } finally {
      const { timezone, total_task_failed } = before.rows[0] ?? { timezone: TZ, total_task_failed: 0 };
      await setProfile(timezone, total_task_failed);
    }
  });

  it("an AGENT or TRAINEE sees only failed tasks it is a party to; the total drives the badge", async () => {
    const qa = uniq("qa_");
    const mine = await insertFailed(t, { qa_username: qa, inspector_username: "agent1" });
    await insertFailed(t, { qa_username: qa, inspector_username: "agent2" });
    const res = await list(t, tok.agent1!, { qa });
    expect(ids(res)).toEqual([mine.id]);
    expect(res.json().totalTaskFailed).toBe(1);
    expect((await list(t, tok.agent1!, { qa, inspector: "agent2" })).json().total).toBe(0);
    expect((await list(t, tok.trainee1!, { qa })).json().total).toBe(0);
    expect((await list(t, tok.viewer1!, { qa })).statusCode).toBe(403);
  });
});

describe("statisticTaskFailed", () => {
  it("counts mistakes: critical 2, support/review 0, auto-verified against the side that did not answer", async () => {
    const insp = uniq("insp_");
    const qa = uniq("qa_");
    await insertFailed(t, {
      inspector_username: insp,
      qa_username: qa,
      status: "VERIFIED",
      qaData: {
        messageData: [{ name: "odom", data: "x", action: "inspector", critical: true }],
        inspectData: [
          { name: "ext_id", action: "qa" },
          { name: "int_id", action: "support" },
          { name: "trim_id", action: "review", critical: true },
        ],
      },
    });
    await insertFailed(t, {
      inspector_username: insp,
      qa_username: qa,
      status: "INSPECTOR-AUTO-VERIFIED",
      qaData: { messageData: [{ name: "odom", data: "x" }], inspectData: [{ name: "ext_id" }] },
    });
    await insertFailed(t, {
      inspector_username: insp,
      qa_username: qa,
      status: "QA-AUTO-VERIFIED",
      qaData: { messageData: [{ name: "odom", data: "x", action: "inspector" }] },
    });
    await insertFailed(t, {
      inspector_username: insp,
      status: "VERIFIED",
      createdAt: new Date(Date.now() - 40 * DAY),
    });
    const today = formatDay(new Date(), TZ);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/taskFailed/statisticTaskFailed",
      headers: bearer(tok.trainer1!),
      query: { from: today, to: today, timezone: TZ },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().dataInspector[insp]).toEqual({ point: 4 });
    expect(res.json().dataQa[qa]).toEqual({ point: 2 });
    const byDefault = await t.app.inject({
      method: "GET",
      url: "/api/taskFailed/statisticTaskFailed",
      headers: bearer(tok.agent1!),
    });
    expect(byDefault.json().to).toBe(today);
    expect(byDefault.json().dataInspector[insp]).toEqual({ point: 4 });
    const stat = (query: Record<string, string>) =>
      t.app.inject({
        method: "GET",
        url: "/api/taskFailed/statisticTaskFailed",
        headers: bearer(tok.admin1!),
        query,
      });
    expect((await stat({ from: "2020-01-01", to: "2020-06-01" })).json().message).toBe(
      TEXTS.dateRangeExceeded,
    );
    expect((await stat({ from: today, to: "2999-01-01" })).json().message).toBe(TEXTS.dateInFuture);
    expect((await stat({ from: "2020-02-30", to: today })).statusCode).toBe(400);
    // The Basic tab is for all roles (product §2): a TRAINEE reads the leaderboards; a VIEWER is outside
    // the review loop.
    const asTrainee = await t.app.inject({
      method: "GET",
      url: "/api/taskFailed/statisticTaskFailed",
      headers: bearer(tok.trainee1!),
      query: { from: today, to: today, timezone: TZ },
    });
    expect(asTrainee.statusCode).toBe(200);
    expect(asTrainee.json().dataInspector[insp]).toEqual({ point: 4 });
    expect(asTrainee.json().dataQa[qa]).toEqual({ point: 2 });
    const asViewer = await t.app.inject({
      method: "GET",
      url: "/api/taskFailed/statisticTaskFailed",
      headers: bearer(tok.viewer1!),
    });
    expect(asViewer.statusCode).toBe(403);
    expect((await stat({ from: today, to: "" })).json().to).toBe(today);
  });
});

describe.skipIf(engineUnderTest !== "postgres")("query plan at scale (PostgreSQL)", () => {
  // Most rows of a real table are settled: the status index is what makes an open status fast.
  it("uses an index for the status + created_at filter over 20k rows", async () => {
    await sql`
      insert into task_failed (status, created_at, updated_at, inspector_username, qa_username, photo_code, name, session_id, qa_data)
      select case i % 50 when 0 then 'QA-REVIEWING' when 1 then 'INSPECTOR-REVIEWING' when 2 then 'VERIFYING'
          when 3 then 'INSPECTOR-AUTO-VERIFIED' else 'VERIFIED' end,
        now() - make_interval(mins => i), now(), 'insp' || (i % 300), 'qa' || (i % 40), '03', 'odom', 'S' || i,
        '{"messageData":[{"name":"odom","data":"x","action":"inspector"}]}'::jsonb
      from generate_series(1, 20000) as i`.execute(t.database.db);
    await sql`analyze task_failed`.execute(t.database.db);
    const compiled = t.services.taskFailed.repo.compileList(
      {
        status: "QA-REVIEWING",
        range: { from: new Date(Date.now() - 2 * DAY), to: new Date(), column: "created_at" },
      },
      50,
    );
    const plan = await t.database.db.executeQuery<{ "QUERY PLAN": string }>({
      ...compiled,
      sql: `explain ${compiled.sql}`,
    });
    const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(text, text).toMatch(/Index (Only )?Scan (Backward )?using task_failed_status_created/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
