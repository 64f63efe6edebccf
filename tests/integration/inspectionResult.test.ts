import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { ResultDocument } from "../../src/contract/inspectionResults.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, claimNext, homework, ingest, setStatus, withAgentApp } from "./support/tasks.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * Issue 24 item 1: the result document of an inspection answered through the API holds every answer
 * (accept, reject, finish with damages, a QC pass and a QC correction) and the task board shows each
 * task's state.
 */
let t: TestApp;
let admin: string;
let agent: string;
let qa: string;
withAgentApp(
  (app) => {
    ({ t, admin, agent } = app);
    [qa] = app.others as [string];
  },
  "agent1",
  ["qa1"] as const,
);

const get = (url: string, token = admin) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const ok = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body);
};

/** The QA claims the QC task of `originalTaskId` (put first in the queue). */
async function claimQc(originalTaskId: string): Promise<string> {
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 95 })
    .where("original_task_id", "=", originalTaskId)
    .execute();
  await setStatus(t, qa, "Waiting");
  const task = (await homework(t, qa)).json().task as { _id: string; type: string };
  expect(task.type).toBe("QC");
  return task._id;
}

const mark = (component: string, damage_name: string, grade_score: number, at: object) => ({
  component,
  damage_group: "BODY",
  damage_name,
  grade_score,
  material: "Painted",
  ...at,
});
const pixels = { damage_location: { x: 500, y: 250 }, actual_image: { width: 1000, height: 500 } };
const normalised = { damage_location: { x: 0.7, y: 0.6 } };
const tread = (component: string) => ({ component, damage_group: "TIRE", damage_name: "TREAD_LOW" });
const TIRES = { front_left: { size: "225/45R17", type: "All Season" } };

async function answeredInspection() {
  const { id, sessionID } = await ingest(t, admin, {
    codes: ["02", "03", "04", "06"],
    options: { decode: "none", damage_mode: "full", damage_table: "default" },
    vehicle: {
      vin: "JTMBFREV8JD000001",
      year: 2018,
      make: "Toyota",
      model: "RAV4",
      bodyType: "SUV",
      vrm: "AB12CDE",
    },
    tires: TIRES,
  });
  const [colour, other] = await t.database.db
    .selectFrom("vehicle_colours")
    .select(["id", "color_name"])
    .where("make", "=", "Toyota")
    .where("kind", "=", "ext")
    .orderBy("position")
    .limit(2)
    .execute();
  if (!colour || !other) throw new Error("no Toyota colours seeded");
  const run = async (skill: string, action: string, body: object) => {
    const { taskId } = await claimNext(t, agent, id, skill);
    expect((await answer(t, agent, taskId, action, body)).json().message).toBe(TEXTS.success);
    return taskId;
  };
  const odom = await run("odom", "accept", { message: "odom_ok", odom_reading: 12345, odom_unit: "km" });
  const damage = await run("damage_full", "finish", {
    damages: [mark("FRONT_DOOR_LEFT", "DENT", 2, pixels), mark("REAR_DOOR_LEFT", "SCRATCH", 1, normalised)],
  });
  const extId = await run("ext_id", "accept", { message: "color_ok", ext_id: colour.id });
  await run("interior", "reject", { message: "blurry", from: "INSPECT" });
  await run("tire", "accept", {
    message: "tire_ok",
    wheel_front_left: "Alloy Wheel",
    wheel_front_right: "Alloy Wheel",
    damages: [tread("TIRE_FRONT_LEFT"), tread("TIRE_FRONT_RIGHT")],
  });
  // QC: the odometer passes; the damages are corrected (one regraded, one not seen); the colour too.
  const qcOdom = await claimQc(odom);
  expect((await answer(t, qa, qcOdom, "accept", { message: "qc_pass" })).json().message).toBe(TEXTS.success);
  const qcDamage = await claimQc(damage);
  // The QA names a kept damage by its id (a damage without one is an addition).
  const door = await t.database.db
    .selectFrom("damages")
    .select("id")
    .where("inspection_id", "=", id)
    .where("component", "=", "FRONT_DOOR_LEFT")
    .executeTakeFirstOrThrow();
  const corrected = await answer(t, qa, qcDamage, "finish", {
    damages: [{ ...mark("FRONT_DOOR_LEFT", "DENT", 3, pixels), id: door.id }],
  });
  expect(corrected.json().message).toBe(TEXTS.success);
  const qcColour = await claimQc(extId);
  const recoloured = await answer(t, qa, qcColour, "accept", { message: "qc_pass", ext_id: other.id });
  expect(recoloured.json().message).toBe(TEXTS.success);
  return { id, sessionID, colour, other, odom, damage };
}

