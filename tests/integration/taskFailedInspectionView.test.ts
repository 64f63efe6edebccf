import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answerThenQc, clearFailed } from "./support/taskFailed.ts";
import { clearQueue, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  for (const u of ["admin1", "agent1", "agent2", "qa1", "trainer1", "trainee1", "viewer1"]) {
    tok[u] = await loginAs(t.app, u);
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearQueue(t);
  await clearFailed(t);
});

const view = (token: string, sessionID: string) =>
  t.app.inject({ method: "GET", url: `/api/inspectionView/${sessionID}`, headers: bearer(token) });

describe("GET /api/inspectionView/:sessionID", () => {
  it("shows the whole inspection to non-agents: photos, tasks with answer and who, vehicle; AGENT refused", async () => {
    await answerThenQc(
      t,
      { admin: tok.admin1!, agent: tok.agent1!, qa: tok.qa1! },
      { odom_reading: 2000, odom_unit: "km" },
    );
    const row = await t.database.db.selectFrom("task_failed").select("session_id").executeTakeFirstOrThrow();
    const res = await view(tok.trainer1!, row.session_id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.inspection.sessionID).toBe(row.session_id);
    expect(body.photos.map((p: { photoCode: string }) => p.photoCode)).toEqual(["03"]);
    const odom = body.tasks.filter((x: { name: string }) => x.name === "odom");
    expect(odom).toHaveLength(1);
    expect(odom[0]).toMatchObject({ answerKind: "accepted", answeredBy: "agent1", photoCode: "03" });
    expect(odom[0].answer).toMatchObject({ odom_unit: "km" });
    expect(odom[0].answer.fingerprint).toBeUndefined();
    const qc = body.tasks.find((x: { type: string }) => x.type === "QC");
    expect(qc).toMatchObject({ answeredBy: "qa1" });
    for (const u of ["qa1", "admin1", "trainee1", "viewer1"])
      expect((await view(tok[u]!, row.session_id)).statusCode).toBe(200);
    expect((await view(tok.agent1!, row.session_id)).statusCode).toBe(403);
    expect((await view(tok.trainer1!, "NO-SUCH-SESSION")).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/inspectionView/${row.session_id}` })).statusCode,
    ).toBe(401);
  });

  it("the inspector of a failed task may load its inspection's photos; another agent may not", async () => {
    await answerThenQc(
      t,
      { admin: tok.admin1!, agent: tok.agent1!, qa: tok.qa1! },
      { odom_reading: 2000, odom_unit: "km" },
    );
    const { inspection_id } = await t.database.db
      .selectFrom("task_failed")
      .select("inspection_id")
      .executeTakeFirstOrThrow();
    const photo = await t.database.db
      .selectFrom("photos")
      .select("id")
      .where("inspection_id", "=", inspection_id!)
      .executeTakeFirstOrThrow();
    const get = (token: string) =>
      t.app.inject({ method: "GET", url: `/api/photos/${photo.id}`, headers: bearer(token) });
    // The test photos are given by URL (nothing stored): past the access check the answer is 404.
    expect((await get(tok.agent1!)).statusCode).toBe(404);
    expect((await get(tok.agent2!)).statusCode).toBe(403);
  });
});
