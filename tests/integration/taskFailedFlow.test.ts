import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import {
  answerThenQc,
  clearFailed,
  confirm,
  failedRow,
  insertFailed,
  list,
  totalOf,
} from "./support/taskFailed.ts";
import { clearQueue, taskEnv, taskRow } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp(taskEnv({ AUTO_VERIFY_AFTER_HOURS: "48" }));
  for (const u of ["admin1", "agent1", "agent2", "qa1", "trainer1", "super1", "trainee1"]) {
    tok[u] = await loginAs(t.app, u);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

const tokens = () => ({ admin: tok.admin1!, agent: tok.agent1!, qa: tok.qa1! });

const failedOf = (qcTaskId: string) =>
  t.database.db.selectFrom("task_failed").selectAll().where("qc_task_id", "=", qcTaskId).execute();

describe("creation from QC", () => {
  it("a corrected QC answer creates an INSPECTOR-REVIEWING failed task with the difference", async () => {
    const { qcTaskId, inspectTaskId } = await answerThenQc(t, tokens(), {
      odom_reading: 2000,
      odom_unit: "km",
    });
    const rows = await failedOf(qcTaskId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "INSPECTOR-REVIEWING",
      inspector_username: "agent1",
      qa_username: "qa1",
      task_id: inspectTaskId,
      name: "odom",
      photo_code: "03",
      type: "QC",
    });
    expect(rows[0]?.qa_data.inspectData).toEqual([
      { name: "odom_reading", data: { inspector: "1000", qa: "2000" } },
    ]);
    expect(rows[0]?.qa_data.messageData).toEqual([{ name: "odom", data: TEXTS.qcCorrectionReason }]);
    expect((await taskRow(t, qcTaskId)).answer).toMatchObject({ qc_result: "correction" });
    expect(await totalOf(t, "agent1")).toBe(1);
    const res = await list(t, tok.agent1!, {});
    expect(res.json()).toMatchObject({ total: 1, totalTaskFailed: 1 });
  });

  it("a QA reject gives the reason; a pass creates none", async () => {
    const rejected = await answerThenQc(t, tokens(), { message: "qc_wrong_data", from: "QC" }, "reject");
    const [row] = await failedOf(rejected.qcTaskId);
    expect(row?.qa_data.messageData).toEqual([{ name: "odom", data: "Inspector data is wrong" }]);
    const passed = await answerThenQc(t, tokens(), { odom_reading: 1000, odom_unit: "km" });
    expect(await failedOf(passed.qcTaskId)).toHaveLength(0);
    expect((await taskRow(t, passed.qcTaskId)).answer).toMatchObject({ qc_result: "pass" });
  });

  it("a pass as the screens send it (each side its own accept reason) creates none", async () => {
    const passed = await answerThenQc(
      t,
      tokens(),
      { message: "qc_pass", odom_reading: 1000, odom_unit: "km" },
      "accept",
      { action: "accept", body: { message: "odom_ok", odom_reading: 1000, odom_unit: "km" } },
    );
    expect(await failedOf(passed.qcTaskId)).toHaveLength(0);
    expect((await taskRow(t, passed.qcTaskId)).answer).toMatchObject({ qc_result: "pass" });
  });

  it("the QA passes an inspector's rejection with 'Inspector answer is right' and no data", async () => {
    const passed = await answerThenQc(t, tokens(), { message: "qc_pass" }, "accept", {
      action: "reject",
      body: { message: "no_odometer", from: "INSPECT" },
    });
    expect(await failedOf(passed.qcTaskId)).toHaveLength(0);
    expect((await taskRow(t, passed.qcTaskId)).answer).toMatchObject({ qc_result: "pass" });
  });

  // Damage corrections (added, changed, removed by id): taskFailedQcDamages.test.ts.

  it("the detail shows the original task, inspection and vehicle; an agent only their own", async () => {
    const { qcTaskId } = await answerThenQc(t, tokens(), { odom_reading: 5, odom_unit: "mi" });
    const [row] = await failedOf(qcTaskId);
    const url = `/api/taskFailed/getTaskFailed/${row?.id}`;
    const own = await t.app.inject({ method: "GET", url, headers: bearer(tok.agent1!) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      taskFailed: { _id: row?.id, infor: { photoCode: "03", name: "odom", type: "QC" } },
      task: { name: "odom", photoCode: "03" },
      inspection: { sessionID: row?.session_id },
      vehicle: {},
      taskSlot: { photoCode: "03" },
    });
    expect((await t.app.inject({ method: "GET", url, headers: bearer(tok.agent2!) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(tok.trainee1!) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url, headers: bearer(tok.admin1!) })).statusCode).toBe(200);
    const missing = "/api/taskFailed/getTaskFailed/00000000-0000-4000-8000-000000000000";
    expect(
      (await t.app.inject({ method: "GET", url: missing, headers: bearer(tok.super1!) })).statusCode,
    ).toBe(404);
  });
});

