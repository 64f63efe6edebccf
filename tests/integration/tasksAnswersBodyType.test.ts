import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyTypeChoices } from "../../src/domain/bodyTypeChoices.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import {
  answer,
  claimNext,
  clearQueue,
  homework,
  ingest,
  setStatus,
  taskEnv,
  taskRow,
} from "./support/tasks.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * body_type in answers (issue 23): one of the body types the task's form offers (bodyTypeChoices): the
 * nine for an inspector's task and most QC tasks, the ten outlines on the QC of a CAPT inspection with
 * skip_vin. Anything else is a 400 naming the value and the choices, and changes nothing.
 */

let t: TestApp;
let admin: string;
let agent: string;
let qa: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv({ LOG_LEVEL: process.env.DEBUG_LOG ?? "silent" }));
  [admin, agent, qa] = [
    await loginAs(t.app, "admin1"),
    await loginAs(t.app, "agent1"),
    await loginAs(t.app, "qa1"),
  ];
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await setStatus(t, agent, "Waiting");
});

const vehicleOf = (inspectionId: string) =>
  t.database.db
    .selectFrom("vehicles")
    .select(["body_type", "make", "vrm"])
    .where("inspection_id", "=", inspectionId)
    .executeTakeFirstOrThrow();

const NINE = bodyTypeChoices(false);
const TEN = bodyTypeChoices(true);

describe("body_type in answers", () => {
  it("an inspector's created vehicle: an unknown body type, or one of the outline words, is a 400 that changes nothing", async () => {
    const { id } = await ingest(t, admin, {
      codes: ["01"],
      options: { decode: "vms", damage_mode: "split" },
    });
    const { taskId } = await claimNext(t, agent, id, "vin");
    const before = await vehicleOf(id);
    for (const body_type of ["Spaceship", "Sport_Utility", "suv", " SUV"]) {
      const res = await answer(t, agent, taskId, "accept", { vin: "ABC", body_type, createVehicle: true });
      expect(res.statusCode, body_type).toBe(400);
      expect(res.json().message, body_type).toBe(TEXTS.bodyTypeUnknown(body_type, NINE));
    }
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    expect(await vehicleOf(id)).toEqual(before);
    const ok = await answer(t, agent, taskId, "accept", {
      vin: "ABC",
      body_type: "SUV",
      createVehicle: true,
    });
    expect(ok.json().message).toBe(TEXTS.success);
    expect((await vehicleOf(id)).body_type).toBe("SUV");
  });

  it("a CAPT QC with skip_vin takes the ten outlines only; the same body in outline words is a pass", async () => {
    const { id } = await ingest(t, admin, {
      codes: ["08"],
      options: { decode: "vms", damage_mode: "split", customized: { skip_vin: true } },
    });
    await t.database.db
      .updateTable("inspections")
      .set({ themes: JSON.stringify([{ name: "CAPT", themeColor: "#ff0000" }]) })
      .where("id", "=", id)
      .execute();
    const { taskId } = await claimNext(t, agent, id, "plate_number");
    const created = { message: "plate_ok", plate_number: "AB12CDE", createVehicle: true, make: "Toyota" };
    // The inspector's task offers the nine: an outline word is refused there.
    const outline = await answer(t, agent, taskId, "accept", { ...created, body_type: "Sport_Utility" });
    expect(outline.statusCode).toBe(400);
    expect(outline.json().message).toBe(TEXTS.bodyTypeUnknown("Sport_Utility", NINE));
    const done = await answer(t, agent, taskId, "accept", { ...created, body_type: "SUV" });
    expect(done.json().message).toBe(TEXTS.success);

    await t.database.db
      .updateTable("tasks")
      .set({ priority: 95 })
      .where("original_task_id", "=", taskId)
      .execute();
    await setStatus(t, qa, "Waiting");
    // A created vehicle has no year: the QC's cage lookup orders without one (it answered 500).
    const qc = (await homework(t, qa)).json().task as { _id: string; type: string; name: string };
    expect([qc.type, qc.name]).toEqual(["QC", "qc_plate"]);
    const vehicle = await vehicleOf(id);
    for (const body_type of ["SUV", "Spaceship"]) {
      const res = await answer(t, qa, qc._id, "accept", { ...created, message: "qc_pass", body_type });
      expect(res.statusCode, body_type).toBe(400);
      expect(res.json().message, body_type).toBe(TEXTS.bodyTypeUnknown(body_type, TEN));
    }
    expect(await taskRow(t, qc._id)).toMatchObject({ status: "held", answer: null });
    expect(await vehicleOf(id)).toEqual(vehicle);
    const passed = await answer(t, qa, qc._id, "accept", {
      ...created,
      message: "qc_pass",
      body_type: "Sport_Utility",
    });
    expect(passed.json().message).toBe(TEXTS.success);
    expect((await taskRow(t, qc._id)).answer).toMatchObject({ qc_result: "pass" });
  });
});
