import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, loginViaUi, openWithToken, screenshot } from "./support/app.ts";
import { acceptRegion, ingestSession, reachTask, taskPhoto } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import {
  frameGeometry,
  onPage,
  type PartSpot,
  partCentres,
  type TaskPayloadLike,
  watchTaskPayloads,
} from "./support/workstationGeometry.ts";

/**
 * Issue 23 item 5: a QA corrects the inspector's damages on a QC task of a damage photo. The inspector
 * (over the API) marks two damages on the front photo; the QA, on the workstation at 1600×900, sees
 * them numbered 1 and 2 on the canvas and in the list, adds the one the inspector missed (double-click
 * and the keyboard picker), removes the wrong one with X over its marker and finishes. The failed task
 * then shows both corrections, added and removed, to the inspector.
 *
 * Its own session (photo 05 only: one damage task, so one QC task), at priority 98: ahead of the other
 * journeys' leftovers, behind review-loop's own (100). Everything it makes is answered.
 */

const AGENT = journeyUser("qcd", "agent3");
const QA = journeyUser("qcd", "qa1");
const PRIORITY = 98;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

test.use({ viewport: { width: 1600, height: 900 } });

/** The damage an API answer sends for a spot of the cage (its normalised place, as the page sends it). */
const damageAt = (spot: PartSpot, damage_name: string, grade_score: number) => ({
  component: spot.component,
  damage_group: spot.group,
  damage_name,
  grade_score,
  damage_location: spot.position,
});

/**
 * The inspector's answer, over the API: claims work until it holds the session's damage task (a task of
 * an earlier attempt is finished with nothing marked), then marks two parts of the front view.
 */
async function inspectorMarksTwo(request: APIRequestContext, session: string) {
  const { token } = await apiLogin(request, AGENT);
  const status = await request.put("/api/users/updateAction", {
    headers: auth(token),
    data: { status: "Waiting" },
  });
  expect(status.status()).toBe(200);
  for (let i = 0; i < 5; i += 1) {
    const res = await request.get("/api/tasks/random/homework", { headers: auth(token) });
    const payload = (await res.json()) as TaskPayloadLike & { inspection: { sessionID?: string } | null };
    if (!payload.task) continue;
    if (payload.inspection?.sessionID !== session) {
      await request.put(`/api/tasks/${payload.task._id}/finish`, {
        headers: auth(token),
        data: { damages: [] },
      });
      continue;
    }
    // Where the page would place them: the real controller over the task's cage, any frame size.
    const spots = partCentres(payload, { x: 0, y: 0, width: 960, height: 600 }, "PART");
    expect(spots.length).toBeGreaterThanOrEqual(2);
    const [right, wrong] = spots as [PartSpot, PartSpot];
    const done = await request.put(`/api/tasks/${payload.task._id}/finish`, {
      headers: auth(token),
      data: { damages: [damageAt(right, "SCRATCH", 1), damageAt(wrong, "DENT", 2)] },
    });
    expect((await done.json()).message).toBe(TEXTS.success);
    return { right, wrong };
  }
  throw new Error(`the damage task of ${session} never came`);
}

const markedList = (page: Page) => page.getByRole("region", { name: TEXTS.wsMarkedDamages });
const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

