import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import {
  answer,
  homework,
  ingest,
  ingestAndClaim,
  nextSession,
  setStatus,
  taskEnv,
  taskRow,
  withTaskApp,
} from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * The next task held ahead (issue 21, item 7; domain/heldAhead.ts): the current task's photo-shown
 * report keeps one more task for the agent and names its photo; nobody else is given it; 'Success!'
 * hands it over with its lease starting then; Back To Start, Start Inspect, sign-out and the idle time
 * past the current lease give it back. Time passes by moving times into the past in SQL, never by sleeping.
 */
const IDLE_S = 45;
let t: TestApp;
let admin: string;
let agent: string;
let other: string;
withTaskApp(
  async (app) => {
    ({ t, admin } = app);
    agent = await loginAs(t.app, "agent1");
    other = await loginAs(t.app, "agent2"); // vin, odom, plate_number, trim_id, ext_id: no damage skill
  },
  { env: taskEnv({ LEASE_SWEEP_MS: "3600000", HELD_AHEAD_IDLE_S: String(IDLE_S) }) },
);
beforeEach(async () => {
  await setStatus(t, agent, "Waiting");
  await setStatus(t, other, "Online");
});

const shown = (token: string, id: string) =>
  t.app.inject({ method: "POST", url: `/api/tasks/${id}/shown`, headers: bearer(token) });
const accept = (token: string, id: string) =>
  answer(t, token, id, "accept", { odom_reading: 12000, odom_unit: "km" });

/** The agent works an odometer task; a second inspection's odometer task waits in the queue. */
async function workingWithOneQueued() {
  const { taskId: current } = await ingestAndClaim(t, admin, agent, "odom", {
    sessionID: nextSession(),
    codes: ["03"],
    options: { decode: "none" },
  });
  const { id: inspectionId, sessionID } = await ingest(t, admin, {
    sessionID: nextSession(),
    codes: ["03"],
    options: { decode: "none" },
  });
  const queued = await t.database.db
    .selectFrom("tasks")
    .select("id")
    .where("inspection_id", "=", inspectionId)
    .where("name", "=", "odom")
    .executeTakeFirstOrThrow();
  return { current, next: queued.id, sessionID };
}

/** `other` asks for work: the task it is given, or null. */
async function otherGets(): Promise<string | null> {
  await setStatus(t, other, "Waiting");
  const res = await homework(t, other);
  expect(res.statusCode).toBe(200);
  return res.json().task?._id ?? null;
}

describe("the next task held ahead", () => {
  it("the photo-shown report holds the next task and names its photo; no other agent is given it", async () => {
    const { current, next, sessionID } = await workingWithOneQueued();
    const res = await shown(agent, current);
    expect(res.statusCode).toBe(200);
    expect(res.json().aheadPhoto).toBe(`https://photos.example.com/${sessionID}/03.jpg`);
    const row = await taskRow(t, next);
    expect(row).toMatchObject({ status: "queued", holder_id: null, lease_expires_at: null });
    expect(row.ahead_of).not.toBeNull();
    expect(await otherGets()).toBeNull();
    expect((await taskRow(t, next)).status).toBe("queued");
    // A repeated report keeps the same task, not a second one.
    expect((await shown(agent, current)).json().aheadPhoto).toBe(res.json().aheadPhoto);
  });

  it("'Success!' hands it over, its lease starting then, not when it was held ahead", async () => {
    const { current, next } = await workingWithOneQueued();
    expect((await shown(agent, current)).statusCode).toBe(200);
    // Held ahead for longer than its own lease: nothing of that counts against it.
    const { lease_s } = await taskRow(t, next);
    await sql`update tasks set ahead_until = now() + interval '1 hour' where id = ${next}`.execute(
      t.database.db,
    );
    await sql`update tasks set lease_expires_at = now() + interval '1 hour' where id = ${current}`.execute(
      t.database.db,
    );
    expect(await t.services.tasks.dispatch.sweep()).toBe(0);
    const { rows: before } = await sql<{ now: Date }>`select now() as now`.execute(t.database.db);
    const res = await accept(agent, current);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: TEXTS.success });
    expect(res.json().next.task._id).toBe(next);
    const row = await taskRow(t, next);
    expect(row).toMatchObject({ status: "held", ahead_of: null, ahead_until: null });
    // Held at the handover (not before the answer), with the task's whole lease from then.
    expect(row.held_at?.getTime()).toBeGreaterThanOrEqual(before[0]?.now.getTime() ?? Number.NaN);
    expect((row.lease_expires_at?.getTime() ?? 0) - (row.held_at?.getTime() ?? 0)).toBe(lease_s * 1000);
    // It is the agent's task now: homework answers it, the photo report restarts its lease.
    expect((await homework(t, agent)).json().task?._id).toBe(next);
    expect((await shown(agent, next)).statusCode).toBe(200);
  });

  it("is given back once it has sat the idle time past the current lease's end", async () => {
    const { current, next } = await workingWithOneQueued();
    const res = await shown(agent, current);
    const leaseEnd = new Date(res.json().leaseExpiresAt).getTime();
    const until = (await taskRow(t, next)).ahead_until?.getTime() ?? 0;
    expect(until - leaseEnd).toBe(IDLE_S * 1000);
    expect(await otherGets()).toBeNull();
    await sql`update tasks set ahead_until = now() - interval '1 second' where id = ${next}`.execute(
      t.database.db,
    );
    expect(await otherGets()).toBe(next);
    expect((await taskRow(t, next)).ahead_of).toBeNull();
    // The answer then has nothing to hand over: the client asks homework as before.
    expect((await accept(agent, current)).json()).toEqual({ success: true, message: TEXTS.success });
  });

  it.each([
    ["Back To Start", () => setStatus(t, agent, "Online")],
    ["Start Inspect", () => setStatus(t, agent, "Waiting")],
    [
      "signing out",
      async () => {
        const token = agent;
        agent = await loginAs(t.app, "agent1"); // the next test's session
        return t.app.inject({ method: "POST", url: "/api/users/logout", headers: bearer(token) });
      },
    ],
  ])("is given back at %s", async (_, leave) => {
    const { current, next } = await workingWithOneQueued();
    expect((await shown(agent, current)).json().aheadPhoto).toBeTruthy();
    expect((await leave()).statusCode).toBe(200);
    expect((await taskRow(t, next)).ahead_of).toBeNull();
    expect(await otherGets()).toBe(next);
  });

  it("an agent without the skill never has one held", async () => {
    await setStatus(t, other, "Waiting");
    const { taskId: current } = await ingestAndClaim(t, admin, other, "odom", {
      sessionID: nextSession(),
      codes: ["03"],
      options: { decode: "none" },
    });
    const { id } = await ingest(t, admin, { sessionID: nextSession(), codes: ["05"] }); // damage work only
    const res = await shown(other, current);
    expect(res.statusCode).toBe(200);
    expect(res.json().aheadPhoto).toBeUndefined();
    const held = await t.database.db
      .selectFrom("tasks")
      .select("id")
      .where("inspection_id", "=", id)
      .where("ahead_of", "is not", null)
      .execute();
    expect(held).toEqual([]);
    expect((await accept(other, current)).json()).toEqual({ success: true, message: TEXTS.success });
  });

  it("nothing is held for an agent whose own lease has run out", async () => {
    const { current, next } = await workingWithOneQueued();
    await sql`update tasks set lease_expires_at = now() - interval '1 second' where id = ${current}`.execute(
      t.database.db,
    );
    expect((await shown(agent, current)).statusCode).toBe(409);
    expect((await taskRow(t, next)).ahead_of).toBeNull();
  });
});
