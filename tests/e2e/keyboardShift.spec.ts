import { expect, type Locator, type Page, type Response, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import {
  acceptRegion,
  infoBar,
  ingestSession,
  reachTask,
  rejectRegion,
  taskPhoto,
  taskTitle,
  uniqueSession,
} from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";
import { frameGeometry, partCentres, watchTaskPayloads } from "./support/workstationGeometry.ts";

/**
 * Issue 21, "done when": an agent's shift with the keyboard alone. Each task type is answered without
 * the mouse (on damage tasks the double-click that places a damage is the one mouse action), and the
 * key presses that are not the data itself are counted: Tab, Enter, Ctrl+Enter, Alt+digit, Escape, the
 * digit of a reject reason; the grade digit and the arrow that picks an option in a list are counted too,
 * as choices (the targets hold for both together). Typed data (a VIN, a reading, "scr" for Scratch) is
 * not. Targets: ≤ 3 for VIN, odometer and plate; ≤ 4 for a reject with a reason; ≤ 5 per damage after
 * the double-click (with the task's Finish); ≤ 3 to pass a QC task. The counts are printed
 * (`keys <task>: …`) for docs/benchmarks.md. Every task is also checked to put the focus on its first
 * field (or its photo) on arrival, without a click.
 *
 * The sessions run at priority 97, and the three journeys answer every task they make (the QC tasks
 * included): nothing is left to come before a later journey's own tasks (vehicleWait expects its next).
 */

const RUN = uniqueSession("K");
/** The agent's (agent2 skills) sessions, and the damage agent's (agent3 skills; the RAV4's photo 04
 * also makes a colour task, the agent's); the QA passes the QC tasks of both. */
const A = `${RUN}A`;
const B = `${RUN}B`;
const S = {
  vin: `${A}-V`,
  odometer: `${A}-O`,
  rejected: `${A}-R`,
  identity: `${A}-P`,
  inside: `${B}-I`,
  damage: `${B}-D`,
};
/** Ahead of the other journeys' leftovers (90, 95), behind review-loop's own (100). */
const PRIORITY = 97;
const DECODABLE_VIN = "1HGCM82633A004352";
const HONDA = {
  vin: DECODABLE_VIN,
  year: 2003,
  make: "Honda",
  model: "Accord",
  bodyType: "4dr",
  vrm: "HND 2003",
};

/** The form's fields as src/client/features/inspections/taskFocus.ts counts them (Tab order). */
const FIELD =
  "input:not([type='checkbox']):not([type='radio']):not(:disabled), select:not(:disabled), textarea:not(:disabled)";

/**
 * page.keyboard with a counter: `type` is the data (not counted), `choose` picks a value in a list or a
 * grade (counted as a choice), `press` is every other key (counted).
 */
class Keys {
  private keys: string[] = [];
  private choices: string[] = [];
  private typed = 0;
  constructor(private readonly page: Page) {}
  async type(data: string) {
    this.typed += data.length;
    await this.page.keyboard.type(data);
  }
  async choose(key: string) {
    this.choices.push(key);
    await this.page.keyboard.press(key);
  }
  async press(key: string) {
    this.keys.push(key);
    await this.page.keyboard.press(key);
  }
  take() {
    const taken = { keys: this.keys, choices: this.choices, typed: this.typed };
    this.keys = [];
    this.choices = [];
    this.typed = 0;
    return taken;
  }
}
type Taken = ReturnType<Keys["take"]>;

const measured: { task: string; count: number; target: number | null }[] = [];

/** Prints one task's count and holds it to its target (non-data keys and choices together). */
function record(task: string, taken: Taken, target: number | null) {
  const count = taken.keys.length + taken.choices.length;
  measured.push({ task, count, target });
  const choices =
    taken.choices.length > 0 ? ` + ${taken.choices.length} choice [${taken.choices.join(", ")}]` : "";
  console.log(
    `keys ${task}: ${count} = ${taken.keys.length} non-data [${taken.keys.join(", ")}]${choices}; ${taken.typed} typed${target === null ? "" : `; target ≤ ${target}`}`,
  );
  if (target !== null)
    expect(count, `${task}: [${[...taken.keys, ...taken.choices].join(", ")}]`).toBeLessThanOrEqual(target);
}

const answered = (page: Page, action: "accept" | "reject" | "finish") =>
  page.waitForResponse((r) => /\/api\/tasks\/[^/]+\//.test(r.url()) && r.url().endsWith(`/${action}`));

async function success(res: Response) {
  expect(res.status()).toBe(200);
  expect((await res.json()).message).toBe(TEXTS.success);
}

const textOf = async (locator: Locator, timeout: number) =>
  (await locator.textContent({ timeout }).catch(() => "")) ?? "";
const taskKey = async (page: Page, timeout = 1000) =>
  `${await textOf(taskTitle(page), timeout)}|${await textOf(infoBar(page), timeout)}`;

/** After an answer: waits for the next task (not `previous`) of `session`; answers its title and info. */
async function nextTask(page: Page, session: string, previous: string) {
  await expect.poll(() => taskKey(page), { timeout: 20_000 }).not.toBe(previous);
  await reachTask(page, session);
  // On a busy machine the page can take a while to answer: read the task's own title and info.
  const [title = "", info = ""] = (await taskKey(page, 10_000)).split("|");
  expect(title, "a task title").toMatch(/^\d\d - /);
  expect(info).toContain(session);
  return { key: `${title}|${info}`, title, info };
}

/** Start Inspect from the keyboard (the button focused, Enter): not a task's key, not counted. */
async function startFromKeyboard(page: Page) {
  await page.getByRole("button", { name: TEXTS.startInspect }).focus();
  await page.keyboard.press("Enter");
}

/** The data-entry form's fields now, and which of them has the focus (-1: none). */
const formFocus = (page: Page) =>
  page.evaluate(
    ({ selector, label }) => {
      const form = document.querySelector(`section[aria-label="${label}"]`);
      const fields = form ? [...form.querySelectorAll(selector)] : [];
      const at = fields.indexOf(document.activeElement as Element);
      const labelOf = (el: Element | undefined) =>
        (el as HTMLInputElement | undefined)?.labels?.[0]?.textContent?.trim() ?? "";
      return { count: fields.length, at, label: labelOf(fields[at]), first: labelOf(fields[0]) };
    },
    { selector: FIELD, label: TEXTS.dataEntryLabel },
  );

/** Arrival: the task's first field has the focus, nobody having clicked. */
async function expectFirstFieldFocused(page: Page, first?: Locator) {
  if (first) await expect(first).toBeFocused();
  await expect.poll(async () => (await formFocus(page)).at, { timeout: 10_000 }).toBe(0);
}

/**
 * Accepts a form task from the keyboard: the data (typed, or `choose` keys in the focused list), then
 * Enter when the focus is in the form's last field or Ctrl+Enter, then Enter on the confirm's Ok.
 */
async function acceptFromKeyboard(
  page: Page,
  keys: Keys,
  opts: { type?: string; choose?: readonly string[]; accept: string },
): Promise<Response> {
  if (opts.type) await keys.type(opts.type);
  for (const key of opts.choose ?? []) await keys.choose(key);
  await expect(acceptRegion(page).getByRole("button", { name: opts.accept })).toBeEnabled();
  const focus = await formFocus(page);
  const res = answered(page, "accept");
  await keys.press(focus.at === focus.count - 1 ? "Enter" : "Control+Enter");
  const confirm = page.getByRole("dialog", { name: TEXTS.confirmTitle });
  await expect(confirm).toContainText(opts.accept);
  await expect(confirm.getByRole("button", { name: TEXTS.ok })).toBeFocused();
  await keys.press("Enter");
  return res;
}

/** Rejects with `reason` from the keyboard: Alt+R, its digit, Enter on the dialog's Reject. */
async function rejectFromKeyboard(page: Page, keys: Keys, reason: string, field: Locator): Promise<Response> {
  const reasons = (await rejectRegion(page).getByRole("button").allTextContents()).map((t) => t.trim());
  const n = reasons.indexOf(reason) + 1;
  expect(n, reasons.join(" | ")).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(9);
  await expect(rejectRegion(page).getByRole("button", { name: reason })).toBeEnabled();
  const res = answered(page, "reject");
  await keys.press("Alt+r");
  await keys.press(String(n));
  const dialog = page.getByRole("dialog", { name: TEXTS.rejectModalTitle });
  await expect(dialog).toContainText(reason);
  await expect(dialog.getByRole("button", { name: TEXTS.rejectAction })).toBeFocused();
  // The reason's digit went to the decision, not into the field that had the focus.
  await expect(field).toHaveValue("");
  await keys.press("Enter");
  return res;
}

/** Waits until the list in `select` has its options (lookups loaded). */
const optionsLoaded = (select: Locator) =>
  expect(select.locator("option").nth(1)).toBeAttached({ timeout: 20_000 });

test.describe.configure({ mode: "serial" });

test.describe("a shift with the keyboard alone (issue 21)", () => {
  test.setTimeout(300_000);

  test.afterAll(() => {
    if (measured.length > 0)
      console.log(
        `keys per task (non-data + choices):\n${measured.map((m) => `  ${m.task}: ${m.count}${m.target === null ? "" : ` (≤ ${m.target})`}`).join("\n")}`,
      );
  });

  test("VIN, odometer, plate, trim and two colours accepted, an odometer rejected with a reason", async ({
    page,
    request,
  }) => {
    await ingestSession(request, {
      sessionID: S.vin,
      codes: ["01"],
      options: { decode: "vms" },
      priority: PRIORITY,
    });
    for (const sessionID of [S.odometer, S.rejected])
      await ingestSession(request, {
        sessionID,
        codes: ["03"],
        options: { decode: "none" },
        vehicle: { year: 2019, make: "Toyota", model: "Camry", bodyType: "4dr" },
        priority: PRIORITY,
      });
    await ingestSession(request, {
      sessionID: S.identity,
      codes: ["04", "08"],
      options: { decode: "kbb_us", damage_mode: "full" },
      vehicle: HONDA,
      priority: PRIORITY,
    });
    // The damage agent's sessions too, now: the RAV4's photo 04 also makes a colour task, which is this
    // agent's (left in the queue, it would come before a later journey's own tasks).
    await ingestSession(request, {
      sessionID: S.inside,
      codes: ["02", "06"],
      options: { decode: "kbb_us" },
      vehicle: HONDA,
      priority: PRIORITY,
    });
    await ingestSession(request, {
      sessionID: S.damage,
      codes: ["04", "10", "13"],
      options: { decode: "vms", damage_mode: "full" },
      vehicle: { year: 2021, make: "Toyota", model: "RAV4", bodyType: "SUV" },
      priority: PRIORITY,
    });
    await loginViaUi(page, journeyUser("kb", "agent2"));
    await startFromKeyboard(page);
    const keys = new Keys(page);
    const seen: string[] = [];
    let previous = "";
    for (let i = 0; i < 7; i += 1) {
      const { key, title, info } = await nextTask(page, RUN, previous);
      previous = key;
      if (info.includes(S.vin)) {
        seen.push("vin");
        await expectFirstFieldFocused(page, page.getByLabel(TEXTS.vinLabel, { exact: true }));
        keys.take();
        const res = await acceptFromKeyboard(page, keys, { type: DECODABLE_VIN, accept: "VIN read" });
        await success(res);
        record("VIN (01)", keys.take(), 3);
      } else if (info.includes(S.odometer)) {
        seen.push("odometer");
        await expectFirstFieldFocused(page, page.getByLabel(TEXTS.odometerReadingLabel));
        keys.take();
        const res = await acceptFromKeyboard(page, keys, { type: "84210", accept: "Odometer read" });
        expect(res.request().postDataJSON()).toMatchObject({ message: "odom_ok", odom_reading: "84210" });
        await success(res);
        await screenshot(page, "keyboard-odometer-answered", { fullPage: false });
        record("odometer (03)", keys.take(), 3);
      } else if (info.includes(S.rejected)) {
        seen.push("reject");
        const reading = page.getByLabel(TEXTS.odometerReadingLabel);
        await expectFirstFieldFocused(page, reading);
        keys.take();
        const res = await rejectFromKeyboard(page, keys, "Photo is too dark", reading);
        expect(res.request().postDataJSON()).toEqual({ message: "Photo is too dark", from: "INSPECT" });
        await success(res);
        record("reject with a reason (03)", keys.take(), 4);
      } else if (title.includes("plate")) {
        seen.push("plate");
        const plate = page.getByLabel(TEXTS.plateNumberLabel, { exact: true });
        await expectFirstFieldFocused(page, plate);
        keys.take();
        await keys.type("hnd 2003");
        await expect(plate).toHaveValue("HND 2003");
        await screenshot(page, "keyboard-plate", { fullPage: false });
        const res = await acceptFromKeyboard(page, keys, { accept: "Plate read" });
        expect(res.request().postDataJSON()).toMatchObject({ plate_number: "HND 2003" });
        await success(res);
        record("plate (08)", keys.take(), 3);
      } else if (title.includes("trim")) {
        seen.push("trim");
        const trim = page.getByLabel(TEXTS.trimLabel);
        await optionsLoaded(trim);
        await expectFirstFieldFocused(page, trim);
        keys.take();
        const res = await acceptFromKeyboard(page, keys, { choose: ["ArrowDown"], accept: "Trim chosen" });
        const sent = res.request().postDataJSON();
        expect(sent.trim_id).toBeTruthy();
        expect(sent.trans_agent).toBeTruthy();
        await success(res);
        record("trim (08)", keys.take(), null);
      } else {
        expect(title).toMatch(/^04 - .*colour/);
        seen.push("colour");
        const colour = page.getByLabel(TEXTS.extColorLabel);
        await optionsLoaded(colour);
        await expectFirstFieldFocused(page, colour);
        keys.take();
        const res = await acceptFromKeyboard(page, keys, { choose: ["ArrowDown"], accept: "Colour chosen" });
        expect(res.request().postDataJSON().ext_id).toBeTruthy();
        await success(res);
        record(`colour (04, ${info.includes(S.damage) ? "RAV4" : "Accord"})`, keys.take(), null);
      }
    }
    expect(seen.sort()).toEqual(["colour", "colour", "odometer", "plate", "reject", "trim", "vin"]);
  });

  test("interior and tires graded, then two damages marked and finished", async ({ page }) => {
    const payloads = watchTaskPayloads(page);
    await loginViaUi(page, journeyUser("kb", "agent3"));
    await startFromKeyboard(page);
    const keys = new Keys(page);
    let previous = "";
    const seen: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { key, title } = await nextTask(page, S.inside, previous);
      previous = key;
      if (title.startsWith("02 - ")) {
        seen.push("interior");
        const status = page.getByLabel(TEXTS.intStatusLabel);
        await expectFirstFieldFocused(page, status);
        keys.take();
        const res = await acceptFromKeyboard(page, keys, {
          choose: ["ArrowDown"],
          accept: "Interior graded",
        });
        expect(res.request().postDataJSON()).toMatchObject({ int_status: "GOOD" });
        await success(res);
        record("interior (02)", keys.take(), null);
      } else {
        expect(title).toMatch(/^06 - /);
        seen.push("tire");
        const tire = page.getByLabel(/^Tire \(/).first();
        await optionsLoaded(tire);
        await expectFirstFieldFocused(page, tire);
        keys.take();
        const res = await acceptFromKeyboard(page, keys, { choose: ["ArrowDown"], accept: "Tires graded" });
        // The tire choice goes as damages on the wheels it applies to.
        expect(res.request().postDataJSON().damages).toEqual(
          expect.arrayContaining([
            expect.objectContaining({ component: "TIRE_FRONT_LEFT", damage_group: "TIRE" }),
          ]),
        );
        await success(res);
        record("tire (06)", keys.take(), null);
      }
    }
    expect(seen.sort()).toEqual(["interior", "tire"]);

    // The damage task: the photo frame has the focus on arrival; a double-click on a part's centre (from
    // the task's own cage, as the page places it) opens the picker, and the rest is keys.
    await nextTask(page, S.damage, previous);
    await reachTask(page, S.damage, /^04 - Mark every damage/);
    const frame = taskPhoto(page, "04");
    await expect(page.getByRole("application", { name: TEXTS.photoAlt("04") })).toBeFocused();
    await expect(frame.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText(/^Cage · /)).toBeVisible();
    await expect(page.getByRole("timer")).not.toHaveText("90", { timeout: 10_000 });
    const spots = partCentres(payloads.of(S.damage, "04"), await frameGeometry(frame));
    expect(spots.length).toBeGreaterThanOrEqual(2);
    keys.take();
    const perDamage: Taken[] = [];
    for (const [i, spot] of spots.slice(0, 2).entries()) {
      await page.mouse.dblclick(spot.page.x, spot.page.y);
      const picker = page.getByRole("dialog", { name: TEXTS.wsPickDamage(spot.component, spot.group) });
      await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
      await keys.type(i === 0 ? "scr" : "dent");
      await keys.press("Enter");
      // The grade has the focus, at the table's grade of the damage picked.
      await expect(picker.getByRole("radio", { name: i === 0 ? "1" : "2" })).toBeFocused();
      await keys.choose("3");
      await expect(picker.getByRole("radio", { name: "3" })).toBeChecked();
      if (i === 1) await screenshot(page, "keyboard-damage-picker", { fullPage: false });
      await keys.press("Enter");
      await expect(picker).toBeHidden();
      await expect(frame).toBeFocused();
      perDamage.push(keys.take());
    }
    const marked = page.getByRole("region", { name: TEXTS.wsMarkedDamages }).getByRole("listitem");
    await expect(marked).toHaveCount(2);
    await expect(marked.first()).toContainText("SCRATCH");
    await expect(marked.last()).toContainText("DENT");
    const finished = answered(page, "finish");
    await keys.press("Alt+0");
    const dialog = page.getByRole("dialog", { name: TEXTS.rejectModalTitle });
    await expect(dialog).toContainText(TEXTS.finishBody(2));
    await expect(dialog.getByRole("button", { name: TEXTS.finishAction })).toBeFocused();
    await screenshot(page, "keyboard-damage-finish", { fullPage: false });
    await keys.press("Enter");
    const res = await finished;
    const body = res.request().postDataJSON() as { damages: { damage_name: string; grade_score: number }[] };
    expect(body.damages.map((d) => [d.damage_name, d.grade_score])).toEqual([
      ["SCRATCH", 3],
      ["DENT", 3],
    ]);
    await success(res);
    const finish = keys.take();
    for (const [i, taken] of perDamage.entries()) record(`damage ${i + 1}, picker (04)`, taken, 5);
    // A task of one damage: its picker's keys and the Finish.
    record(
      "damage task of one damage, with Finish (04)",
      {
        keys: [...(perDamage[0]?.keys ?? []), ...finish.keys],
        choices: perDamage[0]?.choices ?? [],
        typed: perDamage[0]?.typed ?? 0,
      },
      5,
    );
    record("Finish (04)", finish, null);
  });

  test("QC: each of the agent's answers passed", async ({ page }) => {
    await loginViaUi(page, journeyUser("kb", "qa1"));
    await startFromKeyboard(page);
    const keys = new Keys(page);
    // Every answer of the first two journeys queued a QC task (QC_SHARE_PERCENT 100): the first
    // journey's seven, the damage tasks of its plate session (04, 08: answered by reachTask in the
    // second journey), interior, tires and the marked damage task.
    const expected = 12;
    let previous = "";
    const passed: string[] = [];
    for (let i = 0; i < expected; i += 1) {
      const { key, title, info } = await nextTask(page, RUN, previous);
      previous = key;
      await expect(page.getByRole("region", { name: TEXTS.inspectorAnswer })).toBeVisible();
      // A damage task's QC is answered on its photo (Finish shows): the photo frame is its home.
      const onPhoto = (await acceptRegion(page).getByRole("button", { name: TEXTS.finish }).count()) > 0;
      if (onPhoto)
        await expect(
          page.getByRole("application", { name: TEXTS.photoAlt(title.slice(0, 2)) }),
        ).toBeFocused();
      else await expectFirstFieldFocused(page);
      const home = onPhoto ? "photo" : (await formFocus(page)).first;
      const task = `QC pass, ${title.slice(0, 2)} ${home}${info.includes(S.rejected) ? " (a rejection)" : ""}`;
      if (passed.length === 0) await screenshot(page, "keyboard-qc-arrival", { fullPage: false });
      keys.take();
      await expect(acceptRegion(page).getByRole("button", { name: "Inspector answer is right" })).toBeEnabled(
        {
          timeout: 15_000,
        },
      );
      const res = answered(page, "accept");
      await keys.press("Control+Enter");
      const confirm = page.getByRole("dialog", { name: TEXTS.confirmTitle });
      await expect(confirm.getByRole("button", { name: TEXTS.ok })).toBeFocused();
      await keys.press("Enter");
      await success(await res);
      record(task, keys.take(), 3);
      passed.push(task);
    }
    expect(passed).toHaveLength(expected);
  });
});
