import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { HEARTBEAT_LEASE_S, PLUS_TIME_S } from "../../src/domain/constants.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import {
  answer,
  clearQueue,
  expireLease,
  homework,
  ingestAndClaim,
  nextSession,
  setStatus,
  taskEnv,
  taskRow,
  withTaskApp,
} from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * One time for client and server (issue 21): the lease restarts when the photo is shown, a task
 * without a countdown (test mode, freeze-test users) lives on heartbeats, and only the live holder may
 * report. Time passes by moving the hold into the past in SQL (as expireLease does), never by sleeping.
 */
let t: TestApp;
let admin: string;
let agent: string;
let other: string;
// No background sweep: a test that lets a lease lapse sweeps it itself (and a row it compares stays put).
withTaskApp(
  async (app) => {
    ({ t, admin } = app);
    agent = await loginAs(t.app, "agent1");
    other = await loginAs(t.app, "agent2");
  },
  { env: taskEnv({ LEASE_SWEEP_MS: "3600000" }) },
);
beforeEach(() => setStatus(t, agent, "Waiting"));

const report = (token: string, id: string, what: "shown" | "heartbeat") =>
  t.app.inject({ method: "POST", url: `/api/tasks/${id}/${what}`, headers: bearer(token) });

/** `token` claims the odometer task of a new inspection (session id starting with `prefix`). */
async function claimOdom(token = agent, prefix = "S") {
  const { taskId } = await ingestAndClaim(t, admin, token, "odom", {
    sessionID: nextSession(prefix),
    codes: ["03"],
    options: { decode: "none" },
  });
  return taskId;
}

/** `seconds` pass for this hold: its claim, its lease and any photo report move that far into the past. */
async function age(id: string, seconds: number): Promise<void> {
  await sql`update tasks set held_at = held_at - make_interval(secs => ${seconds}::int),
      lease_expires_at = lease_expires_at - make_interval(secs => ${seconds}::int),
      shown_at = shown_at - make_interval(secs => ${seconds}::int)
    where id = ${id}`.execute(t.database.db);
}

/** Seconds the lease has left, by the database's clock (the one the sweep and the answers use). */
async function leaseLeft(id: string): Promise<number> {
  const { rows } = await sql<{ left: number }>`
    select extract(epoch from (lease_expires_at - now()))::float8 as "left" from tasks where id = ${id}`.execute(
    t.database.db,
  );
  return Number(rows[0]?.left);
}

const expectAbout = (actual: number, expected: number) => {
  expect(actual).toBeGreaterThan(expected - 3);
  expect(actual).toBeLessThanOrEqual(expected + 0.5);
};

const accept = (token: string, id: string) =>
  answer(t, token, id, "accept", { odom_reading: 12000, odom_unit: "km" });

describe("the photo-shown report (countdown tasks)", () => {
  it("a photo shown late gets its full time from that moment, once", async () => {
    const id = await claimOdom();
    const { lease_s } = await taskRow(t, id);
    await age(id, lease_s - 10); // the photo took most of the lease to arrive
    const res = await report(agent, id, "shown");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: TEXTS.photoShownRecorded });
    expectAbout(await leaseLeft(id), lease_s);
    const row = await taskRow(t, id);
    expect(new Date(res.json().leaseExpiresAt).getTime()).toBe(row.lease_expires_at?.getTime());
    expect(row.shown_at).not.toBeNull();

    // A second report does not extend again: it answers the lease as it stands.
    await age(id, 20);
    const again = await report(agent, id, "shown");
    expect(again.statusCode).toBe(200);
    expect(new Date(again.json().leaseExpiresAt).getTime()).toBe(
      (await taskRow(t, id)).lease_expires_at?.getTime(),
    );
    expectAbout(await leaseLeft(id), lease_s - 20);

    // Long past the claim's own lease, the answer is within the restarted one.
    const res2 = await accept(agent, id);
    expect(res2.json()).toEqual({ success: true, message: TEXTS.success });
  });

  it("+30 s counts on top, whether used before or after the photo is shown", async () => {
    for (const order of ["plusFirst", "shownFirst"] as const) {
      // The first round's finish hands over the inspection's next damage task, held ahead (issue 21).
      await clearQueue(t);
      await setStatus(t, agent, "Waiting");
      const { taskId: id } = await ingestAndClaim(t, admin, agent, "damage_body", {
        codes: ["05"],
        options: { decode: "none", damage_mode: "split" },
      });
      const { lease_s } = await taskRow(t, id);
      await age(id, 15);
      if (order === "plusFirst") expect((await answer(t, agent, id, "plusTime")).statusCode).toBe(200);
      expect((await report(agent, id, "shown")).statusCode).toBe(200);
      if (order === "shownFirst") expect((await answer(t, agent, id, "plusTime")).statusCode).toBe(200);
      expectAbout(await leaseLeft(id), lease_s + PLUS_TIME_S);
      expect((await answer(t, agent, id, "finish", {})).json().message).toBe(TEXTS.success);
    }
  });

  it("a report of an earlier hold does not count for the next one", async () => {
    const id = await claimOdom();
    const { lease_s } = await taskRow(t, id);
    expect((await report(agent, id, "shown")).statusCode).toBe(200);
    expect((await answer(t, agent, id, "timeout")).statusCode).toBe(200);
    // Given back and claimed again by the same agent: its photo shown again restarts the new lease.
    expect((await homework(t, agent)).json().task?._id).toBe(id);
    await age(id, 30);
    expect((await report(agent, id, "shown")).statusCode).toBe(200);
    expectAbout(await leaseLeft(id), lease_s);
  });

  it("a heartbeat never extends a countdown task", async () => {
    const id = await claimOdom();
    const before = (await taskRow(t, id)).lease_expires_at?.getTime();
    const res = await report(agent, id, "heartbeat");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: TEXTS.taskKept });
    expect(new Date(res.json().leaseExpiresAt).getTime()).toBe(before);
    expect((await taskRow(t, id)).lease_expires_at?.getTime()).toBe(before);
  });

  it("an expired lease is not revived: the report and the answer are 409 LEASE_EXPIRED", async () => {
    const id = await claimOdom();
    await expireLease(t, id);
    const before = await taskRow(t, id);
    for (const what of ["shown", "heartbeat"] as const) {
      const res = await report(agent, id, what);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "LEASE_EXPIRED", message: TEXTS.leaseExpired });
    }
    expect(await taskRow(t, id)).toEqual(before);
    const late = await accept(agent, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("LEASE_EXPIRED");
  });
});

