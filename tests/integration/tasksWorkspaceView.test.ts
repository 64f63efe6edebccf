import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, clearQueue, homework, ingest, ingestAndClaim, setStatus, taskEnv } from "./support/tasks.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/** What the workspace reads from the task response beyond the first slice, and the form rules' server side. */
let t: TestApp;
let admin: string;
let agent: string;
let qa: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  agent = await loginAs(t.app, "agent1");
  qa = await loginAs(t.app, "qa1");
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await setStatus(t, agent, "Waiting");
});

async function claim(
  token: string,
  codes: string[],
  skill: string,
  extra: Parameters<typeof ingest>[2] = {},
) {
  const { body, taskId, sessionID } = await ingestAndClaim(t, admin, token, skill, { codes, ...extra });
  return { body, taskId, sessionID };
}

describe("task view for the workspace", () => {
  it("carries the same VIN's previous inspection ('Data Same Vin') with its vehicle data", async () => {
    const vin = "1HGCM82633A004352";
    const first = await ingest(t, admin, { codes: ["03"], vehicle: { vin } });
    await t.database.db
      .updateTable("vehicles")
      .set({ data: JSON.stringify({ odom_reading: 91000, odom_unit: "km" }) })
      .where("inspection_id", "=", first.id)
      .execute();
    const { body } = await claim(agent, ["03"], "odom", { vehicle: { vin } });
    expect(body.inspection.sameInspection).toMatchObject({
      sessionID: first.sessionID,
      finishedAt: null,
      vehicle: { odom_reading: 91000, odom_unit: "km" },
    });
    expect(typeof body.inspection.sameInspection.updatedAt).toBe("string");
  });

  it("has no same inspection for a VIN seen once", async () => {
    const { body } = await claim(agent, ["03"], "odom", { vehicle: { vin: "5YJ3E1EA7KF317000" } });
    expect(body.inspection.sameInspection).toBeNull();
  });

  it("gives the QA the inspector's answer, the re-checked skill and its catalogue", async () => {
    const { taskId } = await claim(agent, ["03"], "odom", { options: { decode: "none" } });
    const body = { message: "odom_ok", odom_reading: 12345, odom_unit: "km" };
    expect((await answer(t, agent, taskId, "accept", body)).statusCode).toBe(200);
    await setStatus(t, qa, "Waiting");
    const res = (await homework(t, qa)).json();
    expect(res.task).toMatchObject({ type: "QC", name: "qc", photoCode: "03" });
    expect(res.task.options.originalName).toBe("odom");
    expect(res.task.options.originalAnswer).toMatchObject({
      kind: "accepted",
      body: { message: "odom_ok", odom_unit: "km" },
    });
    expect(String(res.task.options.originalAnswer.body.odom_reading)).toBe("12345");
    // The re-checked task's catalogue: its form's choices and its reasons, not the qc skill's.
    expect(res.task.options.originalOptions).toEqual({
      odom_unit: [
        { name: "km", description: "Kilometres" },
        { name: "mi", description: "Miles" },
      ],
    });
    expect(res.task.options.originalReasons).toContainEqual({
      name: "odom_ok",
      description: "Odometer read",
    });
    expect(res.task.options.originalReasons).toContainEqual({
      name: "no_odometer",
      description: "No odometer visible",
    });
    await answer(t, qa, res.task._id, "accept", { message: "qc_pass", odom_reading: 12345, odom_unit: "km" });
    await setStatus(t, qa, "Online");
  });
});

describe("form rules on accept", () => {
  const tire = (component: string, damage_name = "TREAD_LOW") => ({
    component,
    damage_group: "TIRE",
    material: "Rubber",
    damage_name,
  });
  const tires = {
    front_left: { size: "225/45R17", type: "All Season" },
    front_right: { size: "225/45R17", type: "All Season" },
    rear_left: { size: "225/45R17", type: "All Season" },
    rear_right: { size: "225/45R17", type: "All Season" },
  };

  it("refuses a rear tire on the front tire photo and changes nothing", async () => {
    const { taskId } = await claim(agent, ["06"], "tire", { tires });
    const res = await answer(t, agent, taskId, "accept", {
      message: "tire_ok",
      damages: [tire("TIRE_REAR_LEFT")],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.tireChoiceInvalid);
    const row = await t.database.db
      .selectFrom("tasks")
      .selectAll()
      .where("id", "=", taskId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("held");
  });

  it("accepts the front pair's choice with its wheel material", async () => {
    const { taskId } = await claim(agent, ["06"], "tire", { tires });
    const res = await answer(t, agent, taskId, "accept", {
      message: "tire_ok",
      wheel_front_left: "Alloy Wheel",
      wheel_front_right: "Alloy Wheel",
      damages: [tire("TIRE_FRONT_LEFT"), tire("TIRE_FRONT_RIGHT")],
    });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
  });

  it("takes the interior status on component INTERIOR", async () => {
    const { taskId } = await claim(agent, ["02"], "interior");
    const res = await answer(t, agent, taskId, "accept", {
      message: "interior_ok",
      int_status: "FAIR",
      damages: [{ component: "INTERIOR", damage_group: "INTERIOR", damage_name: "STAIN", grade_score: 1 }],
    });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    const damages = await t.database.db
      .selectFrom("damages")
      .selectAll()
      .where("task_id", "=", taskId)
      .execute();
    expect(damages.map((d) => [d.component, d.damage_name])).toEqual([["INTERIOR", "STAIN"]]);
  });
});
