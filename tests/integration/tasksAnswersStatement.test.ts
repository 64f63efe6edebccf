import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultCageInfo } from "../../src/domain/cageFit.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { AnswersRepository } from "../../src/server/repositories/answers.ts";
import {
  answer,
  clearQueue,
  expireLease,
  homework,
  ingestAndClaim,
  setStatus,
  taskEnv,
  taskRow,
} from "./support/tasks.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * An answer is written by one data-modifying statement (AnswersRepository.complete): every part of it
 * depends on the task still being held by the user within the lease, so a late answer writes nothing
 * at all, and the parts that cannot see each other (one snapshot) still add up: the hold recorded
 * once, the QC task queued or the inspection completed, never both.
 */
let t: TestApp;
let admin: string;
let agent: string;
let agentId: string;
beforeAll(async () => {
  // Whether an INSPECT answer queues a QC task is the app's draw; each test decides it (queueQc).
  t = await startTestApp(taskEnv(), { sampleQc: () => nextQc });
  admin = await loginAs(t.app, "admin1");
  agent = await loginAs(t.app, "agent1");
  agentId = (await user()).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await setStatus(t, agent, "Waiting");
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => t.database.db;
const user = () =>
  db().selectFrom("users").selectAll().where("username", "=", "agent1").executeTakeFirstOrThrow();
const vehicle = (inspectionId: string) =>
  db().selectFrom("vehicles").selectAll().where("inspection_id", "=", inspectionId).executeTakeFirstOrThrow();
const inspection = (id: string) =>
  db().selectFrom("inspections").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const activityOf = (taskId: string) =>
  db().selectFrom("agent_activity").selectAll().where("task_id", "=", taskId).execute();
const qcTasksOf = (taskId: string) =>
  db().selectFrom("tasks").selectAll().where("original_task_id", "=", taskId).execute();
const damagesOf = (taskId: string) =>
  db().selectFrom("damages").selectAll().where("task_id", "=", taskId).orderBy("component").execute();
const cageInfoOf = (inspectionId: string) =>
  db().selectFrom("task_cage_info").selectAll().where("inspection_id", "=", inspectionId).execute();
let nextQc = false;
const queueQc = (yes: boolean) => {
  nextQc = yes;
};

/** Ingests the photos and claims the first task of the given skill as agent1. */
async function claim(codes: string[], skill: string, options: Record<string, unknown> = { decode: "none" }) {
  const { taskId, inspectionId } = await ingestAndClaim(t, admin, agent, skill, { codes, options });
  return { taskId, inspectionId };
}

const scratch = {
  component: "FRONT_BUMPER",
  damage_group: "PART",
  damage_name: "SCRATCH",
  grade_score: 2,
  damage_location: { x: 300, y: 250 },
  actual_image: { width: 1000, height: 500 },
};
const damageAnswer = { damages: [scratch], cageInfo: defaultCageInfo({ width: 1000, height: 500 }) };

describe("an answer within the lease", () => {
  it("writes the task's answer, the hold, Waiting, the vehicle fields and the QC task in one go", async () => {
    queueQc(true);
    const { taskId, inspectionId } = await claim(["03"], "odom");
    await db().updateTable("tasks").set({ plus_time_used: true }).where("id", "=", taskId).execute();
    const held = await taskRow(t, taskId);
    expect((await user()).status).toBe("Inspecting");

    const res = await answer(t, agent, taskId, "accept", { odom_reading: "42000", odom_unit: "km" });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });

    const done = await taskRow(t, taskId);
    expect(done).toMatchObject({ status: "done", answer_kind: "accepted", answered_by: agentId });
    expect(done.lease_expires_at).toBeNull();
    expect(done.answer).toMatchObject({ kind: "accepted", body: { odom_reading: "42000", odom_unit: "km" } });
    const activity = await activityOf(taskId);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      user_id: agentId,
      kind: "task",
      task_type: "INSPECT",
      task_name: "odom",
      result: "accepted",
      plus_time: true,
    });
    expect(activity[0]?.started_at.getTime()).toBe(held.held_at?.getTime());
    expect(activity[0]?.ended_at).toBeInstanceOf(Date);
    expect((await user()).status).toBe("Waiting");
    // Stored as a number whatever the wire sent; merged into data.
    expect((await vehicle(inspectionId)).data).toMatchObject({ odom_reading: 42000, odom_unit: "km" });
    const qc = await qcTasksOf(taskId);
    expect(qc).toHaveLength(1);
    expect(qc[0]).toMatchObject({
      inspection_id: inspectionId,
      photo_code: "03",
      name: "qc",
      type: "QC",
      status: "queued",
      priority: held.priority,
      original_holder_id: agentId,
    });
    expect(qc[0]?.lease_s).toBeGreaterThan(0);
    // The QC task is queued, so the inspection is not complete.
    expect((await inspection(inspectionId)).completed_at).toBeNull();
  });

  it("stores damages as rows (locations as JSON, numbers as numbers) and the photo's cage alignment", async () => {
    queueQc(false);
    const { taskId, inspectionId } = await claim(["04"], "damage_full", {
      decode: "none",
      damage_mode: "full",
    });
    const res = await answer(t, agent, taskId, "finish", damageAnswer);
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    const [row, ...more] = await damagesOf(taskId);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      inspection_id: inspectionId,
      photo_code: "04",
      component: "FRONT_BUMPER",
      damage_group: "PART",
      damage_name: "SCRATCH",
      grade_score: 2,
      damage_location: { x: 300, y: 250 },
      actual_image: { width: 1000, height: 500 },
      created_by: agentId,
      material: null,
    });
    const [cage] = await cageInfoOf(inspectionId);
    expect(cage).toMatchObject({ photo_code: "04", task_id: taskId, set_by: agentId });
    expect(cage?.cage_info).toEqual(damageAnswer.cageInfo);
    expect((await activityOf(taskId)).map((a) => a.result)).toEqual(["finished"]);
  });

  it("completes the inspection with its last task when no QC task is queued, not before", async () => {
    queueQc(false);
    const { taskId, inspectionId } = await claim(["03"], "odom");
    // A second task of the same inspection, still queued.
    const [second] = await db()
      .insertInto("tasks")
      .values({ inspection_id: inspectionId, photo_code: "03", name: "odom", lease_s: 60 })
      .returning("id")
      .execute();
    await answer(t, agent, taskId, "accept", { odom_reading: 1, odom_unit: "km" });
    expect((await inspection(inspectionId)).completed_at).toBeNull();
    await setStatus(t, agent, "Waiting");
    const next = (await homework(t, agent)).json().task as { _id: string };
    expect(next._id).toBe(second?.id);
    expect((await answer(t, agent, next._id, "reject", { message: "blurry" })).statusCode).toBe(200);
    expect((await inspection(inspectionId)).completed_at).toBeInstanceOf(Date);
    expect(await qcTasksOf(next._id)).toHaveLength(0);
  });

  it("completes the inspection when its last two tasks are answered at once, each seeing the other held", async () => {
    queueQc(false);
    const { taskId, inspectionId } = await claim(["03"], "odom");
    const other = await db()
      .selectFrom("users")
      .select("id")
      .where("username", "=", "agent2")
      .executeTakeFirstOrThrow();
    const [second] = await db()
      .insertInto("tasks")
      .values({
        inspection_id: inspectionId,
        photo_code: "03",
        name: "odom",
        lease_s: 60,
        status: "held",
        holder_id: other.id,
        held_at: new Date(),
        lease_expires_at: new Date(Date.now() + 60_000),
      })
      .returning("id")
      .execute();
    // The other agent's answer commits between this answer's statement and its commit: its own
    // statement saw this task held, so it did not complete the inspection either.
    const settle = AnswersRepository.prototype.completeIfSettled;
    vi.spyOn(AnswersRepository.prototype, "completeIfSettled").mockImplementation(async function (
      this: AnswersRepository,
      id: string,
    ) {
      await db()
        .updateTable("tasks")
        .set({ status: "done", lease_expires_at: null })
        .where("id", "=", second!.id)
        .execute();
      return settle.call(this, id);
    });
    expect((await answer(t, agent, taskId, "accept", { odom_reading: 1, odom_unit: "km" })).statusCode).toBe(
      200,
    );
    expect((await inspection(inspectionId)).completed_at).toBeInstanceOf(Date);
  });
});

