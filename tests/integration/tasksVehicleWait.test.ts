import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { demoVehicles } from "../../src/server/seed/demoVehicles.ts";
import { answer, claimNext, homework, ingest, setStatus, taskEnv, withTaskApp } from "./support/tasks.ts";
import { loginAs, type TestApp } from "./support/testApp.ts";

/**
 * Tasks that need the vehicle wait for it (docs/decisions.md): an inspection without its vehicle gets
 * its damage, trim, colour and interior tasks only once its VIN task has ended, and then at once (the
 * answer queues them and wakes a waiting agent), with the decoded vehicle's cage on the photo.
 */
let t: TestApp;
let admin: string;
/** All inspect skills: takes the VIN tasks. */
let agent1: string;
/** Damage, tire, glass and interior skills only. */
let agent3: string;
// The demo vehicle the demo world ingests without its vehicle (SDEMO0003): it has an ACTIVE demo cage.
const vehicle = demoVehicles(3)[2]!;

withTaskApp(
  async (app) => {
    ({ t, admin } = app);
    agent1 = await loginAs(t.app, "agent1");
    agent3 = await loginAs(t.app, "agent3");
  },
  // A long long-poll: only a wake-up can answer agent3's waiting call within these tests' time.
  { env: taskEnv({ HOMEWORK_WAIT_MS: "20000", QC_SHARE_PERCENT: "0" }), demoCages: true },
);
beforeEach(async () => {
  await setStatus(t, agent1, "Waiting");
  await setStatus(t, agent3, "Waiting");
});

const statuses = async (inspectionId: string) => {
  const rows = await t.database.db
    .selectFrom("tasks")
    .select(["photo_code", "name", "status"])
    .where("inspection_id", "=", inspectionId)
    .orderBy("photo_code")
    .orderBy("name")
    .execute();
  return rows.map((r) => `${r.photo_code}:${r.name}:${r.status}`);
};

const heldBy = (username: string) =>
  t.database.db
    .selectFrom("tasks")
    .innerJoin("users", "users.id", "tasks.holder_id")
    .select(["tasks.id"])
    .where("users.username", "=", username)
    .where("tasks.status", "=", "held")
    .execute();

const completedAt = async (inspectionId: string) =>
  (
    await t.database.db
      .selectFrom("inspections")
      .select("completed_at")
      .where("id", "=", inspectionId)
      .executeTakeFirstOrThrow()
  ).completed_at;

const vehicleLess = (codes: string[]) =>
  ingest(t, admin, {
    codes,
    options: { decode: "vms", damage_mode: "split" },
    vehicle: { vrm: vehicle.plate },
  });

interface Homework {
  task: { _id: string; name: string; photoCode: string } | null;
  vehicle: { make: string | null; model: string | null } | null;
  cage: { make: string; model: string; status: string; svg: string } | null;
}