describe("the confirm loop over HTTP", () => {
  it("inspector owns every item → VERIFIED with finishedAt and the note", async () => {
    const { qcTaskId } = await answerThenQc(t, tokens(), { odom_reading: 3, odom_unit: "km" });
    const [row] = await failedOf(qcTaskId);
    const data = {
      messageData: row?.qa_data.messageData?.map((i) => ({ ...i, action: "inspector" })),
      inspectData: row?.qa_data.inspectData?.map((i) => ({ ...i, action: "inspector" })),
    };
    const res = await confirm(t, tok.agent1!, { id: row?.id, data, message: "my bad" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taskFailed: { status: "VERIFIED" }, totalTaskFailed: 0 });
    expect(res.json().taskFailed.finishedAt).not.toBeNull();
    expect(res.json().taskFailed.notes).toEqual([
      expect.objectContaining({ message: "my bad", username: "agent1", role: "AGENT" }),
    ]);
  });

  it("dispute → QA-REVIEWING; QA insists → VERIFYING; parties add messages; trainer settles → VERIFIED", async () => {
    const { qcTaskId } = await answerThenQc(t, tokens(), { odom_reading: 4, odom_unit: "km" });
    const [row] = await failedOf(qcTaskId);
    const id = row!.id;
    const mark = (action: string) => ({
      messageData: [{ action: "inspector" }],
      inspectData: [{ action }],
    });
    const disputed = await confirm(t, tok.agent1!, { id, data: mark("qa"), message: "not me" });
    expect(disputed.json().taskFailed.status).toBe("QA-REVIEWING");
    expect(await totalOf(t, "agent1")).toBe(0);
    expect(await totalOf(t, "qa1")).toBe(1);
    // The inspector may not confirm again at QA-REVIEWING.
    expect((await confirm(t, tok.agent1!, { id, data: mark("inspector") })).statusCode).toBe(403);
    const insisted = await confirm(t, tok.qa1!, { id, data: mark("inspector"), message: "it is you" });
    expect(insisted.json()).toMatchObject({ taskFailed: { status: "VERIFYING" }, totalTaskFailed: 0 });
    const note = await confirm(t, tok.agent1!, { id, message: "please check" });
    expect(note.json().taskFailed.status).toBe("VERIFYING");
    // At VERIFYING a party's changes to items are not taken: only a message.
    expect((await failedRow(t, id))?.qa_data.inspectData?.[0]?.action).toBe("inspector");
    const settled = await confirm(t, tok.trainer1!, {
      id,
      data: { messageData: [{}], inspectData: [{ action: "support" }] },
    });
    expect(settled.statusCode).toBe(200);
    const item = settled.json().taskFailed.qaData.inspectData[0];
    expect(item).toMatchObject({
      action: "support",
      critical: false,
      trainerAction: "support",
      trainerUsername: "trainer1",
    });
    expect(settled.json().taskFailed.status).toBe("VERIFIED");
    expect(settled.json().taskFailed.notes.map((n: { message: string }) => n.message)).toEqual([
      "not me",
      "it is you",
      "please check",
      "Confirm",
    ]);
  });

  it("QA accepts the dispute → VERIFIED", async () => {
    const row = await insertFailed(t, {
      status: "QA-REVIEWING",
      qaData: { messageData: [{ name: "odom", data: "x", action: "qa" }] },
    });
    const res = await confirm(t, tok.qa1!, { id: row.id, data: { messageData: [{ action: "qa" }] } });
    expect(res.json().taskFailed.status).toBe("VERIFIED");
  });
});
