/**
 * Mixed load (issue 8): autocannon on loopback against one server process on PostgreSQL, bounded in
 * time. 300 agents (each a user with its own session token) poll homework and answer what they get;
 * reviewers list failed tasks over 1,000,000 rows and cages over 100,000, all at the same time.
 *
 *   TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx tests/bench/load.bench.ts
 *
 * A fresh database per run (dropped afterwards). Failed tasks and cages are bulk-seeded by the seeders
 * of taskFailed.bench.ts and cages.bench.ts (generate_series, not the API); the agents' queue is one
 * inspection ingested through the API, cloned LOAD_TASKS times in SQL. The server runs as its own
 * process (`node --import tsx src/server/main.ts`, as the scale-out test starts it) with LOAD_LOG_LEVEL
 * (default info: every request logged, as in production). Figures: p50 / p99 / max per call in ms,
 * errors (non-2xx, socket errors, timeouts); afterwards no task may have been held by two agents.
 * Environment: LOAD_SECONDS (30), LOAD_AGENTS (300), LOAD_AGENT_RATE (requests per second per agent;
 * unset, each agent sends its next request as soon as the last is answered), LOAD_REVIEWERS (10), LOAD_TASKS (60,000), LOAD_POOL (the server's DB_POOL_SIZE, 10),
 * BENCH_ROWS / BENCH_CAGES (the seeders' sizes), LOAD_LOG_LEVEL, LOAD_SERVER_NODE_ARGS (e.g. --cpu-prof).
 */
import { mkdtempSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import autocannon, { type Instance, type Request, type Result } from "autocannon";
import { sql } from "kysely";
import { migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import {
  agentTokens,
  createPgDatabase,
  ingest,
  type ServerProcess,
  startServer,
} from "../scaleout/support/cluster.ts";
import { seed as seedCages } from "./cages.bench.ts";
import { seed as seedFailedTasks } from "./taskFailed.bench.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const AGENTS = Number(process.env.LOAD_AGENTS ?? 300);
const REVIEWERS = Number(process.env.LOAD_REVIEWERS ?? 10);
const TASKS = Number(process.env.LOAD_TASKS ?? 60_000);
const PORT = Number(process.env.LOAD_PORT ?? 4721);
/** Requests per second per agent (whole numbers; autocannon paces per second); unset: closed loop. */
const AGENT_RATE = process.env.LOAD_AGENT_RATE ? Number(process.env.LOAD_AGENT_RATE) : undefined;
const TARGETS: Record<string, number> = { claim: 50, "failed-task list": 25, "cage list": 25 };

/** Latencies and failures per call, fed by every autocannon instance. */
class Recorder {
  readonly times = new Map<string, number[]>();
  readonly failures = new Map<string, Map<string, number>>();
  record(call: string, status: number, ms: number): void {
    const list = this.times.get(call) ?? [];
    list.push(ms);
    this.times.set(call, list);
    if (status < 200 || status >= 300) this.fail(call, String(status));
  }
  fail(call: string, what: string): void {
    const byWhat = this.failures.get(call) ?? new Map<string, number>();
    byWhat.set(what, (byWhat.get(what) ?? 0) + 1);
    this.failures.set(call, byWhat);
  }
  errors(call: string): number {
    return [...(this.failures.get(call)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }
}

/** A request of a user's sequence; `call` names it (from its answer) for the figures. */
type Call = Request & {
  call: (status: number, body: string, context: Record<string, unknown>) => string;
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

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
  rate?: number,
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
          ...(rate ? { connectionRate: rate } : {}),
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

/** An agent's loop: homework (a claim when it hands over a new task), then the odometer answer. */
function agentLoop(
  base: string,
  token: string,
  agent: number,
  holders: Map<string, number>,
  doubles: string[],
  recorder: Recorder,
) {
  const homework: Call = {
    method: "GET",
    path: "/api/tasks/random/homework",
    call: (status, body, context) => {
      const id: string | undefined = status === 200 ? JSON.parse(body).task?._id : undefined;
      context.taskId = id;
      if (!id) return "homework, nothing queued";
      const holder = holders.get(id);
      if (holder === agent) return "homework, task already held";
      if (holder !== undefined) doubles.push(id);
      holders.set(id, agent);
      return "claim";
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
  return run(base, token, [homework, answer], recorder, AGENT_RATE);
}

/** A reviewer cycling through the failed-task list and the cage list with a few filters. */
function reviewerLoop(base: string, token: string, recorder: Recorder) {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 7 * 86_400_000);
  const failed = [
    "limit=50",
    "status=QA-REVIEWING&limit=50",
    `from=${from.toISOString()}&to=${to.toISOString()}&limit=50`,
    "taskName=odom&page=20&limit=50",
  ];
  const cages = ["", "status=ACTIVE", "make=Toyota&model=model%20b", "sort=make&page=10&limit=50"];
  const requests = failed.flatMap((q, i) => [
    {
      method: "GET",
      path: `/api/taskFailed/getAllTaskFailed?${q}`,
      call: () => "failed-task list",
    },
    { method: "GET", path: `/api/cages?${cages[i]}`, call: () => "cage list" },
  ]);
  return run(base, token, requests, recorder);
}

/** The agents' queue: one odometer inspection through the API, cloned in SQL to TASKS inspections. */
async function seedQueue(db: Parameters<typeof migrateToLatest>[0], base: string, admin: string) {
  const res = await ingest(base, admin, ["03"]);
  if (res.status !== 200) throw new Error(`ingest: ${res.status} ${JSON.stringify(res.json)}`);
  const template: string = res.json.inspection._id;
  await sql`
    insert into inspections (session_id, inspection_id, "group", qc_passed, themes, options, truth, priority)
    select 'LOAD' || g, 'LOAD' || g, t."group", t.qc_passed, t.themes, t.options, t.truth, t.priority
    from inspections t, generate_series(1, ${TASKS - 1}) as g where t.id = ${template}`.execute(db);
  const clones = sql`(select id from inspections where session_id like 'LOAD%')`;
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
  const n = await sql<{ n: string }>`select count(*) as n from tasks where status = 'queued'`.execute(db);
  return Number(n.rows[0]?.n ?? 0);
}

export async function runLoadBench(): Promise<string> {
  const database = await createPgDatabase("bench_load");
  const opened = await openDatabase({ databaseUrl: database.url });
  const { db } = opened;
  let server: ServerProcess | undefined;
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  try {
    await migrateToLatest(db);
    let t0 = Date.now();
    await seedFailedTasks(db);
    await seedCages(db);
    const seeded = `${((Date.now() - t0) / 1000).toFixed(0)} s`;
    const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
    const env: Record<string, string> = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "info",
      QC_SHARE_PERCENT: "0",
      DB_POOL_SIZE: process.env.LOAD_POOL ?? "10",
    };
    // LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" shows where the server's time goes.
    // The log goes to a file, as a production log shipper would take it, not through this busy process.
    server = await startServer(PORT, env, {
      nodeArgs: process.env.LOAD_SERVER_NODE_ARGS?.split(" ").filter(Boolean),
      logFile: join(dataDir, "server.log"),
    });
    const [admin] = await agentTokens(db, 1, "loadadmin", "ADMIN");
    t0 = Date.now();
    const queued = await seedQueue(db, server.url, admin ?? "");
    const agents = AGENTS > 0 ? await agentTokens(db, AGENTS, "load") : [];
    const reviewers = REVIEWERS > 0 ? await agentTokens(db, REVIEWERS, "reviewer", "QA") : [];
    log(
      `Mixed load: ${AGENTS} agents (${AGENT_RATE ? `${AGENT_RATE} request/s each` : "closed loop"}) + ` +
        `${REVIEWERS} reviewers (closed loop) for ${SECONDS} s on PostgreSQL; ` +
        `failed tasks and cages seeded in ${seeded}, ${queued.toLocaleString("en")} tasks queued in ` +
        `${((Date.now() - t0) / 1000).toFixed(0)} s; server log level ${env.LOG_LEVEL} (to a file), pool ${env.DB_POOL_SIZE}`,
    );
    const recorder = new Recorder();
    const holders = new Map<string, number>();
    const doubles: string[] = [];
    const loadBefore = os.loadavg();
    const runs = [
      ...agents.map((token, i) => agentLoop(server?.url ?? "", token, i, holders, doubles, recorder)),
      ...reviewers.map((token) => reviewerLoop(server?.url ?? "", token, recorder)),
    ];
    const results = await Promise.all(runs.map((r) => r.done));
    const loadAfter = os.loadavg();
    const socketErrors = results.reduce((n, r) => n + r.errors, 0);
    const timeouts = results.reduce((n, r) => n + r.timeouts, 0);

    log(
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}; load average ` +
        `before ${loadBefore.map((l) => l.toFixed(1)).join(" ")}, after ${loadAfter.map((l) => l.toFixed(1)).join(" ")}`,
    );
    log("");
    log("| call | requests | per s | p50 ms | p99 ms | max ms | errors | target p99 |");
    log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
    const missed: string[] = [];
    for (const [call, times] of [...recorder.times].sort()) {
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = pct(sorted, 99);
      const target = TARGETS[call];
      if (target !== undefined && p99 > target) missed.push(`${call} p99 ${p99.toFixed(1)} > ${target}`);
      log(
        `| ${call} | ${times.length} | ${(times.length / SECONDS).toFixed(0)} | ${pct(sorted, 50).toFixed(1)} | ` +
          `${p99.toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${recorder.errors(call)} | ${target ?? "—"} |`,
      );
    }
    const failures = [...recorder.failures].map(
      ([call, byWhat]) => `${call}: ${[...byWhat].map(([w, n]) => `${n}× ${w}`).join(", ")}`,
    );
    log("");
    log(
      `Errors: ${failures.length ? failures.join("; ") : "none"}; socket errors ${socketErrors}, timeouts ${timeouts}`,
    );

    // No task held twice: neither in what the agents were handed nor in the server's own record.
    const twice = await sql<{ task_id: string }>`
      select task_id from agent_activity where kind = 'task' and task_id is not null
      group by task_id having count(distinct user_id) > 1`.execute(db);
    const heldMany = await sql<{ holder_id: string }>`
      select holder_id from tasks where status = 'held' group by holder_id having count(*) > 1`.execute(db);
    log(
      `Double assignment: ${doubles.length} task(s) handed to two agents, ${twice.rows.length} in the activity ` +
        `log, ${heldMany.rows.length} agent(s) holding two tasks; ${holders.size.toLocaleString("en")} distinct tasks claimed`,
    );
    if (doubles.length || twice.rows.length || heldMany.rows.length) throw new Error("a task was held twice");
    if (missed.length) log(`Targets missed: ${missed.join("; ")}`);
    return lines.join("\n");
  } finally {
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
