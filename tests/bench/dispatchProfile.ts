/**
 * Where a batched claim's time goes: each statement of ClaimsRepository timed inside the batches of
 * BURSTS bursts of 300 simultaneous claims, BEGIN and COMMIT and the wait for a connection (timed at
 * the driver), the rest of the batch (the matching in JS), batch sizes; and on PostgreSQL the share of
 * time some backend waited for a lock during the closed-loop drain (pg_locks sampled every 2 ms from a
 * separate connection).
 */
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import pg from "pg";
import { ClaimsRepository } from "../../src/server/repositories/claims.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { type BatchStats, ClaimBatcher } from "../../src/server/services/claimBatcher.ts";
import { bursts, drain } from "./dispatchClaims.ts";
import { type Claim, fmt, type OpenedBenchDb, prepare, queueTasks, TASKS } from "./dispatchSupport.ts";

interface Profile {
  label: string;
  batches: BatchStats[];
  /** Statement name → durations (ms) inside burst batches. */
  statements: Map<string, number[]>;
  lockWaitShare: number | null;
  /** PostgreSQL: CPU time the database's backends spent per burst batch (ms), where /proc shows it. */
  serverCpu: number[];
}

/**
 * CPU time (ms) the given PostgreSQL backends have spent so far (/proc/<pid>/schedstat: nanoseconds on
 * a CPU, so time spent waiting for one on a loaded machine does not count); null where /proc does not
 * show them (a server on another machine).
 */
function backendCpuMs(pids: readonly number[]): number | null {
  if (pids.length === 0) return null; // PGlite: no backend processes
  try {
    return pids.reduce(
      (ms, pid) => ms + Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6,
      0,
    );
  } catch {
    return null;
  }
}

function record(statements: Map<string, number[]>, name: string, ms: number): void {
  const list = statements.get(name) ?? [];
  list.push(ms);
  statements.set(name, list);
}

/** A ClaimsRepository whose every method records its duration under the method's name. */
function timedRepository(statements: Map<string, number[]>, on: () => boolean, rowLocks: boolean) {
  const repo = new ClaimsRepository(rowLocks);
  return new Proxy(repo, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return await value.apply(target, args);
        } finally {
          if (on()) record(statements, String(key), performance.now() - t0);
        }
      };
    },
  });
}

/**
 * Times BEGIN, COMMIT (on PostgreSQL the WAL flush) and taking a pooled connection at the drivers
 * (node-pg's client and pool, PGlite's query) while `on()`; answers a function that undoes it.
 */
function timeTransactionEdges(statements: Map<string, number[]>, on: () => boolean): () => void {
  const restores: (() => void)[] = [];
  const wrap = (proto: object, key: string, name: (args: unknown[]) => string | null) => {
    const target = proto as Record<string, (...args: unknown[]) => unknown>;
    const original = target[key] as (...args: unknown[]) => unknown;
    target[key] = function (this: unknown, ...args: unknown[]) {
      const label = on() ? name(args) : null;
      const result = original.apply(this, args);
      if (label === null || !(result instanceof Promise)) return result;
      const t0 = performance.now();
      return result.finally(() => record(statements, label, performance.now() - t0));
    };
    restores.push(() => {
      target[key] = original;
    });
  };
  const edge = (args: unknown[]) => {
    const text = typeof args[0] === "string" ? args[0].trim().toLowerCase() : "";
    return text === "begin" || text === "commit" ? text : null;
  };
  wrap(pg.Client.prototype, "query", edge);
  wrap(pg.Pool.prototype, "connect", (args) => (args.length === 0 ? "acquire" : null));
  wrap(PGlite.prototype, "query", edge);
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}

/** Samples pg_locks until stopped; answers the share of samples in which a lock was waited for. */
function sampleLockWaits(url: string): { stop: () => Promise<number> } {
  const client = new pg.Client({ connectionString: url });
  let running = true;
  let samples = 0;
  let waiting = 0;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const r = await client.query<{ n: string }>("select count(*) as n from pg_locks where not granted");
      samples++;
      if (Number(r.rows[0]?.n ?? 0) > 0) waiting++;
      await new Promise((res) => setTimeout(res, 2));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples === 0 ? 0 : waiting / samples;
    },
  };
}

