/**
 * Mixed load (issue 8): 300 agents (each a user with its own session token) polling homework and
 * answering what they get, and reviewers listing failed tasks over 1,000,000 rows and cages over
 * 100,000, against one server process on PostgreSQL, bounded in time.
 *
 *   TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx tests/bench/load.bench.ts
 *
 * Two modes (LOAD_MODE: paced, closed, or both, the default, paced first on the same data):
 * - paced (loadPaced.ts): people's pace — an agent thinks 3–15 s over each photo, polls every 4 s when
 *   nothing is queued; a reviewer reads each list 2–6 s. Latency at 300 agents' real rate.
 * - closed (autocannon): every user sends its next request the moment the last is answered, no think
 *   time: the server's saturation throughput, and the latency everyone waiting in line sees there.
 *
 * A fresh database per run (dropped afterwards), or with BENCH_KEEP_DB=<name> a kept one seeded once
 * and reused (loadDatabase.ts). Failed tasks and cages are bulk-seeded by the seeders
 * of taskFailed.bench.ts and cages.bench.ts (generate_series, not the API); the agents' queue is one
 * inspection ingested through the API, cloned LOAD_TASKS times in SQL. The server runs as its own
 * process (`node --import tsx src/server/main.ts`, as the scale-out test starts it) with LOAD_LOG_LEVEL
 * (default info: every request logged, as in production). Figures: p50 / p99 / max per call in ms,
 * errors (non-2xx, socket errors, timeouts); afterwards no task may have been held by two agents.
 * Environment: LOAD_MODE, LOAD_SECONDS (closed, 30), LOAD_PACED_SECONDS (60), LOAD_THINK_S (3-15),
 * LOAD_REVIEW_PAUSE_S (2-6), LOAD_AGENTS (300), LOAD_REVIEWERS (10), LOAD_TASKS (60,000), LOAD_POOL
 * (the server's DB_POOL_SIZE, 10), BENCH_ROWS / BENCH_CAGES (the seeders' sizes), LOAD_LOG_LEVEL,
 * LOAD_SERVER_NODE_ARGS (e.g. --cpu-prof, --max-semi-space-size=64), LOAD_SERVER_CPUS / LOAD_CLIENT_CPUS /
 * LOAD_PG_CPUS / LOAD_NICE (loadCpus.ts). After each mode the server's /metrics, read before and after, give its
 * event-loop delay, GC and CPU, and its own time per route beside the clients' (loadServerFigures.ts).
 * `loadQueries.ts` counts the SQL statements of each call. After a paced run each list call of LOAD_SLOW_MS
 * (25) or more is listed with the server's time and session check (its Server-Timing header) and what
 * PostgreSQL logged meanwhile (LOAD_PG_LOG_MS, LOAD_PG_LOG; loadSlowCalls.ts).
 */
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon, { type Instance, type Request, type Result } from "autocannon";
import { sql } from "kysely";
import { migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { agentTokens, ingest, type ServerProcess, startServer } from "../scaleout/support/cluster.ts";
import { seed as seedCages } from "./cages.bench.ts";
import { settleAutoVerify } from "./loadAutoVerify.ts";
import { benchPostgresPids, placeProcesses, prioritise } from "./loadCpus.ts";
import { loadDatabase, logSlowStatements, pgLogMark, pgLogSince, sampleActivity } from "./loadDatabase.ts";
import { rangeMs, runPaced } from "./loadPaced.ts";
import { Holders, Recorder, reviewerViews, SLOW_MS, WARMUP_S, warmupLine } from "./loadRecorder.ts";
import { processFigures, scrape, serverFigures } from "./loadServerFigures.ts";
import { slowCallLines } from "./loadSlowCalls.ts";
import { seed as seedFailedTasks } from "./taskFailed.bench.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const PACED_SECONDS = Number(process.env.LOAD_PACED_SECONDS ?? 60);
const MODE = process.env.LOAD_MODE ?? "both";
const MODES = MODE === "both" ? ["paced", "closed"] : [MODE];
const AGENTS = Number(process.env.LOAD_AGENTS ?? 300);
const REVIEWERS = Number(process.env.LOAD_REVIEWERS ?? 10);
const TASKS = Number(process.env.LOAD_TASKS ?? 60_000);
const PORT = Number(process.env.LOAD_PORT ?? 4721);
/** The bench reads the server's /metrics as a scraper would. */
const METRICS_TOKEN = "load-bench-metrics-token-0123456789";

/** A request of a user's sequence; `call` names it (from its answer) for the figures. */
type Call = Request & {
  call: (status: number, body: string, context: Record<string, unknown>) => string;
};

/**
 * One autocannon instance of one connection per user, so each connection keeps its own token. Each
 * request's onResponse names the call; autocannon emits "response" (with the latency) synchronously
 * right after it, for the same client, so the name is read there.
 */
function run(
  base: string,
  token: string,
  requests: Call[],
  recorder: Recorder,
): { instance: Instance; done: Promise<Result> } {
  let named = "";
  let done!: Promise<Result>;
  const instance = ((): Instance => {
    let inst: Instance | undefined;
    done = new Promise<Result>((resolve, reject) => {
      inst = autocannon(
        {
          url: base,
          connections: 1,
          duration: SECONDS,
          timeout: 20,
          initialContext: { token },
          requests: requests.map(({ call, setupRequest, ...req }) => ({
            ...req,
            setupRequest: (r, context) => {
              const built = setupRequest ? setupRequest(r, context) : r;
              return built && { ...built, headers: { ...built.headers, authorization: `Bearer ${token}` } };
            },
            onResponse: (status, body, context) => {
              named = call(status, body, context);
            },
          })),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    if (!inst) throw new Error("autocannon did not start");
    return inst;
  })();
  instance.on("response", (_client, status, _bytes, ms) => recorder.record(named, status, ms));
  instance.on("reqError", (error) => recorder.fail(named || "connection", error.message));
  return { instance, done };
}

/** An agent's closed loop: homework (a claim when it hands over a new task), then the odometer answer. */
function agentLoop(base: string, token: string, agent: number, holders: Holders, recorder: Recorder) {
  const homework: Call = {
    method: "GET",
    path: "/api/tasks/random/homework",
    call: (status, body, context) => {
      const id: string | undefined = status === 200 ? JSON.parse(body).task?._id : undefined;
      context.taskId = id;
      return holders.claimed(id, agent);
    },
  };
  const answer: Call = {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ odom_reading: 1000, odom_unit: "km" }),
    // No task handed over: skip the answer, poll again.
    setupRequest: (req, context) =>
      typeof context.taskId === "string" ? { ...req, path: `/api/tasks/${context.taskId}/accept` } : null,
    call: () => "answer (accept)",
  };
  return run(base, token, [homework, answer], recorder);
}

/** A reviewer's closed loop through the failed-task list and the cage list with a few filters. */
function reviewerLoop(base: string, token: string, recorder: Recorder) {
  const requests = reviewerViews().map(({ path, call }) => ({
    method: "GET" as const,
    path,
    call: () => call,
  }));
  return run(base, token, requests, recorder);
}

/** The closed loop for SECONDS: answers the wall time taken and autocannon's socket errors and timeouts. */
async function runClosed(
  base: string,
  agents: string[],
  reviewers: string[],
  recorder: Recorder,
  holders: Holders,
): Promise<{ seconds: number; note: string }> {
  const started = Date.now();
  const runs = [
    ...agents.map((token, i) => agentLoop(base, token, i, holders, recorder)),
    ...reviewers.map((token) => reviewerLoop(base, token, recorder)),
  ];
  const results = await Promise.all(runs.map((r) => r.done));
  const socketErrors = results.reduce((n, r) => n + r.errors, 0);
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  return {
    seconds: (Date.now() - started) / 1000,
    note: `socket errors ${socketErrors}, timeouts ${timeouts}`,
  };
}

/** The agents' queue: one odometer inspection through the API, cloned in SQL to TASKS inspections. */
async function seedQueue(
  db: Parameters<typeof migrateToLatest>[0],
  base: string,
  admin: string,
  tag: string,
) {
  const res = await ingest(base, admin, ["03"]);
  if (res.status !== 200) throw new Error(`ingest: ${res.status} ${JSON.stringify(res.json)}`);
  const template: string = res.json.inspection._id;
  // The run's tag in the clones' names: a kept database (BENCH_KEEP_DB) holds earlier runs' clones.
  const prefix = `LOAD${tag}_`;
  await sql`
    insert into inspections (session_id, inspection_id, "group", qc_passed, themes, options, truth, priority)
    select ${prefix} || g, ${prefix} || g, t."group", t.qc_passed, t.themes, t.options, t.truth, t.priority
    from inspections t, generate_series(1, ${TASKS - 1}) as g where t.id = ${template}`.execute(db);
  const clones = sql`(select id from inspections where session_id like ${`${prefix}%`})`;
  await sql`
    insert into vehicles (inspection_id, vin, year, make, model, body_type, vrm, data)
    select c.id, v.vin, v.year, v.make, v.model, v.body_type, v.vrm, v.data
    from ${clones} as c, vehicles v where v.inspection_id = ${template}`.execute(db);
  await sql`
    insert into photos (inspection_id, photo_code, original_path, original_url, web_path, web_url, width, height)
    select c.id, p.photo_code, p.original_path, p.original_url, p.web_path, p.web_url, p.width, p.height
    from ${clones} as c, photos p where p.inspection_id = ${template}`.execute(db);
  await sql`
    insert into tasks (inspection_id, photo_code, name, type, priority, status, lease_s)
    select c.id, t.photo_code, t.name, t.type, t.priority, t.status, t.lease_s
    from ${clones} as c, tasks t where t.inspection_id = ${template}`.execute(db);
  await sql`analyze`.execute(db);
  return queuedTasks(db);
}

async function queuedTasks(db: Parameters<typeof migrateToLatest>[0]): Promise<number> {
  const n = await sql<{ n: string }>`select count(*) as n from tasks where status = 'queued'`.execute(db);
  return Number(n.rows[0]?.n ?? 0);
}

/**
 * A freshly bulk-seeded database is busy for minutes (autovacuum on the new rows, a checkpoint writing
 * them out): wait until that is over so the run measures serving, not seeding. Answers the seconds waited.
 */
async function settle(db: Parameters<typeof migrateToLatest>[0]): Promise<number> {
  const t0 = Date.now();
  await sql`vacuum (analyze)`.execute(db);
  await sql`checkpoint`.execute(db);
  for (let i = 0; i < 120; i++) {
    const busy = await sql<{ n: string }>`
      select count(*) as n from pg_stat_activity where backend_type = 'autovacuum worker'`.execute(db);
    if (Number(busy.rows[0]?.n ?? 0) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return (Date.now() - t0) / 1000;
}

export async function runLoadBench(): Promise<string> {
  const database = await loadDatabase();
  const opened = await openDatabase({ databaseUrl: database.url });
  // Users and clones of this run are named with a tag of their own: a kept database has earlier runs'.
  const tag = Date.now().toString(36);
  const { db } = opened;
  let server: ServerProcess | undefined;
  let stopPriority = () => {};
  let unplace = () => {};
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  try {
    await migrateToLatest(db);
    let t0 = Date.now();
    const has = async (table: "task_failed" | "cages") =>
      Boolean(await db.selectFrom(table).select("id").limit(1).executeTakeFirst());
    const reused = database.kept && (await has("task_failed")) && (await has("cages"));
    if (!reused) {
      await seedFailedTasks(db);
      await seedCages(db);
    }
    const seeded = reused
      ? `reused (kept database ${database.name})`
      : `seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`;
    const pgLogLine = await logSlowStatements(db, database.name);
    const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
    // The seed's REVIEWING rows are all due at once: settle that backlog now, timed (loadAutoVerify.ts).
    const autoVerifyLine = await settleAutoVerify(db, dataDir);
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "info",
      QC_SHARE_PERCENT: "0",
      DB_POOL_SIZE: process.env.LOAD_POOL ?? "10",
      METRICS_TOKEN,
    };
    // LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" shows where the server's time goes.
    // The log goes to a file, as a production log shipper would take it, not through this busy process.
    server = await startServer(PORT, env, {
      nodeArgs: process.env.LOAD_SERVER_NODE_ARGS?.split(" ").filter(Boolean),
      logFile: join(dataDir, "server.log"),
    });
    const [admin] = await agentTokens(db, 1, `loadadmin${tag}_`, "ADMIN");
    t0 = Date.now();
    // A kept database keeps its queue while enough is left for a run (a paced run claims ~4,000).
    const left = reused ? await queuedTasks(db) : 0;
    const queued = left >= TASKS / 2 ? left : await seedQueue(db, server.url, admin ?? "", tag);
    const agents = AGENTS > 0 ? await agentTokens(db, AGENTS, `load${tag}_`) : [];
    const reviewers = REVIEWERS > 0 ? await agentTokens(db, REVIEWERS, `reviewer${tag}_`, "QA") : [];
    const settled = await settle(db);
    const placed = await placeProcesses(server.child.pid, db);
    unplace = placed.restore;
    stopPriority = await prioritise(server.child.pid, db);
    log(
      `Mixed load: ${AGENTS} agents + ${REVIEWERS} reviewers on PostgreSQL (${MODES.join(", then ")}); ` +
        `failed tasks and cages ${seeded}, ${queued.toLocaleString("en")} tasks queued in ` +
        `${((Date.now() - t0) / 1000).toFixed(0)} s; server log level ${env.LOG_LEVEL} (to a file), pool ${env.DB_POOL_SIZE}; ` +
        `vacuum, checkpoint and autovacuum settled in ${settled.toFixed(0)} s` +
        (process.env.LOAD_SERVER_NODE_ARGS ? `; server node flags ${process.env.LOAD_SERVER_NODE_ARGS}` : ""),
    );
    log(autoVerifyLine);
    if (placed.line) log(placed.line);
    if (pgLogLine) log(pgLogLine);
    const think = rangeMs(process.env.LOAD_THINK_S, [3, 15]);
    const reviewPause = rangeMs(process.env.LOAD_REVIEW_PAUSE_S, [2, 6]);
    const holders = new Holders();
    for (const mode of MODES) {
      const recorder = new Recorder();
      if (mode === "paced") recorder.warmUntil = Date.now() + WARMUP_S * 1000;
      const loadBefore = os.loadavg();
      const metricsBefore = await scrape(server.url, METRICS_TOKEN);
      const processes = processFigures(await benchPostgresPids(db));
      const pgLogAt = pgLogMark();
      const runStart = Date.now();
      const stopSampling = sampleActivity(db);
      const { seconds, note } =
        mode === "paced"
          ? {
              seconds: await runPaced({
                base: server.url,
                agents,
                reviewers,
                seconds: PACED_SECONDS,
                think,
                reviewPause,
                recorder,
                holders,
              }),
              note: "",
            }
          : await runClosed(server.url, agents, reviewers, recorder, holders);
      const loadAfter = os.loadavg();
      const activity = stopSampling();
      const processLines = processes(seconds, await benchPostgresPids(db));
      const metricsAfter = await scrape(server.url, METRICS_TOKEN);
      log("");
      log(
        mode === "paced"
          ? `Paced: ${AGENTS} agents think ${think.map((t) => t / 1000).join("–")} s per photo and poll every 4 s ` +
              `when nothing is queued; ${REVIEWERS} reviewers read each list ${reviewPause.map((t) => t / 1000).join("–")} s; ` +
              `${seconds.toFixed(0)} s (the last answers finish after the end)`
          : `Closed loop: ${AGENTS} agents + ${REVIEWERS} reviewers, no think time, ${seconds.toFixed(0)} s`,
      );
      log(
        `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; load average ` +
          `before ${loadBefore.map((l) => l.toFixed(1)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(1)).join(" ")}`,
      );
      log("");
      const table = recorder.table(seconds);
      for (const line of table.lines) log(line);
      if (note) log(`autocannon: ${note}`);
      const warmed = warmupLine(recorder, WARMUP_S);
      if (warmed) log(warmed);
      log(
        `Targets ${table.missed.length ? `missed: ${table.missed.join("; ")}` : "met (p99 of claims and lists)"}`,
      );
      log("");
      for (const line of serverFigures(metricsBefore, metricsAfter, seconds, recorder)) log(line);
      for (const line of processLines) log(line);
      if (mode === "paced") {
        log("");
        // The log's lines reach the file a moment after the statements end.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const opened = { since: runStart, at: [...activity.opened.values()] };
        const pgLog = pgLogSince(pgLogAt, database.name);
        const pool = Number(env.DB_POOL_SIZE);
        for (const line of slowCallLines(recorder.slow, pgLog, SLOW_MS, opened, activity.samples, pool))
          log(line);
      }
    }

    // No task held twice: neither in what the agents were handed nor in the server's own record.
    const twice = await sql<{ task_id: string }>`
      select task_id from agent_activity where kind = 'task' and task_id is not null
      group by task_id having count(distinct user_id) > 1`.execute(db);
    const heldMany = await sql<{ holder_id: string }>`
      select holder_id from tasks where status = 'held' group by holder_id having count(*) > 1`.execute(db);
    log("");
    log(
      `Double assignment (both modes): ${holders.doubles.length} task(s) handed to two agents, ${twice.rows.length} ` +
        `in the activity log, ${heldMany.rows.length} agent(s) holding two tasks; ` +
        `${holders.byTask.size.toLocaleString("en")} distinct tasks claimed`,
    );
    if (holders.doubles.length || twice.rows.length || heldMany.rows.length)
      throw new Error("a task was held twice");
    return lines.join("\n");
  } finally {
    stopPriority();
    unplace();
    await server?.stop();
    await opened.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runLoadBench().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
