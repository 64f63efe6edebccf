import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { clearFailed, kept, type ViewedDamage } from "./support/taskFailed.ts";
import { answer, clearQueue, homework, ingest, setStatus, taskEnv, taskRow } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * QC damage correction (issue 23 item 5): the QA keeps, changes or removes the inspector's damages of a
 * damage photo by their ids and adds missed ones; the failed task gets one detected_damages item per
 * correction (add / edit / reject), all the QA's. Bad input is refused and changes nothing.
 */

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  for (const u of ["admin1", "agent1", "agent2", "agent3", "qa1"]) tok[u] = await loginAs(t.app, u);
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

/** A damage as the workstation sends it: a fraction of the photo (no actual_image). */
const mark = (
  component: string,
  damage_group: string,
  x: number,
  damage_name = "SCRATCH",
  grade_score = 1,
) => ({
  component,
  damage_group,
  damage_name,
  grade_score,
  damage_location: { x, y: 0.5 },
});

const first = (id: string, name: string, priority: number) =>
  t.database.db
    .updateTable("tasks")
    .set({ priority })
    .where("inspection_id", "=", id)
    .where("name", "=", name)
    .where("status", "=", "queued")
    .execute();

/** `token` claims the inspection's `name` task (put first in the queue) and finishes it with `damages`. */
async function finishInspect(token: string, inspectionId: string, name: string, damages: object[]) {
  await first(inspectionId, name, 90);
  await setStatus(t, token, "Waiting");
  const task = (await homework(t, token)).json().task as { _id: string; name: string };
  expect(task.name).toBe(name);
  const done = await answer(t, token, task._id, "finish", { damages });
  expect(done.json().message).toBe(TEXTS.success);
  return task._id;
}

/**
 * agent1 marks a scratch on the front bumper and one on the grille of photo 04 (damage_other); qa1
 * claims its QC task. Answers the QC task as the QA's screen gets it.
 */
async function qcOfTwoDamages() {
  const { id } = await ingest(t, tok.admin1!, {
    codes: ["04"],
    options: { decode: "none", damage_mode: "split" },
  });
  const inspectTaskId = await finishInspect(tok.agent1!, id, "damage_other", [
    mark("FRONT_BUMPER", "PART", 0.1),
    mark("GRILLE", "PART", 0.3),
  ]);
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 95 })
    .where("original_task_id", "=", inspectTaskId)
    .execute();
  await setStatus(t, tok.qa1!, "Waiting");
  const body = (await homework(t, tok.qa1!)).json();
  const qc = body.task as {
    _id: string;
    type: string;
    options: { originalSlotType?: string; originalDamages?: ViewedDamage[] };
  };
  expect(qc.type).toBe("QC");
  return { inspectionId: id, inspectTaskId, qc };
}

const failedOf = (qcTaskId: string) =>
  t.database.db.selectFrom("task_failed").selectAll().where("qc_task_id", "=", qcTaskId).execute();

const damagesOf = (inspectionId: string) =>
  t.database.db
    .selectFrom("damages")
    .select(["id", "component", "damage_name", "grade_score"])
    .where("inspection_id", "=", inspectionId)
    .orderBy("component")
    .execute();

