import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, Migrator, PostgresDialect } from "kysely";
import pg from "pg";
import { MIGRATIONS } from "./migrations/index.ts";
import { PGliteDialect } from "./pgliteDialect.ts";
import type { Database } from "./schema.ts";

export type Engine = "pglite" | "postgres";
export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

/** A PostgreSQL server when a URL is given, else embedded PGlite under dataDir (or in memory). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string | null;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  let dir: string | undefined;
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
    dir = join(opts.dataDir, "pglite");
  }
  const pglite = await PGlite.create(dir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, engine: "pglite", close: () => db.destroy() };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