describe("a late answer", () => {
  it("writes nothing when the lease ran out while the task is still held (not yet swept)", async () => {
    queueQc(true);
    const { taskId, inspectionId } = await claim(["03"], "odom");
    const before = await vehicle(inspectionId);
    await expireLease(t, taskId);
    const late = await answer(t, agent, taskId, "accept", { odom_reading: 5, odom_unit: "km" });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "LEASE_EXPIRED", message: TEXTS.leaseExpired });
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null, answered_by: null });
    expect(await activityOf(taskId)).toHaveLength(0);
    expect(await qcTasksOf(taskId)).toHaveLength(0);
    expect((await vehicle(inspectionId)).data).toEqual(before.data);
    expect((await user()).status).toBe("Inspecting");
    expect((await inspection(inspectionId)).completed_at).toBeNull();
  });

  it("writes no damages and no cage alignment either (the transaction's path)", async () => {
    queueQc(false);
    const { taskId, inspectionId } = await claim(["04"], "damage_full", {
      decode: "none",
      damage_mode: "full",
    });
    await expireLease(t, taskId);
    const late = await answer(t, agent, taskId, "finish", damageAnswer);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "LEASE_EXPIRED" });
    expect(await damagesOf(taskId)).toHaveLength(0);
    expect(await cageInfoOf(inspectionId)).toHaveLength(0);
    expect(await activityOf(taskId)).toHaveLength(0);
    expect((await taskRow(t, taskId)).status).toBe("held");
  });

  it("from another user is 403 and writes nothing, even within the lease", async () => {
    const { taskId } = await claim(["03"], "odom");
    const other = await loginAs(t.app, "agent2");
    const res = await answer(t, other, taskId, "accept", { odom_reading: 5, odom_unit: "km" });
    expect(res.statusCode).toBe(403);
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    expect(await activityOf(taskId)).toHaveLength(0);
  });
});

