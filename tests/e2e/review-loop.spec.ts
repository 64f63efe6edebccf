import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin } from "./support/app.ts";
import { reachTask } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import { pageAs, shot } from "./support/reviewLoop.ts";

const AGENT = journeyUser("loop", "agent1");
const QA = journeyUser("loop", "qa1");
const TRAINER = journeyUser("loop", "trainer1");

// The machine running these is shared and often loaded: first paints of a lazy page can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The whole review loop on the demo world, through the screens: an agent answers an odometer task,
 * a QA corrects it in QC, the agent sees the badge and the failed task and disputes it, the QA
 * insists, a trainer settles it, and the leaderboard counts the points.
 */

const SESSION = `LOOP${Date.now().toString(36).toUpperCase()}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new inspection with only an odometer photo (a demo one), first in the queue. */
async function ingestOdometerInspection(request: APIRequestContext) {
  const { token } = await apiLogin(request, "admin1");
  const demo = await request.get("/api/inspectionView/SDEMO0001", { headers: auth(token) });
  const odo = (await demo.json()).photos.find((p: { photoCode: string }) => p.photoCode === "03");
  const bytes = await (await request.get(`${odo.url}?size=original`, { headers: auth(token) })).body();
  const res = await request.post("/api/inspections", {
    headers: auth(token),
    data: {
      sessionID: SESSION,
      priority: 100,
      options: { decode: "none" },
      photos: [{ photoCode: "03", data: bytes.toString("base64") }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function inspectorPoints(request: APIRequestContext, username: string): Promise<number> {
  const { token } = await apiLogin(request, "trainer1");
  const res = await request.get("/api/taskFailed/statisticTaskFailed", { headers: auth(token) });
  return (await res.json()).dataInspector[username]?.point ?? 0;
}

/** Starts inspecting and answers the odometer task of SESSION with this reading. */
async function answerOdometer(page: Page, reading: string) {
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  // Anything queued before it (a retry's earlier session, another journey's work) is answered first.
  await reachTask(page, SESSION, "03");
  const field = page.getByLabel(TEXTS.odometerReadingLabel);
  await field.fill(reading);
  const answered = page.waitForResponse("**/api/tasks/*/accept");
  await page.getByRole("region", { name: TEXTS.acceptButtons }).getByRole("button").first().click();
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .click();
  expect((await (await answered).json()).message).toBe(TEXTS.success);
}

const badge = (page: Page) => page.getByTestId("failed-task-badge");
const item = (page: Page, name: RegExp) => page.getByRole("radiogroup", { name });
const pick = async (page: Page, name: RegExp, action: "inspector" | "qa" | "support" | "review") =>
  item(page, name).getByRole("radio", { name: TEXTS.actionLabels[action], exact: true }).check();

async function confirmWith(page: Page, message: string, status: string) {
  if (message) await page.getByLabel(TEXTS.messageLabel).fill(message);
  const done = page.waitForResponse("**/api/taskFailed/confirmTaskFailed");
  await page.getByRole("button", { name: TEXTS.confirmDefaultMessage }).click();
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .click();
  const res = await done;
  expect(res.status()).toBe(200);
  // The server's answer says the new status: the page itself moves on to the next task of the user's
  // queue (issue 23), which holds whatever else waits for that role (demo tasks included).
  expect(((await res.json()) as { taskFailed: { status: string } }).taskFailed.status).toBe(status);
}

async function openLoopTask(page: Page) {
  const row = page.getByTestId("task-failed-row").filter({ hasText: SESSION });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: TEXTS.viewTaskFailed }).click();
  await expect(page.getByRole("heading", { name: TEXTS.pageTaskFailedDetail })).toBeVisible();
}

test("the whole loop: answer, QC correction, dispute, insist, settle, leaderboard", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  await ingestOdometerInspection(request);
  const pointsBefore = await inspectorPoints(request, AGENT);

  // 1. The agent answers the odometer task.
  const agent = await pageAs(browser, baseURL!, AGENT, "/inspections");
  const agentBadgeBefore = Number(await badge(agent).textContent());
  await answerOdometer(agent, "12345");

  // 2. The QA re-checks it in QC (the form shows the agent's answer) and corrects the reading.
  const qa = await pageAs(browser, baseURL!, QA, "/inspections");
  const qaBadgeBefore = Number(await badge(qa).textContent());
  await expect(async () => {
    await answerOdometer(qa, "12845");
  }).toPass({ intervals: [500], timeout: 60_000 });
  await shot(qa, "loop-qc-answered");

  // 3. The agent's badge counts the new failed task; the list shows it; the agent disputes.
  // (In-app navigation only: leaving the tab logs out, product §4.) The badge links to the list.
  await expect(badge(agent)).toBeVisible();
  await badge(agent).click();
  await expect(badge(agent)).toHaveText(String(agentBadgeBefore + 1));
  await openLoopTask(agent);
  await expect(agent.getByText("odom_reading: 12345 → 12845")).toBeVisible();
  await shot(agent, "loop-agent-detail");
  await pick(agent, /Reason:/, "qa");
  await pick(agent, /odom_reading/, "qa");
  await confirmWith(
    agent,
    "I read 12345 on the odometer.\nSee www.example.com/odo for the zoom.",
    "QA-REVIEWING",
  );
  await expect(badge(agent)).toHaveText(String(agentBadgeBefore));
  // A confirm moves on to the next task of the queue, or back to the list (issue 23): the note shows on
  // the task, found again from the list.
  await badge(agent).click();
  await agent.getByRole("checkbox", { name: TEXTS.filterMyQueue }).uncheck();
  await agent.getByLabel(TEXTS.filterSessionId).fill(SESSION);
  await agent.getByLabel(TEXTS.filterSessionId).press("Enter");
  await openLoopTask(agent);
  await expect(agent.getByRole("link", { name: "www.example.com/odo" })).toHaveAttribute(
    "href",
    "https://www.example.com/odo",
  );
  await shot(agent, "loop-agent-disputed");

  // 4. The QA sees it waiting for them and insists: the inspector's mistake.
  await badge(qa).click();
  await qa.getByLabel(TEXTS.filterSessionId).fill(SESSION);
  await qa.getByLabel(TEXTS.filterSessionId).press("Enter");
  await expect(badge(qa)).toHaveText(String(qaBadgeBefore + 1));
  await openLoopTask(qa);
  await expect(qa.getByText("I read 12345 on the odometer.")).toBeVisible();
  await pick(qa, /Reason:/, "inspector");
  await pick(qa, /odom_reading/, "inspector");
  await confirmWith(qa, "The odometer shows 12845, the 8 is clear.", "VERIFYING");
  await expect(badge(qa)).toHaveText(String(qaBadgeBefore));
  await shot(qa, "loop-qa-insisted");

  // 5. A trainer settles it: the reason is the inspector's (critical), the field only needed support.
  const trainer = await pageAs(
    browser,
    baseURL!,
    TRAINER,
    `/performance/listTaskFailed?page=1&sessionID=${SESSION}`,
  );
  await openLoopTask(trainer);
  // Items open as the data has them, not all critical (issue 23): the trainer marks the inspector's
  // mistake critical itself (the reason is already the QA's "inspector", so picking it changes nothing).
  for (const s of await trainer.getByRole("switch", { name: TEXTS.criticalLabel }).all())
    await expect(s).not.toBeChecked();
  await pick(trainer, /Reason:/, "inspector");
  await trainer.getByRole("switch", { name: TEXTS.criticalLabel }).first().check();
  await expect(trainer.getByRole("switch", { name: TEXTS.criticalLabel }).first()).toBeChecked();
  await pick(trainer, /odom_reading/, "support");
  await expect(trainer.getByRole("switch", { name: TEXTS.criticalLabel }).nth(1)).not.toBeChecked();
  await expect(trainer.getByText(TEXTS.trainerTag(TEXTS.actionLabels.support, TRAINER))).toBeVisible();
  await confirmWith(trainer, "", "VERIFIED");
  await shot(trainer, "loop-trainer-settled");

  // 6. The leaderboard: one critical inspector item = 2 points; support counts nothing. (The confirm
  // moved the trainer on in its queue; the navigation bar's Performance entry leads to the statistic.)
  expect(await inspectorPoints(request, AGENT)).toBe(pointsBefore + 2);
  await trainer
    .getByRole("navigation", { name: TEXTS.navigationLabel })
    .getByRole("link", { name: TEXTS.navPerformance, exact: true })
    .click();
  await trainer.getByRole("link", { name: TEXTS.pageStatistic }).click();
  const board = trainer.getByRole("table", { name: TEXTS.topInspector });
  await expect(
    board.getByRole("row", { name: new RegExp(`(^|\\s)${AGENT} ${pointsBefore + 2}$`) }),
  ).toBeVisible();
  await shot(trainer, "loop-leaderboard");
});