export async function profileRun(open: () => Promise<OpenedBenchDb & { url?: string }>, label: string) {
  const opened = await open();
  const profile: Profile = { label, batches: [], statements: new Map(), lockWaitShare: null, serverCpu: [] };
  try {
    const { db } = opened;
    const rowLocks = opened.engine !== "pglite";
    const { agents, inspectionId } = await prepare(db);
    // The first (warm-up) burst batch is not recorded; the drain uses its own batcher, unrecorded.
    let recording = true;
    let warm = false;
    let inBatch = false;
    const on = () => recording && warm;
    // The pooled connections' backends, read before each burst (PostgreSQL only).
    let backends: number[] = [];
    const loadBackends = async () => {
      if (opened.engine !== "postgres") return;
      const rows = await sql<{ pid: number }>`select pid from pg_stat_activity
        where datname = current_database()`.execute(db);
      backends = rows.rows.map((r) => r.pid);
    };
    // BEGIN and COMMIT are timed only inside the batcher's transactions (not the completions between bursts).
    const batchDb = new Proxy(db, {
      get(target, key, receiver) {
        if (key !== "transaction") return Reflect.get(target, key, receiver);
        return () => {
          const builder = target.transaction();
          return {
            execute: async <T>(fn: Parameters<typeof builder.execute<T>>[0]) => {
              inBatch = true;
              const cpu0 = on() ? backendCpuMs(backends) : null;
              try {
                return await builder.execute(fn);
              } finally {
                inBatch = false;
                const cpu1 = cpu0 === null ? null : backendCpuMs(backends);
                if (cpu0 !== null && cpu1 !== null) profile.serverCpu.push(cpu1 - cpu0);
              }
            },
          };
        };
      },
    });
    const tasks = new TasksRepository(db);
    const sweep = async (trx: Parameters<TasksRepository["sweepExpired"]>[0]) => {
      const t0 = performance.now();
      const n = await tasks.sweepExpired(trx);
      if (on()) record(profile.statements, "sweep", performance.now() - t0);
      return n;
    };
    const untime = timeTransactionEdges(profile.statements, () => on() && inBatch);
    const batcher = new ClaimBatcher(
      batchDb,
      timedRepository(profile.statements, on, rowLocks),
      sweep,
      () => {},
      {
        onBatch: (b) => {
          if (on()) profile.batches.push(b);
          warm = true;
        },
      },
    );
    const drainBatcher = new ClaimBatcher(db, new ClaimsRepository(rowLocks), sweep, () => {});
    const claim: Claim = async (id) => {
      const r = await (recording ? batcher : drainBatcher).claim(id);
      return r.kind === "task" ? r.task.id : undefined;
    };
    await bursts(db, agents, inspectionId, claim, `${label} profile`, loadBackends).finally(untime);
    recording = false;
    await db.deleteFrom("tasks").execute();
    await queueTasks(db, inspectionId, TASKS);
    const sampler = opened.url ? sampleLockWaits(opened.url) : null;
    await drain(db, agents, claim, `${label} profile`);
    profile.lockWaitShare = sampler ? await sampler.stop() : null;
  } finally {
    await opened.close();
  }
  return profile;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

/** Markdown lines: per batch, the mean time of each statement and of the rest of the transaction. */
export function profileLines(profiles: Profile[]): string[] {
  // In the order a batch runs them; statements a run did not record (the sweep, mostly) are left out.
  const order = ["acquire", "begin", "sweep", "snapshot", "tasksByIds", "candidates", "assign", "commit"];
  const seen = new Set(profiles.flatMap((p) => [...p.statements.keys()]));
  const names = [...order.filter((n) => seen.has(n)), ...[...seen].filter((n) => !order.includes(n))];
  const lines = [
    "Where a burst batch's time goes (mean ms per batch; 'acquire' = waiting for a pooled connection, 'rest' = the matching in JS;",
    "'server CPU' = CPU time of the database's backends during the batch, from /proc: robust to a loaded machine, unlike the others)",
    `| engine | batches | mean size | batch ms | ${names.join(" | ")} | rest | server CPU ms | lock-wait share (drain) |`,
    `| --- | ---: | ---: | ---: | ${names.map(() => "---:").join(" | ")} | ---: | ---: | ---: |`,
  ];
  for (const p of profiles) {
    const n = p.batches.length || 1;
    const perBatch = names.map((k) => (p.statements.get(k) ?? []).reduce((a, b) => a + b, 0) / n);
    const batchMs = mean(p.batches.map((b) => b.ms));
    const rest = batchMs - perBatch.reduce((a, b) => a + b, 0);
    const share = p.lockWaitShare === null ? "–" : `${(p.lockWaitShare * 100).toFixed(1)} %`;
    lines.push(
      `| ${p.label} | ${p.batches.length} | ${fmt(mean(p.batches.map((b) => b.size)))} | ${fmt(batchMs)} | ${perBatch
        .map(fmt)
        .join(" | ")} | ${fmt(rest)} | ${p.serverCpu.length > 0 ? fmt(mean(p.serverCpu)) : "–"} | ${share} |`,
    );
  }
  return lines;
}
