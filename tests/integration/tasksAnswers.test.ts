import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import {
  answer,
  claimNext,
  homework,
  ingest,
  ingestAndClaim,
  setStatus,
  taskRow,
  withAgentApp,
} from "./support/tasks.ts";
import { loginAs, type TestApp } from "./support/testApp.ts";

let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

/** Ingests one photo and claims its first task of the given skill as agent1. */
async function claim(codes: string[], options: Record<string, unknown>, skill: string, extra = {}) {
  const { taskId, inspectionId, sessionID } = await ingestAndClaim(t, admin, agent, skill, {
    codes,
    options,
    ...extra,
  });
  return { taskId, inspectionId, sessionID };
}

const vehicleOf = (inspectionId: string) =>
  t.database.db
    .selectFrom("vehicles")
    .selectAll()
    .where("inspection_id", "=", inspectionId)
    .executeTakeFirstOrThrow();

describe("answers", () => {
  it("refuses a foreign answer with 403 and changes nothing", async () => {
    const { taskId } = await claim(["03"], { decode: "none" }, "odom");
    const other = await loginAs(t.app, "agent2");
    const res = await answer(t, other, taskId, "accept", { odom_reading: 10, odom_unit: "km" });
    expect(res.statusCode).toBe(403);
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
  });

  it("records the same answer once and answers 'Success!' again; a different second answer is 409", async () => {
    const { taskId, inspectionId } = await claim(["03"], { decode: "none" }, "odom");
    const body = { odom_reading: 42000, odom_unit: "km" };
    expect((await answer(t, agent, taskId, "accept", body)).json()).toEqual({
      success: true,
      message: TEXTS.success,
    });
    expect((await answer(t, agent, taskId, "accept", body)).json()).toEqual({
      success: true,
      message: TEXTS.success,
    });
    const rows = await t.database.db
      .selectFrom("agent_activity")
      .selectAll()
      .where("task_id", "=", taskId)
      .execute();
    expect(rows.filter((r) => r.result === "accepted")).toHaveLength(1);
    const qc = await t.database.db
      .selectFrom("tasks")
      .selectAll()
      .where("original_task_id", "=", taskId)
      .execute();
    expect(qc).toHaveLength(1);
    expect((await answer(t, agent, taskId, "accept", { odom_reading: 1, odom_unit: "km" })).statusCode).toBe(
      409,
    );
    expect((await vehicleOf(inspectionId)).data).toMatchObject({ odom_reading: 42000, odom_unit: "km" });
  });

  it.each([
    ["an 18-character VIN", "1HGCM82633A0043521"],
    ["a VIN with O", "1HGCM82633AO04352"],
    ["a VIN with Q", "1HGCM82633AQ04352"],
  ])("refuses %s with the VIN rule's message", async (_label, vin) => {
    const { taskId } = await claim(["01"], { decode: "vms" }, "vin");
    const res = await answer(t, agent, taskId, "accept", { vin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.vinInvalid);
    expect((await taskRow(t, taskId)).status).toBe("held");
  });

  it("decodes a real VIN offline and fills the vehicle", async () => {
    const { taskId, inspectionId } = await claim(["01"], { decode: "vms" }, "vin");
    const res = await answer(t, agent, taskId, "accept", { vin: "1hgcm82633a004352" });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await vehicleOf(inspectionId)).toMatchObject({
      vin: "1HGCM82633A004352",
      year: 2003,
      make: "Honda",
      model: "Accord",
      body_type: "Coupe",
    });
  });

  it("an undecodable VIN answers another message and the agent keeps the task", async () => {
    const { taskId } = await claim(["01"], { decode: "kbb_us" }, "vin");
    const res = await answer(t, agent, taskId, "accept", { vin: "1TESTVN0000000001" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(TEXTS.vinDecodeWrong);
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    // A decodable VIN then ends it.
    const ok = await answer(t, agent, taskId, "accept", { vin: "5YJ3E1EA7KF317000" });
    expect(ok.json().message).toBe(TEXTS.success);
  });

  it("createVehicle needs vin and body type, and fills 'Not Decoded'", async () => {
    const { taskId, inspectionId } = await claim(["01"], { decode: "vms" }, "vin");
    const bad = await answer(t, agent, taskId, "accept", { vin: "ABC", createVehicle: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(TEXTS.requiredField);
    const ok = await answer(t, agent, taskId, "accept", {
      vin: "ABC",
      body_type: "SUV",
      createVehicle: true,
    });
    expect(ok.json().message).toBe(TEXTS.success);
    expect(await vehicleOf(inspectionId)).toMatchObject({ make: TEXTS.notDecoded, model: TEXTS.notDecoded });
  });

  it("requires the plate number on photo 08 with decode vms and stores it as the VRM", async () => {
    const { taskId, inspectionId } = await claim(["08"], { decode: "vms" }, "plate_number");
    expect((await answer(t, agent, taskId, "accept", {})).statusCode).toBe(400);
    expect((await answer(t, agent, taskId, "accept", { plate_number: "ab12 cde" })).statusCode).toBe(200);
    expect((await vehicleOf(inspectionId)).vrm).toBe("AB12 CDE");
  });

  it("accepts only visible reject reasons", async () => {
    const { taskId } = await claim(["01"], { decode: "vms" }, "vin");
    const hidden = await answer(t, agent, taskId, "reject", {
      message: "vin_not_from_vehicle",
      from: "INSPECT",
    });
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().message).toBe(TEXTS.rejectNotAvailable);
    expect(
      (await answer(t, agent, taskId, "reject", { message: "Photo is blurry", from: "QC" })).statusCode,
    ).toBe(400);
    const ok = await answer(t, agent, taskId, "reject", { message: "Photo is blurry", from: "INSPECT" });
    expect(ok.json().message).toBe(TEXTS.success);
    const refused = await claim(["01"], { decode: "vms", qc_only_accept: true }, "vin");
    expect((await answer(t, agent, refused.taskId, "reject", { message: "blurry" })).statusCode).toBe(400);
  });

  it("checks damages with the placement rule and the part catalogue", async () => {
    const { taskId, inspectionId } = await claim(
      ["04"],
      { decode: "none", damage_mode: "split" },
      "damage_other",
    );
    const mark = (component: string, damage_group: string, x: number) => ({
      component,
      damage_group,
      damage_name: "SCRATCH",
      grade_score: 1,
      damage_location: { x, y: 250 },
      actual_image: { width: 1000, height: 500 },
    });
    const body = await answer(t, agent, taskId, "finish", { damages: [mark("HOOD", "BODY", 100)] });
    expect(body.json().message).toBe(TEXTS.damageNotAllowed);
    const dup = await answer(t, agent, taskId, "finish", {
      damages: [mark("FRONT_BUMPER", "PART", 100), mark("GRILLE", "PART", 100)],
    });
    expect(dup.json().message).toBe(TEXTS.damageDuplicate);
    const unknown = await answer(t, agent, taskId, "finish", {
      damages: [mark("FLUX_CAPACITOR", "PART", 100)],
    });
    expect(unknown.json().message).toBe(TEXTS.damageUnknownPart);
    const ok = await answer(t, agent, taskId, "finish", {
      damages: [mark("FRONT_BUMPER", "PART", 100), mark("WHEEL_FRONT", "WHEEL", 300)],
    });
    expect(ok.json().message).toBe(TEXTS.success);
    const damages = await t.database.db
      .selectFrom("damages")
      .selectAll()
      .where("inspection_id", "=", inspectionId)
      .execute();
    expect(damages.map((d) => d.component).sort()).toEqual(["FRONT_BUMPER", "WHEEL_FRONT_LEFT"]);
  });

  it("refuses a duplicate of an earlier task's mark on the same photo, with or without actual_image", async () => {
    const { taskId, inspectionId } = await claim(
      ["04"],
      { decode: "none", damage_mode: "split" },
      "damage_body",
    );
    // The earlier mark is normalised (no actual_image), as the workstation sends it.
    const first = await answer(t, agent, taskId, "finish", {
      damages: [
        {
          component: "HOOD",
          damage_group: "BODY",
          damage_name: "DENT",
          damage_location: { x: 0.25, y: 0.5 },
        },
      ],
    });
    expect(first.json().message).toBe(TEXTS.success);
    const next = { _id: (await claimNext(t, agent, inspectionId, "damage_other")).taskId };
    const bumper = { component: "FRONT_BUMPER", damage_group: "PART", damage_name: "SCRATCH" };
    const normalised = await answer(t, agent, next._id, "finish", {
      damages: [{ ...bumper, damage_location: { x: 0.25, y: 0.5 } }],
    });
    expect(normalised.statusCode).toBe(400);
    expect(normalised.json().message).toBe(TEXTS.damageDuplicate);
    const inPixels = await answer(t, agent, next._id, "finish", {
      damages: [
        { ...bumper, damage_location: { x: 250, y: 250 }, actual_image: { width: 1000, height: 500 } },
      ],
    });
    expect(inPixels.statusCode).toBe(400);
    expect(inPixels.json().message).toBe(TEXTS.damageDuplicate);
    const rows = await t.database.db
      .selectFrom("damages")
      .selectAll()
      .where("inspection_id", "=", inspectionId)
      .execute();
    expect(rows.map((d) => d.component)).toEqual(["HOOD"]);
    const elsewhere = await answer(t, agent, next._id, "finish", {
      damages: [{ ...bumper, damage_location: { x: 0.6, y: 0.5 } }],
    });
    expect(elsewhere.json().message).toBe(TEXTS.success);
  });

  it("applies the tire choice per wheel group: one choice per pair, per wheel only for bmw with differing tires", async () => {
    const tire = (size: string) => ({ size, type: "All Season" });
    const tread = (component: string, damage_name: string) => ({
      component,
      damage_group: "TIRE",
      damage_name,
    });
    const split = {
      damages: [tread("TIRE_FRONT_LEFT", "TREAD_LOW"), tread("TIRE_FRONT_RIGHT", "TREAD_WORN")],
    };
    const same = {
      front_left: tire("225/45R17"),
      front_right: tire("225/45R17"),
      rear_left: tire("225/45R17"),
      rear_right: tire("225/45R17"),
    };
    const plain = await claim(["06"], { decode: "none", damage_table: "default" }, "tire", { tires: same });
    const refused = await answer(t, agent, plain.taskId, "finish", split);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TEXTS.tireChoiceInvalid);
    expect((await taskRow(t, plain.taskId)).status).toBe("held");
    const pair = { damages: [tread("TIRE_FRONT_LEFT", "TREAD_LOW"), tread("TIRE_FRONT_RIGHT", "TREAD_LOW")] };
    expect((await answer(t, agent, plain.taskId, "finish", pair)).json().message).toBe(TEXTS.success);

    await setStatus(t, agent, "Waiting");
    const bmwSame = await claim(["06"], { decode: "none", damage_table: "bmw" }, "tire", { tires: same });
    expect((await answer(t, agent, bmwSame.taskId, "finish", split)).statusCode).toBe(400);
    await answer(t, agent, bmwSame.taskId, "finish", pair);

    await setStatus(t, agent, "Waiting");
    const differing = { ...same, front_right: tire("245/40R17") };
    const bmw = await claim(["06"], { decode: "none", damage_table: "bmw" }, "tire", { tires: differing });
    expect((await answer(t, agent, bmw.taskId, "finish", split)).json().message).toBe(TEXTS.success);
    const stored = await t.database.db
      .selectFrom("damages")
      .select(["component", "damage_name"])
      .where("task_id", "=", bmw.taskId)
      .orderBy("component")
      .execute();
    expect(stored).toEqual([
      { component: "TIRE_FRONT_LEFT", damage_name: "TREAD_LOW" },
      { component: "TIRE_FRONT_RIGHT", damage_name: "TREAD_WORN" },
    ]);
  });

  it("finishes a damage task with no body at all (product §7: finish sends none)", async () => {
    const { taskId } = await claim(["05"], { decode: "none", damage_mode: "full" }, "damage_full");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/tasks/${taskId}/finish`,
      headers: { authorization: `Bearer ${agent}` },
    });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    expect((await taskRow(t, taskId)).status).toBe("done");
  });

  it("completes the inspection when all its tasks, QC included, are done", async () => {
    const { taskId, inspectionId } = await claim(["03"], { decode: "none" }, "odom");
    await answer(t, agent, taskId, "accept", { odom_reading: 7, odom_unit: "mi" });
    const inspection = () =>
      t.database.db
        .selectFrom("inspections")
        .selectAll()
        .where("id", "=", inspectionId)
        .executeTakeFirstOrThrow();
    expect((await inspection()).completed_at).toBeNull();
    const qa = await loginAs(t.app, "qa1");
    await setStatus(t, qa, "Waiting");
    const qc = (await homework(t, qa)).json().task;
    expect(qc.type).toBe("QC");
    expect((await answer(t, qa, qc._id, "accept", {})).json().message).toBe(TEXTS.success);
    expect((await taskRow(t, qc._id)).answer).toMatchObject({ qc_result: "pass" });
    expect((await inspection()).completed_at).not.toBeNull();
  });

  it("scores test sessions against their truth", async () => {
    const { taskId } = await claim(["03"], { decode: "none" }, "odom", {
      sessionID: `T${Date.now()}`,
      truth: { odom_reading: 12345, odom_unit: "km" },
    });
    await answer(t, agent, taskId, "accept", { odom_reading: 12345, odom_unit: "mi" });
    expect((await taskRow(t, taskId)).answer).toMatchObject({
      score: { odom_reading: true, odom_unit: false },
    });
  });
});

describe("agent statistics", () => {
  it("counts answers, handles, timeouts and time from recorded activity", async () => {
    const fresh = await loginAs(t.app, "agent2");
    await setStatus(t, fresh, "Waiting");
    await ingest(t, admin, { codes: ["03"] });
    const first = (await homework(t, fresh)).json().task;
    await answer(t, fresh, first._id, "accept", { odom_reading: 1, odom_unit: "km" });
    await ingest(t, admin, { codes: ["03"] });
    const second = (await homework(t, fresh)).json().task;
    await answer(t, fresh, second._id, "timeout");
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/agents/stats",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      success: true,
      total: 1,
      byType: { accepted: 1, rejected: 0, inspect: 0 },
      handle: 2,
      hasTimeout: 1,
    });
    expect(stats.today).toMatchObject({ total: 1, handle: 2 });
    expect(Object.keys(stats.byDate)).toHaveLength(1);
    expect(Object.keys(stats.byDate)[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(stats.onDuty).toBeGreaterThanOrEqual(0);
  });
});
