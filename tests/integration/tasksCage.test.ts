import { beforeEach, describe, expect, it } from "vitest";
import { defaultCageInfo } from "../../src/domain/cageFit.ts";
import { answer, clearQueue, homework, ingest, setStatus, withTaskApp } from "./support/tasks.ts";
import { loginAs, type TestApp } from "./support/testApp.ts";

/** The task response's cage (product §3): matched cage, its SVG for the photo, and where it sits. */
let t: TestApp;
let admin: string;
let agent: string;
let qa: string;
withTaskApp(
  async (app) => {
    ({ t, admin } = app);
    agent = await loginAs(t.app, "agent3");
    qa = await loginAs(t.app, "qa1");
  },
  { demoCages: true },
);
beforeEach(async () => {
  await setStatus(t, agent, "Waiting");
  await setStatus(t, qa, "Waiting");
});

interface Homework {
  task: { _id: string; photoCode: string; type: string; options: { cageInfo: unknown } } | null;
  cage: {
    _id: string;
    make: string;
    model: string;
    year: number;
    bodyType: string;
    status: string;
    svg: string;
    code: string;
    mirrored: boolean;
  } | null;
}
const camry = { make: "Toyota", model: "Camry", year: 2019, bodyType: "4dr" };

describe("task cage", () => {
  it("sends the matched cage's SVG for the photo, ACTIVE first then the nearest year, with the default cageInfo", async () => {
    await ingest(t, admin, { codes: ["05"], vehicle: camry });
    const res = (await homework(t, agent)).json<Homework>();
    expect(res.task?.photoCode).toBe("05");
    const cages = await t.database.db
      .selectFrom("cages")
      .select(["id", "year", "status"])
      .where("make", "=", "Toyota")
      .where("model", "=", "Camry")
      .where("status", "<>", "DELETED")
      .execute();
    const active = cages.filter((c) => c.status === "ACTIVE");
    const pool = active.length > 0 ? active : cages;
    const nearest = Math.min(...pool.map((c) => Math.abs(c.year - 2019)));
    expect(res.cage).toMatchObject({
      make: "Toyota",
      model: "Camry",
      bodyType: "4dr",
      code: "05",
      mirrored: false,
    });
    expect(pool.filter((c) => Math.abs(c.year - 2019) === nearest).map((c) => c.id)).toContain(res.cage?._id);
    expect(res.cage?.svg).toMatch(/<svg[\s\S]*data-name="HOOD"/);
    expect(res.task?.options.cageInfo).toEqual(defaultCageInfo({ width: 1000, height: 500 }));
  });

  it("mirrors the left drawing for 07, and sends no cage for photos without an outline or vehicles without a match", async () => {
    await ingest(t, admin, { codes: ["07"], vehicle: camry });
    const right = (await homework(t, agent)).json<Homework>();
    expect(right.cage).toMatchObject({ code: "07", mirrored: true });
    await answer(t, agent, right.task!._id, "finish", {});
    await clearQueue(t);
    await setStatus(t, agent, "Waiting");
    await ingest(t, admin, { codes: ["05"], vehicle: { make: "Lada", model: "Niva", year: 1990 } });
    const unmatched = (await homework(t, agent)).json<Homework>();
    expect(unmatched.task?.photoCode).toBe("05");
    expect(unmatched.cage).toBeNull();
    expect(unmatched.task?.options.cageInfo).toBeNull();
  });

  it("stores the cageInfo sent with accept and sends it back on the next task of that photo; refuses a bad one", async () => {
    const admin1 = await loginAs(t.app, "admin1");
    await setStatus(t, admin1, "Waiting");
    await ingest(t, admin, {
      codes: ["08"],
      vehicle: camry,
      options: { decode: "none", damage_mode: "split" },
    });
    await t.database.db
      .updateTable("tasks")
      .set({ priority: 9 })
      .where("name", "=", "plate_number")
      .execute();
    const first = (await homework(t, admin1)).json<Homework>();
    expect(first.task?.photoCode).toBe("08");
    const aligned = {
      original_image: { width: 1000, height: 500 },
      actual_image: { width: 800, height: 400 },
      cage: { x: 40, y: 22, width: 700, height: 350 },
    };
    const bad = await answer(t, admin1, first.task!._id, "accept", {
      plate_number: "ABC 123",
      cageInfo: { ...aligned, cage: { x: 0, y: 0, width: -5, height: 10 } },
    });
    expect(bad.statusCode).toBe(400);
    const rows = () => t.database.db.selectFrom("task_cage_info").selectAll().execute();
    expect(await rows()).toHaveLength(0);
    const ok = await answer(t, admin1, first.task!._id, "accept", {
      plate_number: "ABC 123",
      cageInfo: aligned,
    });
    expect(ok.statusCode).toBe(200);
    expect(await rows()).toMatchObject([{ photo_code: "08", cage_info: aligned, cage_id: first.cage?._id }]);
    // Every later task on that photo (the damage tasks, the QC re-check) starts from the agent's alignment.
    const next = (await homework(t, agent)).json<Homework>();
    expect(next.task?.photoCode).toBe("08");
    expect(next.task?.options.cageInfo).toEqual(aligned);
    await setStatus(t, admin1, "Online");
  });

  it("refuses cageInfo on a photo without an outline", async () => {
    const admin1 = await loginAs(t.app, "admin1");
    await setStatus(t, admin1, "Waiting");
    await ingest(t, admin, { codes: ["03"], vehicle: camry });
    const odo = (await homework(t, admin1)).json<Homework>();
    const res = await answer(t, admin1, odo.task!._id, "accept", {
      odom_reading: 1000,
      odom_unit: "km",
      cageInfo: defaultCageInfo({ width: 1000, height: 500 }),
    });
    expect(res.statusCode).toBe(400);
    await setStatus(t, admin1, "Online");
  });
});