describe("answers sent at once", () => {
  it("the same answer several times: all 'Success!', written once", async () => {
    queueQc(true);
    const { taskId } = await claim(["03"], "odom");
    const body = { odom_reading: 900, odom_unit: "km" };
    const all = await Promise.all([1, 2, 3, 4].map(() => answer(t, agent, taskId, "accept", body)));
    for (const res of all) expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await activityOf(taskId)).toHaveLength(1);
    expect(await qcTasksOf(taskId)).toHaveLength(1);
  });

  it("two different answers: one wins, the other is 409 and leaves the winner's data", async () => {
    queueQc(false);
    const { taskId, inspectionId } = await claim(["03"], "odom");
    const bodies = [
      { odom_reading: 111, odom_unit: "km" },
      { odom_reading: 222, odom_unit: "mi" },
    ];
    const [a, b] = await Promise.all(bodies.map((body) => answer(t, agent, taskId, "accept", body)));
    const codes = [a?.statusCode, b?.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a?.statusCode === 200 ? bodies[0] : bodies[1];
    expect((await taskRow(t, taskId)).answer).toMatchObject({ body: { odom_unit: winner?.odom_unit } });
    expect((await vehicle(inspectionId)).data).toMatchObject(winner ?? {});
    expect(await activityOf(taskId)).toHaveLength(1);
  });
});

describe("the answer's reads", () => {
  it("a QC task reads its original and the original's inspector in the same statement", async () => {
    queueQc(true);
    const { taskId } = await claim(["03"], "odom");
    await answer(t, agent, taskId, "accept", { odom_reading: 10, odom_unit: "km" });
    const [qcTask] = await qcTasksOf(taskId);
    const { AnswersRepository } = await import("../../src/server/repositories/answers.ts");
    const context = await new AnswersRepository(db()).context(qcTask?.id ?? "");
    expect(context?.task.id).toBe(qcTask?.id);
    expect(context?.original?.id).toBe(taskId);
    expect(context?.original?.answered_at).toBeInstanceOf(Date);
    expect(context?.original?.answer).toMatchObject({ kind: "accepted" });
    expect(context?.inspector).toEqual({ id: agentId, username: "agent1" });
    expect(context?.marks).toEqual([]);
    expect(context?.vehicle?.data).toMatchObject({ odom_reading: 10 });
    expect(context?.inspection?.created_at).toBeInstanceOf(Date);
  });
});
