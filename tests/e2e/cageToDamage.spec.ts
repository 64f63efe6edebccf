import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, nav, screenshot } from "./support/app.ts";
import {
  acceptRegion,
  ingestSession,
  reachTask,
  taskPhoto,
  uniqueSession,
} from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import { partCentres, settledFrame, watchTaskPayloads } from "./support/workstationGeometry.ts";

/**
 * Issue 22's "Done when" journey, from a new cage to a damage on one of its labelled parts, by what the
 * people see: an ADMIN creates a cage in the Cage Manager, uploads a real third-party wireframe (Monk's
 * Honda Accord rear-right, tests/fixtures/cage-corpus/SOURCES.md) into slot 07, accepts the suggestions
 * at the default threshold in one click, labels the rest by keyboard (N skips the drawing's damage
 * badges; a few letters and Enter label a part), finishes the label and takes the cage through review
 * to ACTIVE. An agent then gets a damage task on photo 07 of a vehicle of that cage: the drawing still
 * carries no data-name, the labels name its parts, and a double-click on a labelled part marks a damage
 * named with that part's label, which Finish sends to the server.
 *
 * Its own accounts and a model of this run's own (no other cage matches the vehicle). The window's width
 * is E2E_WIDTH (default 1600; the journey was also run at 1200): the labelling page must fit a 1600×900
 * window; at 1200 nothing may lie beyond its right edge.
 */
const ADMIN = journeyUser("c2d", "admin1");
const AGENT = journeyUser("c2d", "agent3");
const WIDTH = Number(process.env.E2E_WIDTH ?? 1600);
const VIEWPORT = { width: WIDTH, height: 900 };
const WIREFRAME = join(import.meta.dirname, "..", "fixtures", "cage-corpus", "monk-haccord-rear-right.svg");
/** The first sight of a page that loads its code on demand (a loaded 2-core machine took over a minute). */
const LOAD = 120_000;
/** 61 parts: 20 car parts, the rear fog lamp (no catalogue name), 2 background shapes, 38 damage badges. */
const PARTS = 61;
/** The car parts the suggestions leave (a right-side view's handles named "_left", the unnamed pillar). */
const BY_KEYBOARD: Record<string, { query: string; label: string }> = {
  handle_front_left: { query: "hand fr r", label: "DOOR_HANDLE_FRONT_RIGHT" },
  handle_back_left: { query: "hand rr r", label: "DOOR_HANDLE_REAR_RIGHT" },
  pillar: { query: "pil a r", label: "PILLAR_A_RIGHT" },
};

test.use({ viewport: VIEWPORT });

/** Nothing of the page lies beyond the viewport's right edge or, for `bottom`, its bottom. */
async function fitsViewport(page: Page, bottom: boolean) {
  const overflow = await page.evaluate((checkBottom) => {
    const { innerWidth: w, innerHeight: h } = window;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > w)
      out.push(`page ${document.documentElement.scrollWidth} > ${w}`);
    if (checkBottom && document.documentElement.scrollHeight > h)
      out.push(`page ${document.documentElement.scrollHeight} high > ${h}`);
    // The canvas, the part list's scroll box and its widest control (a row's label dropdown).
    const boxes = {
      canvas: document.querySelector('[data-photo-frame=""]'),
      list: document.querySelector('table[aria-label="Parts"]')?.parentElement,
      dropdown: document.querySelector('table[aria-label="Parts"] [role="combobox"]'),
    };
    for (const [selector, element] of Object.entries(boxes)) {
      const box = element?.getBoundingClientRect();
      if (!box) out.push(`${selector} missing`);
      else if (box.right > w || (checkBottom && box.bottom > h))
        out.push(`${selector} ends at ${box.right},${box.bottom}`);
    }
    // The canvas column (toolbar, frame, legend) ends where the side panel does: the frame gets the
    // height the toolbar and legend really leave (measured, not a guessed allowance).
    let layout = boxes.canvas?.parentElement ?? null;
    while (layout && boxes.list && !layout.contains(boxes.list)) layout = layout.parentElement;
    const [column, side] = [boxes.canvas, boxes.list].map(
      (el) =>
        [...(layout?.children ?? [])].find((child) => el && child.contains(el))?.getBoundingClientRect()
          .bottom,
    );
    if (checkBottom && (column === undefined || side === undefined || Math.abs(column - side) > 2))
      out.push(`canvas column ends at ${column}, side panel at ${side}`);
    return out;
  }, bottom);
  expect(overflow).toEqual([]);
}

