import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely } from "kysely";
import type { TestProject } from "vitest/node";
import { migrateToLatest, type OpenedDatabase, openDatabase } from "../../../src/server/db/connect.ts";
import { PGliteDialect } from "../../../src/server/db/pgliteDialect.ts";
import type { Database } from "../../../src/server/db/schema.ts";
import { UsersRepository } from "../../../src/server/repositories/users.ts";
import { seedDemoUsers } from "../../../src/server/seed/demoUsers.ts";
import { createPgDatabase } from "../../support/postgres.ts";

declare module "vitest" {
  interface ProvidedContext {
    /** PGlite: the path of a dumped data folder; PostgreSQL: the name of a template database. */
    dbTemplate: string;
  }
}

async function migrateAndSeed(database: OpenedDatabase): Promise<void> {
  await migrateToLatest(database.db);
  await seedDemoUsers(new UsersRepository(database.db));
}

/**
 * Migrates and seeds the demo users once per run; every test file starts from a copy (PGlite: a
 * dumped data folder loaded into memory; PostgreSQL: CREATE DATABASE … TEMPLATE). Starting each of
 * ~30 files from an empty cluster cost seconds of initdb and migrations each.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_ENGINE === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
    const template = await createPgDatabase(adminUrl, "it_template");
    const opened = await openDatabase({ databaseUrl: template.url });
    await migrateAndSeed(opened);
    await opened.close();
    project.provide("dbTemplate", new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const pglite = await PGlite.create();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrateAndSeed({ db, engine: "pglite", notifier: null, close: () => db.destroy() });
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  const dir = await mkdtemp(join(tmpdir(), "it-pglite-"));
  const file = join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("dbTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
