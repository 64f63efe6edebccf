import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { autoVerifyDueAt, isDueForAutoVerify } from "../../src/domain/failedTaskStatus.ts";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { openDatabase } from "../../src/server/db/connect.ts";
import type { TaskFailedService } from "../../src/server/services/taskFailed.ts";
import { clearFailed, failedRow, insertFailed, totalOf } from "./support/taskFailed.ts";
import { engineUnderTest, startTestApp, TEST_SECRET, type TestApp } from "./support/testApp.ts";

/**
 * Auto-verification of a backlog in bounded batches (issue 8): all due rows in one run, each once, no
 * statement over the batch size, oldest first; one run at a time per instance; two instances split a
 * backlog (PostgreSQL) and skip rows another transaction holds instead of waiting for them.
 */
let t: TestApp;
const BATCH = 5;
const HOUR = 3600_000;
const PARTIES = [
  ["agent1", "qa1"],
  ["agent2", "qa1"],
  ["agent3", "super1"],
] as const;

beforeAll(async () => {
  t = await startTestApp();
  // Every UPDATE of task_failed notes its row count and the range of the rows' previous updated_at.
  await sql`create table test_update_sizes (seq serial primary key, n integer, oldest timestamptz, newest timestamptz)`.execute(
    t.database.db,
  );
  await sql`create function test_note_update_size() returns trigger language plpgsql as $$ begin
      insert into test_update_sizes (n, oldest, newest) select count(*), min(updated_at), max(updated_at) from before;
      return null; end $$`.execute(t.database.db);
  await sql`create trigger test_update_size after update on task_failed referencing old table as before
      for each statement execute function test_note_update_size()`.execute(t.database.db);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearFailed(t);
  await sql`delete from test_update_sizes`.execute(t.database.db);
});

/** `n` due rows (idle 49 h and more, each an hour older than the next), parties and statuses varied. */
async function backlog(n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const [inspector, qa] = PARTIES[i % PARTIES.length] ?? PARTIES[0];
    const status = i % 2 === 0 ? "INSPECTOR-REVIEWING" : "QA-REVIEWING";
    const updatedAt = new Date(Date.now() - (49 + n - i) * HOUR);
    rows.push(await insertFailed(t, { inspector_username: inspector, qa_username: qa, status, updatedAt }));
  }
  return rows;
}

const stillDue = async () =>
  Number(
    (
      await sql<{ n: string }>`select count(*) as n from task_failed
        where status in ('INSPECTOR-REVIEWING', 'QA-REVIEWING') and updated_at < now() - interval '48 hours'`.execute(
        t.database.db,
      )
    ).rows[0]?.n,
  );

/** The UPDATE statements that changed rows, in order. */
const updates = async () =>
  (
    await sql<{ n: number; oldest: Date; newest: Date }>`
      select n, oldest, newest from test_update_sizes where n > 0 order by seq`.execute(t.database.db)
  ).rows;

