import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { clearFailed, kept, type ViewedDamage } from "./support/taskFailed.ts";
import { answer, clearQueue, homework, ingest, setStatus, taskEnv, taskRow } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Accept on a QC damage task (issue 23, docs/decisions.md "Failed tasks"): the QA's screen sends the
 * photo's damages with an accept as with Finish, and the server diffs them alike, so a QA who corrected
 * the marks and pressed 'Inspector answer is right' loses nothing: the corrections become the failed
 * task's detected_damages. The result document then tells two damages on one part apart by id.
 */

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  for (const u of ["admin1", "agent1", "qa1"]) tok[u] = await loginAs(t.app, u);
}, 120_000);
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

/** A damage as the workstation sends it: a fraction of the photo (no actual_image). */
const mark = (component: string, x: number, damage_name = "SCRATCH", grade_score = 1) => ({
  component,
  damage_group: "PART",
  damage_name,
  grade_score,
  damage_location: { x, y: 0.5 },
});

/** agent1 finishes photo 04's damage_other with `damages`; qa1 claims its QC task. */
async function qcOf(damages: object[]) {
  const { id, sessionID } = await ingest(t, tok.admin1!, {
    codes: ["04"],
    options: { decode: "none", damage_mode: "split" },
  });
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 90 })
    .where("inspection_id", "=", id)
    .where("name", "=", "damage_other")
    .execute();
  await setStatus(t, tok.agent1!, "Waiting");
  const inspect = (await homework(t, tok.agent1!)).json().task as { _id: string; name: string };
  expect(inspect.name).toBe("damage_other");
  expect((await answer(t, tok.agent1!, inspect._id, "finish", { damages })).json().message).toBe(
    TEXTS.success,
  );
  await t.database.db
    .updateTable("tasks")
    .set({ priority: 95 })
    .where("original_task_id", "=", inspect._id)
    .execute();
  await setStatus(t, tok.qa1!, "Waiting");
  const qc = (await homework(t, tok.qa1!)).json().task as {
    _id: string;
    type: string;
    options: { originalDamages?: ViewedDamage[] };
  };
  expect(qc.type).toBe("QC");
  return { sessionID, qc, inspector: qc.options.originalDamages ?? [] };
}

const failedOf = (qcTaskId: string) =>
  t.database.db.selectFrom("task_failed").selectAll().where("qc_task_id", "=", qcTaskId).execute();

describe("Accept on a QC damage task keeps the QA's corrections", () => {
  it("added, changed and removed damages sent with 'Inspector answer is right' make the failed task", async () => {
    const { qc, inspector } = await qcOf([mark("FRONT_BUMPER", 0.1), mark("GRILLE", 0.3)]);
    const [bumper] = inspector;
    const res = await answer(t, tok.qa1!, qc._id, "accept", {
      message: "qc_pass",
      damages: [
        kept(bumper!, { damage_name: "DENT", grade_score: 2 }),
        mark("HEADLAMP_LEFT", 0.6, "CRACK", 3),
      ],
    });
    expect(res.json().message).toBe(TEXTS.success);
    const [row] = await failedOf(qc._id);
    expect(
      row?.qa_data.detected_damages?.map((d) => [d.admin_response, d.component, d.damage_name, d.username]),
    ).toEqual([
      ["edit", "FRONT_BUMPER", "DENT", "qa1"],
      ["add", "HEADLAMP_LEFT", "CRACK", "qa1"],
      ["reject", "GRILLE", "SCRATCH", "qa1"],
    ]);
    expect(await taskRow(t, qc._id)).toMatchObject({
      status: "done",
      answer: { kind: "accepted", qc_result: "correction" },
    });
  });

  it("the inspector's damages sent back as they were: a pass", async () => {
    const { qc, inspector } = await qcOf([mark("FRONT_BUMPER", 0.1), mark("GRILLE", 0.3)]);
    const res = await answer(t, tok.qa1!, qc._id, "accept", {
      message: "qc_pass",
      damages: inspector.map((d) => kept(d)),
    });
    expect(res.json().message).toBe(TEXTS.success);
    expect(await failedOf(qc._id)).toHaveLength(0);
    expect((await taskRow(t, qc._id)).answer).toMatchObject({ qc_result: "pass" });
  });

  it("every damage removed and accepted: each is a reject, not a pass", async () => {
    const { qc } = await qcOf([mark("FRONT_BUMPER", 0.1), mark("GRILLE", 0.3)]);
    const res = await answer(t, tok.qa1!, qc._id, "accept", { message: "qc_pass", damages: [] });
    expect(res.json().message).toBe(TEXTS.success);
    expect((await failedOf(qc._id))[0]?.qa_data.detected_damages?.map((d) => d.admin_response)).toEqual([
      "reject",
      "reject",
    ]);
  });

  it("two damages on one part: the result document tells which one the QA removed and which it changed", async () => {
    const { sessionID, qc, inspector } = await qcOf([mark("FRONT_BUMPER", 0.1), mark("FRONT_BUMPER", 0.2)]);
    const [left, right] = inspector;
    expect([left?.component, right?.component]).toEqual(["FRONT_BUMPER", "FRONT_BUMPER"]);
    // The QA keeps the right one with another grade and removes the left one.
    const res = await answer(t, tok.qa1!, qc._id, "accept", {
      message: "qc_pass",
      damages: [kept(right!, { grade_score: 3 })],
    });
    expect(res.json().message).toBe(TEXTS.success);
    const doc = await t.app.inject({
      method: "GET",
      url: `/api/inspections/${sessionID}/result`,
      headers: bearer(tok.admin1!),
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const outcomes = (doc.json().damages as { id: string; qc: string }[]).map((d) => [d.id, d.qc]);
    expect(outcomes).toEqual(
      expect.arrayContaining([
        [left!._id, "removed"],
        [right!._id, "edited"],
      ]),
    );
  });
});
