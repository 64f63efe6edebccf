/**
 * Dispatch benchmark (issue 3): 300 concurrent waiting agents draining a queue of tasks, on PGlite and
 * on PostgreSQL (TEST_DATABASE_URL, a fresh database per run), and the same workload through pg-boss on
 * the same PostgreSQL as the baseline; then the next-task latency (a task queued → a waiting long-poll
 * answering), and a profile of where a batch's time goes.
 *
 *   npx tsx tests/bench/dispatch.bench.ts          (TEST_DATABASE_URL unset: PGlite only)
 *   BENCH_DISPATCH_PARTS=profile,claims,boss,next  (the parts to run; these by default)
 *   BENCH_DISPATCH_PARTS=explain  (PostgreSQL: EXPLAIN ANALYZE of a batch's statements, WAL counts)
 *   BENCH_DISPATCH_ENGINES=pglite|postgres, BENCH_DISPATCH_NAIVE=0  (A/B runs)
 *
 * Each agent loops: claim (timed) → complete (mark done, back to Waiting) → claim … until the queue is
 * empty. "batched" is the server's claim path (ClaimBatcher); "naive" is one transaction per claim (the
 * code before batching), kept for comparison. Zero double assignments is asserted in every run.
 */
import os from "node:os";
import { pathToFileURL } from "node:url";
import { dispatchRuns } from "./dispatchClaims.ts";
import { explainRun } from "./dispatchExplain.ts";
import { nextTaskRun } from "./dispatchNextTask.ts";
import { pgBossRun } from "./dispatchPgBoss.ts";
import { profileLines, profileRun } from "./dispatchProfile.ts";
import {
  AGENTS,
  BURSTS,
  type Figures,
  fmt,
  freshPostgres,
  NEXT_TASK_ROUNDS,
  type OpenedBenchDb,
  openFreshPostgres,
  openPglite,
  TASKS,
} from "./dispatchSupport.ts";

const PARTS = new Set((process.env.BENCH_DISPATCH_PARTS ?? "profile,claims,boss,next").split(","));

async function onOpened<T>(open: () => Promise<OpenedBenchDb>, run: (o: OpenedBenchDb) => Promise<T>) {
  const opened = await open();
  try {
    return await run(opened);
  } finally {
    await opened.close();
  }
}

export async function runDispatchBench(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const only = process.env.BENCH_DISPATCH_ENGINES; // "pglite" or "postgres" runs one engine only
  const engines: [string, () => Promise<OpenedBenchDb & { url?: string }>][] = [];
  if (only !== "postgres") engines.push(["PGlite", openPglite]);
  if (adminUrl && only !== "pglite") engines.push(["PostgreSQL", () => openFreshPostgres(adminUrl)]);
  const loads = [os.loadavg()[0] ?? 0];
  const profiles = [];
  const burstRows: Figures[] = [];
  const drainRows: Figures[] = [];
  const next: Figures[] = [];
  let boss: { burst: Figures; drain: Figures } | null = null;
  for (const [name, open] of engines) {
    if (PARTS.has("profile")) profiles.push(await profileRun(open, name));
    if (PARTS.has("claims")) {
      const runs = await dispatchRuns(open, name);
      burstRows.push(...runs.bursts);
      drainRows.push(...runs.drains);
    }
  }
  if (adminUrl && PARTS.has("boss")) {
    const fresh = await freshPostgres(adminUrl);
    try {
      boss = await pgBossRun(fresh.url);
      burstRows.push(boss.burst);
      drainRows.push(boss.drain);
    } finally {
      await fresh.drop();
    }
  }
  const explained =
    adminUrl && PARTS.has("explain") ? await explainRun(() => openFreshPostgres(adminUrl)) : [];
  if (PARTS.has("next")) {
    for (const [name, open] of engines)
      next.push(await onOpened(open, (o) => nextTaskRun(o.db, o.engine, name)));
  }
  loads.push(os.loadavg()[0] ?? 0);
  const rate = (r: Figures) => r.claims / r.seconds;
  const ratio = (r: Figures, base: Figures | undefined) => (base ? (rate(r) / rate(base)).toFixed(2) : "–");
  const cpu = os.cpus()[0]?.model ?? "?";
  const lines = [
    `Dispatch, ${AGENTS} agents — ${new Date().toISOString()}, ${os.cpus().length} × ${cpu}, Node ${process.version}, 1-min load average at the start ${loads[0]?.toFixed(1)}, at the end ${loads[1]?.toFixed(1)}`,
    "",
  ];
  if (profiles.length > 0) lines.push(...profileLines(profiles), "");
  if (explained.length > 0) lines.push(...explained, "");
  if (burstRows.length > 0) {
    lines.push(
      `Claim latency: ${BURSTS} bursts of ${AGENTS} simultaneous claims (one per waiting agent)`,
      "| run | claims | p50 ms | p99 ms | max ms | first burst p99 ms |",
      "| --- | ---: | ---: | ---: | ---: | ---: |",
      ...burstRows.map(
        (r) =>
          `| ${r.label} | ${r.claims} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.firstBurstP99 === undefined ? "–" : fmt(r.firstBurstP99)} |`,
      ),
      "(Every burst counts, the first included: each run's first on its fresh database, after the server's",
      "start-up claim warm-up (services/claimWarmUp.ts) on the batched path; its p99 is also given alone.)",
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
    );
  }
  if (next.length > 0) {
    lines.push(
      `Next-task latency: ${AGENTS} agents in the long-poll, ${NEXT_TASK_ROUNDS} tasks queued one at a time`,
      "| engine | tasks | p50 ms | p99 ms | max ms |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...next.map((r) => `| ${r.label} | ${r.claims} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.max)} |`),
    );
  }
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
