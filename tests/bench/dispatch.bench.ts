/**
 * Dispatch benchmark (issue 3): 300 concurrent waiting agents draining a queue of tasks, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL, a fresh database per run), and the same workload through pg-boss on
 * the same PostgreSQL as the baseline; then the next-task latency (a task queued → a waiting long-poll
 * answering).
 *
 *   npx tsx tests/bench/dispatch.bench.ts          (TEST_DATABASE_URL unset: PGlite only)
 *
 * Each agent loops: claim (timed) → complete (mark done, back to Waiting) → claim … until the queue is
 * empty. "batched" is the server's claim path (ClaimBatcher); "naive" is one transaction per claim (the
 * code before batching), kept for comparison. Zero double assignments is asserted at the end of each run.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import PgBoss from "pg-boss";
import { type Db, migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { ActivityRepository } from "../../src/server/repositories/activity.ts";
import { InspectionsRepository } from "../../src/server/repositories/inspections.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { createTaskEngine, type TaskEngine } from "../../src/server/services/taskEngine.ts";

const AGENTS = 300;
const TASKS = Number(process.env.BENCH_DISPATCH_TASKS ?? 2000);
const BURSTS = Number(process.env.BENCH_DISPATCH_BURSTS ?? 5);
const NEXT_TASK_ROUNDS = Number(process.env.BENCH_NEXT_TASK_ROUNDS ?? 60);

interface Figures {
  label: string;
  claims: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

const now = () => performance.now();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

function summarise(label: string, latencies: number[], seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    claims: latencies.length,
    seconds,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

function assertOnce(claimed: string[], expected: number, label: string): void {
  const distinct = new Set(claimed).size;
  if (claimed.length !== expected || distinct !== expected) {
    throw new Error(
      `${label}: ${claimed.length} claims of ${distinct} distinct tasks, expected ${expected} once each`,
    );
  }
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL; dropped by the returned function. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** 300 waiting agents with the odom skill, and one inspection to hang tasks on. */
async function prepare(db: Db): Promise<{ agents: string[]; inspectionId: string }> {
  const rows = await db
    .insertInto("users")
    .values(
      Array.from({ length: AGENTS }, (_, i) => ({
        username: `bench${i}`,
        password_hash: "unused",
        role: "AGENT",
        sex: "Other",
        email: "",
        skills: JSON.stringify(["odom"]),
        timezone: "UTC",
        status: "Waiting",
      })),
    )
    .returning("id")
    .execute();
  const inspection = await db.transaction().execute((trx) =>
    new InspectionsRepository(db).create(
      trx,
      {
        sessionId: `BENCH${Date.now()}`,
        inspectionId: "BENCH",
        group: "DEFAULT",
        qcPassed: false,
        themes: [],
        options: {},
        truth: null,
        priority: 0,
        vehicle: { vin: null, year: null, make: null, model: null, bodyType: null, vrm: null },
        tires: null,
      },
      [],
    ),
  );
  return { agents: rows.map((r) => r.id), inspectionId: inspection.id };
}

async function queueTasks(db: Db, inspectionId: string, n: number): Promise<void> {
  const repo = new TasksRepository(db);
  for (let i = 0; i < n; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, n - i) }, () => ({
      inspectionId,
      photoCode: "03",
      name: "odom",
      type: "INSPECT" as const,
      priority: 0,
      leaseS: 600,
    }));
    await repo.insert(db, batch);
  }
}

/** The agent's answer, reduced to its state change: the task done, the agent Waiting again. */
async function complete(db: Db, taskId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`update tasks set status = 'done', answered_by = ${userId}, answered_at = now(), lease_expires_at = null
      where id = ${taskId} and holder_id = ${userId}`.execute(trx);
    await sql`update users set status = 'Waiting' where id = ${userId}`.execute(trx);
  });
}

/** The claim before batching: one transaction per claim (kept here only to compare). */
function naiveClaim(db: Db, userId: string) {
  const tasks = new TasksRepository(db);
  const users = new UsersRepository(db);
  const activity = new ActivityRepository(db);
  return db.transaction().execute(async (trx) => {
    const user = await users.lockForClaim(trx, userId);
    if (!user) return undefined;
    const task = await tasks.claim(trx, userId, user.skills);
    if (task) {
      await users.setWorkStatus(trx, userId, "Waiting", "Inspecting");
      await activity.taskHeld(trx, userId, task);
    }
    return task;
  });
}

type Claim = (userId: string) => Promise<string | undefined>;

