/**
 * Queries per call on the load bench's hot paths (issue 8): how many SQL statements one homework (a
 * claim), one accept, one failed-task list and one cage list send to PostgreSQL, transaction
 * statements included, and which. Counts `pg.Client#query` calls made while each request runs alone;
 * "[named]" marks a named prepared statement (parsed and planned once per connection).
 *
 *   TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx tests/bench/loadQueries.ts
 *
 * Then the CPU each call costs, the same calls repeated LQ_ROUNDS times (200) one at a time: PostgreSQL's
 * from /proc/<pid>/schedstat of this database's client backends (when the server runs on this machine:
 * what the load's tail waits on), and this process's (server and HTTP client together). On a shared
 * machine CPU time per call moves far less than latency does, so A/B runs compare these.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDatabase } from "../../src/server/db/connect.ts";
import { agentTokens, call, createPgDatabase, ingest } from "../scaleout/support/cluster.ts";

/** Every statement sent while `fn` runs, first words only. */
async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads; the spy passes every argument through.
  (pg.Client.prototype as any).query = function (this: pg.Client, ...args: any[]) {
    const text = typeof args[0] === "string" ? args[0] : (args[0]?.text ?? "?");
    // A named statement (src/server/db/preparedClient.ts) is parsed and planned once per connection.
    const named = typeof args[0] === "object" && args[0]?.name ? "[named] " : "";
    seen.push(`${named}${String(text).replace(/\s+/g, " ").slice(0, 110)}`);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return (original as any).apply(this, args);
  };
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = original;
  }
  return seen;
}

type Db = Awaited<ReturnType<typeof openDatabase>>["db"];

/** Nanoseconds each process ran (first field of /proc/<pid>/schedstat), 0 for one gone or hidden. */
const ranNs = (pid: number): number => {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]);
  } catch {
    return 0;
  }
};

/** This database's client backends (the app's pool and LISTEN connection). */
async function backends(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend'`.execute(db);
  return rows.map((r) => r.pid);
}

/** Each case run `rounds` times in turn; PostgreSQL's and this process's CPU per call. */
async function cpuPerCall(db: Db, cases: [string, () => Promise<unknown>][], rounds: number) {
  const pids = await backends(db);
  if (!pids.some((pid) => ranNs(pid) > 0))
    return ["(PostgreSQL's processes are not visible here: no CPU figures)"];
  const pgNs = new Map(cases.map(([name]) => [name, 0]));
  const nodeUs = new Map(cases.map(([name]) => [name, 0]));
  const sum = () => pids.reduce((n, pid) => n + ranNs(pid), 0);
  for (let i = 0; i < rounds; i++) {
    for (const [name, fn] of cases) {
      const pg0 = sum();
      const node0 = process.cpuUsage();
      await fn();
      const node = process.cpuUsage(node0);
      pgNs.set(name, (pgNs.get(name) ?? 0) + sum() - pg0);
      nodeUs.set(name, (nodeUs.get(name) ?? 0) + node.user + node.system);
    }
  }
  const opened = (await backends(db)).filter((pid) => !pids.includes(pid));
  const lines = [`CPU per call over ${rounds} rounds (PostgreSQL: ${pids.length} backends):`];
  if (opened.length > 0)
    lines.push(`    (${opened.length} backends opened during the rounds are not counted)`);
  for (const [name] of cases) {
    const pgMs = (pgNs.get(name) ?? 0) / rounds / 1e6;
    const nodeMs = (nodeUs.get(name) ?? 0) / rounds / 1e3;
    lines.push(`    ${name}: PostgreSQL ${pgMs.toFixed(3)} ms, this process ${nodeMs.toFixed(3)} ms`);
  }
  return lines;
}

export async function runLoadQueries(): Promise<string> {
  const database = await createPgDatabase("bench_lq");
  const opened = await openDatabase({ databaseUrl: database.url });
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const { buildApp } = await import("../../src/server/app.ts");
  const { loadConfig } = await import("../../src/server/config.ts");
  const secret = "scaleout-test-secret-0123456789abcdef0123";
  const config = loadConfig({
    LOG_LEVEL: "silent",
    CLIENT_DIR: "/nonexistent",
    JWT_SECRET: secret,
    QC_SHARE_PERCENT: "0",
  });
  const { app } = await buildApp(config, opened, secret);
  try {
    await migrateToLatest(opened.db);
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const [admin = ""] = await agentTokens(opened.db, 1, "lqadmin", "ADMIN");
    const [agent = ""] = await agentTokens(opened.db, 1, "lqagent");
    const [qa = ""] = await agentTokens(opened.db, 1, "lqqa", "QA");
    for (let i = 0; i < 3; i++) await ingest(base, admin, ["03"]);
    // Warm-up: a first claim and answer (prepared caches, lazy singletons).
    const first = await call(base, "GET", "/api/tasks/random/homework", agent);
    await call(base, "PUT", `/api/tasks/${first.json.task._id}/accept`, agent, {
      odom_reading: 1,
      odom_unit: "km",
    });
    let taskId = "";
    const cases: [string, () => Promise<unknown>][] = [
      [
        "homework (a claim)",
        async () => {
          taskId = (await call(base, "GET", "/api/tasks/random/homework", agent)).json.task._id;
        },
      ],
      [
        "accept",
        () =>
          call(base, "PUT", `/api/tasks/${taskId}/accept`, agent, { odom_reading: 1000, odom_unit: "km" }),
      ],
      ["failed-task list", () => call(base, "GET", "/api/taskFailed/getAllTaskFailed?limit=50", qa)],
      ["cage list", () => call(base, "GET", "/api/cages?status=ACTIVE", qa)],
    ];
    for (const [name, fn] of cases) {
      const statements = await statementsOf(fn);
      log(`${name}: ${statements.length} statements`);
      for (const s of statements) log(`    ${s}`);
    }
    const rounds = Number(process.env.LQ_ROUNDS ?? 200);
    for (let i = 0; i < rounds; i++) await ingest(base, admin, ["03"]);
    for (const line of await cpuPerCall(opened.db, cases, rounds)) log(line);
    return lines.join("\n");
  } finally {
    await app.close();
    await opened.close();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runLoadQueries().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
