/**
 * The database a list benchmark runs on. PostgreSQL: a fresh database on the server of `adminUrl`,
 * dropped afterwards; or, with BENCH_KEEP_DB=<name>, that database, created when missing and kept, so
 * a 1,000,000-row seed (minutes) is made once and reused by the next runs (the bench seeds only an
 * empty table; new migrations still run).
 * Without a URL: PGlite in memory.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Db, type Engine, type OpenedDatabase, openDatabase } from "../../src/server/db/connect.ts";

export interface BenchDatabase {
  db: Db;
  engine: Engine;
  /** The database's own NOTIFYs (the webhook outbox's wake-up), as the server hears them. */
  listen?: OpenedDatabase["listen"];
  close: () => Promise<void>;
}

async function admin(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
}

export async function openBenchDatabase(
  prefix: string,
  adminUrl: string | undefined,
): Promise<BenchDatabase> {
  if (!adminUrl) {
    const opened = await openDatabase({ dataDir: null });
    return { db: opened.db, engine: opened.engine, listen: opened.listen, close: opened.close };
  }
  const keep = process.env.BENCH_KEEP_DB;
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`BENCH_KEEP_DB: not a plain name: ${keep}`);
  const name = keep ?? `${prefix}_${randomBytes(4).toString("hex")}`;
  const exists = (await admin(adminUrl, `select 1 from pg_database where datname = '${name}'`)).rowCount;
  if (!exists) await admin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = await openDatabase({ databaseUrl: url.toString() });
  return {
    db: opened.db,
    engine: opened.engine,
    listen: opened.listen,
    close: async () => {
      await opened.close();
      if (!keep) await admin(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
