import { beforeEach, describe, expect, it } from "vitest";
import { defaultCageInfo } from "../../src/domain/cageFit.ts";
import { answer, expireLease, homework, ingest, setStatus, withTaskApp } from "./support/tasks.ts";
import { bearer, loginAs, type TestApp } from "./support/testApp.ts";

/**
 * T "change cage / reload" (product §2): GET /api/tasks/{id}/cages offers the held task's photo the
 * vehicle's cages best first; the answer's cageInfo.cageId stores the choice for the photo, and the
 * next task on that photo (here the QC re-check) shows the chosen cage.
 */
let t: TestApp;
let admin: string;
let agent: string;
let other: string;
let qa: string;
withTaskApp(
  async (app) => {
    ({ t, admin } = app);
    agent = await loginAs(t.app, "agent3");
    other = await loginAs(t.app, "agent1");
    qa = await loginAs(t.app, "qa1");
  },
  { demoCages: true },
);
beforeEach(async () => {
  for (const token of [agent, qa]) await setStatus(t, token, "Waiting");
});

interface Offered {
  _id: string;
  make: string;
  model: string;
  year: number;
  bodyType: string;
  trim: string;
  status: string;
  code: string;
  svg: string;
  mirrored: boolean;
}
interface Homework {
  task: { _id: string; name: string; type: string; photoCode: string; options: { cageInfo: unknown } } | null;
  cage: Offered | null;
}

const rav4 = { make: "Toyota", model: "RAV4", year: 2021, bodyType: "SUV" };
const cagesOf = (token: string | null, id: string) =>
  t.app.inject({ method: "GET", url: `/api/tasks/${id}/cages`, headers: token ? bearer(token) : {} });
const rows = () => t.database.db.selectFrom("task_cage_info").selectAll().execute();

/** agent3's damage_full task on photo 04 of a fresh RAV4 inspection. */
async function heldTask(): Promise<{ inspection: string; home: Homework }> {
  const { id } = await ingest(t, admin, {
    codes: ["04"],
    vehicle: rav4,
    options: { decode: "none", damage_mode: "full" },
  });
  const home = (await homework(t, agent)).json<Homework>();
  expect(home.task).toMatchObject({ name: "damage_full", photoCode: "04" });
  return { inspection: id, home };
}

describe("GET /api/tasks/{id}/cages", () => {
  it("offers the holder the vehicle's ACTIVE cages best first (nearest year), each drawn for the photo", async () => {
    const { home } = await heldTask();
    const res = await cagesOf(agent, home.task!._id);
    expect(res.statusCode).toBe(200);
    const cages = res.json<{ cages: Offered[] }>().cages;
    // The demo world: RAV4 SUV 2018 ACTIVE, 2021 ARCHIVED, 2024 DELETED, and the 2018 Adventure
    // variant ACTIVE (another drawing, less recently updated).
    expect(cages.map((c) => [c.year, c.status, c.trim === "Adventure"])).toEqual([
      [2018, "ACTIVE", false],
      [2018, "ACTIVE", true],
    ]);
    for (const c of cages) {
      expect(c).toMatchObject({
        make: "Toyota",
        model: "RAV4",
        bodyType: "SUV",
        code: "04",
        mirrored: false,
      });
      expect(c.svg).toMatch(/<svg[\s\S]*data-name="FRONT_DOOR_LEFT"/);
    }
    expect(cages[0]?.svg).not.toBe(cages[1]?.svg);
    // The task shows the best one, as offered.
    expect(home.cage).toEqual(cages[0]);
  });

  it("answers 401 without a token, 403 to another user, 400 for a bad id, 404 for no such task, 409 once the hold is over", async () => {
    const { home } = await heldTask();
    const id = home.task!._id;
    expect((await cagesOf(null, id)).statusCode).toBe(401);
    expect((await cagesOf(other, id)).statusCode).toBe(403);
    expect((await cagesOf(qa, id)).statusCode).toBe(403);
    expect((await cagesOf(agent, "not-a-task")).statusCode).toBe(400);
    expect((await cagesOf(agent, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    await expireLease(t, id);
    const late = await cagesOf(agent, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "LEASE_EXPIRED" });
  });

  it("offers nothing for a photo without an outline", async () => {
    await setStatus(t, admin, "Waiting");
    await ingest(t, admin, { codes: ["03"], vehicle: rav4 });
    const home = (await homework(t, admin)).json<Homework>();
    expect(home.task?.photoCode).toBe("03");
    const res = await cagesOf(admin, home.task!._id);
    await setStatus(t, admin, "Online");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, cages: [] });
  });
});

