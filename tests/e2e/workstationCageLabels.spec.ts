import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, loginViaUi, openWithToken, screenshot } from "./support/app.ts";
import { ingestSession, reachTask, taskPhoto, uniqueSession } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import { partCentres, settledFrame, watchTaskPayloads } from "./support/workstationGeometry.ts";

/**
 * Issue 22 item 6: a drawing with no data-name / data-group (as every drawing tool writes it) is labelled
 * on the cage labelling screen, and the agent's workstation then names its parts by those labels: a
 * double-click on the labelled part of a damage task opens the damage picker for that label. The part's
 * id ("p17") matches no part name, so no suggestion does the labelling: the picker does.
 *
 * Like workstationResize's, the session's tasks are queued at priority 97 and may be left behind (the
 * damage task is not answered); this file sorts just before workstationResize.spec.ts, whose agent goes
 * past other sessions' tasks to its own.
 */
const ADMIN = journeyUser("wcl", "admin1");
const AGENT = journeyUser("wcl", "agent3");
const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400">
  <path id="p17" d="M200 110H430V300H200Z" fill="none" stroke="#234"/>
  <rect id="blob" x="40" y="150" width="120" height="120" fill="none" stroke="#234"/>
  <circle cx="530" cy="210" r="60" fill="none" stroke="#234"/>
</svg>`;

test.use({ viewport: { width: 1600, height: 900 } });

test("an editor labels a part of an unlabelled drawing; the agent's double-click on it names that label", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { token } = await apiLogin(request, ADMIN);
  const headers = { Authorization: `Bearer ${token}` };
  // A make and model of this run's own: the task's vehicle matches this cage and no other.
  const vehicle = {
    make: "Plainworks",
    model: `Sketch ${Date.now().toString(36)}`,
    year: 2022,
    bodyType: "4dr",
  };
  const created = await request.post("/api/cages", { headers, data: { group: "A", ...vehicle } });
  expect(created.status(), await created.text()).toBe(200);
  const cage = (await created.json()).cage as { _id: string; cageDetails: { _id: string; code: string }[] };
  const slot = cage.cageDetails.find((d) => d.code === "04")!;
  const upload = await request.post(`/api/cages/details/upload/${slot._id}`, {
    headers,
    multipart: {
      type: "cageFile",
      file: { name: "plain.svg", mimeType: "image/svg+xml", buffer: Buffer.from(DRAWING) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);

  // The editor, in a browser of its own (the agent's page below starts signed out): a few letters in
  // the picker and Enter label the part.
  const editor = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1600, height: 900 },
  });
  const labelPage = await editor.newPage();
  await openWithToken(labelPage, token, `/cageLabel/${cage._id}?code=04`);
  await expect(labelPage.getByText(TEXTS.labelProgress(0, 3))).toBeVisible({ timeout: 60_000 });
  await expect(labelPage.getByText(TEXTS.labelNoSuggestions)).toBeVisible();
  // A click on the part's row opens the picker on it with the focus in its box.
  await labelPage.getByRole("table", { name: TEXTS.labelParts }).getByRole("cell", { name: "p17" }).click();
  const picker = labelPage.getByRole("region", { name: TEXTS.labelPicker }).getByRole("combobox");
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAttribute("aria-label", TEXTS.labelPickerFor("p17"));
  await labelPage.keyboard.type("door fr l");
  await labelPage.keyboard.press("Enter");
  await expect(labelPage.getByText(TEXTS.labelProgress(1, 3))).toBeVisible();
  await screenshot(labelPage, "cage-labels-mark-labelled-1600", { fullPage: false });
  await labelPage.getByRole("button", { name: TEXTS.labelFinish }).click();
  await expect(labelPage.getByText(TEXTS.labelFinished)).toBeVisible();
  await expect(labelPage).toHaveURL(new RegExp(`/cageView/${cage._id}$`));
  await editor.close();

  // The agent: a damage task on photo 04 of that vehicle shows the drawing (still without data-name).
  const session = await ingestSession(request, {
    sessionID: uniqueSession("L"),
    codes: ["04"],
    options: { decode: "none", damage_mode: "full" },
    vehicle,
    priority: 97,
  });
  const payloads = watchTaskPayloads(page);
  await loginViaUi(page, AGENT);
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, /^04 - Mark every damage/);
  const frame = taskPhoto(page, "04");
  await expect(frame.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  const payload = payloads.of(session, "04");
  expect(payload.cage?.svg).not.toContain("data-name");
  expect(payload.cage?.labels).toEqual([{ id: "p17", label: "FRONT_DOOR_LEFT", group: "BODY" }]);

  // The labelled part is the one hittable part; a double-click on it opens the picker for its label.
  const spots = partCentres(payload, await settledFrame(frame));
  expect(spots.map((s) => s.component)).toEqual(["FRONT_DOOR_LEFT"]);
  const door = spots[0]!;
  await page.mouse.dblclick(door.page.x, door.page.y);
  const damagePicker = page.getByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_DOOR_LEFT", "BODY") });
  await expect(damagePicker).toBeVisible();
  await expect(damagePicker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await screenshot(page, "cage-labels-mark-picker-1600", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(damagePicker).toBeHidden();
});