describe("the heartbeat lease (test mode, freeze-test users)", () => {
  it("a test-mode task answered long after its nominal time is accepted", async () => {
    const id = await claimOdom(agent, "T");
    const { lease_s } = await taskRow(t, id);
    const res = await report(agent, id, "heartbeat");
    expect(res.statusCode).toBe(200);
    expectAbout(await leaseLeft(id), HEARTBEAT_LEASE_S);
    // The photo shown does not cut a heartbeat lease down to the task's time.
    expect((await report(agent, id, "shown")).statusCode).toBe(200);
    expectAbout(await leaseLeft(id), HEARTBEAT_LEASE_S);
    for (let i = 0; i < 3; i += 1) {
      await age(id, HEARTBEAT_LEASE_S - 30);
      expect((await report(agent, id, "heartbeat")).statusCode).toBe(200);
      expectAbout(await leaseLeft(id), HEARTBEAT_LEASE_S);
    }
    // Held for over 5 minutes, far beyond the slot's time: still the agent's.
    expect(3 * (HEARTBEAT_LEASE_S - 30)).toBeGreaterThan(lease_s);
    expect((await accept(agent, id)).json()).toEqual({ success: true, message: TEXTS.success });
  });

  it("without heartbeats the lease lapses: a timeout, and the answer is 409 LEASE_EXPIRED", async () => {
    const id = await claimOdom(agent, "T");
    expect((await report(agent, id, "heartbeat")).statusCode).toBe(200);
    await age(id, HEARTBEAT_LEASE_S + 1);
    expect((await report(agent, id, "heartbeat")).json().code).toBe("LEASE_EXPIRED");
    expect(await t.services.tasks.dispatch.sweep()).toBe(1);
    expect(await taskRow(t, id)).toMatchObject({ status: "queued", holder_id: null });
    const timeouts = await t.database.db
      .selectFrom("agent_activity")
      .select("result")
      .where("task_id", "=", id)
      .execute();
    expect(timeouts.map((r) => r.result)).toEqual(["timeout"]);
    const late = await accept(agent, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("LEASE_EXPIRED");
    expect((await report(agent, id, "heartbeat")).json().code).toBe("LEASE_EXPIRED");
  });

  it("a freeze-test user's ordinary task is kept by heartbeats", async () => {
    await sql`insert into users (username, password_hash, role, sex, email, skills, timezone)
      select 'freeze.test1', password_hash, role, sex, 'freeze.test1@demo.invalid', skills, timezone
      from users where username = 'agent2'
      on conflict (username) do nothing`.execute(t.database.db);
    const freeze = await loginAs(t.app, "freeze.test1");
    await setStatus(t, freeze, "Waiting");
    const id = await claimOdom(freeze);
    const { lease_s } = await taskRow(t, id);
    await age(id, lease_s - 10);
    expect((await report(freeze, id, "heartbeat")).statusCode).toBe(200);
    expectAbout(await leaseLeft(id), HEARTBEAT_LEASE_S);
    // Nobody else keeps it alive.
    expect((await report(agent, id, "heartbeat")).statusCode).toBe(403);
  });
});

describe("who may report", () => {
  it("another agent's reports are refused (403) and change nothing", async () => {
    for (const prefix of ["S", "T"]) {
      await setStatus(t, agent, "Waiting");
      const id = await claimOdom(agent, prefix);
      const before = await taskRow(t, id);
      for (const what of ["shown", "heartbeat"] as const) {
        const res = await report(other, id, what);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: "FORBIDDEN", message: TEXTS.taskNotYours });
      }
      expect(await taskRow(t, id)).toEqual(before);
    }
  });

  it("after the answer a report is 409 ALREADY_ANSWERED", async () => {
    const id = await claimOdom();
    expect((await accept(agent, id)).statusCode).toBe(200);
    const res = await report(agent, id, "shown");
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ALREADY_ANSWERED");
  });

  it("bad input: a malformed id is 400, an unknown task 404", async () => {
    for (const what of ["shown", "heartbeat"] as const) {
      expect((await report(agent, "not-a-uuid", what)).statusCode).toBe(400);
      expect((await report(agent, "00000000-0000-4000-8000-000000000000", what)).statusCode).toBe(404);
    }
  });
});