describe("QC damage corrections", () => {
  it("the QC task carries the inspector's damages with their ids and the damage slot type", async () => {
    const { qc } = await qcOfTwoDamages();
    expect(qc.options.originalSlotType).toBe("damage");
    expect(qc.options.originalDamages?.map((d) => [d.component, d.damage_name])).toEqual([
      ["FRONT_BUMPER", "SCRATCH"],
      ["GRILLE", "SCRATCH"],
    ]);
    expect(qc.options.originalDamages?.every((d) => typeof d._id === "string")).toBe(true);
  });

  it("added, changed and removed damages become add / edit / reject items, all the QA's", async () => {
    const { qc, inspectionId, inspectTaskId } = await qcOfTwoDamages();
    const [bumper] = qc.options.originalDamages ?? [];
    const before = await damagesOf(inspectionId);
    const res = await answer(t, tok.qa1!, qc._id, "finish", {
      damages: [
        kept(bumper!, { damage_name: "DENT", grade_score: 2 }),
        mark("HEADLAMP_LEFT", "PART", 0.6, "CRACK", 3),
      ],
    });
    expect(res.json().message).toBe(TEXTS.success);
    const [row] = await failedOf(qc._id);
    expect(row).toMatchObject({
      status: "INSPECTOR-REVIEWING",
      inspector_username: "agent1",
      qa_username: "qa1",
      task_id: inspectTaskId,
      name: "damage_other",
    });
    const items = row?.qa_data.detected_damages ?? [];
    expect(
      items.map((d) => [d.admin_response, d.component, d.damage_name, d.grade_score, d.username]),
    ).toEqual([
      ["edit", "FRONT_BUMPER", "DENT", 2, "qa1"],
      ["add", "HEADLAMP_LEFT", "CRACK", 3, "qa1"],
      ["reject", "GRILLE", "SCRATCH", 1, "qa1"],
    ]);
    expect(items[0]).toMatchObject({ damage_typeAgent: "SCRATCH", damage_location: { x: 0.1, y: 0.5 } });
    expect(items[1]).toMatchObject({ damage_location: { x: 0.6, y: 0.5 } });
    expect(row?.qa_data.messageData).toEqual([{ name: "damage_other", data: TEXTS.qcCorrectionReason }]);
    expect((await taskRow(t, qc._id)).answer).toMatchObject({ qc_result: "correction" });
    // A QC answer never changes the inspection's damages.
    expect(await damagesOf(inspectionId)).toEqual(before);
    // The failed task's detail shows the three corrections to its parties.
    const view = await t.app.inject({
      method: "GET",
      url: `/api/taskFailed/getTaskFailed/${row?.id}`,
      headers: bearer(tok.agent1!),
    });
    expect(view.statusCode).toBe(200);
    expect(
      view.json().taskFailed.qaData.detected_damages.map((d: { admin_response: string }) => d.admin_response),
    ).toEqual(["edit", "add", "reject"]);
  });

  it("every damage kept as the inspector marked it is a pass", async () => {
    const { qc } = await qcOfTwoDamages();
    const res = await answer(t, tok.qa1!, qc._id, "finish", {
      damages: (qc.options.originalDamages ?? []).map((d) => kept(d)),
    });
    expect(res.json().message).toBe(TEXTS.success);
    expect(await failedOf(qc._id)).toHaveLength(0);
    expect((await taskRow(t, qc._id)).answer).toMatchObject({ qc_result: "pass" });
  });

  it("bad input is refused with a clear 4xx and changes nothing; the QA then answers", async () => {
    const { qc, inspectionId } = await qcOfTwoDamages();
    const [bumper, grille] = qc.options.originalDamages ?? [];
    // Another task's damage on the same photo: agent3's body damage (damage_body).
    await finishInspect(tok.agent3!, inspectionId, "damage_body", [mark("HOOD", "BODY", 0.45)]);
    const hood = (await damagesOf(inspectionId)).find((d) => d.component === "HOOD");
    expect(hood).toBeDefined();
    const before = await damagesOf(inspectionId);
    const refusals: [string, string, object[], number, string | null][] = [
      [
        "a part not in the cage",
        tok.qa1!,
        [kept(bumper!), mark("FLUX_CAPACITOR", "PART", 0.7)],
        400,
        TEXTS.damageUnknownPart,
      ],
      [
        "a part of a group the task may not mark",
        tok.qa1!,
        [kept(bumper!), mark("ROOF", "BODY", 0.7)],
        400,
        TEXTS.damageNotAllowed,
      ],
      [
        "another task's damage id",
        tok.qa1!,
        [kept(bumper!), { ...mark("HOOD", "BODY", 0.45), id: hood!.id }],
        400,
        TEXTS.qcDamageUnknown,
      ],
      ["an id named twice", tok.qa1!, [kept(bumper!), kept(bumper!)], 400, TEXTS.qcDamageUnknown],
      [
        "a kept damage moved",
        tok.qa1!,
        [{ ...kept(bumper!), damage_location: { x: 0.2, y: 0.5 } }],
        400,
        TEXTS.qcDamageMoved,
      ],
      [
        "a kept damage on another part",
        tok.qa1!,
        [{ ...kept(grille!), component: "LOWER_GRILLE" }],
        400,
        TEXTS.qcDamageMoved,
      ],
      ["an id that is no id", tok.qa1!, [{ ...kept(bumper!), id: "bumper" }], 400, null],
      ["someone else's task", tok.agent2!, [kept(bumper!)], 403, null],
    ];
    for (const [what, token, damages, status, message] of refusals) {
      const res = await answer(t, token, qc._id, "finish", { damages });
      expect(res.statusCode, what).toBe(status);
      if (message) expect(res.json().message, what).toBe(message);
    }
    expect(await failedOf(qc._id)).toHaveLength(0);
    expect(await taskRow(t, qc._id)).toMatchObject({ status: "held", answer: null });
    expect(await damagesOf(inspectionId)).toEqual(before);
    const res = await answer(t, tok.qa1!, qc._id, "finish", { damages: [kept(bumper!)] });
    expect(res.json().message).toBe(TEXTS.success);
    expect(
      (await failedOf(qc._id))[0]?.qa_data.detected_damages?.map((d) => [d.admin_response, d.component]),
    ).toEqual([["reject", "GRILLE"]]);
  });

  it("an agent's own damage task names no inspector's damage: an id there is refused", async () => {
    const { id } = await ingest(t, tok.admin1!, {
      codes: ["04"],
      options: { decode: "none", damage_mode: "split" },
    });
    await first(id, "damage_other", 90);
    await setStatus(t, tok.agent1!, "Waiting");
    const task = (await homework(t, tok.agent1!)).json().task as { _id: string };
    const res = await answer(t, tok.agent1!, task._id, "finish", {
      damages: [{ ...mark("GRILLE", "PART", 0.3), id: "00000000-0000-4000-8000-000000000000" }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(TEXTS.qcDamageUnknown);
    expect(await damagesOf(id)).toEqual([]);
  });
});
