import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, type OpenedDatabase, openDatabase } from "../../../src/server/db/connect.ts";
import { createPgDatabase, PG_ADMIN_URL } from "../../scaleout/support/cluster.ts";

/** The database a faults test runs a server process on: embedded PGlite in a folder, or PostgreSQL. */
export interface Engine {
  name: "pglite" | "postgres";
  env: Record<string, string>;
  /** The database, opened from the test; on the single-process embedded engine only while the server is down. */
  open(): Promise<OpenedDatabase>;
  drop(): Promise<void>;
}

export async function embedded(): Promise<Engine> {
  const dataDir = mkdtempSync(join(tmpdir(), "faults-pglite-"));
  return {
    name: "pglite",
    env: { DATA_DIR: dataDir, SEED: "none" },
    open: () => openDatabase({ dataDir }),
    drop: async () => {},
  };
}

export async function postgres(): Promise<Engine> {
  const database = await createPgDatabase("faults");
  return {
    name: "postgres",
    env: { DATABASE_URL: database.url, DATA_DIR: mkdtempSync(join(tmpdir(), "faults-pg-")) },
    open: () => openDatabase({ databaseUrl: database.url }),
    drop: database.drop,
  };
}

/** The engines to run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: (() => Promise<Engine>)[] = PG_ADMIN_URL ? [embedded, postgres] : [embedded];

export async function withDb<T>(engine: Engine, fn: (db: Db) => Promise<T>): Promise<T> {
  const opened = await engine.open();
  try {
    return await fn(opened.db);
  } finally {
    await opened.close();
  }
}