/** The fit a window of this width must give: all of it at 1600 px and more, its width below. */
const fits = (page: Page) => fitsViewport(page, (page.viewportSize()?.width ?? 0) >= 1600);

async function pick(page: Page, label: string, option: string) {
  await page.getByRole("dialog").getByLabel(label).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("an admin makes and labels a cage from a real wireframe; an agent marks a damage on a labelled part", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const model = `Accord ${Date.now().toString(36)}`;
  const title = `2021 Honda ${model}`;
  const vehicle = { make: "Honda", model, year: 2021, bodyType: "4dr" };

  // --- The ADMIN, in a browser of its own (the agent's page below starts signed out).
  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: VIEWPORT,
  });
  const admin = await adminContext.newPage();
  await loginViaUi(admin, ADMIN);
  await nav(admin).getByRole("link", { name: TEXTS.navCages }).click();
  await expect(admin.getByRole("heading", { name: TEXTS.pageCages })).toBeVisible({ timeout: LOAD });

  // A new cage: make, model, year, group, body type; it opens as a DRAFT with its four slots.
  await admin.getByRole("button", { name: TEXTS.cageNew }).click();
  const dialog = admin.getByRole("dialog", { name: TEXTS.cageNew });
  await dialog.getByLabel(TEXTS.cageColMake).fill(vehicle.make);
  await dialog.getByLabel(TEXTS.cageColModel).fill(model);
  await dialog.getByLabel(TEXTS.cageColYear).fill(String(vehicle.year));
  await pick(admin, TEXTS.cageColType, "A");
  await pick(admin, TEXTS.cageColBody, vehicle.bodyType);
  await screenshot(admin, `c2d-01-create-${WIDTH}`, { fullPage: false });
  await dialog.getByRole("button", { name: TEXTS.cageCreate }).click();
  await expect(admin).toHaveURL(/\/cageView\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { name: title })).toBeVisible({ timeout: LOAD });
  for (const slot of ["04 Left", "05 Front", "07 Right", "08 Rear"])
    await expect(admin.getByRole("group", { name: slot })).toBeVisible();
  await expect(admin.getByText("CREATE", { exact: true })).toBeVisible();

  // The wireframe into the right-hand slot: the server reads it and reports what it found.
  const right = admin.getByRole("group", { name: "07 Right" });
  await right.getByLabel(TEXTS.cageUpload(TEXTS.cageFileCage)).setInputFiles(WIREFRAME);
  // 61 parts, none named in our data-name convention, 2 with no id (ids generated).
  await expect(right.getByRole("status").getByText(TEXTS.cageSvgReport(PARTS, 0, 2))).toBeVisible();
  await expect(admin.getByText("cage file (07)")).toBeVisible();
  await screenshot(admin, `c2d-02-uploaded-${WIDTH}`);

  // --- Labelling: the slot's Label button opens the label page on that slot.
  await right.getByRole("button", { name: TEXTS.cageLabelButton }).click();
  await expect(admin).toHaveURL(/\/cageLabel\/.+\?code=07$/);
  const parts = admin.getByRole("table", { name: TEXTS.labelParts });
  // The drawing is parsed in a worker (seconds on these loaded cores): its parts come up in the list.
  await expect(admin.getByText(TEXTS.labelProgress(0, PARTS))).toBeVisible({ timeout: 60_000 });
  const labelCanvas = admin.getByRole("application", { name: TEXTS.photoAlt("07") });
  await expect(labelCanvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 15_000 });
  await expect(admin.getByText(TEXTS.labelSuggestionsFound(56))).toBeVisible();
  await expect(parts.getByText(TEXTS.labelSuggested("Trunk", 1))).toBeVisible();
  await screenshot(admin, `c2d-03-suggestions-${WIDTH}`, { fullPage: false });
  await fits(admin);

  // Accept every suggestion at the default threshold in one action.
  let actions = 0;
  await admin.getByRole("button", { name: TEXTS.labelAcceptAll(17, 0.8) }).click();
  actions++;
  await expect(admin.getByText(TEXTS.labelProgress(17, PARTS))).toBeVisible();

  // The picker has the focus on the first unlabelled part: N skips, a query and Enter label.
  const picker = admin.getByRole("region", { name: TEXTS.labelPicker }).getByRole("combobox");
  const left = new Set(Object.keys(BY_KEYBOARD));
  while (left.size > 0) {
    await expect(picker).toBeFocused();
    const name = (await picker.getAttribute("aria-label")) ?? "";
    const part = Object.keys(BY_KEYBOARD).find((id) => name === TEXTS.labelPickerFor(id));
    if (part && left.has(part)) {
      const { query } = BY_KEYBOARD[part]!;
      await admin.keyboard.type(query);
      actions += query.length;
      await admin.keyboard.press("Enter");
      actions++;
      left.delete(part);
    } else {
      await admin.keyboard.press("n");
      actions++;
    }
    await expect(picker).not.toHaveAttribute("aria-label", name);
    expect(actions).toBeLessThan(120);
  }
  await expect(admin.getByText(TEXTS.labelProgress(20, PARTS))).toBeVisible();
  test
    .info()
    .annotations.push({ type: "actions", description: `labelled 20 car parts in ${actions} actions` });
  console.log(`cage to damage: 20 car parts labelled in ${actions} actions`);

  // Ctrl+Z takes the last label back and the part comes up again.
  await admin.keyboard.press("Control+z");
  await expect(admin.getByText(TEXTS.labelProgress(19, PARTS))).toBeVisible();
  await expect(picker).toHaveAttribute("aria-label", TEXTS.labelPickerFor("pillar"));
  // A click on a part's row opens the picker on that part, the focus in its box; a query and Enter
  // label it again.
  await parts.getByRole("cell", { name: /^trunk(?![_a-z])/ }).click();
  await expect(picker).toHaveAttribute("aria-label", TEXTS.labelPickerFor("trunk"));
  await expect(picker).toBeFocused();
  await parts.getByRole("cell", { name: /^pillar(?![_a-z])/ }).click();
  await expect(picker).toHaveAttribute("aria-label", TEXTS.labelPickerFor("pillar"));
  await expect(picker).toBeFocused();
  await admin.keyboard.type(BY_KEYBOARD.pillar!.query);
  await admin.keyboard.press("Enter");
  await expect(admin.getByText(TEXTS.labelProgress(20, PARTS))).toBeVisible();

  // The part under the pointer shows its label.
  const box = await labelCanvas.boundingBox();
  if (!box) throw new Error("no canvas");
  await expect(async () => {
    await admin.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.45);
    await expect(admin.getByTestId("label-hover")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await screenshot(admin, `c2d-04-labelled-${WIDTH}`, { fullPage: false });
  // The picker open on a part and the list below it: still nothing lies outside the window (issue 22).
  await fits(admin);
  if (WIDTH !== 1200) {
    // And at 1200 px nothing lies beyond the right edge (the page may scroll down there).
    await admin.setViewportSize({ width: 1200, height: 900 });
    await expect(admin.getByText(TEXTS.labelProgress(20, PARTS))).toBeVisible();
    await fitsViewport(admin, false);
    await screenshot(admin, "c2d-04-labelled-1200", { fullPage: false });
    await admin.setViewportSize(VIEWPORT);
  }

  // Finish: the label is done, and the cage's page says so.
  await admin.getByRole("button", { name: TEXTS.labelFinish }).click();
  await expect(admin.getByText(TEXTS.labelFinished)).toBeVisible();
  await expect(admin).toHaveURL(/\/cageView\/[0-9a-f-]{36}$/);
  await expect(right.getByText(TEXTS.cageLabelDone)).toBeVisible({ timeout: LOAD });

  // --- The status workflow: review requested, confirmed, then ACTIVE (none of these asks first).
  const statusActions = admin.getByRole("toolbar", { name: TEXTS.cageStatusActions });
  for (const [action, next] of [
    ["REQUEST-REVIEW", "CONFIRM"],
    ["CONFIRM", "ACTIVE"],
    ["ACTIVE", "ARCHIVE"],
  ] as const) {
    await statusActions.getByRole("button", { name: action, exact: true }).click();
    // The next step of the workflow becomes possible once the status has changed.
    await expect(statusActions.getByRole("button", { name: next, exact: true })).toBeEnabled();
  }
  await expect(statusActions.getByRole("button", { name: "DELETE", exact: true })).toBeDisabled();
  await expect(admin.getByRole("dialog", { name: TEXTS.confirmTitle })).toHaveCount(0);
  await screenshot(admin, `c2d-05-active-${WIDTH}`);
  await adminContext.close();

  // --- The agent: a damage task on photo 07 of a vehicle of that cage.
  const session = await ingestSession(request, {
    sessionID: uniqueSession("C"),
    codes: ["07"],
    options: { decode: "none", damage_mode: "full" },
    vehicle,
    priority: 97,
  });
  const payloads = watchTaskPayloads(page);
  await loginViaUi(page, AGENT);
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, /^07 - Mark every damage/);
  const frame = taskPhoto(page, "07");
  await expect(frame.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(new RegExp(`^${TEXTS.wsCageShown(`Honda ${model}`)}`))).toBeVisible();
  const payload = payloads.of(session, "07");
  // The drawing as uploaded (no data-name of ours): its part names come from the labels.
  expect(payload.cage?.svg).not.toContain("data-name");
  const labels = payload.cage?.labels ?? [];
  expect(labels).toHaveLength(20);
  for (const [id, { label }] of Object.entries(BY_KEYBOARD))
    expect(labels.find((l) => l.id === id)?.label).toBe(label);
  expect(labels.find((l) => l.id === "trunk")?.label).toBe("TRUNK");

  // Only labelled parts take a damage (the drawing's badges and background do not), each by its label.
  const geometry = await settledFrame(frame);
  const spots = [...new Set(labels.map((l) => l.group))].flatMap((g) => partCentres(payload, geometry, g));
  console.log(`cage to damage: hittable ${spots.map((s) => `${s.component}/${s.depth}`).join(" ")}`);
  const labelled = new Set(labels.map((l) => l.label));
  expect(spots.length).toBeGreaterThan(0);
  for (const s of spots) expect(labelled.has(s.component), s.component).toBe(true);
  // The deepest of them: a double-click there is on the part whatever a pixel of rounding does.
  const part = spots.sort((a, b) => b.depth - a.depth)[0]!;
  await page.mouse.dblclick(part.page.x, part.page.y);
  const damagePicker = page.getByRole("dialog", { name: TEXTS.wsPickDamage(part.component, part.group) });
  await expect(damagePicker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await page.keyboard.press("3");
  await expect(damagePicker.getByRole("radio", { name: "3" })).toBeChecked();
  await screenshot(page, `c2d-06-damage-picker-${WIDTH}`, { fullPage: false });
  await page.keyboard.press("Enter");
  await expect(damagePicker).toBeHidden();
  const marked = page.getByRole("region", { name: TEXTS.wsMarkedDamages }).getByRole("listitem");
  await expect(marked).toHaveText([`DENT · ${part.component} (${TEXTS.wsGrade(3)})`]);
  await screenshot(page, `c2d-07-damage-marked-${WIDTH}`, { fullPage: false });

  // Finish sends the damage under the part's label.
  const finished = page.waitForResponse((r) => r.url().endsWith("/finish"));
  await acceptRegion(page).getByRole("button", { name: TEXTS.finish }).click();
  await page.getByRole("dialog").getByRole("button", { name: TEXTS.finish }).last().click();
  const res = await finished;
  expect((await res.json()).message).toBe(TEXTS.success);
  const sent = res.request().postDataJSON() as {
    damages: { component: string; damage_group: string; damage_name: string }[];
  };
  expect(sent.damages.map((d) => [d.component, d.damage_group, d.damage_name])).toEqual([
    [part.component, part.group, "DENT"],
  ]);
});
