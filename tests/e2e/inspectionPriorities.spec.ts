import { type APIRequestContext, expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, loginViaUi, screenshot } from "./support/app.ts";
import { ingestSession } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const TRAINEE = journeyUser("prio", "trainee1");
const QA = journeyUser("prio", "qa1");

// biome-ignore lint/suspicious/noExplicitAny: answers of the API read loosely in a test script
type Json = Record<string, any>;

/** The product's own calls, as a second browser would make them. */
const api = (request: APIRequestContext, token: string) => ({
  status: (status: "Waiting" | "Online") =>
    request.put("/api/users/updateAction", {
      headers: { Authorization: `Bearer ${token}` },
      data: { status },
    }),
  homework: async (): Promise<Json> =>
    (
      await request.get("/api/tasks/random/homework", { headers: { Authorization: `Bearer ${token}` } })
    ).json(),
  answer: (id: string, action: string, data: Json) =>
    request.put(`/api/tasks/${id}/${action}`, { headers: { Authorization: `Bearer ${token}` }, data }),
});

const READINGS = [1001, 1002, 1003, 1004, 1005, 1006];

test("more than 5 failed tasks: the waiting screen says 'Too many priorities' instead of a task", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const ourSessions = new Set<string>();
  for (const _ of READINGS)
    ourSessions.add(
      await ingestSession(request, { codes: ["03"], options: { decode: "none" }, priority: 95 }),
    );

  // The trainee reads six odometers ...
  const trainee = api(request, (await apiLogin(request, TRAINEE)).token);
  await trainee.status("Waiting");
  for (let done = 0; done < READINGS.length; ) {
    const res = await trainee.homework();
    expect(res.task, JSON.stringify(res)).toBeTruthy();
    // Only our sessions' odometers are read; anything other specs left queued is rejected.
    if (res.task.name === "odom" && ourSessions.has(res.inspection?.sessionID)) {
      const body = { message: "odom_ok", odom_reading: READINGS[done], odom_unit: "km" };
      expect((await trainee.answer(res.task._id, "accept", body)).status()).toBe(200);
      done += 1;
    } else {
      const reason = res.taskSetting.rejects[0].description;
      await trainee.answer(res.task._id, "reject", { message: reason, from: "INSPECT" });
    }
  }
  await trainee.status("Online");

  // ... and the QA corrects each of them (other QC work is passed as it is).
  const qa = api(request, (await apiLogin(request, QA)).token);
  await qa.status("Waiting");
  for (let corrected = 0; corrected < READINGS.length; ) {
    const res = await qa.homework();
    expect(res.task, JSON.stringify(res)).toBeTruthy();
    const kind = res.task.options.originalAnswer?.kind as string | undefined;
    const original = (res.task.options.originalAnswer?.body ?? {}) as Json;
    const ours = READINGS.includes(Number(original.odom_reading));
    const { message: _m, from: _f, ...fields } = original;
    // Ours are corrected; other work is passed as the screens pass it ('Inspector answer is right').
    const [action, body] = ours
      ? ["accept", { message: "qc_pass", odom_reading: 5, odom_unit: "km" }]
      : kind === "finished"
        ? ["finish", { damages: original.damages ?? [] }]
        : kind === "rejected"
          ? ["accept", { message: "qc_pass" }]
          : ["accept", { ...fields, message: "qc_pass" }];
    const answered = await qa.answer(res.task._id, action, body);
    expect(answered.status(), `${action} ${JSON.stringify(body)}: ${await answered.text()}`).toBe(200);
    if (ours) corrected += 1;
  }
  await qa.status("Online");

  await loginViaUi(page, TRAINEE);
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(TEXTS.tooManyPriorities);
  await expect(page.getByRole("timer")).toHaveCount(0);
  await screenshot(page, "inspection-too-many-priorities");
});
