import { type Browser, expect as baseExpect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { type Json, worker } from "./support/apiWorker.ts";
import { DEMO_PASSWORD, LoginPage, screenshot } from "./support/app.ts";
import { failedTaskAt } from "./support/failedTasks.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import { pageAs } from "./support/reviewLoop.ts";

// The machine running these is shared and often loaded: the first paint of a lazy page has taken 20 s.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// Each journey's pages close with it: an open page of an earlier journey only slows the next one down.
const opened: Page[] = [];
const open = async (...args: Parameters<typeof pageAs>): Promise<Page> => {
  const page = await pageAs(...args);
  opened.push(page);
  return page;
};
test.afterEach(async () => {
  for (const page of opened.splice(0)) if (!page.isClosed()) await page.context().close();
});

/**
 * Issue 23: each user's queue, from the badge; a trainer settling by keyboard; the list's filters in
 * the URL. Every journey makes its own failed tasks, as its own agent and QA (failedTaskAt), and reads
 * only those: the inspector's and the QA's queues hold nothing else; a trainer's queue holds every
 * VERIFYING task, so what it asserts of the others is only their status and their count.
 */

const badge = (page: Page) => page.getByTestId("failed-task-badge");
const rows = (page: Page) => page.getByTestId("task-failed-row");
const myQueue = (page: Page) => page.getByRole("checkbox", { name: TEXTS.filterMyQueue });

/** The badge's count once the page shows one. */
async function badgeCount(page: Page): Promise<number> {
  await expect(badge(page)).toHaveText(/^\d+$/);
  return Number(await badge(page).textContent());
}

/** Signs in on the start screen and follows the badge: the list of what waits for the user. */
async function openFromBadge(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const page = await open(browser, baseURL, username, "/inspections");
  await expect(badge(page)).toHaveText(/^\d+$/, { timeout: 60_000 });
  await badge(page).click();
  await expect(page).toHaveURL(/\/performance\/listTaskFailed\?.*queue=mine/);
  await expect(myQueue(page)).toBeChecked({ timeout: 60_000 });
  return page;
}

/**
 * The queue shows what the badge counts, all of it at `status`, this journey's task first (newest
 * first). A retry of the journey adds to its users' queues, so the count is the badge's, not a number.
 */
async function expectQueue(page: Page, status: string, session: string): Promise<number> {
  const waiting = await badgeCount(page);
  expect(waiting).toBeGreaterThanOrEqual(1);
  await expect(rows(page).first()).toContainText(session);
  await expect(rows(page)).toHaveCount(Math.min(waiting, 50));
  for (const row of await rows(page).all()) await expect(row).toContainText(status);
  return waiting;
}

test("each role's badge lands on its queue: inspector, the task's QA, trainer", async ({
  browser,
  baseURL,
  request,
}) => {
  const parties = { agent: journeyUser("rqb", "agent1"), qa: journeyUser("rqb", "qa1") };
  const forInspector = await failedTaskAt(request, parties, "INSPECTOR-REVIEWING");
  const forQa = await failedTaskAt(request, parties, "QA-REVIEWING");
  const forTrainer = await failedTaskAt(request, parties, "VERIFYING");

  // The inspector is a party to all three; only the INSPECTOR-REVIEWING one waits for it.
  const agent = await openFromBadge(browser, baseURL!, parties.agent);
  await expectQueue(agent, "INSPECTOR-REVIEWING", forInspector.sessionID);
  await agent.context().close();

  // The task's QA (a QA here; any role with the qc skill alike): the QA-REVIEWING one.
  const qa = await openFromBadge(browser, baseURL!, parties.qa);
  await expectQueue(qa, "QA-REVIEWING", forQa.sessionID);
  await qa.context().close();

  // A trainer: every VERIFYING task, this journey's among them.
  const trainer = await openFromBadge(browser, baseURL!, journeyUser("rqb", "trainer1"));
  await expectQueue(trainer, "VERIFYING", forTrainer.sessionID);
  for (const width of [1200, 1600]) {
    await trainer.setViewportSize({ width, height: 900 });
    await expect(rows(trainer).first()).toBeVisible();
    await screenshot(trainer, `review-trainer-queue-${width}`);
  }
});

test("a trainer settles two VERIFYING tasks by keyboard alone", async ({ browser, baseURL, request }) => {
  const parties = { agent: journeyUser("rqk", "agent1"), qa: journeyUser("rqk", "qa1") };
  const TRAINER = journeyUser("rqk", "trainer1");
  const first = await failedTaskAt(request, parties, "VERIFYING");
  const second = await failedTaskAt(request, parties, "VERIFYING");

  // The trainer arrives at the older one (a link to it); the queue, newest first, goes on to the other.
  const page = await open(browser, baseURL!, TRAINER, `/performance/listTaskFailed/${first.id}`);
  const waiting = await badgeCount(page);
  let keys = 0;
  const press = async (key: string) => {
    keys += 1;
    await page.keyboard.press(key);
  };
  const items = page.getByRole("listitem").filter({ has: page.getByRole("radiogroup") });
  const critical = (n: number) => items.nth(n).getByRole("switch", { name: TEXTS.criticalLabel });
  const action = (n: number, a: "inspector" | "support") =>
    items.nth(n).getByRole("radio", { name: TEXTS.actionLabels[a], exact: true });

  /** The reason stays the inspector's, now critical (C); the reading only needed support (J, U). */
  const settle = async (session: string) => {
    // A trainer's session id is a link to the inspection (product §2).
    await expect(page.getByRole("link", { name: new RegExp(session) })).toBeVisible({ timeout: 60_000 });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute("aria-current", "true");
    await expect(action(0, "inspector")).toBeChecked();
    await expect(critical(0)).not.toBeChecked();
    await press("c");
    await expect(critical(0)).toBeChecked();
    await press("j");
    await expect(items.nth(1)).toHaveAttribute("aria-current", "true");
    await press("u");
    await expect(action(1, "support")).toBeChecked();
    await expect(items.nth(1)).toContainText(TEXTS.trainerTag(TEXTS.actionLabels.support, TRAINER));
    await press("Control+Enter");
    const dialog = page.getByRole("dialog", { name: TEXTS.confirmTitle });
    await expect(dialog).toContainText(TEXTS.confirmNewStatus("VERIFIED"));
    await press("Enter");
    await expect(dialog).toHaveCount(0);
  };

  await settle(first.sessionID);
  // The next task of the queue opens, with what is left (the one just settled no longer waits).
  await expect(page).toHaveURL(new RegExp(`/performance/listTaskFailed/${second.id}$`));
  await expect(page.getByText(TEXTS.queueLeft(waiting - 1))).toBeVisible();
  await screenshot(page, "review-trainer-keyboard-next");
  await settle(second.sessionID);
  // Five keys a task: C, J, U, Ctrl+Enter, Enter.
  expect(keys).toBe(10);
  await expect(badge(page)).toHaveText(String(waiting - 2));
  if (waiting - 2 > 0) await expect(page.getByText(TEXTS.queueLeft(waiting - 2))).toBeVisible();
  else await expect(page).toHaveURL(/\/performance\/listTaskFailed\?queue=mine$/);

  // Both are settled as the keys said: the reason critical and the inspector's, the reading support.
  const trainerApi = await worker(request, TRAINER);
  for (const { id } of [first, second]) {
    const res = await request.get(`/api/taskFailed/getTaskFailed/${id}`, { headers: trainerApi.headers });
    const { taskFailed } = (await res.json()) as Json;
    expect(taskFailed.status).toBe("VERIFIED");
    expect(taskFailed.qaData.messageData[0]).toMatchObject({ action: "inspector", critical: true });
    expect(taskFailed.qaData.inspectData[0]).toMatchObject({
      action: "support",
      critical: false,
      trainerAction: "support",
      trainerUsername: TRAINER,
    });
  }
});

test("the list's filters, page size and search survive Back and a reload", async ({
  browser,
  baseURL,
  request,
}) => {
  const parties = { agent: journeyUser("rqf", "agent1"), qa: journeyUser("rqf", "qa1") };
  await failedTaskAt(request, parties, "INSPECTOR-REVIEWING");
  const disputed = await failedTaskAt(request, parties, "QA-REVIEWING");

  const page = await open(browser, baseURL!, parties.agent, "/performance/listTaskFailed");
  await expect(myQueue(page)).toBeChecked({ timeout: 60_000 });
  await expect(rows(page).first()).toContainText("INSPECTOR-REVIEWING");
  await myQueue(page).uncheck();
  await page.getByLabel(TEXTS.filterStatus).selectOption("QA-REVIEWING");
  await page.getByLabel(TEXTS.filterSessionId).fill(disputed.sessionID);
  await page.getByLabel(TEXTS.filterSessionId).press("Enter");
  await expect(page).toHaveURL(new RegExp(`sessionID=${disputed.sessionID}`));
  await expect(page).toHaveURL(/status=QA-REVIEWING/);
  await expect(rows(page)).toHaveCount(1);
  // One page: the size picker stays, and its choice goes into the URL too.
  const pager = page.getByRole("navigation", { name: TEXTS.pagerLabel });
  await pager.getByRole("combobox", { name: TEXTS.pageSizeLabel }).click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await expect(page).toHaveURL(/limit=10/);
  const listUrl = page.url();

  const expectSameList = async () => {
    await expect(page).toHaveURL(listUrl);
    await expect(myQueue(page)).not.toBeChecked();
    await expect(page.getByLabel(TEXTS.filterStatus)).toHaveValue("QA-REVIEWING");
    await expect(page.getByLabel(TEXTS.filterSessionId)).toHaveValue(disputed.sessionID);
    await expect(pager.getByRole("combobox", { name: TEXTS.pageSizeLabel })).toHaveText(/10/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText(disputed.sessionID);
  };

  // View, then the browser's Back.
  await rows(page).getByRole("button", { name: TEXTS.viewTaskFailed }).click();
  await expect(page.getByRole("heading", { name: TEXTS.pageTaskFailedDetail })).toBeVisible();
  await page.goBack();
  await expectSameList();

  // A reload logs out (product §4); signing in again comes back to the same list.
  await page.reload();
  await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
  await new LoginPage(page).submit(parties.agent, DEMO_PASSWORD);
  await expectSameList();
  await screenshot(page, "review-list-filters-after-reload");
});
