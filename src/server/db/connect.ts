import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { MIGRATIONS } from "./migrations/index.ts";
import { createPgNotifier, type Notifier } from "./notifier.ts";
import { PGliteDialect } from "./pgliteDialect.ts";
import { PreparingClient } from "./preparedClient.ts";
import type { Database } from "./schema.ts";

export type Engine = "pglite" | "postgres";
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  /** Messages between instances (PostgreSQL LISTEN/NOTIFY); null on the embedded, single-process engine. */
  notifier: Notifier | null;
  /**
   * Hears the NOTIFYs the database's own triggers send (the webhook outbox's, migration 0032): on
   * PostgreSQL on the notifier's connection (every instance hears every commit), on PGlite in this
   * process once the writing transaction commits. Resolves once listening, with the function that stops.
   * Absent where the caller assembled the database itself (then pollers are the only way).
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A database-side failure the server reports but survives (lost connection, listener errors). */
export type DbLog = (msg: string, err?: unknown) => void;
const stderrLog: DbLog = (msg, err) =>
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg, err: err instanceof Error ? err.message : err })}\n`,
  );

/** A PostgreSQL server when a URL is given, else embedded PGlite under dataDir (or in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
  log?: DbLog;
  poolSize?: number;
  /** PGlite only: start from this dumped data folder (`dumpDataDir()`) instead of an empty cluster. */
  pgliteTemplate?: Blob;
}): Promise<OpenedDatabase> {
  const log = opts.log ?? stderrLog;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      // Statements marked /*prepared*/ are parsed and planned once per connection (preparedClient.ts).
      Client: PreparingClient,
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      // Opening a connection (SCRAM's PBKDF2) runs on libuv's thread pool, behind any password hashing
      // (scrypt) of concurrent logins: under load it took more than 5 s and answered 503 to requests
      // while the database was fine. A dead server still fails at once (ECONNREFUSED).
      connectionTimeoutMillis: 15_000,
      // Keep connections open between bursts instead of reconnecting after 10 s idle; those the
      // server warmed at start (services/listWarmUp.ts) stay: a connection opened again inside a
      // request pays the connect and its first plans' catalog reads (docs/benchmarks.md, Load).
      idleTimeoutMillis: 60_000,
      min: opts.poolSize ?? 10,
    });
    // An idle client losing its server (PostgreSQL restarted) must not crash the process: the pool
    // drops it and the next query opens a fresh one; requests meanwhile answer 503.
    pool.on("error", (err) => log("idle database connection lost", err));
    // A client checked out (between the statements of a transaction) that loses its server emits
    // "error" with nobody listening, which would end the process: log it; the pool drops the client.
    pool.on("connect", (client) => {
      client.on("error", (err) => log("database connection lost", err));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const notifier = createPgNotifier(opts.databaseUrl, pool, log);
    return {
      db,
      engine: "postgres",
      notifier,
      listen: async (channel, onMessage) => {
        const stop = notifier.subscribe(channel, onMessage);
        await notifier.ready();
        return stop;
      },
      close: async () => {
        await notifier.close();
        await db.destroy();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    dir = join(opts.dataDir, "pglite");
  }
  const pglite = await PGlite.create(dir, opts.pgliteTemplate ? { loadDataDir: opts.pgliteTemplate } : {});
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: "pglite",
    notifier: null,
    listen: async (channel, onMessage) => {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel name ${channel}`);
      const stop = pglite.onNotification((heard, payload) => {
        if (heard === channel) onMessage(payload);
      });
      // Through the dialect's lock: a LISTEN run inside another request's transaction would be undone
      // by its rollback.
      await sql.raw(`listen ${channel}`).execute(db);
      return stop;
    },
    close: () => db.destroy(),
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
