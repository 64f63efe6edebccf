import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TaskQueueEvents } from "../../src/server/services/taskQueueEvents.ts";
import { insertWaitingAgents } from "../support/agents.ts";
import { clearQueue, homework, ingest, taskEnv } from "./support/tasks.ts";
import { agentTokens, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Long-poll wake-ups (issue 3): N tasks queued wake N of the agents waiting with their skill, not all of
 * them, and no queued task waits for a poll. The long-poll lasts 20 s, so only a wake-up can serve a
 * task within the 10 s these tests allow, however loaded the machine.
 */
let t: TestApp;
let admin: string;
/** Long-polls waiting now, and wake-ups delivered (a waiter resolved by a queued task). */
const seen = { waiting: 0, wakes: 0 };

const tokensFor = (users: { id: string; username: string }[]) => agentTokens(t, users);

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const heldBy = async (ids: string[]) =>
  t.database.db
    .selectFrom("tasks")
    .select(["id", "name", "holder_id"])
    .where("status", "=", "held")
    .where("holder_id", "in", ids)
    .execute();

beforeAll(async () => {
  t = await startTestApp(taskEnv({ HOMEWORK_WAIT_MS: "20000", QC_SHARE_PERCENT: "0" }));
  admin = await loginAs(t.app, "admin1");
  const events: TaskQueueEvents = t.services.tasks.events;
  const wait = events.waitForQueued.bind(events);
  events.waitForQueued = (ms, skills, signal) => {
    seen.waiting++;
    return wait(ms, skills, signal).then((woken) => {
      seen.waiting--;
      if (woken) seen.wakes++;
      return woken;
    });
  };
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  seen.wakes = 0;
});

describe("long-poll wake-ups", () => {
  it("N tasks queued wake N of M waiting agents with the skill; each task is served at once", async () => {
    const odom = await insertWaitingAgents(t.database.db, {
      count: 10,
      prefix: "wakeodom",
      skills: ["odom"],
    });
    const vin = await insertWaitingAgents(t.database.db, { count: 3, prefix: "wakevin", skills: ["vin"] });
    const polls = (await tokensFor([...odom, ...vin])).map((token) => homework(t, token));
    await until("13 agents in the long-poll", () => seen.waiting === 13);

    await ingest(t, admin, { codes: ["03"] });
    await ingest(t, admin, { codes: ["03"] });
    const odomIds = odom.map((u) => u.id);
    await until("both odom tasks held", async () => (await heldBy(odomIds)).length === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.wakes).toBe(2);
    expect(seen.waiting).toBe(11);

    // The other eight are served the same way, none woken in vain; the vin agents were never woken.
    for (let i = 0; i < 8; i++) await ingest(t, admin, { codes: ["03"] });
    await until("ten odom tasks held", async () => (await heldBy(odomIds)).length === 10);
    const answered = await Promise.all(polls.slice(0, 10));
    expect(answered.every((r) => r.json<{ task: { name: string } | null }>().task?.name === "odom")).toBe(
      true,
    );
    expect(seen.wakes).toBe(10);
    expect(seen.waiting).toBe(3);
    expect(await heldBy(vin.map((u) => u.id))).toHaveLength(0);
    // Ends the vin agents' polls (a task of their skill each), so the app closes at once.
    for (let i = 0; i < 3; i++) await ingest(t, admin, { codes: ["01"] });
    await until("vin polls answered", () => seen.waiting === 0);
    await Promise.all(polls);
  }, 60_000);

  it("an agent woken for its own inspection's QC passes the wake-up on to the next agent", async () => {
    const [original, other] = await insertWaitingAgents(t.database.db, {
      count: 2,
      prefix: "wakeqc",
      skills: ["qc"],
    });
    const [originalToken, otherToken] = await tokensFor([original!, other!]);
    const first = homework(t, originalToken!);
    await until("the original agent waiting", () => seen.waiting === 1);
    const second = homework(t, otherToken!);
    await until("both agents waiting", () => seen.waiting === 2);

    const { id: inspectionId } = await ingest(t, admin, { codes: ["03"] });
    const queueQc = async (originalHolderId: string) => {
      const [task] = await t.services.tasks.tasksRepo.insert(t.database.db, [
        { inspectionId, photoCode: "03", name: "qc", type: "QC", priority: 0, leaseS: 600, originalHolderId },
      ]);
      t.services.tasks.events.notifyQueued({ qc: 1 });
      return task!;
    };
    const qc = await queueQc(original!.id);
    const served = await second;
    expect(served.json<{ task: { _id: string } | null }>().task?._id).toBe(qc.id);
    // The original agent (woken first: it waited longest) took nothing and waits again.
    expect(seen.wakes).toBe(2);
    expect(seen.waiting).toBe(1);
    expect(await heldBy([original!.id])).toHaveLength(0);
    // A QC task it may take (someone else's work) serves it at once.
    const next = await queueQc(other!.id);
    expect((await first).json<{ task: { _id: string } | null }>().task?._id).toBe(next.id);
  }, 60_000);

  it("leases the sweep gives back wake as many agents of their skill, not every waiter", async () => {
    const holders = await insertWaitingAgents(t.database.db, {
      count: 2,
      prefix: "sweephold",
      skills: ["odom"],
    });
    await ingest(t, admin, { codes: ["03"] });
    await ingest(t, admin, { codes: ["03"] });
    const held = await Promise.all((await tokensFor(holders)).map((token) => homework(t, token)));
    const taskIds = held.map((r) => r.json<{ task: { _id: string } }>().task._id);
    expect(new Set(taskIds).size).toBe(2);

    const odom = await insertWaitingAgents(t.database.db, {
      count: 6,
      prefix: "sweepodom",
      skills: ["odom"],
    });
    const vin = await insertWaitingAgents(t.database.db, { count: 3, prefix: "sweepvin", skills: ["vin"] });
    const polls = (await tokensFor([...odom, ...vin])).map((token) => homework(t, token));
    await until("9 agents in the long-poll", () => seen.waiting === 9);

    await t.database.db
      .updateTable("tasks")
      .set({ lease_expires_at: new Date(Date.now() - 1000) })
      .where("id", "in", taskIds)
      .execute();
    await t.services.tasks.dispatch.sweep();
    await until(
      "both tasks held again by waiting agents",
      async () => (await heldBy(odom.map((u) => u.id))).length === 2,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.wakes).toBe(2);
    expect(seen.waiting).toBe(7);

    // Ends the other polls (a task of their skill each), so the app closes at once.
    for (let i = 0; i < 4; i++) await ingest(t, admin, { codes: ["03"] });
    for (let i = 0; i < 3; i++) await ingest(t, admin, { codes: ["01"] });
    await until("every poll answered", () => seen.waiting === 0);
    await Promise.all(polls);
  }, 60_000);
});
