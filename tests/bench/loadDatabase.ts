/**
 * The mixed load's database (load.bench.ts) and what PostgreSQL says about it during a run.
 * - BENCH_KEEP_DB=<name>: that database, created when missing and kept, so the 1,000,000 failed tasks
 *   and 100,000 cages are seeded once (minutes) and reused by the next runs; otherwise a fresh one,
 *   dropped afterwards.
 * - LOAD_PG_LOG_MS (default 10, "off" for none): the database logs each statement that ran at least
 *   that long (`log_min_duration_statement`, set on this database only, so other sessions' databases
 *   are untouched) and each autovacuum of its tables (the tables' `log_autovacuum_min_duration`);
 *   LOAD_PG_LOG (default Debian's /var/log/postgresql/postgresql-15-main.log) is read after the run for
 *   those lines and the server's checkpoints, to say what PostgreSQL was doing while a call was slow.
 */
import { readFileSync, statSync } from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import type { Db } from "../../src/server/db/connect.ts";
import { createPgDatabase } from "../scaleout/support/cluster.ts";

export const PG_LOG = process.env.LOAD_PG_LOG ?? "/var/log/postgresql/postgresql-15-main.log";
const LOG_MS = process.env.LOAD_PG_LOG_MS ?? "10";

async function admin(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The run's database: kept (BENCH_KEEP_DB) or fresh. `kept` says whether it may hold a seed already. */
export async function loadDatabase(): Promise<{
  url: string;
  name: string;
  kept: boolean;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const keep = process.env.BENCH_KEEP_DB;
  if (!adminUrl || !keep) {
    const fresh = await createPgDatabase("bench_load");
    return { ...fresh, name: new URL(fresh.url).pathname.slice(1), kept: false };
  }
  if (!/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`BENCH_KEEP_DB: not a plain name: ${keep}`);
  const exists = (await admin(adminUrl, `select 1 from pg_database where datname = '${keep}'`)).rowCount;
  if (!exists) await admin(adminUrl, `create database ${keep}`);
  const url = new URL(adminUrl);
  url.pathname = `/${keep}`;
  return { url: url.toString(), name: keep, kept: true, drop: async () => {} };
}

/**
 * Statement and autovacuum logging for this database (new connections: call before the server starts).
 * Answers a line for the output, or "" when off or not allowed.
 */
export async function logSlowStatements(db: Db, name: string): Promise<string> {
  if (LOG_MS === "off") return "";
  try {
    await sql.raw(`alter database ${name} set log_min_duration_statement = ${Number(LOG_MS)}`).execute(db);
    const tables = await sql<{ relname: string }>`
      select relname from pg_stat_user_tables where schemaname = 'public'`.execute(db);
    for (const { relname } of tables.rows)
      await sql.raw(`alter table "${relname}" set (log_autovacuum_min_duration = 0)`).execute(db);
    return `PostgreSQL logs this database's statements of ${LOG_MS} ms or more and its autovacuums (${PG_LOG})`;
  } catch (error) {
    return `PostgreSQL statement logging not set: ${(error as Error).message}`;
  }
}

export interface PgLogLine {
  at: number;
  text: string;
}

/** Where the log ends now: the run reads only what is written after it. */
export function pgLogMark(): number {
  try {
    return statSync(PG_LOG).size;
  } catch {
    return -1;
  }
}

/**
 * The log's lines since `mark` about this database (statements, autovacuum of its tables) or the whole
 * server (checkpoints), with their time. Continuation lines (a statement's text) join their line.
 */
export function pgLogSince(mark: number, name: string): PgLogLine[] {
  if (mark < 0) return [];
  let text: string;
  try {
    text = readFileSync(PG_LOG, "utf8").slice(mark);
  } catch {
    return [];
  }
  const out: PgLogLine[] = [];
  for (const raw of text.split("\n")) {
    const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}) UTC \[\d+\] (.*)$/.exec(raw);
    if (!m) {
      const last = out.at(-1);
      if (last && raw.trim()) last.text += ` ${raw.trim()}`;
      continue;
    }
    const body = m[2] ?? "";
    const mine = body.startsWith(`postgres@${name} `) || body.includes(`"${name}.`);
    if (mine || /checkpoint (starting|complete)/.test(body))
      out.push({ at: Date.parse(`${(m[1] ?? "").replace(" ", "T")}Z`), text: body });
  }
  return out;
}

/** One look at this database's client backends: how many are busy and what the busy ones wait on. */
export interface ActivitySample {
  at: number;
  /** Running a statement, or inside a transaction between statements (the pool's connection is taken). */
  busy: number;
  waits: Map<string, number>;
}

/**
 * Looks at pg_stat_activity every `everyMs` (LOAD_PG_SAMPLE_MS, 100; "off" for none) until stopped: when
 * every pooled connection is busy a list call waits for one, and the busy ones' wait events say on what
 * (WALSync: a commit's fsync; Lock; CPU when none).
 */
export function sampleActivity(db: Db): () => { samples: ActivitySample[]; opened: Map<number, number> } {
  const every = process.env.LOAD_PG_SAMPLE_MS ?? "100";
  const samples: ActivitySample[] = [];
  /** Every client backend seen (pid → when it started), those the pool closed again included. */
  const opened = new Map<number, number>();
  if (every === "off") return () => ({ samples, opened });
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const at = Date.now();
      try {
        const { rows } = await sql<{ pid: number; started: Date; state: string | null; wait: string | null }>`
          select pid, backend_start as started, state, wait_event_type || ':' || wait_event as wait
          from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`.execute(
          db,
        );
        const waits = new Map<string, number>();
        let busy = 0;
        for (const r of rows) {
          opened.set(r.pid, new Date(r.started).getTime());
          if (r.state !== "active" && r.state !== "idle in transaction") continue;
          busy++;
          const what = r.state === "idle in transaction" ? "idle in transaction" : (r.wait ?? "CPU");
          waits.set(what, (waits.get(what) ?? 0) + 1);
        }
        samples.push({ at, busy, waits });
      } catch {
        // A sample lost: the next one follows.
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(every) - (Date.now() - at))));
    }
  };
  void loop();
  return () => {
    stopped = true;
    return { samples, opened };
  };
}
