import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { warmClaims } from "../../src/server/services/claimWarmUp.ts";
import { insertWaitingAgents } from "../support/agents.ts";
import { expireLease, homework, ingest, taskEnv } from "./support/tasks.ts";
import { agentTokens, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * The start-up claim warm-up (services/claimWarmUp.ts, called by main.ts before listening): it runs the
 * server's claim batch over 300 agents and tasks of its own, and rolls everything back — with real
 * queued tasks, a Waiting agent and a lease that has run out in the database, none of them changes.
 */
let t: TestApp;
let tokens: string[];

/** Every row of the tables a claim batch (or its lease sweep) reads or writes, as one fingerprint. */
const fingerprint = async () =>
  (
    await sql<{ f: string }>`select concat_ws('|',
        (select md5(coalesce(string_agg(u::text, ',' order by u.id), '')) from users u),
        (select md5(coalesce(string_agg(x::text, ',' order by x.id), '')) from tasks x),
        (select md5(coalesce(string_agg(i::text, ',' order by i.id), '')) from inspections i),
        (select md5(coalesce(string_agg(a::text, ',' order by a.id), '')) from agent_activity a),
        (select count(*) from users), (select count(*) from tasks)) as f`.execute(t.database.db)
  ).rows[0]?.f;

beforeAll(async () => {
  t = await startTestApp(taskEnv({ QC_SHARE_PERCENT: "0" }));
  const admin = await loginAs(t.app, "admin1");
  const agents = await insertWaitingAgents(t.database.db, {
    count: 2,
    prefix: "warm",
    skills: ["odom", "vin"],
  });
  tokens = await agentTokens(t, agents);
  await ingest(t, admin, { codes: ["01", "03"] });
  // One hold whose lease has run out (a batch sweeps it first), one agent still Waiting, one task queued.
  const held = (await homework(t, tokens[0]!)).json<{ task: { _id: string } }>().task._id;
  await expireLease(t, held);
}, 60_000);
afterAll(() => t.close());

describe("claim warm-up at start", () => {
  it("hands out 300 tasks on each connection, then leaves every row as it was", async () => {
    const before = await fingerprint();
    const connections = engineUnderTest === "postgres" ? 3 : 1;
    expect(await warmClaims(t.database.db, engineUnderTest, connections, 2)).toEqual(
      Array.from({ length: connections }, () => 300),
    );
    expect(await fingerprint()).toBe(before);
  });

  it("leaves the real queue to the real claims", async () => {
    const res = await homework(t, tokens[1]!);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ task: { name: string } | null }>().task?.name).toMatch(/^(odom|vin)$/);
  });
});