describe("tasks that need the vehicle", () => {
  it("wait while the VIN task is open: only the work done from the photo alone is queued", async () => {
    const { id } = await vehicleLess(["01", "02", "03", "04", "05", "06", "08", "09"]);
    expect(await statuses(id)).toEqual([
      "01:vin:queued",
      "02:interior:awaiting_vehicle",
      "03:odom:queued",
      "04:damage_body:awaiting_vehicle",
      "04:damage_other:awaiting_vehicle",
      "04:ext_id:awaiting_vehicle",
      "05:damage_body:awaiting_vehicle",
      "05:damage_other:awaiting_vehicle",
      "06:tire:queued",
      "08:damage_body:awaiting_vehicle",
      "08:damage_other:awaiting_vehicle",
      "08:plate_number:queued",
      "08:trim_id:awaiting_vehicle",
      "09:glass:queued",
    ]);
  });

  it("are not handed out before the VIN is accepted; the accept queues them and wakes a waiting agent, whose damage task shows the decoded vehicle's cage", async () => {
    const { id } = await vehicleLess(["01", "05"]);
    const { taskId: vinTask } = await claimNext(t, agent1, id, "vin");
    const poll = homework(t, agent3);
    let answered = false;
    void poll.then(() => {
      answered = true;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(answered).toBe(false);
    expect(await heldBy("agent3")).toHaveLength(0);

    const accepted = await answer(t, agent1, vinTask, "accept", { vin: vehicle.vin });
    expect(accepted.json()).toEqual({ success: true, message: TEXTS.success });
    const started = Date.now();
    const res = (await poll).json<Homework>();
    // Woken, not timed out (the long-poll lasts 20 s).
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.task).toMatchObject({ photoCode: "05" });
    expect(res.task?.name).toMatch(/^damage_/);
    expect(res.vehicle).toMatchObject({ make: vehicle.make, model: vehicle.model });
    expect(res.cage).toMatchObject({ make: vehicle.make, model: vehicle.model, status: "ACTIVE" });
    expect(res.cage?.svg).toContain("<svg");
    const other = res.task?.name === "damage_body" ? "damage_other" : "damage_body";
    expect(await statuses(id)).toEqual(
      ["01:vin:done", `05:${res.task?.name}:held`, `05:${other}:queued`].sort(),
    );
  }, 30_000);

  it("a VIN task rejected without a vehicle queues them anyway: they show no cage and can still be answered", async () => {
    const { id } = await vehicleLess(["01", "05"]);
    const { taskId: vinTask } = await claimNext(t, agent1, id, "vin");
    const rejected = await answer(t, agent1, vinTask, "reject", {
      message: "Photo is blurry",
      from: "INSPECT",
    });
    expect(rejected.json()).toEqual({ success: true, message: TEXTS.success });
    expect(await statuses(id)).toEqual(["01:vin:done", "05:damage_body:queued", "05:damage_other:queued"]);
    const res = (await homework(t, agent3)).json<Homework>();
    expect(res.task).toMatchObject({ photoCode: "05" });
    expect(res.cage).toBeNull();
    const done = await answer(t, agent3, res.task!._id, "finish", { damages: [] });
    expect(done.json()).toEqual({ success: true, message: TEXTS.success });
  }, 30_000);

  it("are released by another answer that makes the vehicle known (a created vehicle on the plate task), not by one that leaves it unknown", async () => {
    const { id } = await vehicleLess(["01", "05", "08"]);
    const created = {
      plate_number: vehicle.plate,
      createVehicle: true,
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      body_type: vehicle.bodyType,
    };
    const { taskId: plate } = await claimNext(t, agent1, id, "plate_number");
    const { make: _make, ...unnamed } = created;
    const half = await answer(t, agent1, plate, "accept", unnamed);
    expect(half.json()).toEqual({ success: true, message: TEXTS.success });
    // 'Not Decoded' is no make: the damage and trim tasks still wait for the VIN task.
    expect((await statuses(id)).filter((s) => s.endsWith(":awaiting_vehicle"))).toHaveLength(5);

    const second = await vehicleLess(["01", "05", "08"]);
    const { taskId: plate2 } = await claimNext(t, agent1, second.id, "plate_number");
    expect((await answer(t, agent1, plate2, "accept", created)).json().message).toBe(TEXTS.success);
    expect(await statuses(second.id)).toEqual([
      "01:vin:queued",
      "05:damage_body:queued",
      "05:damage_other:queued",
      "08:damage_body:queued",
      "08:damage_other:queued",
      "08:plate_number:done",
      "08:trim_id:queued",
    ]);
  });

  it("leave a fed inspection, one without a VIN photo and one that skips the VIN as they were: all queued", async () => {
    const fed = await ingest(t, admin, {
      codes: ["01", "05"],
      options: { decode: "vms", damage_mode: "split" },
      vehicle: {
        vin: vehicle.vin,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        bodyType: vehicle.bodyType,
      },
    });
    expect(await statuses(fed.id)).toEqual([
      "01:vin:queued",
      "05:damage_body:queued",
      "05:damage_other:queued",
    ]);
    const noVinPhoto = await vehicleLess(["05"]);
    expect(await statuses(noVinPhoto.id)).toEqual(["05:damage_body:queued", "05:damage_other:queued"]);
    const skipsVin = await ingest(t, admin, {
      codes: ["01", "05"],
      options: { decode: "vms", damage_mode: "split", customized: { skip_vin: true } },
    });
    expect(await statuses(skipsVin.id)).toEqual(["05:damage_body:queued", "05:damage_other:queued"]);
  });

  it("keep their inspection open: it completes only once the released tasks are answered too", async () => {
    const { id } = await vehicleLess(["01", "03", "05"]);
    // With only waiting tasks left beside it, the odometer answer does not complete the inspection.
    await sql`update tasks set status = 'cancelled' where inspection_id = ${id} and name = 'vin'`.execute(
      t.database.db,
    );
    const { taskId: odom } = await claimNext(t, agent1, id, "odom");
    expect(
      (await answer(t, agent1, odom, "accept", { odom_reading: 1200, odom_unit: "km" })).statusCode,
    ).toBe(200);
    expect(await completedAt(id)).toBeNull();

    // The VIN answer queues them in the same statement that would complete the inspection: still open.
    const second = await vehicleLess(["01", "05"]);
    const { taskId: vinTask } = await claimNext(t, agent1, second.id, "vin");
    await answer(t, agent1, vinTask, "accept", { vin: vehicle.vin });
    expect(await completedAt(second.id)).toBeNull();
    for (let i = 0; i < 2; i++) {
      const res = (await homework(t, agent3)).json<Homework>();
      expect(res.task?.photoCode).toBe("05");
      expect((await answer(t, agent3, res.task!._id, "finish", { damages: [] })).statusCode).toBe(200);
    }
    expect(await completedAt(second.id)).not.toBeNull();
  }, 30_000);

  it("count in the queue-depth metric as awaiting_vehicle", async () => {
    await vehicleLess(["01", "05"]);
    const res = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/tasks_queue_depth\{status="awaiting_vehicle"\} 2/);
    expect(res.body).toMatch(/tasks_queue_depth\{status="queued"\} 1/);
  });
});
