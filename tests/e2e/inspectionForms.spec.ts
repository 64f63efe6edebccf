import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import {
  acceptRegion,
  acceptWith,
  ingestSession,
  reachTask,
  rejectWith,
  taskPhoto,
  taskTitle,
  uniqueSession,
} from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/** A VIN the offline decoder knows (2003 Honda Accord); the answer is checked for form, not truth. */
const DECODABLE_VIN = "1HGCM82633A004352";
const YEAR = new Date().getFullYear() - 5;

async function start(page: Page, username: string) {
  await loginViaUi(page, username);
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
}

const answered = (page: Page, action: string) =>
  page.waitForResponse((r) => r.url().includes("/api/tasks/") && r.url().endsWith(`/${action}`));

test.describe.configure({ mode: "serial" });

test.describe("inspection workspace journeys", () => {
  test.setTimeout(120_000);
  let odomSession = "";

  test("an odometer task on an older vehicle shows the warning and is accepted", async ({
    page,
    request,
  }) => {
    odomSession = await ingestSession(request, {
      codes: ["03"],
      options: { decode: "none" },
      vehicle: { year: YEAR, make: "Toyota", model: "Camry", bodyType: "4dr" },
    });
    await start(page, journeyUser("frm", "agent1"));
    await reachTask(page, odomSession, "03");
    await expect(page.getByText(`${YEAR} - Toyota - Camry - 4dr`)).toBeVisible();
    await expect(page.getByText(TEXTS.odometerWarning(YEAR))).toBeVisible();
    await page.getByLabel(TEXTS.odometerReadingLabel).fill("12x");
    await expect(page.getByText(TEXTS.odometerInvalid)).toBeVisible();
    await expect(acceptRegion(page).getByRole("button", { name: "Odometer read" })).toBeDisabled();
    await page.getByLabel(TEXTS.odometerReadingLabel).fill("84210");
    await page.getByLabel(TEXTS.odometerUnitLabel).selectOption("mi");
    await screenshot(page, "inspection-odometer-warning");
    const res = answered(page, "accept");
    await acceptWith(page, "Odometer read");
    const body = (await res).request().postDataJSON();
    expect(body).toEqual({ message: "odom_ok", odom_reading: "84210", odom_unit: "mi" });
    expect((await (await res).json()).message).toBe(TEXTS.success);
  });

  test("the QA sees the inspector's odometer answer and passes it", async ({ page }) => {
    await start(page, journeyUser("frm", "qa1"));
    await reachTask(page, odomSession, "03");
    const inspector = page.getByRole("region", { name: TEXTS.inspectorAnswer });
    // As the odometer task's catalogue labels the reason and the unit (issue 21), not their codes.
    await expect(inspector).toContainText(
      TEXTS.inspectorAnswerKind(TEXTS.answerKindLabels.accepted, "Odometer read"),
    );
    await expect(inspector).toContainText(TEXTS.answerFieldLine(TEXTS.odometerReadingLabel, "84210"));
    await expect(inspector).toContainText(TEXTS.answerFieldLine(TEXTS.odometerUnitLabel, "Miles"));
    await expect(page.getByLabel(TEXTS.odometerReadingLabel)).toHaveValue("84210");
    await expect(page.getByLabel(TEXTS.odometerUnitLabel)).toHaveValue("mi");
    await screenshot(page, "inspection-qc-inspector-answer");
    const res = answered(page, "accept");
    await acceptWith(page, "Inspector answer is right");
    expect((await (await res).json()).message).toBe(TEXTS.success);
  });

  test("a damage task: +30 s once, then a reject with a reason (from INSPECT)", async ({ page, request }) => {
    const session = await ingestSession(request, {
      codes: ["04", "10", "13"],
      vehicle: { year: 2019, make: "Ford", model: "Escape", bodyType: "SUV" },
    });
    await start(page, journeyUser("frm", "agent3"));
    // The body-panel task (damage_body) is the one with plus-time.
    await reachTask(page, session, /^04 - Mark damage on the body panels/);
    const bar = page.getByRole("region", { name: TEXTS.infoBarLabel });
    await expect(bar.getByRole("img", { name: TEXTS.outlineAlt("04") })).toBeVisible();
    await expect(bar.getByRole("button", { name: TEXTS.supportThumb(2) })).toBeVisible();
    await bar.getByRole("button", { name: TEXTS.supportThumb(2) }).click();
    const support = page.getByRole("dialog", { name: TEXTS.supportViewTitle });
    await expect(support.getByRole("img", { name: TEXTS.supportThumb(2) })).toBeVisible();
    await screenshot(page, "inspection-support-view");
    await support.getByRole("button", { name: TEXTS.close }).click();
    // Held S on the photo shows the Support View while the key is down (product §2 hot keys: "hold");
    // released, it closes and the focus is back on the photo, so the next hot key still reaches it.
    const photo = page.getByRole("application", { name: TEXTS.photoAlt("04") });
    await photo.focus();
    await page.keyboard.down("s");
    await expect(support).toBeVisible();
    await page.keyboard.up("s");
    await expect(support).toBeHidden();
    await expect(photo).toBeFocused();
    const plus = page.getByRole("button", { name: TEXTS.plusTime });
    const before = Number(await page.getByRole("timer").textContent());
    const extended = answered(page, "plusTime");
    await plus.click();
    expect((await extended).status()).toBe(200);
    await expect(plus).toBeDisabled();
    expect(Number(await page.getByRole("timer").textContent())).toBeGreaterThan(before + 20);
    await expect(acceptRegion(page).getByRole("button", { name: TEXTS.finish })).toBeDisabled();
    await screenshot(page, "inspection-damage-task");
    const res = answered(page, "reject");
    await rejectWith(page, "Photo is too dark");
    expect((await res).request().postDataJSON()).toEqual({ message: "Photo is too dark", from: "INSPECT" });
    expect((await (await res).json()).message).toBe(TEXTS.success);
  });

  test("a test-mode session shows TEST MODE and its countdown stands still", async ({ page, request }) => {
    const session = await ingestSession(request, {
      sessionID: uniqueSession("T"),
      codes: ["03"],
      options: { decode: "none" },
    });
    await start(page, journeyUser("frm", "agent1"));
    await reachTask(page, session, "03");
    await expect(page.getByText(TEXTS.testMode)).toBeVisible();
    await expect(taskPhoto(page, "03")).toBeVisible();
    const seconds = await page.getByRole("timer").textContent();
    await page.waitForTimeout(2500);
    await expect(page.getByRole("timer")).toHaveText(seconds ?? "");
    await screenshot(page, "inspection-test-mode");
    await page.getByLabel(TEXTS.odometerReadingLabel).fill("1000");
    const res = answered(page, "accept");
    await acceptWith(page, "Odometer read");
    expect((await (await res).json()).message).toBe(TEXTS.success);
  });

  test("a VIN that does not decode keeps the task; a decodable one is accepted", async ({
    page,
    request,
  }) => {
    const session = await ingestSession(request, { codes: ["01"], options: { decode: "vms" } });
    await start(page, journeyUser("frm", "trainee1"));
    await reachTask(page, session, "01");
    const vin = page.getByLabel(TEXTS.vinLabel, { exact: true });
    await vin.fill("00000000000000000");
    const res = answered(page, "accept");
    await acceptWith(page, "VIN read");
    expect((await (await res).json()).message).toBe(TEXTS.vinDecodeWrong);
    const dialog = page.getByRole("alertdialog", { name: TEXTS.inspectionModalTitle });
    await expect(dialog).toContainText(TEXTS.vinDecodeWrong);
    await screenshot(page, "inspection-vin-decode-wrong");
    await dialog.getByRole("button", { name: TEXTS.tryAgain }).click();
    await expect(taskTitle(page)).toHaveText(/^01 - /);
    await vin.fill(DECODABLE_VIN.toLowerCase());
    await expect(vin).toHaveValue(DECODABLE_VIN);
    const ok = answered(page, "accept");
    await acceptWith(page, "VIN read");
    expect((await (await ok).json()).message).toBe(TEXTS.success);
  });

  test("plate, trim and colour tasks: upper-cased plate, trim pack with its transmission, colour list", async ({
    page,
    request,
  }) => {
    const session = await ingestSession(request, {
      codes: ["04", "08"],
      options: { decode: "kbb_us", damage_mode: "split" },
      vehicle: {
        vin: DECODABLE_VIN,
        year: 2003,
        make: "Honda",
        model: "Accord",
        bodyType: "4dr",
        vrm: "HND 2003",
      },
    });
    await start(page, journeyUser("frm", "agent2"));
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await reachTask(page, session);
      const title = (await taskTitle(page).textContent()) ?? "";
      if (title.includes("plate")) {
        seen.add("plate");
        await expect(page.getByRole("region", { name: TEXTS.referenceInfo })).toContainText("HND 2003");
        await page.getByLabel(TEXTS.plateNumberLabel, { exact: true }).fill("hnd 2003");
        await expect(page.getByLabel(TEXTS.plateNumberLabel, { exact: true })).toHaveValue("HND 2003");
        await screenshot(page, "inspection-plate");
        const res = answered(page, "accept");
        await acceptWith(page, "Plate read");
        expect((await res).request().postDataJSON()).toMatchObject({ plate_number: "HND 2003" });
      } else if (title.includes("trim")) {
        seen.add("trim");
        const trim = page.getByLabel(TEXTS.trimLabel);
        await expect(trim.locator("option")).not.toHaveCount(1);
        // The catalogue's trims of a 2003 Accord, the decoded trim (vPIC: EX-V6) first.
        await expect(trim.locator("option").nth(1)).toHaveText(/^2003 Honda Accord EX-V6, /);
        const value = await trim.locator("option").nth(1).getAttribute("value");
        await trim.selectOption(value ?? "");
        await expect(page.getByLabel(TEXTS.transmissionLabel)).not.toHaveValue("");
        await screenshot(page, "inspection-trim");
        const res = answered(page, "accept");
        await acceptWith(page, "Trim chosen");
        const sent = (await res).request().postDataJSON();
        expect(`${sent.trim_id}|${sent.option_id}`).toBe(value);
        expect((await (await res).json()).message).toBe(TEXTS.success);
      } else {
        seen.add("colour");
        const colour = page.getByLabel(TEXTS.extColorLabel);
        await expect(colour.locator("option")).not.toHaveCount(1);
        // Honda's own colours, not another make's.
        await expect(colour.locator("option", { hasText: "Taffeta White (White, NH578)" })).toHaveCount(1);
        await expect(colour.locator("option", { hasText: "Super White" })).toHaveCount(0);
        await colour.selectOption({ index: 1 });
        await screenshot(page, "inspection-colour");
        const res = answered(page, "accept");
        await acceptWith(page, "Colour chosen");
        expect((await (await res).json()).message).toBe(TEXTS.success);
      }
    }
    expect([...seen].sort()).toEqual(["colour", "plate", "trim"]);
  });
});
