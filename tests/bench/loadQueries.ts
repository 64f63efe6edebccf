/**
 * Queries per call on the load bench's hot paths (issue 8): how many SQL statements one homework (a
 * claim), one accept, one failed-task list and one cage list send to PostgreSQL, transaction
 * statements included, and which. Counts `pg.Client#query` calls made while each request runs alone.
 *
 *   TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx tests/bench/loadQueries.ts
 */
import { pathToFileURL } from "node:url";
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
    seen.push(String(text).replace(/\s+/g, " ").slice(0, 110));
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
