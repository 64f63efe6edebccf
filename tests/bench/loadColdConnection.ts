/**
 * What a fresh PostgreSQL connection costs a list call (load.bench.ts found slow list calls right after
 * the server's pool opened connections): for LCC_ROUNDS (5) new connections, the time to connect, then
 * the failed-task list's and the cage list's statement the first time on that connection and again.
 *
 *   BENCH_KEEP_DB=bench_load_b TEST_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres \
 *     npx tsx tests/bench/loadColdConnection.ts
 */
import { pathToFileURL } from "node:url";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "../../src/server/db/schema.ts";
import { CagesRepository } from "../../src/server/repositories/cages.ts";
import { TaskFailedRepository } from "../../src/server/repositories/taskFailed.ts";
import { loadDatabase } from "./loadDatabase.ts";

export async function runColdConnection(): Promise<string> {
  const database = await loadDatabase();
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const rounds = Number(process.env.LCC_ROUNDS ?? 5);
  const ms = (t0: number) => (performance.now() - t0).toFixed(1);
  log("| round | connect ms | failed-task list 1st / 2nd ms | cage list 1st / 2nd ms |");
  log("| ---: | ---: | ---: | ---: |");
  for (let i = 0; i < rounds; i++) {
    // A pool of one connection: every statement below runs on the same, new backend.
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    let t0 = performance.now();
    await (await pool.connect()).release();
    const connect = ms(t0);
    const failed = new TaskFailedRepository(db);
    const cages = new CagesRepository(db);
    const times: string[] = [];
    for (const run of [
      () => failed.list({ status: "QA-REVIEWING" }, 1, 50),
      () => cages.list({}, { column: "updated_at", desc: true }, 10, 0),
    ]) {
      t0 = performance.now();
      await run();
      const first = ms(t0);
      t0 = performance.now();
      await run();
      times.push(`${first} / ${ms(t0)}`);
    }
    log(`| ${i + 1} | ${connect} | ${times.join(" | ")} |`);
    await db.destroy();
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runColdConnection().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