describe("GET /api/inspections/:sessionID/result", () => {
  it("holds every answer: accepts with their option, a reject with reason and from, damages both ways, QC", async () => {
    const { id, sessionID, colour, other } = await answeredInspection();
    const doc = ok(await get(`/api/inspections/${sessionID}/result`));
    expect(Value.Check(ResultDocument, doc)).toBe(true);
    expect(doc).toMatchObject({
      schemaVersion: 1,
      id,
      sessionID,
      test: false,
      // The QC tasks of the interior and tire answers are still queued.
      status: "in_progress",
      timestamps: { completedAt: null },
      vehicle: {
        vin: "JTMBFREV8JD000001",
        year: 2018,
        make: "Toyota",
        model: "RAV4",
        bodyType: "SUV",
        plate: "AB12CDE",
        entered: { vin: null, createVehicle: false },
        decoded: null,
      },
      odometer: { reading: 12345, unit: "km" },
      colour: { exterior: { id: colour.id, name: colour.color_name }, interior: null },
      trim: { trim: null, package: null, transmission: null },
      interior: { status: null, damage: null },
      tires: { info: TIRES },
    });
    expect(doc.timestamps.lastAnsweredAt).not.toBeNull();

    const slot = (task: string) => doc.slots.find((s: { task: string }) => s.task === task);
    expect(doc.slots.map((s: { task: string }) => s.task).sort()).toEqual([
      "damage_full",
      "ext_id",
      "interior",
      "odom",
      "tire",
    ]);
    expect(slot("odom")).toMatchObject({
      photoCode: "03",
      status: "done",
      outcome: "accepted",
      accept: { option: "odom_ok", description: "Odometer read" },
      reject: null,
      answeredBy: "agent1",
      qc: { outcome: "pass", by: "qa1" },
    });
    expect(slot("damage_full")).toMatchObject({
      outcome: "finished",
      accept: null,
      qc: { outcome: "correction" },
    });
    expect(slot("interior")).toMatchObject({
      outcome: "rejected",
      accept: null,
      reject: { reason: "blurry", description: "Photo is blurry", from: "INSPECT" },
      qc: { outcome: "pending", by: null, at: null },
    });
    expect(slot("ext_id")).toMatchObject({
      outcome: "accepted",
      accept: { option: "color_ok", description: "Colour chosen" },
      qc: { outcome: "correction", by: "qa1" },
    });

    const damage = (part: string) => doc.damages.find((d: { part: { id: string } }) => d.part.id === part);
    expect(damage("FRONT_DOOR_LEFT")).toMatchObject({
      photoCode: "04",
      task: "damage_full",
      part: { id: "FRONT_DOOR_LEFT", name: "Front door left" },
      group: "BODY",
      material: "Painted",
      damage: { name: "DENT" },
      grade: 2,
      location: {
        pixels: { x: 500, y: 250 },
        normalised: { x: 0.5, y: 0.5 },
        image: { width: 1000, height: 500 },
      },
      markedBy: "agent1",
      qc: "edited",
    });
    // Marked normalised: its pixels are the stored photo's (ingested 1000 x 500).
    expect(damage("REAR_DOOR_LEFT")).toMatchObject({
      location: {
        pixels: { x: 700, y: 300 },
        normalised: { x: 0.7, y: 0.6 },
        image: { width: 1000, height: 500 },
      },
      qc: "removed",
    });
    expect(damage("TIRE_FRONT_LEFT")).toMatchObject({ group: "TIRE", location: null, qc: "pending" });
    expect(doc.tires.wheels).toEqual([
      { wheel: "front_left", material: "Alloy Wheel", damage: "TREAD_LOW", grade: null },
      { wheel: "front_right", material: "Alloy Wheel", damage: "TREAD_LOW", grade: null },
      { wheel: "rear_left", material: null, damage: null, grade: null },
      { wheel: "rear_right", material: null, damage: null, grade: null },
    ]);

    expect(doc.qcCorrections).toHaveLength(2);
    expect(doc.qcCorrections[1]).toMatchObject({
      photoCode: "04",
      task: "ext_id",
      fields: [{ name: "ext_id", inspector: colour.id, qa: other.id }],
      damages: [],
    });
    expect(doc.qcCorrections[0]).toMatchObject({
      status: "INSPECTOR-REVIEWING",
      photoCode: "04",
      task: "damage_full",
      inspector: "agent1",
      qa: "qa1",
      reason: TEXTS.qcCorrectionReason,
      fields: [],
      damages: [
        {
          change: "edit",
          part: { id: "FRONT_DOOR_LEFT", name: "Front door left" },
          damage: "DENT",
          grade: 3,
        },
        { change: "reject", part: { id: "REAR_DOOR_LEFT" }, damage: "SCRATCH", grade: 1 },
      ],
    });
  });

  it("the task board shows queued, held (by whom, since when), done, rejected and failed in QC", async () => {
    const { id, sessionID, odom } = await answeredInspection();
    // The QA holds the tire answer's QC task.
    const tire = await t.database.db
      .selectFrom("tasks")
      .select("id")
      .where("inspection_id", "=", id)
      .where("name", "=", "tire")
      .executeTakeFirstOrThrow();
    const held = await claimQc(tire.id);
    const board = ok(await get(`/api/inspections/${sessionID}/tasks`));
    expect(board.sessionID).toBe(sessionID);
    const task = (pred: (x: Record<string, unknown>) => boolean) => board.tasks.find(pred);
    expect(task((x) => x.id === odom)).toMatchObject({ state: "done", answeredBy: "agent1", holder: null });
    expect(task((x) => x.name === "damage_full")).toMatchObject({
      state: "failed_qc",
      answerKind: "finished",
    });
    expect(task((x) => x.name === "interior")).toMatchObject({ state: "rejected", answerKind: "rejected" });
    const qcHeld = task((x) => x.id === held);
    expect(qcHeld).toMatchObject({ type: "QC", state: "held", holder: "qa1", originalTaskId: tire.id });
    expect(Date.parse(qcHeld.heldSince)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(qcHeld.leaseExpiresAt)).toBeGreaterThan(Date.now());
    expect(task((x) => x.type === "QC" && x.state === "queued")).toBeTruthy();
  });

  it("answers 404 for an unknown session and 400 for an empty or overlong one", async () => {
    expect((await get("/api/inspections/NO-SUCH-SESSION/result")).statusCode).toBe(404);
    expect((await get("/api/inspections/NO-SUCH-SESSION/tasks")).statusCode).toBe(404);
    expect((await get(`/api/inspections/${"S".repeat(65)}/result`)).statusCode).toBe(400);
  });
});
