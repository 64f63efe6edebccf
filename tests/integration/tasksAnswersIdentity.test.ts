import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, ingestAndClaim, taskRow, withAgentApp } from "./support/tasks.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * Two of the accept rules of product §5 the server applies with the client's own domain code
 * (src/domain/vehicleData.ts), through the real call: holman exclusivity (one of vin, serial, pin) and
 * the trim pack (trim_id and option_id travel together). A refused answer keeps the task held and
 * writes nothing.
 */
let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

async function claim(
  code: string,
  skill: string,
  options: Record<string, unknown>,
  vehicle?: { vin: string },
) {
  const { taskId, inspectionId, sessionID } = await ingestAndClaim(t, admin, agent, skill, {
    codes: [code],
    options,
    ...(vehicle ? { vehicle } : {}),
  });
  return { taskId, inspectionId, sessionID };
}

const vehicleData = async (inspectionId: string) =>
  (
    await t.database.db
      .selectFrom("vehicles")
      .select("data")
      .where("inspection_id", "=", inspectionId)
      .executeTakeFirstOrThrow()
  ).data as Record<string, unknown>;

describe("holman exclusivity on accept", () => {
  it("refuses two identifiers with the rule's message and keeps the task; one identifier is accepted", async () => {
    const { taskId, inspectionId } = await claim("01", "vin", { decode: "none", usecase: "holman" });
    for (const payload of [
      { vin: "1HGCM82633A004352", serial: "SER123" },
      { serial: "SER123", pin: "PIN9" },
    ]) {
      const res = await answer(t, agent, taskId, "accept", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(TEXTS.holmanOneIdentifier);
      expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    }
    const ok = await answer(t, agent, taskId, "accept", { serial: "ser123" });
    expect(ok.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await vehicleData(inspectionId)).toMatchObject({ serial: "SER123" });
  });

  it("outside holman the same two identifiers are not refused for exclusivity", async () => {
    const { taskId } = await claim("01", "vin", { decode: "none" });
    const res = await answer(t, agent, taskId, "accept", { vin: "1HGCM82633A004352", serial: "SER123" });
    expect(res.json().message).not.toBe(TEXTS.holmanOneIdentifier);
  });
});

describe("trim pack on accept", () => {
  it("refuses an option without its trim and keeps the task; the pack the lookup offers is accepted", async () => {
    const { taskId, inspectionId, sessionID } = await claim(
      "08",
      "trim_id",
      { decode: "kbb_us" },
      { vin: "4T1BF1FK5CU751917" },
    );
    const res = await answer(t, agent, taskId, "accept", { option_id: "x-std" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.trimPackInvalid);
    expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });

    const lookup = await t.app.inject({
      method: "GET",
      url: `/api/vehicle/trims/${sessionID}`,
      headers: bearer(agent),
    });
    const pack = lookup.json().vehicle_trims_pack[0] as {
      trim: { trim_id: string };
      option: { option_id: string };
    };
    const ok = await answer(t, agent, taskId, "accept", {
      trim_id: pack.trim.trim_id,
      option_id: pack.option.option_id,
    });
    expect(ok.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await vehicleData(inspectionId)).toMatchObject({
      trim_id: pack.trim.trim_id,
      option_id: pack.option.option_id,
    });
  });
});
