/**
 * Shared pieces of the dispatch benchmark (dispatch.bench.ts): sizes, figures, fresh databases, the
 * agents and tasks of a run, and the agent's answer reduced to its state change.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { type Db, type Engine, migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { InspectionsRepository } from "../../src/server/repositories/inspections.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { createTaskEngine, type TaskEngine } from "../../src/server/services/taskEngine.ts";
import { insertWaitingAgents } from "../support/agents.ts";
import { createPgDatabase } from "../support/postgres.ts";

export const AGENTS = 300;
export const TASKS = Number(process.env.BENCH_DISPATCH_TASKS ?? 2000);
export const BURSTS = Number(process.env.BENCH_DISPATCH_BURSTS ?? 5);
export const NEXT_TASK_ROUNDS = Number(process.env.BENCH_NEXT_TASK_ROUNDS ?? 60);

export interface Figures {
  label: string;
  claims: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** The first burst's p99 (on the run's fresh database; counted in the other figures too). */
  firstBurstP99?: number;
}

/** Claims one task for the agent; answers its id, or undefined when nothing was handed out. */
export type Claim = (userId: string) => Promise<string | undefined>;

export const now = () => performance.now();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

export function summarise(label: string, latencies: number[], seconds: number): Figures {
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

export const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

export function assertOnce(claimed: string[], expected: number, label: string): void {
  const distinct = new Set(claimed).size;
  if (claimed.length !== expected || distinct !== expected) {
    throw new Error(
      `${label}: ${claimed.length} claims of ${distinct} distinct tasks, expected ${expected} once each`,
    );
  }
}

export interface OpenedBenchDb {
  db: Db;
  engine: Engine;
  close: () => Promise<void>;
}

/** The embedded database in memory, migrated. */
export async function openPglite(): Promise<OpenedBenchDb> {
  const opened = await openDatabase({ dataDir: null });
  await migrateToLatest(opened.db);
  return { db: opened.db, engine: "pglite", close: opened.close };
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL; dropped by the returned function. */
export const freshPostgres = (adminUrl: string) => createPgDatabase(adminUrl, "bench");

/** The server's database on a fresh PostgreSQL database, migrated; dropped on close. */
export async function openFreshPostgres(adminUrl: string): Promise<OpenedBenchDb & { url: string }> {
  const fresh = await freshPostgres(adminUrl);
  const opened = await openDatabase({ databaseUrl: fresh.url });
  await migrateToLatest(opened.db);
  return {
    db: opened.db,
    engine: "postgres",
    url: fresh.url,
    close: async () => {
      await opened.close();
      await fresh.drop();
    },
  };
}

/** 300 waiting agents with the odom skill, and one inspection to hang tasks on. */
export async function prepare(db: Db): Promise<{ agents: string[]; inspectionId: string }> {
  const rows = await insertWaitingAgents(db, { count: AGENTS, prefix: "bench", skills: ["odom"] });
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

export async function queueTasks(db: Db, inspectionId: string, n: number): Promise<void> {
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

/** The agent's answer, reduced to its state changes: the task done, its hold recorded, the agent Waiting again. */
export async function complete(db: Db, taskId: string, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // As an answer does: the task done, its hold's activity row written (ActivityRepository.taskEnded).
    await sql`with done as (
        update tasks set status = 'done', answered_by = ${userId}, answered_at = now(), lease_expires_at = null
        where id = ${taskId} and holder_id = ${userId}
        returning id, type, name, held_at, plus_time_used)
      insert into agent_activity (user_id, kind, task_id, task_type, task_name, result, plus_time, started_at, ended_at)
      select ${userId}, 'task', id, type, name, 'finished', plus_time_used, held_at, now() from done`.execute(
      trx,
    );
    await sql`update users set status = 'Waiting' where id = ${userId}`.execute(trx);
  });
}

export async function engineOn(db: Db, engine: Engine): Promise<TaskEngine> {
  return createTaskEngine(db, new UsersRepository(db), {
    engine,
    photosDir: mkdtempSync(join(tmpdir(), "bench-photos-")),
    homeworkWaitMs: 60_000,
    qcShare: 0,
  });
}
