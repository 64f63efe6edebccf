import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay } from "../../src/domain/dateRange.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { answer, clearQueue, homework, ingest, setStatus, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * GET /api/users/agents/stats keys its days by the caller's own timezone (product §S1), read
 * from the user's row on every call — not the server's zone, not the default. Kiritimati (UTC+14) and
 * Pago Pago (UTC-11) are 25 hours apart, so the same moment always falls on different dates there, and
 * at any hour at least one of them differs from the default zone (Asia/Ho_Chi_Minh, UTC+7).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
  await clearQueue(t);
});
afterAll(() => t.close());

const EAST = "Pacific/Kiritimati";
const WEST = "Pacific/Pago_Pago";

describe("agent statistics in the user's timezone", () => {
  it("puts today's work under the user's own date, and follows a change of the user's timezone", async () => {
    await t.services.users.upsert({
      username: "tzagent",
      passwordHash: await hashPassword("demo1234"),
      role: "AGENT",
      sex: "Other",
      email: "",
      skills: ["odom"],
      timezone: EAST,
    });
    const agent = await loginAs(t.app, "tzagent");
    const before = new Date();
    await setStatus(t, agent, "Waiting");
    await ingest(t, admin, { codes: ["03"] });
    const task = (await homework(t, agent)).json().task;
    const ok = await answer(t, agent, task._id, "accept", { odom_reading: 4200, odom_unit: "km" });
    expect(ok.statusCode).toBe(200);
    const stats = async () =>
      (await t.app.inject({ method: "GET", url: "/api/users/agents/stats", headers: bearer(agent) })).json();

    const expectDay = async (timezone: string) => {
      const body = await stats();
      const [from, to] = [formatDay(before, timezone), formatDay(new Date(), timezone)];
      // Only a run that crosses that zone's midnight could see two dates; then either is right.
      expect([from, to]).toContain(Object.keys(body.byDate)[0]);
      if (from === to) expect(Object.keys(body.byDate)).toEqual([to]);
      expect(body.today).toMatchObject({ total: 1, byType: { accepted: 1 }, handle: 1 });
      expect(body.total).toBe(1);
      return Object.keys(body.byDate)[0];
    };

    const east = await expectDay(EAST);
    await t.database.db
      .updateTable("users")
      .set({ timezone: WEST })
      .where("username", "=", "tzagent")
      .execute();
    const west = await expectDay(WEST);
    expect(west).not.toBe(east);
    await setStatus(t, agent, "Online");
  });
});
