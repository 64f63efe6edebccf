import { createRequire } from "node:module";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { warmListConnections } from "../../src/server/services/listWarmUp.ts";
import { insertFailed } from "./support/taskFailed.ts";
import { bearer, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

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

/**
 * The failed-task list's answer has unions (nullable fields, admin_response, loose objects), which
 * fast-json-stringify checks with Ajv validators it compiles on the first answer that reaches them
 * (85–100 ms on the route's first call after a start). The server builds its app with
 * `eagerSerializers` (main.ts), so they are compiled before it listens: the first call compiles none.
 * Counted at Ajv's code generation, which every compile passes through (the Ajv fast-json-stringify uses).
 */
describe("the failed-task list's answer serializer", () => {
  const fjs = createRequire(import.meta.url).resolve("fast-json-stringify");
  const ajvCompile = createRequire(fjs)("ajv/dist/compile/validate/index.js") as {
    validateFunctionCode: (context: unknown) => void;
  };

  const compilesOnFirstList = async (eagerSerializers: boolean) => {
    const app = await startTestApp({}, { eagerSerializers });
    try {
      await insertFailed(app, {
        finished_at: new Date(),
        qaData: {
          messageData: [{ name: "odom", data: "12345", action: "inspector", critical: true }],
          inspectData: [{ name: "ext_id", data: { inspector: "RED", qa: "BLUE" }, action: "qa" }],
          detected_damages: [
            {
              name: "damage_body",
              component: "HOOD",
              damage_name: "DENT",
              admin_response: "add",
              action: "inspector",
            },
          ],
        },
      });
      const token = await loginAs(app.app, "qa1");
      const spy = vi.spyOn(ajvCompile, "validateFunctionCode");
      try {
        const res = await app.app.inject({
          method: "GET",
          url: "/api/taskFailed/getAllTaskFailed?limit=50",
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    } finally {
      await app.close();
    }
  };

  it("compiles nothing on the route's first call when built as the server builds it", async () => {
    expect(await compilesOnFirstList(true)).toBe(0);
  });

  it("(without it, that first call compiles the union validators: what the server avoids)", async () => {
    expect(await compilesOnFirstList(false)).toBeGreaterThan(0);
  });
});
