import { describe, expect, it } from "vitest";
import { homework, ingest, withAgentApp } from "./support/tasks.ts";
import type { TestApp } from "./support/testApp.ts";

let t: TestApp;
let admin: string;
let agent: string;
withAgentApp((app) => {
  ({ t, admin, agent } = app);
});

describe("queue order within an inspection", () => {
  it("hands out an inspection's tasks in photo-code order, whatever order its photos came in", async () => {
    const codes = ["15", "09", "05", "03", "06", "01", "08", "02", "04"];
    // A known vehicle: nothing waits for the VIN task (domain/vehicleWait).
    const vehicle = { year: 2019, make: "Tesla", model: "Model 3", bodyType: "Sedan" };
    const { id } = await ingest(t, admin, { codes, vehicle });
    // The dispatch's own order (priority, then age, then id) over this inspection's queued tasks.
    const queued = await t.database.db
      .selectFrom("tasks")
      .select(["photo_code", "name"])
      .where("inspection_id", "=", id)
      .where("status", "=", "queued")
      .orderBy("priority", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const order = queued.map((r) => r.photo_code);
    expect(order.length).toBeGreaterThanOrEqual(codes.length);
    expect(order).toEqual([...order].sort());
    expect(order[0]).toBe("01");
    const first = (await homework(t, agent)).json();
    expect(first.task).toMatchObject({ name: "vin", photoCode: "01" });
  });
});
