import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { type Json, passOn, worker } from "./support/apiWorker.ts";
import { apiLogin, loginViaUi, screenshot } from "./support/app.ts";
import {
  acceptRegion,
  ingestSession,
  reachTask,
  rejectRegion,
  uniqueSession,
} from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * Issue 21 on a VIN task, in the browser:
 * - a countdown that runs out shows Time OUT, and the keys do nothing behind it: no decision key opens
 *   a confirm or sends an answer, no workstation key opens a support view;
 * - the same task again: Tab walks the VIN field → the accept options → the reject reasons in reading
 *   order (the focused element's accessible name after each Tab), Shift+Tab walks back;
 * - Alt+R then a reason's digit picks that reason; Enter on the dialog's Reject sends it.
 * The QA of this journey passes the reject's QC task through the API: nothing is left queued.
 */

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const labelled = (el as HTMLInputElement | null)?.labels?.[0]?.textContent;
    return (el?.getAttribute("aria-label") ?? labelled ?? el?.textContent ?? "").trim();
  });

test("Time OUT stops the keys; Tab order and Alt+R n on a VIN task", async ({ page, request }) => {
  test.setTimeout(180_000);
  const session = await ingestSession(request, {
    sessionID: uniqueSession("V"),
    codes: ["01"],
    options: { decode: "vms" },
    priority: 97,
  });
  const answers: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/tasks\/[^/]+\/(accept|reject|finish)$/.test(r.url())) answers.push(r.url());
  });
  // This session's task gets 4 s on the client until it has timed out once (the slot has 60 s).
  let shorten = true;
  await page.route("**/api/tasks/random/homework", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (shorten && body.inspection?.sessionID === session && body.taskSlot) body.taskSlot.inspects.time = 4;
    await route.fulfill({ response, json: body });
  });
  await loginViaUi(page, journeyUser("vtk", "agent2"));
  await page.getByRole("button", { name: TEXTS.startInspect }).focus();
  await page.keyboard.press("Enter");
  const vin = page.getByRole("textbox", { name: TEXTS.vinLabel, exact: true });

  // Time OUT: Back To Start has the focus; the task's keys act on nothing behind the dialog (Enter and
  // Space are Back To Start's own).
  await reachTask(page, session, "01");
  const timeOut = page.getByRole("alertdialog", { name: TEXTS.timeOutTitle });
  await expect(timeOut).toBeVisible({ timeout: 30_000 });
  shorten = false;
  const back = timeOut.getByRole("button", { name: TEXTS.backToStart });
  await expect(back).toBeFocused();
  const before = answers.length;
  for (const key of ["Control+Enter", "Alt+1", "Alt+0", "Alt+r", "1", "Alt+r", "2", "f", "t", "x"])
    await page.keyboard.press(key);
  for (const held of ["1", "s", "w"]) {
    await page.keyboard.down(held);
    await page.waitForTimeout(300);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.keyboard.up(held);
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(timeOut).toBeVisible();
  await expect(back).toBeFocused();
  expect(answers.length).toBe(before);
  await screenshot(page, "vin-keys-time-out", { fullPage: false });
  await page.keyboard.press("Enter"); // Back To Start
  await expect(page.getByRole("button", { name: TEXTS.startInspect })).toBeVisible();

  // The same task again, with its full time.
  await page.getByRole("button", { name: TEXTS.startInspect }).focus();
  await page.keyboard.press("Enter");
  await reachTask(page, session, "01");
  await expect(vin).toBeFocused();
  const accepts = (await acceptRegion(page).getByRole("button").allTextContents()).map((t) => t.trim());
  const reasons = (await rejectRegion(page).getByRole("button").allTextContents()).map((t) => t.trim());
  expect(accepts).toEqual(["VIN read"]);
  expect(reasons.length).toBeGreaterThanOrEqual(2);
  // The accept is off until a VIN is typed (its button is disabled, so not in the Tab order).
  await page.keyboard.type("1HGCM82633A004352");
  await expect(acceptRegion(page).getByRole("button", { name: "VIN read" })).toBeEnabled();
  const walked: string[] = [];
  for (const _ of [...accepts, ...reasons]) {
    await page.keyboard.press("Tab");
    walked.push(await focusedName(page));
  }
  console.log(`Tab from the VIN: ${walked.join(" → ")}`);
  expect(walked).toEqual([...accepts, ...reasons]);
  await expect(rejectRegion(page).getByRole("button", { name: reasons.at(-1), exact: true })).toBeFocused();
  await screenshot(page, "vin-keys-tab-last-reason", { fullPage: false });
  for (const _ of reasons) await page.keyboard.press("Shift+Tab");
  await expect(acceptRegion(page).getByRole("button", { name: "VIN read" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(vin).toBeFocused();

  // Alt+R, the second reason's digit, Enter on Reject: three non-data keys.
  await vin.fill("");
  // A handle: behind the modal dialog the field is hidden from the accessibility tree, so from getByRole.
  const vinField = await vin.elementHandle();
  const reason = reasons[1] as string;
  const rejected = page.waitForResponse((r) => r.url().endsWith("/reject"));
  const keys = ["Alt+r", "2", "Enter"];
  await page.keyboard.press(keys[0] as string);
  await page.keyboard.press(keys[1] as string);
  const dialog = page.getByRole("dialog", { name: TEXTS.rejectModalTitle });
  await expect(dialog).toContainText(reason);
  await expect(dialog.getByRole("button", { name: TEXTS.rejectAction })).toBeFocused();
  expect(await vinField?.inputValue()).toBe(""); // the digit was the reason's, not typed into the VIN
  await screenshot(page, "vin-keys-alt-r", { fullPage: false });
  await page.keyboard.press(keys[2] as string);
  const res = await rejected;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ message: reason, from: "INSPECT" });
  console.log(`keys reject with a reason (01): ${keys.length} [${keys.join(", ")}]`);

  const { token } = await apiLogin(request, "admin1");
  const view = (await (
    await request.get(`/api/inspectionView/${session}`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as Json;
  expect((view.tasks as Json[]).find((t) => t.photoCode === "01")?.answerKind).toBe("rejected");

  // The reject's QC task, passed by this journey's QA.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const qa = await worker(request, journeyUser("vtk", "qa1"));
  await qa.answerOurs(session, passOn);
  await qa.status("Online");
});
