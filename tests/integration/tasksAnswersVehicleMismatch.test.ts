import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, homework, ingestAndClaim, setStatus, taskRow, withAgentApp } from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * A VIN that decodes to another vehicle than the inspection knows (issue 21): refused with 409
 * VEHICLE_MISMATCH and both vehicles until the agent confirms it, nothing written meanwhile; confirmed,
 * the answer keeps the disagreement, which QC and the inspection view show. A VIN that decodes to the
 * vehicle the inspection knows is accepted as before.
 */
let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

/** Decodes (vPIC, offline) to a 2019 Tesla Model 3. */
const TESLA_VIN = "5YJ3E1EA7KF317000";
const PACIFICA = { year: 2019, make: "Chrysler", model: "Pacifica", bodyType: "Mini Passenger Van" };
const decoded = { year: 2019, make: "Tesla", model: "Model 3" };
const known = { year: 2019, make: "Chrysler", model: "Pacifica" };

const claimVin = (vehicle: Record<string, unknown>) =>
  ingestAndClaim(t, admin, agent, "vin", { codes: ["01"], options: { decode: "vms" }, vehicle });

const vehicleOf = (inspectionId: string) =>
  t.database.db
    .selectFrom("vehicles")
    .selectAll()
    .where("inspection_id", "=", inspectionId)
    .executeTakeFirstOrThrow();

describe("a VIN that names another vehicle", () => {
  it("is refused without the confirmation, naming both vehicles, and nothing is written", async () => {
    const { taskId, inspectionId } = await claimVin(PACIFICA);
    const res = await answer(t, agent, taskId, "accept", { message: "vin_ok", vin: TESLA_VIN });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: "VEHICLE_MISMATCH",
      message: TEXTS.vehicleMismatch("2019 Tesla Model 3", "2019 Chrysler Pacifica"),
      vehicleMismatch: { decoded, known },
    });
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    expect(await vehicleOf(inspectionId)).toMatchObject({
      vin: null,
      ...known,
      body_type: PACIFICA.bodyType,
    });
  });

  it("is accepted with the confirmation: the vehicle is the decoded one and the answer keeps both", async () => {
    const { taskId, inspectionId, sessionID } = await claimVin(PACIFICA);
    const body = { message: "vin_ok", vin: TESLA_VIN, confirmVehicleMismatch: true };
    const res = await answer(t, agent, taskId, "accept", body);
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    const row = await taskRow(t, taskId);
    expect(row.answer).toMatchObject({ kind: "accepted", vehicleMismatch: { decoded, known } });
    const vehicle = await vehicleOf(inspectionId);
    expect(vehicle).toMatchObject({ vin: TESLA_VIN, ...decoded });
    // The confirmation is the agent's word on the answer, not vehicle data.
    expect(vehicle.data).not.toHaveProperty("confirmVehicleMismatch");
    // The same answer sent again is the same success (idempotent), not a new check.
    expect((await answer(t, agent, taskId, "accept", body)).json()).toEqual(res.json());

    // QC re-checks the VIN task with the disagreement in view.
    const qa = await loginAs(t.app, "qa1");
    await setStatus(t, qa, "Waiting");
    const qc = (await homework(t, qa)).json();
    await setStatus(t, qa, "Online");
    expect(qc.task).toMatchObject({ type: "QC", options: { originalName: "vin" } });
    expect(qc.task.options.originalAnswer.vehicleMismatch).toEqual({ decoded, known });

    const view = await t.app.inject({
      method: "GET",
      url: `/api/inspectionView/${sessionID}`,
      headers: bearer(admin),
    });
    const vinTask = view.json().tasks.find((task: { _id: string }) => task._id === taskId);
    expect(vinTask.vehicleMismatch).toEqual({ decoded, known });

    // The result document carries it to the business that sent the photos (issue 24).
    const result = await t.app.inject({
      method: "GET",
      url: `/api/inspections/${sessionID}/result`,
      headers: bearer(admin),
    });
    expect(result.json().vehicle.mismatch).toEqual({ decoded, known });
  });

  it("a VIN of the vehicle the inspection knows is accepted as before (case and spacing aside)", async () => {
    const { taskId, inspectionId, sessionID } = await claimVin({
      year: 2019,
      make: "TESLA",
      model: "model3",
    });
    const res = await answer(t, agent, taskId, "accept", { message: "vin_ok", vin: TESLA_VIN });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    expect((await taskRow(t, taskId)).answer).not.toHaveProperty("vehicleMismatch");
    const result = await t.app.inject({
      method: "GET",
      url: `/api/inspections/${sessionID}/result`,
      headers: bearer(admin),
    });
    expect(result.json().vehicle.mismatch).toBeNull();
    expect(await vehicleOf(inspectionId)).toMatchObject({ vin: TESLA_VIN, ...decoded });
  });

  it("an inspection that knows no vehicle yet takes the decoded one without a question", async () => {
    const { taskId, inspectionId } = await claimVin({ vrm: "TSL 3000" });
    const res = await answer(t, agent, taskId, "accept", { message: "vin_ok", vin: TESLA_VIN });
    expect(res.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await vehicleOf(inspectionId)).toMatchObject({ vin: TESLA_VIN, ...decoded });
  });
});
