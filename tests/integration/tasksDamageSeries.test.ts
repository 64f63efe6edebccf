import { describe, expect, it } from "vitest";
import { ingestAndClaim, withAgentApp } from "./support/tasks.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

// A 2012 BMW 328i: vPIC decodes its series as "3-Series", a series of the bmw damage table.
const BMW_328I = "WBA3A5C57CF256651";

let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

const lookup = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(agent) });

describe("the task response's vehicle series and predictions (product §3, §7)", () => {
  it("names the bmw table's series of the vehicle, and carries empty VIN predictions", async () => {
    const { body } = await ingestAndClaim(t, admin, agent, "tire", {
      codes: ["06"],
      options: { decode: "vms", damage_mode: "split", damage_table: "bmw" },
      vehicle: { vin: BMW_328I },
    });
    expect(body.predictData).toEqual({ vin: { predictions: [] } });
    expect(body.vehicle.series).toBe("3-Series");
  });

  it("names no series on another table", async () => {
    const { body } = await ingestAndClaim(t, admin, agent, "tire", {
      codes: ["06"],
      options: { decode: "vms", damage_mode: "split", damage_table: "default" },
      vehicle: { vin: BMW_328I },
    });
    expect(body.vehicle.series).toBeNull();
    expect(body.predictData.vin.predictions).toEqual([]);
  });

  it("names no series when the table knows neither the decoded series nor the model", async () => {
    const { body } = await ingestAndClaim(t, admin, agent, "tire", {
      codes: ["06"],
      options: { decode: "none", damage_mode: "split", damage_table: "bmw" },
      vehicle: { make: "BMW", model: "i3", year: 2016 },
    });
    expect(body.vehicle.series).toBeNull();
  });

  it("an empty homework answer carries the predictions too", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/tasks/random/homework",
      headers: bearer(agent),
    });
    expect(res.json().task).toBeNull();
    expect(res.json().predictData).toEqual({ vin: { predictions: [] } });
  });
});

describe("GET /api/bmw-damages by series_nme", () => {
  it("filters by the series; an unknown series is an empty list; an over-long one a 400", async () => {
    const tires = await lookup("/api/bmw-damages?series_nme=3-Series&damage_group=TIRE&material=Rubber");
    expect(tires.statusCode).toBe(200);
    const rows = tires.json().data as { series_nme: string; damage_group: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => d.series_nme === "3-Series" && d.damage_group === "TIRE")).toBe(true);
    // The table keeps the other series apart: without series_nme both come back.
    const all = (await lookup("/api/bmw-damages?damage_group=TIRE&material=Rubber")).json().data as {
      series_nme: string;
    }[];
    expect(new Set(all.map((d) => d.series_nme))).toEqual(new Set(["3-Series", "X5"]));

    const unknown = await lookup("/api/bmw-damages?series_nme=Z9-Series&damage_group=TIRE");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data).toEqual([]);

    const tooLong = await lookup(`/api/bmw-damages?series_nme=${"x".repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});
