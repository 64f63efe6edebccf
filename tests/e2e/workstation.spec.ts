import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, openWithToken, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const AGENT = journeyUser("ws", "agent1");

/**
 * The imaging workstation on the real canvas (WebGL through SwiftShader), on the development demo page
 * (built with VITE_DEV_PAGES=1): read-only markers and label-mode selection.
 */
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--use-angle=swiftshader",
      "--enable-unsafe-swiftshader",
      "--ignore-gpu-blocklist",
    ],
  },
});

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

async function openDemo(page: Page, token: string, mode: "readonly" | "label" | "mark") {
  await openWithToken(page, token, "/dev/workstation");
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.wsDemoTitle })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("tab", { name: mode }).click();
  const canvas = page.getByRole("application", {
    name: mode === "mark" ? TEXTS.photoAlt("04") : TEXTS.photoAlt("left"),
  });
  // A new tab mounts a new workstation (a WebGL context): slow on a busy machine with software WebGL.
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 15_000 });
  return canvas;
}

test.setTimeout(90_000);

test("read-only mode: numbered markers, d hides them, Space rotates", async ({ page, request }) => {
  const { token } = await apiLogin(request, AGENT);
  const canvas = await openDemo(page, token, "readonly");
  const list = page.getByRole("region", { name: TEXTS.wsMarkerList });
  await expect(list.getByRole("listitem")).toHaveCount(5);
  await expect(list.getByText("DENT (grade 1)")).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, "workstation-readonly");
  await canvas.focus();
  await page.keyboard.press("d");
  await expect(list.getByText(TEXTS.wsMarkersHidden)).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByText(TEXTS.wsRotation(90))).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, "workstation-readonly-rotated");
});

test("label mode: a click selects a part, its group colours it", async ({ page, request }) => {
  const { token } = await apiLogin(request, AGENT);
  const canvas = await openDemo(page, token, "label");
  await page.waitForTimeout(500);
  const box = (await canvas.boundingBox())!;
  await shot(page, "workstation-label");
  // The front door's middle on the 4dr left outline (viewBox 1000×480, fitted to the frame).
  await page.mouse.click(box.x + box.width * 0.46, box.y + box.height * 0.7);
  await expect(page.getByText(TEXTS.wsSelectedPart("FRONT_DOOR_LEFT", "BODY"))).toBeVisible();
  await shot(page, "workstation-label-selected");
  // Relabel it: the part takes the colour of its new group.
  await page.getByRole("combobox", { name: TEXTS.wsSelectedPart("FRONT_DOOR_LEFT", "BODY") }).click();
  await page.getByRole("option", { name: "GLASS" }).click();
  await expect(page.getByText(TEXTS.wsSelectedPart("FRONT_DOOR_LEFT", "GLASS"))).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, "workstation-label-relabelled");
  // Off every part: nothing selected.
  await page.mouse.click(box.x + 5, box.y + 5);
  await expect(page.getByText(/^Selected: /)).toBeHidden();
});

test("mark mode: place on a part from the keyboard, refuse duplicates and off-part clicks, X deletes, zoom and rotate", async ({
  page,
  request,
}) => {
  const { token } = await apiLogin(request, AGENT);
  const canvas = await openDemo(page, token, "mark");
  await page.waitForTimeout(500);
  const box = (await canvas.boundingBox())!;
  const door = { x: box.x + box.width * 0.46, y: box.y + box.height * 0.7 };
  const marked = page.getByRole("region", { name: TEXTS.wsMarkedDamages });

  await page.mouse.dblclick(door.x, door.y);
  const picker = page.getByRole("dialog", { name: TEXTS.wsPickDamage("FRONT_DOOR_LEFT", "BODY") });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("radio", { name: "2" })).toBeFocused();
  await page.keyboard.press("3");
  await expect(picker.getByRole("radio", { name: "3" })).toBeChecked();
  await shot(page, "workstation-mark-picker");
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(marked.getByText("DENT · FRONT_DOOR_LEFT (grade 3)")).toBeVisible();
  // The view has stood still: cage and markers come from their snapshots (crisp, marker on top).
  await page.waitForTimeout(600);
  await shot(page, "workstation-mark-zoom1");

  // The same spot again: refused, the marker there pulses.
  await page.mouse.dblclick(door.x, door.y);
  await expect(page.getByRole("status").getByText(TEXTS.damageDuplicate)).toBeVisible();
  await shot(page, "workstation-mark-duplicate");
  // Off the car: refused.
  await page.mouse.dblclick(box.x + 20, box.y + 20);
  await expect(page.getByRole("status").getByText(TEXTS.damageNotAllowed)).toBeVisible();
  await expect(picker).toBeHidden();

  // X over the marker deletes it.
  await page.mouse.move(door.x + 2, door.y + 2);
  await page.keyboard.press("x");
  await expect(marked).toBeHidden();

  // Place again, then zoom in on it and rotate: the marker stays on the door.
  await page.mouse.dblclick(door.x, door.y);
  await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Scratch");
  await page.keyboard.press("Enter");
  // The grade takes the focus, set to the table's grade of the damage.
  await expect(picker.getByRole("radio", { name: "1" })).toBeFocused();
  await expect(picker.getByRole("radio", { name: "1" })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(marked.getByText("SCRATCH · FRONT_DOOR_LEFT (grade 1)")).toBeVisible();
  await page.mouse.move(door.x, door.y);
  await page.mouse.wheel(0, -300);
  await expect(page.getByText(TEXTS.wsZoom(2))).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByText(TEXTS.wsRotation(90))).toBeVisible();
  await page.waitForTimeout(300);
  await shot(page, "workstation-mark-zoom-rotate");
  // Zoom 4, settled: the snapshots are taken again at this zoom (lines stay 1 px, not magnified).
  await page.mouse.wheel(0, -300);
  await page.mouse.wheel(0, -300);
  await expect(page.getByText(TEXTS.wsZoom(4))).toBeVisible();
  await page.waitForTimeout(600);
  await shot(page, "workstation-mark-zoom4");
});