describe("the chosen cage in the answer's cageInfo", () => {
  const aligned = defaultCageInfo({ width: 1000, height: 500 });

  it("refuses an id that is not offered for the photo (another vehicle's cage, unknown, not a string) and writes nothing", async () => {
    const { home } = await heldTask();
    const camry = await t.database.db
      .selectFrom("cages")
      .select("id")
      .where("model", "=", "Camry")
      .where("status", "=", "ACTIVE")
      .executeTakeFirstOrThrow();
    for (const cageId of [camry.id, "00000000-0000-4000-8000-000000000000", "x", 7]) {
      const res = await answer(t, agent, home.task!._id, "finish", { cageInfo: { ...aligned, cageId } });
      expect(res.statusCode, String(cageId)).toBe(400);
    }
    expect(await rows()).toHaveLength(0);
    const task = await t.database.db
      .selectFrom("tasks")
      .select("status")
      .where("id", "=", home.task!._id)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe("held");
  });

  it("stores an offered choice for the photo; the next task of that photo shows it; 409 after the answer", async () => {
    const { inspection, home } = await heldTask();
    const id = home.task!._id;
    const offered = (await cagesOf(agent, id)).json<{ cages: Offered[] }>().cages;
    const second = offered[1]!;
    const res = await answer(t, agent, id, "finish", { cageInfo: { ...aligned, cageId: second._id } });
    expect(res.statusCode).toBe(200);
    expect(await rows()).toMatchObject([
      { inspection_id: inspection, photo_code: "04", cage_id: second._id, cage_info: aligned },
    ]);
    const done = await cagesOf(agent, id);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: "ALREADY_ANSWERED" });

    // The QC re-check of that photo (QC share 100 %) is drawn with the chosen cage and its alignment.
    const qc = (await homework(t, qa)).json<Homework>();
    expect(qc.task).toMatchObject({ type: "QC", photoCode: "04" });
    expect(qc.cage?._id).toBe(second._id);
    expect(qc.cage?.svg).toBe(second.svg);
    expect(qc.task?.options.cageInfo).toEqual(aligned);
    // Its offers keep the same order; the shown one is the stored choice.
    const again = (await cagesOf(qa, qc.task!._id)).json<{ cages: Offered[] }>().cages;
    expect(again.map((c) => c._id)).toEqual(offered.map((c) => c._id));

    // An alignment sent without a cageId keeps the photo's chosen cage.
    const kept = await answer(t, qa, qc.task!._id, "finish", { cageInfo: aligned });
    expect(kept.statusCode).toBe(200);
    expect((await rows())[0]?.cage_id).toBe(second._id);
  });

  it("a stored choice no longer offered (deleted since) gives way to the best cage", async () => {
    const { home } = await heldTask();
    const offered = (await cagesOf(agent, home.task!._id)).json<{ cages: Offered[] }>().cages;
    const second = offered[1]!;
    await answer(t, agent, home.task!._id, "finish", { cageInfo: { ...aligned, cageId: second._id } });
    await t.database.db
      .updateTable("cages")
      .set({ status: "DELETED" })
      .where("id", "=", second._id)
      .execute();
    try {
      const qc = (await homework(t, qa)).json<Homework>();
      expect(qc.task?.photoCode).toBe("04");
      expect(qc.cage?._id).toBe(offered[0]?._id);
    } finally {
      await t.database.db
        .updateTable("cages")
        .set({ status: "ACTIVE" })
        .where("id", "=", second._id)
        .execute();
    }
  });
});
