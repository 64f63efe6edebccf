/**
 * What the server does for a batch of 300 (PostgreSQL): the snapshot and the assign of the server's own
 * ClaimsRepository, as it sends them, run under EXPLAIN (ANALYZE, BUFFERS, WAL) inside a transaction that
 * is rolled back, ROUNDS times. WAL records and bytes are exact counts, so a change's writes can be judged
 * on a loaded machine where whole-batch timings are not. BENCH_EXPLAIN_DROP=<index> drops that index
 * inside each rolled-back transaction first (what one index costs the claim).
 */
import { CompiledQuery, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "../../src/server/db/schema.ts";
import { ClaimsRepository } from "../../src/server/repositories/claims.ts";
import { TasksRepository } from "../../src/server/repositories/tasks.ts";
import { ClaimBatcher } from "../../src/server/services/claimBatcher.ts";
import { matchClaims } from "../../src/server/services/claimMatching.ts";
import { complete, fmt, type OpenedBenchDb, prepare, queueTasks } from "./dispatchSupport.ts";

const ROUNDS = Number(process.env.BENCH_EXPLAIN_ROUNDS ?? 10);

interface Sent {
  text: string;
  values: unknown[];
}

/**
 * Records the statements node-pg is asked to send while `on` is set; with `dry`, answers them with no
 * rows instead of sending them (a rolled-back write would leave dead versions behind, and the explained
 * run of the same write would then find less room for its HOT updates).
 */
function captureStatements() {
  const sent: Sent[] = [];
  let on = false;
  let dry = false;
  const proto = pg.Client.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const original = proto.query as (...args: unknown[]) => unknown;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (on && typeof first === "string") sent.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (on && first && typeof first === "object" && "text" in first) {
      const q = first as { text: string; values?: unknown[] };
      sent.push({ text: q.text, values: q.values ?? [] });
    }
    if (on && dry) return Promise.resolve({ command: "SELECT", rowCount: 0, rows: [], fields: [] });
    return original.apply(this, args);
  };
  return {
    async take<T>(run: () => Promise<T>, send = true): Promise<[T, Sent]> {
      sent.length = 0;
      on = true;
      dry = !send;
      try {
        const result = await run();
        const last = sent.at(-1);
        if (!last) throw new Error("no statement captured");
        return [result, last];
      } finally {
        on = false;
      }
    },
    restore: () => {
      proto.query = original;
    },
  };
}

interface PlanNode {
  Plans?: PlanNode[];
  "WAL Records"?: number;
  "WAL Bytes"?: number;
  "Shared Dirtied Blocks"?: number;
}

/** The largest counter over the plan's nodes (a CTE's writes are counted in its own node). */
function most(node: PlanNode, key: keyof PlanNode): number {
  const own = typeof node[key] === "number" ? (node[key] as number) : 0;
  return Math.max(own, ...(node.Plans ?? []).map((child) => most(child, key)));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function explainRun(open: () => Promise<OpenedBenchDb>): Promise<string[]> {
  const opened = await open();
  const capture = captureStatements();
  const figures = new Map<string, Record<string, number[]>>();
  const put = (statement: string, key: string, value: number) => {
    const row = figures.get(statement) ?? {};
    row[key] = [...(row[key] ?? []), value];
    figures.set(statement, row);
  };
  try {
    const { db } = opened;
    const { agents, inspectionId } = await prepare(db);
    await queueTasks(db, inspectionId, 2000);
    const claims = new ClaimsRepository(true);
    const tasks = new TasksRepository(db);
    // Three claim → complete rounds first: done tasks and dead versions, as in a running server.
    const batcher = new ClaimBatcher(
      db,
      claims,
      (trx) => tasks.sweepExpired(trx),
      () => {},
    );
    for (let i = 0; i < 3; i++) {
      const got = await Promise.all(agents.map((id) => batcher.claim(id)));
      for (const [k, r] of got.entries()) if (r.kind === "task") await complete(db, r.task.id, agents[k]!);
    }
    await sql`analyze`.execute(db);
    const drop = process.env.BENCH_EXPLAIN_DROP;
    const rollback = new Error("rollback");
    const explain = async (trx: Transaction<Database>, label: string, q: Sent) => {
      const result = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode } & Record<string, number>] }>(
        CompiledQuery.raw(`explain (analyze, buffers, wal, timing off, format json) ${q.text}`, q.values),
      );
      const plan = result.rows[0]!["QUERY PLAN"][0];
      put(label, "exec", plan["Execution Time"] ?? Number.NaN);
      put(label, "planning", plan["Planning Time"] ?? Number.NaN);
      put(label, "wal records", most(plan.Plan, "WAL Records"));
      put(label, "wal kB", most(plan.Plan, "WAL Bytes") / 1024);
      put(label, "dirtied", most(plan.Plan, "Shared Dirtied Blocks"));
    };
    for (let round = 0; round < ROUNDS; round++) {
      await db
        .transaction()
        .execute(async (trx) => {
          if (drop) await sql`drop index ${sql.ref(drop)}`.execute(trx);
          await sql`savepoint explained`.execute(trx);
          const [snapshot, snapshotSql] = await capture.take(() => claims.snapshot(trx, agents));
          const waiting = snapshot.users.filter((u) => u.status === "Waiting");
          const pairs = matchClaims(waiting, snapshot.candidates);
          const [, assignSql] = await capture.take(() => claims.assign(trx, pairs), false);
          await sql`rollback to savepoint explained`.execute(trx);
          await explain(trx, "snapshot", snapshotSql);
          await explain(trx, `assign of ${pairs.length}`, assignSql);
          throw rollback;
        })
        .catch((err: unknown) => {
          if (err !== rollback) throw err;
        });
    }
  } finally {
    capture.restore();
    await opened.close();
  }
  const keys = ["exec", "planning", "wal records", "wal kB", "dirtied"];
  return [
    `What the server does for one batch (PostgreSQL, EXPLAIN (ANALYZE, BUFFERS, WAL), rolled back, median of ${ROUNDS}${process.env.BENCH_EXPLAIN_DROP ? `, without ${process.env.BENCH_EXPLAIN_DROP}` : ""})`,
    "| statement | execution ms | planning ms | WAL records | WAL kB | buffers dirtied |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...[...figures].map(
      ([label, row]) => `| ${label} | ${keys.map((k) => fmt(median(row[k] ?? []))).join(" | ")} |`,
    ),
  ];
}
