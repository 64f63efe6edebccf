import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warmListConnections } from "../../src/server/services/listWarmUp.ts";
import { engineUnderTest, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * The start-up warm-up (services/listWarmUp.ts, called by main.ts before listening): on PostgreSQL
 * every pooled connection is opened and has planned both lists, so a request right after a start
 * neither opens a connection nor reads the catalog. The plans run nothing: no row changes.
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("list warm-up", () => {
  it("opens the pool's connections (PostgreSQL) and plans every list view without changing a row", async () => {
    const { db } = t.database;
    const backends = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where datname = current_database() and backend_type = 'client backend'`.execute(db)
        ).rows[0]?.n,
      );
    const counts = async () =>
      (
        await sql<{ n: string }>`select (select count(*) from task_failed) + (select count(*) from cages)
          as n`.execute(db)
      ).rows[0]?.n;
    const before = await counts();
    expect(await warmListConnections(db, 10)).toBe(10);
    expect(await counts()).toBe(before);
    // The test app's pool has 10 connections; the notifier's LISTEN connection is its own.
    if (engineUnderTest === "postgres") expect(await backends()).toBeGreaterThanOrEqual(10);
  });
});