test("a QA adds a missed damage and removes a wrong one on a QC task; the failed task shows both", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const session = await ingestSession(request, {
    codes: ["05"],
    options: { decode: "vms", damage_mode: "full" },
    vehicle: { year: 2021, make: "Toyota", model: "RAV4", bodyType: "SUV" },
    priority: PRIORITY,
  });
  const { right, wrong } = await inspectorMarksTwo(request, session);

  // The QA's shift: the QC task of the session (any QC task before it is answered by reachTask).
  const payloads = watchTaskPayloads(page);
  await loginViaUi(page, QA);
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, "05");
  const canvas = taskPhoto(page, "05");
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  const payload = payloads.of(session, "05");
  expect(payload.task?.type).toBe("QC");

  // The inspector's damages, numbered 1 and 2 in the list (the canvas numbers them alike: markMarkers).
  const items = markedList(page).getByRole("listitem");
  await expect(items).toHaveText([
    `SCRATCH · ${right.component} (${TEXTS.wsGrade(1)})`,
    `DENT · ${wrong.component} (${TEXTS.wsGrade(2)})`,
  ]);
  await expect(markedList(page).getByRole("button", { name: TEXTS.wsRemoveDamage(2) })).toBeVisible();

  // The missed one: a double-click on another part, then damage and grade from the keyboard.
  const frame = await frameGeometry(canvas);
  const taken = new Set([right.component, wrong.component]);
  const missed = partCentres(payload, frame).find((s) => !taken.has(s.component));
  if (!missed) throw new Error("no free part on the front view");
  await page.mouse.dblclick(missed.page.x, missed.page.y);
  const picker = page.getByRole("dialog", { name: TEXTS.wsPickDamage(missed.component, missed.group) });
  await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await page.keyboard.press("3");
  await expect(picker.getByRole("radio", { name: "3" })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(items).toHaveCount(3);
  await expect(items.nth(2)).toHaveText(
    `DENT · ${missed.component} (${TEXTS.wsGrade(3)})${TEXTS.wsQcCorrection.add}`,
  );
  await page.waitForTimeout(300);
  await shot(page, "qc-damage-inspector-and-qa");

  // X over the wrong damage's marker removes it: from the list and from the photo.
  const marker = onPage(payload, await frameGeometry(canvas), wrong.image);
  await page.mouse.move(marker.x, marker.y);
  await page.keyboard.press("x");
  await expect(items).toHaveText([
    `SCRATCH · ${right.component} (${TEXTS.wsGrade(1)})`,
    `DENT · ${missed.component} (${TEXTS.wsGrade(3)})${TEXTS.wsQcCorrection.add}`,
  ]);
  // The inspector-answer panel numbers as the markers do: the kept damage 1, the removed one none.
  const panelItems = page.getByRole("region", { name: TEXTS.inspectorAnswer }).getByRole("listitem");
  await expect(panelItems).toHaveText([
    new RegExp(`^${TEXTS.inspectorDamageNumber(1).trim()}\\s*${right.component}: SCRATCH`),
    new RegExp(`^${wrong.component}: DENT.*${TEXTS.inspectorDamageRemoved}$`),
  ]);
  await page.waitForTimeout(300);
  await shot(page, "qc-damage-corrected");

  // Finish sends the kept damage by its id and the added one without.
  const finished = page.waitForResponse((r) => r.url().endsWith("/finish"));
  await acceptRegion(page).getByRole("button", { name: TEXTS.finish }).click();
  await page.getByRole("dialog").getByRole("button", { name: TEXTS.finish }).last().click();
  const res = await finished;
  expect((await res.json()).message).toBe(TEXTS.success);
  const sent = res.request().postDataJSON() as { damages: { id?: string; component: string }[] };
  expect(sent.damages.map((d) => [typeof d.id, d.component])).toEqual([
    ["string", right.component],
    ["undefined", missed.component],
  ]);

  // The inspector opens the failed task: the added and the removed damage, numbered on its photo.
  const { token } = await apiLogin(request, AGENT);
  const list = await request.get("/api/taskFailed/getAllTaskFailed", {
    headers: auth(token),
    params: { sessionID: session },
  });
  const [failed] = (await list.json()).data as { _id: string }[];
  expect(failed).toBeDefined();
  const context = await browser.newContext({ baseURL, viewport: { width: 1600, height: 900 } });
  const detail = await context.newPage();
  await openWithToken(detail, token, `/performance/listTaskFailed/${failed?._id}`);
  const item = (text: string) => detail.getByRole("listitem", { name: text, exact: true });
  // The detail page's chunks load first, on a machine that is often loaded (over 30 s seen).
  await expect(item(`#1 ${TEXTS.qaSummaryDamage("add", "DENT", missed.component)}`)).toBeVisible({
    timeout: 90_000,
  });
  await expect(item(`#2 ${TEXTS.qaSummaryDamage("reject", "DENT", wrong.component)}`)).toBeVisible();
  await screenshot(detail, "qc-damage-failed-task");
  await context.close();
});
