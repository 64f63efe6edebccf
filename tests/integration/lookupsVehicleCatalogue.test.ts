import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { answer, ingest, ingestAndClaim, taskRow, withAgentApp } from "./support/tasks.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * GET /api/vehicle/trims/{id} from the seeded vehicle catalogue (migration 0023): the session's vehicle
 * (decoded VIN, else its data) gets its own make's colours and its model-year's trims, packs and
 * transmissions, an unknown vehicle empty lists; and an accept's trim pack must be one the lookup offers.
 */
let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

type Vehicle = { vin?: string; year?: number; make?: string; model?: string };
type Offer = {
  year: number | null;
  vehicle_trims: { trim: { name: string; brand: string; transmission: string }; full_name: string }[];
  vehicle_trims_pack: { trim: { trim_id: string }; option: { option_id: string } }[];
  vehicle_ext_colors: { ext_color: { color_name: string; color_code: string } }[];
  vehicle_int_colors: { int_color: { color_name: string } }[];
  vehicle_transmissions: { transmission: { name: string } }[];
};

const TESLA = "5YJ3E1EA2KF317000";
const CAMRY = "4T1BF1FK5CU751917";

async function lookup(vehicle: Vehicle) {
  const { sessionID } = await ingest(t, admin, { codes: ["08"], vehicle, options: { decode: "kbb_us" } });
  const res = await t.app.inject({
    method: "GET",
    url: `/api/vehicle/trims/${sessionID}`,
    headers: bearer(agent),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Offer>();
}

const names = (offer: Offer) => ({
  ext: offer.vehicle_ext_colors.map((c) => c.ext_color.color_name),
  trans: offer.vehicle_transmissions.map((x) => x.transmission.name),
});

describe("vehicle lookups from the catalogue", () => {
  it("a Tesla Model 3 is offered Tesla's colours and trims and no manual gearbox", async () => {
    const offer = await lookup({ vin: TESLA });
    expect(offer.year).toBe(2019);
    expect(names(offer).ext).toContain("Pearl White Multi-Coat");
    expect(names(offer).ext).not.toContain("Blue Crush");
    expect(names(offer).trans).toEqual(["1-speed direct drive"]);
    expect(offer.vehicle_trims.map((e) => e.trim.name)).toEqual([
      "Standard Range Plus",
      "Long Range",
      "Performance",
    ]);
    expect(offer.vehicle_trims.every((e) => e.trim.brand === "Tesla")).toBe(true);
  });

  it("a Toyota Camry is offered Toyota's colours (with their paint codes) and the Camry's trims", async () => {
    const offer = await lookup({ vin: CAMRY });
    expect(offer.vehicle_ext_colors).toContainEqual({
      ext_color: expect.objectContaining({ color_name: "Super White", color_code: "040" }),
    });
    expect(names(offer).ext).not.toContain("Pearl White Multi-Coat");
    expect(offer.vehicle_trims.map((e) => e.trim.name)).toEqual(["L", "LE", "SE", "XLE", "SE V6", "XLE V6"]);
    expect(names(offer).trans).toEqual(["6-speed automatic"]);
  });

  it("the decoded trim comes first (Ram 1500 ST) and a vehicle without a VIN is read from its data", async () => {
    const ram = await lookup({ vin: "1C6RR7FT9ES504671" });
    expect(ram.vehicle_trims[0]!.trim.name).toBe("ST");
    expect(ram.vehicle_trims.map((e) => e.trim.name)).toContain("Laramie");
    const civic = await lookup({ make: "honda", model: "civic", year: 2008 });
    expect(civic.vehicle_trims.map((e) => e.trim.name)).toContain("Si");
    expect(names(civic).trans).toContain("6-speed manual");
  });

  it("an unknown model or a vehicle without data gets empty lists, nothing invented", async () => {
    const empty = { vehicle_trims: [], vehicle_trims_pack: [], vehicle_transmissions: [] };
    const unknownModel = await lookup({ make: "Toyota", model: "Century", year: 2013 });
    expect(unknownModel).toMatchObject(empty);
    // The make is known: its colours are still offered.
    expect(names(unknownModel).ext).toContain("Super White");
    expect(await lookup({})).toMatchObject({
      ...empty,
      vehicle_ext_colors: [],
      vehicle_int_colors: [],
      year: null,
    });
    // A known model outside the catalogue's years: no trims of another generation.
    expect(await lookup({ make: "Tesla", model: "Model 3", year: 2024 })).toMatchObject(empty);
  });
});

describe("trim pack on accept is checked against the session's lookup", () => {
  async function claimTrim(vehicle: Vehicle) {
    const { taskId, inspectionId, sessionID } = await ingestAndClaim(t, admin, agent, "trim_id", {
      codes: ["08"],
      vehicle,
      options: { decode: "kbb_us" },
    });
    const offer = (
      await t.app.inject({ method: "GET", url: `/api/vehicle/trims/${sessionID}`, headers: bearer(agent) })
    ).json<Offer>();
    return { taskId, inspectionId, offer };
  }
  const vehicleData = async (inspectionId: string) =>
    (
      await t.database.db
        .selectFrom("vehicles")
        .select("data")
        .where("inspection_id", "=", inspectionId)
        .executeTakeFirstOrThrow()
    ).data as Record<string, unknown>;
  const pair = (p: Offer["vehicle_trims_pack"][number]) => ({
    trim_id: p.trim.trim_id,
    option_id: p.option.option_id,
  });

  it("refuses a pair never offered (another car's pack, a trim with another trim's option) and writes nothing", async () => {
    const camry = (await lookup({ vin: CAMRY })).vehicle_trims_pack[0]!;
    const { taskId, inspectionId, offer } = await claimTrim({ vin: TESLA });
    const [a, b] = [offer.vehicle_trims_pack.at(0), offer.vehicle_trims_pack.at(-1)];
    const crossed = { trim_id: a?.trim.trim_id, option_id: b?.option.option_id };
    for (const payload of [pair(camry), { trim_id: "S0001-1", option_id: "S0001-1-std" }, crossed]) {
      const res = await answer(t, agent, taskId, "accept", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(TEXTS.trimPackInvalid);
      expect(await taskRow(t, taskId)).toMatchObject({ status: "held", answer: null });
    }
    expect(a?.trim.trim_id).not.toBe(b?.trim.trim_id);
    expect(await vehicleData(inspectionId)).not.toHaveProperty("trim_id");
  });

  it("accepts a pack the lookup offers and stores the pair", async () => {
    const { taskId, inspectionId, offer } = await claimTrim({ vin: TESLA });
    const chosen = pair(offer.vehicle_trims_pack[1]!);
    const ok = await answer(t, agent, taskId, "accept", chosen);
    expect(ok.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await vehicleData(inspectionId)).toMatchObject(chosen);
  });

  it("a vehicle the catalogue does not know offers no pack, so any pair is refused", async () => {
    const { taskId } = await claimTrim({ make: "Lada", model: "Niva", year: 1990 });
    const res = await answer(t, agent, taskId, "accept", { trim_id: "x", option_id: "x--std" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.trimPackInvalid);
  });
});
