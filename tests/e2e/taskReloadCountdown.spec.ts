import { expect, type Page, test } from "@playwright/test";
import { LEASE_GRACE_S } from "../../src/domain/constants.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { passOn, worker } from "./support/apiWorker.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import { ingestSession, reachTask, taskPhoto, uniqueSession } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * Issue 21, "one time for client and server": a reload in the middle of a task (a reload logs out,
 * product §4: the agent signs in and starts again, and the held task comes back). Its countdown resumes
 * from the server's lease and keeps counting while the photo loads again (the lease does not wait for
 * it); once the photo is shown the countdown is still the lease's. The photo is held back on purpose.
 * The agent then rejects the task, and this journey's QA passes the reject's QC task through the API.
 */

const timer = async (page: Page) => Number(await page.getByRole("timer").textContent());
/** What a lease ending at `iso` leaves the agent now (the grace is not the agent's). */
const leftOn = (iso: string) => Math.floor((Date.parse(iso) - Date.now()) / 1000) - LEASE_GRACE_S;
const startFromKeyboard = async (page: Page) => {
  await page.getByRole("button", { name: TEXTS.startInspect }).focus();
  await page.keyboard.press("Enter");
};

test("a reload mid-task: the countdown follows the server's lease, before and after the photo", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const session = await ingestSession(request, {
    sessionID: uniqueSession("L"),
    codes: ["01"],
    options: { decode: "vms" },
    priority: 97,
  });
  const user = journeyUser("rld", "agent2");
  await loginViaUi(page, user);
  await startFromKeyboard(page);
  await reachTask(page, session, "01");
  const frame = taskPhoto(page, "01");
  await expect(frame.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  await expect.poll(() => timer(page), { timeout: 15_000 }).toBeLessThanOrEqual(56);

  // The photo is held back after the reload until released.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/photos/**", async (route) => {
    await released;
    await route.continue();
  });
  await page.reload();
  await loginViaUi(page, user);
  const homework = page.waitForResponse((r) => r.url().endsWith("/api/tasks/random/homework"));
  await startFromKeyboard(page);
  const held = (await (await homework).json()) as {
    task: { leaseExpiresAt: string };
    inspection: { sessionID: string };
  };
  expect(held.inspection.sessionID).toBe(session);
  await expect(frame.getByText(TEXTS.photoLoading)).toBeVisible();
  const lease = held.task.leaseExpiresAt;
  const resumed = await timer(page);
  // Within 2 s: the timer and the clock are read a moment apart on a loaded machine.
  expect(Math.abs(resumed - leftOn(lease)), `timer ${resumed}, lease ${lease}`).toBeLessThanOrEqual(2);
  expect(resumed).toBeLessThan(57);
  // The photo still loading: the countdown runs as the lease does.
  await page.waitForTimeout(3000);
  await expect(frame.getByText(TEXTS.photoLoading)).toBeVisible();
  const loading = await timer(page);
  expect(loading).toBeLessThanOrEqual(resumed - 2);
  expect(Math.abs(loading - leftOn(lease))).toBeLessThanOrEqual(2);
  await screenshot(page, "reload-countdown-photo-loading", { fullPage: false });

  // The photo shown again: the server keeps the lease (shown before the reload), and so does the timer.
  const shown = page.waitForResponse((r) => r.url().endsWith("/shown"));
  release();
  const answer = (await (await shown).json()) as { leaseExpiresAt: string };
  expect(Date.parse(answer.leaseExpiresAt)).toBe(Date.parse(lease));
  await expect(frame.getByText(TEXTS.photoLoading)).toBeHidden();
  expect(Math.abs((await timer(page)) - leftOn(lease))).toBeLessThanOrEqual(2);
  await page.unrouteAll({ behavior: "ignoreErrors" });

  // Done with it: Alt+R, 1, Enter.
  const rejected = page.waitForResponse((r) => r.url().endsWith("/reject"));
  await page.keyboard.press("Alt+r");
  await page.keyboard.press("1");
  await expect(
    page
      .getByRole("dialog", { name: TEXTS.rejectModalTitle })
      .getByRole("button", { name: TEXTS.rejectAction }),
  ).toBeFocused();
  await page.keyboard.press("Enter");
  expect((await rejected).status()).toBe(200);
  const qa = await worker(request, journeyUser("rld", "qa1"));
  await qa.answerOurs(session, passOn);
  await qa.status("Online");
});