describe("auto-verification of a backlog", () => {
  it("moves a backlog of several batches in one run, each row once, oldest first, no statement over the batch", async () => {
    const rows = await backlog(23);
    const fresh = await insertFailed(t, { status: "INSPECTOR-REVIEWING" });
    await insertFailed(t, { status: "VERIFYING", updatedAt: new Date(Date.now() - 100 * HOUR) });
    const batches: number[] = [];
    const moved = await t.services.taskFailed.review.autoVerify(48, {
      batchSize: BATCH,
      onBatch: (n) => {
        batches.push(n);
      },
    });
    expect(moved).toBe(23);
    expect(await stillDue()).toBe(0);

    const done = await t.database.db
      .selectFrom("task_failed")
      .select(["id", "status", "finished_at"])
      .execute();
    for (const r of rows) {
      const now = done.find((d) => d.id === r.id);
      expect(now?.status).toBe(
        r.status === "INSPECTOR-REVIEWING" ? "INSPECTOR-AUTO-VERIFIED" : "QA-AUTO-VERIFIED",
      );
      expect(now?.finished_at).not.toBeNull();
    }
    expect(done.find((d) => d.id === fresh.id)?.status).toBe("INSPECTOR-REVIEWING");
    expect(done.filter((d) => d.status === "VERIFYING")).toHaveLength(1);

    // Rows per statement: never over the batch, every row changed once, the oldest batch first.
    const stmts = await updates();
    expect(stmts.map((s) => s.n)).toEqual([5, 5, 5, 5, 3]);
    expect(batches).toEqual([5, 5, 5, 5, 3]);
    for (let i = 1; i < stmts.length; i++)
      expect(new Date(stmts[i]!.oldest).getTime()).toBeGreaterThan(new Date(stmts[i - 1]!.newest).getTime());

    // Totals: the fresh row waits for agent1, the VERIFYING one for super1 (a SUPER); the leaderboard
    // gives each auto-verified side 1 point.
    expect(await totalOf(t, "agent1")).toBe(1);
    expect(await totalOf(t, "agent2")).toBe(0);
    expect(await totalOf(t, "qa1")).toBe(0);
    expect(await totalOf(t, "agent3")).toBe(0);
    expect(await totalOf(t, "super1")).toBe(1);
    const points = await t.services.taskFailed.repo.pointsBetween(
      new Date(Date.now() - 400 * 86400_000),
      new Date(Date.now() + HOUR),
    );
    // The fresh and VERIFYING rows count too: their one message is the inspector's (agent1).
    const expected = new Map<string, number>([["inspector:agent1", 2]]);
    for (const r of rows) {
      const key =
        r.status === "INSPECTOR-REVIEWING" ? `inspector:${r.inspector_username}` : `qa:${r.qa_username}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(new Map(points.map((p) => [`${p.side}:${p.username}`, p.point]))).toEqual(expected);
    expect(await t.services.taskFailed.review.autoVerify(48, { batchSize: BATCH })).toBe(0);
  });

  it("runs once at a time per instance: a call during a run answers 0 at once", async () => {
    await backlog(23);
    const review = t.services.taskFailed.review;
    // The first run is held after its first batch by a latch the test releases: no timing involved.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstBatchDone!: () => void;
    const inRun = new Promise<void>((resolve) => {
      firstBatchDone = resolve;
    });
    const first = review.autoVerify(48, {
      batchSize: BATCH,
      onBatch: async () => {
        firstBatchDone();
        await held;
      },
    });
    await inRun;
    expect(await review.autoVerify(48, { batchSize: BATCH })).toBe(0);
    // The second call did not wait for the first's batches: 18 rows are still due behind the latch.
    expect(await stillDue()).toBe(23 - BATCH);
    release();
    expect(await first).toBe(23);
    expect(await stillDue()).toBe(0);
  });
});

describe("the auto-verification boundary: one rule, the domain's, in SQL", () => {
  it("a task idle exactly 48:00:00 is due, 47:59:59 is not, as isDueForAutoVerify says", async () => {
    // A clock of its own, ten minutes back: the run must take its boundary from it, not from the
    // database's now(), or both rows would be past 48 h.
    const now = new Date(Date.now() - 10 * 60_000);
    const dueAt = autoVerifyDueAt(now, 48);
    const exactly = await insertFailed(t, { status: "QA-REVIEWING", updatedAt: dueAt });
    const almost = await insertFailed(t, {
      status: "INSPECTOR-REVIEWING",
      updatedAt: new Date(dueAt.getTime() + 1000),
    });
    expect(isDueForAutoVerify(exactly.status, exactly.updated_at, now, 48)).toBe(true);
    expect(isDueForAutoVerify(almost.status, almost.updated_at, now, 48)).toBe(false);
    expect(await t.services.taskFailed.review.autoVerify(48, { now: () => now })).toBe(1);
    expect((await failedRow(t, exactly.id))?.status).toBe("QA-AUTO-VERIFIED");
    expect((await failedRow(t, almost.id))?.status).toBe("INSPECTOR-REVIEWING");
  });
});

describe.runIf(engineUnderTest === "postgres")("auto-verification on two instances (PostgreSQL)", () => {
  let second: {
    review: TaskFailedService;
    db: import("../../src/server/db/connect.ts").Db;
    close(): Promise<void>;
  };
  beforeAll(async () => {
    const name = (await sql<{ name: string }>`select current_database() as name`.execute(t.database.db))
      .rows[0]?.name;
    const url = new URL(process.env.TEST_DATABASE_URL ?? "");
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    const config = loadConfig({ LOG_LEVEL: "silent", CLIENT_DIR: "/nonexistent", JWT_SECRET: TEST_SECRET });
    const { app, services } = await buildApp(config, database, TEST_SECRET);
    second = {
      review: services.taskFailed.review,
      db: database.db,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => second?.close());

  it("two instances at once split a backlog and verify each row exactly once", async () => {
    const rows = await backlog(60);
    const [a, b] = await Promise.all([
      t.services.taskFailed.review.autoVerify(48, { batchSize: BATCH }),
      second.review.autoVerify(48, { batchSize: BATCH }),
    ]);
    expect(a + b).toBe(rows.length);
    expect(await stillDue()).toBe(0);
    const stmts = await updates();
    expect(stmts.reduce((s, x) => s + x.n, 0)).toBe(rows.length);
    expect(Math.max(...stmts.map((s) => s.n))).toBeLessThanOrEqual(BATCH);
    for (const u of ["agent1", "agent2", "agent3", "qa1", "super1"]) expect(await totalOf(t, u)).toBe(0);
  });

  it("skips rows another transaction holds instead of waiting for them", async () => {
    const rows = await backlog(12);
    const held = rows.slice(0, 2).map((r) => r.id);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A reviewer's (or the other instance's) transaction holding the two oldest due rows.
    const holder = second.db.transaction().execute(async (trx) => {
      await sql`select id from task_failed where id in (${sql.join(held)}) for update`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const timeout = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5000));
    const moved = await Promise.race([
      t.services.taskFailed.review.autoVerify(48, { batchSize: BATCH }),
      timeout,
    ]);
    release();
    await holder;
    expect(moved).toBe(10);
    expect(await stillDue()).toBe(2);
    expect(await t.services.taskFailed.review.autoVerify(48, { batchSize: BATCH })).toBe(2);
    expect(await stillDue()).toBe(0);
  });
});
