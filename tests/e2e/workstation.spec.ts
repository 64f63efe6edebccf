import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, openWithToken } from "./support/app.ts";

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

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? "test-results"}/screenshots/${name}.png` });

async function openDemo(page: Page, token: string, mode: "readonly" | "label" | "mark") {
  await openWithToken(page, token, "/dev/workstation");
  await expect(page.getByRole("heading", { level: 1, name: TEXTS.wsDemoTitle })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole("tab", { name: mode }).click();
  const canvas = page.getByRole("application", { name: TEXTS.photoAlt("left") });
  await expect(canvas).toBeVisible();
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 15_000 });
  return canvas;
}

test.setTimeout(90_000);

test("read-only mode: numbered markers, d hides them, Space rotates", async ({ page, request }) => {
  const { token } = await apiLogin(request, "agent1");
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
  const { token } = await apiLogin(request, "agent1");
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
