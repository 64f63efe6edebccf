import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { answer, expireLease, homework, ingest, taskRow, withAgentApp } from "./support/tasks.ts";
import { bearer, type TestApp } from "./support/testApp.ts";

/**
 * The bad-input side of the lease calls and lookups (issue 3, "every call with good and bad input"):
 * plus-time only for the holder of a live damage_body lease, once; answers to a task that does not
 * exist; a trims lookup of an unknown session. Every refusal leaves the task as it was.
 */
let t: TestApp;
let admin: string;
let holder: string;
let other: string;
// agent3: damage, tire, glass, interior; Waiting before each test.
withAgentApp(
  (app) => {
    ({
      t,
      admin,
      agent: holder,
      others: [other],
    } = app);
  },
  "agent3",
  ["agent1"],
);

/** agent3 claims the inspection's task of `skill` on photo 05 (split damage mode). */
async function claim(skill: string): Promise<string> {
  await ingest(t, admin, { codes: ["05"], options: { decode: "none", damage_mode: "split" } });
  await sql`update tasks set priority = 10 where name = ${skill} and status = 'queued'`.execute(
    t.database.db,
  );
  const task = (await homework(t, holder)).json().task as { _id: string; name: string };
  expect(task.name).toBe(skill);
  return task._id;
}

const lease = async (id: string) => (await taskRow(t, id)).lease_expires_at?.getTime();

describe("plus-time refusals", () => {
  it("another agent's plus-time is 403 and the holder's lease is unchanged", async () => {
    const id = await claim("damage_body");
    const before = await lease(id);
    expect((await answer(t, other, id, "plusTime")).statusCode).toBe(403);
    expect(await lease(id)).toBe(before);
    expect((await taskRow(t, id)).plus_time_used).toBe(false);
  });

  it("a task other than damage_body gets no plus-time (400) and keeps its lease", async () => {
    const id = await claim("damage_other");
    const before = await lease(id);
    const res = await answer(t, holder, id, "plusTime");
    expect(res.statusCode).toBe(400);
    expect(await lease(id)).toBe(before);
  });

  it("a lease that has run out is not extended (409)", async () => {
    const id = await claim("damage_body");
    await expireLease(t, id);
    const before = await lease(id);
    expect((await answer(t, holder, id, "plusTime")).statusCode).toBe(409);
    expect(await lease(id)).toBe(before);
    expect((await taskRow(t, id)).plus_time_used).toBe(false);
  });
});

describe("calls on what does not exist", () => {
  const missing = "00000000-0000-4000-8000-000000000000";
  it.each(["accept", "reject", "finish", "timeout", "plusTime"])(
    "%s on an unknown task is 404",
    async (action) => {
      const payload = action === "reject" ? { message: "Photo is blurry" } : {};
      const res = await answer(t, holder, missing, action, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
    },
  );

  it("the trims lookup of an unknown session is 404", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/vehicle/trims/NOPE",
      headers: bearer(holder),
    });
    expect(res.statusCode).toBe(404);
  });
});
