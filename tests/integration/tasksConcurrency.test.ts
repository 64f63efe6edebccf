import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertWaitingAgents } from "../support/agents.ts";
import { homework, ingest, taskEnv } from "./support/tasks.ts";
import { agentTokens, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/** 300 concurrent claims from distinct waiting agents over 100 tasks (issue 3 "Done when"). */
const AGENTS = 300;
const TASKS = 100;

let t: TestApp;
let tokens: string[];
beforeAll(async () => {
  t = await startTestApp(taskEnv({ HOMEWORK_WAIT_MS: "20" }));
  const users = await insertWaitingAgents(t.database.db, {
    count: AGENTS,
    prefix: "crowd",
    skills: ["odom", "vin"],
    timezone: "Asia/Ho_Chi_Minh",
  });
  tokens = await agentTokens(t, users);
  const admin = await loginAs(t.app, "admin1");
  for (let i = 0; i < TASKS / 2; i++) await ingest(t, admin, { codes: ["01", "03"] });
}, 180_000);
afterAll(() => t.close());

describe("atomic claims under load", () => {
  it(`${AGENTS} concurrent claims over ${TASKS} tasks: none held twice, none lost`, async () => {
    const results = await Promise.all(tokens.map((token) => homework(t, token)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const ids = results
      .map((r) => r.json<{ task: { _id: string } | null }>().task?._id)
      .filter((id): id is string => Boolean(id));
    expect(ids).toHaveLength(TASKS);
    expect(new Set(ids).size).toBe(TASKS);
    const rows = await t.database.db.selectFrom("tasks").select(["id", "status", "holder_id"]).execute();
    expect(rows).toHaveLength(TASKS);
    expect(rows.every((r) => r.status === "held")).toBe(true);
    expect(new Set(rows.map((r) => r.holder_id)).size).toBe(TASKS);
  }, 120_000);
});

/**
 * What the PGlite claim path relies on to take no row locks (ClaimsRepository): on the embedded engine a
 * transaction runs alone from BEGIN to COMMIT; a concurrent one, or a lone statement, starts after it.
 */
describe.runIf(engineUnderTest === "pglite")("PGlite transactions", () => {
  it("run one at a time, never interleaved", async () => {
    const db = t.database.db;
    const events: string[] = [];
    const slow = db.transaction().execute(async (trx) => {
      events.push("A begins");
      await sql`select 1`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sql`select 1`.execute(trx);
      events.push("A ends");
    });
    const other = db.transaction().execute(async (trx) => {
      events.push("B begins");
      await sql`select 1`.execute(trx);
      events.push("B ends");
    });
    const lone = sql`select 1`.execute(db).then(() => events.push("lone statement"));
    await Promise.all([slow, other, lone]);
    expect(events).toEqual(["A begins", "A ends", "B begins", "B ends", "lone statement"]);
  });
});
