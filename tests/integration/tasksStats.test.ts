import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { up as dropOpenHolds } from "../../src/server/db/migrations/0016_dispatch_activity_at_hold_end.ts";
import { insertWaitingAgents } from "../support/agents.ts";
import { answer, clearQueue, homework, ingest, taskEnv, taskRow } from "./support/tasks.ts";
import { agentTokens, bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Agent statistics around a hold's life (issue 3): the claim writes no activity row; a live hold is read
 * from `tasks` (handle, onInspect); its end — answer, timeout call or lease sweep — writes one row from
 * tasks.held_at. Nothing acknowledged depends on the process: a hold claimed and never answered (the
 * server died, the client left) is in `tasks` alone, and the sweep records its timeout.
 */
let t: TestApp;
let admin: string;
let run = 0;
beforeAll(async () => {
  t = await startTestApp(taskEnv({ QC_SHARE_PERCENT: "0" }));
  admin = await loginAs(t.app, "admin1");
});
afterAll(() => t.close());
beforeEach(() => clearQueue(t));

/** A fresh Waiting agent with these skills (statistics of its own) and its token. */
async function freshAgent(skills: string[]) {
  const [user] = await insertWaitingAgents(t.database.db, {
    count: 1,
    prefix: `stats${Date.now().toString(36)}${run++}x`,
    skills,
  });
  const [token] = await agentTokens(t, [user!]);
  return { id: user!.id, token: token! };
}

interface Stats {
  total: number;
  byType: { accepted: number; rejected: number; inspect: number };
  handle: number;
  plusTime: number;
  hasTimeout: number;
  hasInspectTimeout: number;
  onInspect: number;
  today: { handle: number; onInspect: number };
}

async function statsOf(token: string): Promise<Stats> {
  const res = await t.app.inject({ method: "GET", url: "/api/users/agents/stats", headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<Stats>();
}

const activityOf = (userId: string) =>
  t.database.db
    .selectFrom("agent_activity")
    .selectAll()
    .where("user_id", "=", userId)
    .where("kind", "=", "task")
    .execute();

/** Moves a hold's start (and optionally its lease's end) back in time. */
async function heldSince(taskId: string, seconds: number, leaseEndsInS?: number): Promise<void> {
  await sql`update tasks set held_at = now() - make_interval(secs => ${seconds}),
    lease_expires_at = coalesce(now() + make_interval(secs => ${leaseEndsInS ?? null}::int), lease_expires_at)
    where id = ${taskId}`.execute(t.database.db);
}

async function claimOne(token: string, codes: string[], skill: string): Promise<string> {
  await ingest(t, admin, { codes, options: { decode: "none", damage_mode: "split" } });
  const task = (await homework(t, token)).json<{ task: { _id: string; name: string } | null }>().task;
  expect(task?.name).toBe(skill);
  return task!._id;
}

describe("agent statistics of holds", () => {
  it("a live hold counts as handled, its time as onInspect; the answer records it once, from held_at", async () => {
    const agent = await freshAgent(["odom"]);
    const id = await claimOne(agent.token, ["03"], "odom");
    expect(await activityOf(agent.id)).toHaveLength(0);
    await heldSince(id, 90);

    const live = await statsOf(agent.token);
    expect(live).toMatchObject({ total: 0, handle: 1, hasTimeout: 0, today: { handle: 1 } });
    expect(live.onInspect).toBeGreaterThanOrEqual(90);
    expect(live.onInspect).toBeLessThan(150);

    expect(
      (await answer(t, agent.token, id, "accept", { odom_reading: 7, odom_unit: "km" })).statusCode,
    ).toBe(200);
    const done = await statsOf(agent.token);
    expect(done).toMatchObject({ total: 1, byType: { accepted: 1 }, handle: 1, today: { handle: 1 } });
    expect(done.onInspect).toBeGreaterThanOrEqual(90);
    const rows = await activityOf(agent.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ task_id: id, result: "accepted", task_name: "odom" });
    expect(rows[0]!.started_at.getTime()).toBe((await taskRow(t, id)).held_at!.getTime());
  });

  it("a lease that ran out counts while unswept; the sweep records one timeout from held_at to the lease's end, plus time included", async () => {
    const agent = await freshAgent(["damage_body"]);
    const id = await claimOne(agent.token, ["05"], "damage_body");
    expect((await answer(t, agent.token, id, "plusTime")).statusCode).toBe(200);
    await heldSince(id, 100, -10);

    const unswept = await statsOf(agent.token);
    expect(unswept).toMatchObject({ handle: 1, plusTime: 1, hasTimeout: 0 });
    expect(unswept.onInspect).toBeGreaterThanOrEqual(100);

    expect(await t.services.tasks.dispatch.sweep()).toBe(1);
    expect(await t.services.tasks.dispatch.sweep()).toBe(0);
    const swept = await statsOf(agent.token);
    expect(swept).toMatchObject({ total: 0, handle: 1, plusTime: 1, hasTimeout: 1, hasInspectTimeout: 1 });
    // Held from 100 s ago until the lease ran out 10 s ago: 90 s, not counted on to now.
    expect(swept.onInspect).toBeGreaterThanOrEqual(88);
    expect(swept.onInspect).toBeLessThanOrEqual(92);
    expect(await activityOf(agent.id)).toHaveLength(1);
  });

  it("the timeout call records the hold once, from held_at, with its plus time", async () => {
    const agent = await freshAgent(["damage_body"]);
    const id = await claimOne(agent.token, ["05"], "damage_body");
    expect((await answer(t, agent.token, id, "plusTime")).statusCode).toBe(200);
    await heldSince(id, 30);
    expect((await answer(t, agent.token, id, "timeout")).statusCode).toBe(200);
    expect((await answer(t, agent.token, id, "timeout")).statusCode).toBe(200);
    const stats = await statsOf(agent.token);
    expect(stats).toMatchObject({ handle: 1, plusTime: 1, hasTimeout: 1, hasInspectTimeout: 1 });
    expect(stats.onInspect).toBeGreaterThanOrEqual(30);
    expect(stats.onInspect).toBeLessThan(90);
    const rows = await activityOf(agent.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ result: "timeout", plus_time: true });
  });

  it("migration 0016 drops the open rows the old claim wrote for live holds, and nothing else", async () => {
    const agent = await freshAgent(["odom"]);
    const id = await claimOne(agent.token, ["03"], "odom");
    const db = t.database.db;
    // As the claim wrote before: an open row per hold; beside it an ended hold and an open status period.
    await db
      .insertInto("agent_activity")
      .values([
        { user_id: agent.id, kind: "task", task_id: id, task_type: "INSPECT", task_name: "odom" },
        {
          user_id: agent.id,
          kind: "task",
          task_id: id,
          task_type: "INSPECT",
          task_name: "odom",
          result: "timeout",
          ended_at: new Date(),
        },
        { user_id: agent.id, kind: "status", result: "Waiting" },
      ])
      .execute();
    expect((await statsOf(agent.token)).handle).toBe(3);
    await dropOpenHolds(db);
    const left = await db
      .selectFrom("agent_activity")
      .select(["kind", "result"])
      .where("user_id", "=", agent.id)
      .orderBy("kind")
      .execute();
    expect(left).toEqual([
      { kind: "status", result: "Waiting" },
      { kind: "task", result: "timeout" },
    ]);
    expect((await statsOf(agent.token)).handle).toBe(2);
  });
});