/** Every agent claims and completes until its claim finds nothing; answers the figures and the claims. */
async function drain(db: Db, agents: string[], claim: Claim, label: string): Promise<Figures> {
  const latencies: number[] = [];
  const claimed: string[] = [];
  const started = now();
  await Promise.all(
    agents.map(async (userId) => {
      for (;;) {
        const t0 = now();
        const taskId = await claim(userId);
        latencies.push(now() - t0);
        if (!taskId) return;
        claimed.push(taskId);
        await complete(db, taskId, userId);
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  assertOnce(claimed, TASKS, label);
  const done = await db
    .selectFrom("tasks")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("status", "=", "done")
    .executeTakeFirstOrThrow();
  if (Number(done.n) !== TASKS) throw new Error(`${label}: ${done.n} tasks done, expected ${TASKS}`);
  // The last claim of each agent found nothing: figures cover claims that got a task.
  return summarise(label, latencies.sort((a, b) => a - b).slice(0, TASKS), seconds);
}

/**
 * Claim latency: all 300 waiting agents claim at the same instant (one claim each) over a queue with a
 * task for each; repeated BURSTS times, the tasks completed (untimed) between bursts.
 */
async function bursts(db: Db, agents: string[], inspectionId: string, claim: Claim, label: string) {
  const latencies: number[] = [];
  let seconds = 0;
  for (let round = 0; round < BURSTS; round++) {
    await queueTasks(db, inspectionId, agents.length);
    const started = now();
    const got = await Promise.all(
      agents.map(async (userId) => {
        const t0 = now();
        const taskId = await claim(userId);
        latencies.push(now() - t0);
        return { userId, taskId };
      }),
    );
    seconds += (now() - started) / 1000;
    const claimed = got.map((g) => g.taskId).filter((id): id is string => Boolean(id));
    assertOnce(claimed, agents.length, `${label} burst ${round}`);
    for (const g of got) if (g.taskId) await complete(db, g.taskId, g.userId);
  }
  return summarise(label, latencies, seconds);
}

async function engineOn(db: Db): Promise<TaskEngine> {
  return createTaskEngine(db, new UsersRepository(db), {
    photosDir: mkdtempSync(join(tmpdir(), "bench-photos-")),
    homeworkWaitMs: 60_000,
    qcShare: 0,
  });
}

/** Claims through the server's path (batched) and the naive one, each on a fresh database. */
async function dispatchRuns(
  open: () => Promise<{ db: Db; close: () => Promise<void> }>,
  engineName: string,
  bursts_: Figures[],
) {
  const figures: Figures[] = [];
  for (const mode of ["batched", "naive"] as const) {
    const { db, close } = await open();
    try {
      await migrateToLatest(db);
      const { agents, inspectionId } = await prepare(db);
      const engine = await engineOn(db);
      const claim: Claim =
        mode === "batched"
          ? async (id) => {
              const r = await engine.dispatch.tryClaim(id);
              return r.kind === "task" ? r.task.id : undefined;
            }
          : async (id) => (await naiveClaim(db, id))?.id;
      bursts_.push(await bursts(db, agents, inspectionId, claim, `${engineName} ${mode}`));
      await sql`delete from tasks`.execute(db);
      await queueTasks(db, inspectionId, TASKS);
      figures.push(await drain(db, agents, claim, `${engineName} ${mode}`));
      await engine.close();
    } finally {
      await close();
    }
  }
  return figures;
}

/** The same workload through pg-boss 10: fetch one job (timed), complete it; bursts, then the drain. */
async function pgBossRun(url: string): Promise<{ burst: Figures; drain: Figures }> {
  const boss = new PgBoss({
    connectionString: url,
    max: 10,
    supervise: false,
    schedule: false,
    migrate: true,
  });
  boss.on("error", () => {});
  await boss.start();
  const insert = async (n: number) => {
    for (let i = 0; i < n; i += 1000) {
      await boss.insert(
        Array.from({ length: Math.min(1000, n - i) }, (_, k) => ({ name: "odom", data: { n: i + k } })),
      );
    }
  };
  const fetchOne = async (latencies: number[]) => {
    const t0 = now();
    const [job] = await boss.fetch<{ n: number }>("odom");
    latencies.push(now() - t0);
    return job?.id;
  };
  try {
    await boss.createQueue("odom");
    const burstLatencies: number[] = [];
    let burstSeconds = 0;
    for (let round = 0; round < BURSTS; round++) {
      await insert(AGENTS);
      const started = now();
      const ids = await Promise.all(Array.from({ length: AGENTS }, () => fetchOne(burstLatencies)));
      burstSeconds += (now() - started) / 1000;
      const claimed = ids.filter((id): id is string => Boolean(id));
      assertOnce(claimed, AGENTS, `pg-boss burst ${round}`);
      await boss.complete("odom", claimed);
    }
    await insert(TASKS);
    const latencies: number[] = [];
    const claimed: string[] = [];
    const started = now();
    await Promise.all(
      Array.from({ length: AGENTS }, async () => {
        for (;;) {
          const id = await fetchOne(latencies);
          if (!id) return;
          claimed.push(id);
          await boss.complete("odom", id);
        }
      }),
    );
    const seconds = (now() - started) / 1000;
    assertOnce(claimed, TASKS, "pg-boss");
    const label = "PostgreSQL pg-boss 10";
    return {
      burst: summarise(label, burstLatencies, burstSeconds),
      drain: summarise(label, latencies.sort((a, b) => a - b).slice(0, TASKS), seconds),
    };
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/**
 * Next-task latency: 300 agents wait in the long-poll (engine.dispatch.homework); a task is queued
 * (insert committed, queue event sent) once per round; the time until a homework call answers with it.
 */
async function nextTaskRun(db: Db, label: string): Promise<Figures> {
  await migrateToLatest(db);
  const { agents, inspectionId } = await prepare(db);
  const engine = await engineOn(db);
  const tasks = new TasksRepository(db);
  const latencies: number[] = [];
  let queuedAt = 0;
  let stop = false;
  let answered: (() => void) | null = null;
  const started = now();
  const waiting = agents.map(async (userId) => {
    const claims = { sub: userId, username: "bench", role: "AGENT" } as Parameters<
      TaskEngine["dispatch"]["homework"]
    >[0];
    while (!stop) {
      const res = await engine.dispatch.homework(claims);
      if (!res.task) continue;
      latencies.push(now() - queuedAt);
      await complete(db, res.task._id, userId);
      answered?.();
    }
  });
  await new Promise((r) => setTimeout(r, 500));
  for (let round = 0; round < NEXT_TASK_ROUNDS; round++) {
    const got = new Promise<void>((resolve) => {
      answered = resolve;
    });
    await tasks.insert(db, [
      { inspectionId, photoCode: "03", name: "odom", type: "INSPECT", priority: 0, leaseS: 600 },
    ]);
    queuedAt = now();
    engine.events.notifyQueued(1);
    await got;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (now() - started) / 1000;
  stop = true;
  engine.events.close();
  await Promise.all(waiting);
  await engine.close();
  return summarise(label, latencies, seconds);
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export async function runDispatchBench(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pglite = async () => {
    const opened = await openDatabase({ dataDir: null });
    return { db: opened.db, close: opened.close };
  };
  const burstRows: Figures[] = [];
  const drainRows: Figures[] = [];
  drainRows.push(...(await dispatchRuns(pglite, "PGlite", burstRows)));
  let boss: { burst: Figures; drain: Figures } | null = null;
  if (adminUrl) {
    const postgres = async () => {
      const fresh = await freshPostgres(adminUrl);
      const opened = await openDatabase({ databaseUrl: fresh.url });
      const close = async () => {
        await opened.close();
        await fresh.drop();
      };
      return { db: opened.db, close };
    };
    drainRows.push(...(await dispatchRuns(postgres, "PostgreSQL", burstRows)));
    const fresh = await freshPostgres(adminUrl);
    try {
      boss = await pgBossRun(fresh.url);
      burstRows.push(boss.burst);
      drainRows.push(boss.drain);
    } finally {
      await fresh.drop();
    }
  }
  const next: Figures[] = [];
  {
    const { db, close } = await pglite();
    try {
      next.push(await nextTaskRun(db, "PGlite"));
    } finally {
      await close();
    }
  }
  if (adminUrl) {
    const fresh = await freshPostgres(adminUrl);
    const opened = await openDatabase({ databaseUrl: fresh.url });
    try {
      next.push(await nextTaskRun(opened.db, "PostgreSQL"));
    } finally {
      await opened.close();
      await fresh.drop();
    }
  }
  const rate = (r: Figures) => r.claims / r.seconds;
  const ratio = (r: Figures, base: Figures | undefined) => (base ? (rate(r) / rate(base)).toFixed(2) : "–");
  const cpu = os.cpus()[0]?.model ?? "?";
  const lines = [
    `Dispatch, ${AGENTS} agents — ${new Date().toISOString()}, ${os.cpus().length} × ${cpu}, Node ${process.version}, load at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
    "",
    `Claim latency: ${BURSTS} bursts of ${AGENTS} simultaneous claims (one per waiting agent)`,
    "| run | claims | p50 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...burstRows.map((r) => `| ${r.label} | ${r.claims} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} |`),
    "",
    `Throughput: ${AGENTS} agents claim → complete → claim … until ${TASKS} tasks are done (closed loop)`,
    "| run | claims/s | × pg-boss | p50 ms | p99 ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...drainRows.map(
      (r) =>
        `| ${r.label} | ${rate(r).toFixed(0)} | ${ratio(r, boss?.drain)} | ${fmt(r.p50)} | ${fmt(r.p99)} |`,
    ),
    "Zero double assignments: every task claimed exactly once in every burst and drain (asserted).",
    "",
    `Next-task latency: ${AGENTS} agents in the long-poll, ${NEXT_TASK_ROUNDS} tasks queued one at a time`,
    "| engine | tasks | p50 ms | p99 ms | max ms |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...next.map((r) => `| ${r.label} | ${r.claims} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} |`),
  ];
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runDispatchBench().then(
    (report) => console.log(report),
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
