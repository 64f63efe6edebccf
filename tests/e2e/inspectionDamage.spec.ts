import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { TEXTS } from "../../src/domain/texts.ts";
import { apiLogin, loginViaUi, screenshot } from "./support/app.ts";
import { ingestSession, placeOnAPart, reachTask, taskPhoto, taskTitle } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * A damage task marked on the workstation inside the workspace (/inspections), in the default e2e
 * browser: the cage over the photo, a double-click on a part, damage and grade from the keyboard, the
 * numbered marker, T changing the cage to the second one offered, Finish, and the damage and the chosen
 * cage stored on the server.
 */

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

/** A capture's pixels, three bytes each (decoded in Node with sharp, the demo world's renderer). */
async function pixelsOf(png: Buffer): Promise<Buffer> {
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How much of the canvas is not the empty background (#1b1b1b): a black or blank capture is ~0. */
async function paintedShare(canvas: Locator): Promise<number> {
  const p = await pixelsOf(await canvas.screenshot());
  let lit = 0;
  for (let i = 0; i < p.length; i += 3)
    if ((p[i] ?? 0) + (p[i + 1] ?? 0) + (p[i + 2] ?? 0) > 3 * 60) lit += 1;
  return p.length === 0 ? 0 : lit / (p.length / 3);
}

/** The share of canvas pixels that differ (any channel by more than 40) from an earlier capture. */
async function changedShare(canvas: Locator, before: Buffer): Promise<number> {
  const [p, q] = [await pixelsOf(before), await pixelsOf(await canvas.screenshot())];
  if (p.length !== q.length || p.length === 0) return 1;
  let changed = 0;
  for (let i = 0; i < p.length; i += 3)
    if ([0, 1, 2].some((k) => Math.abs((p[i + k] ?? 0) - (q[i + k] ?? 0)) > 40)) changed += 1;
  return changed / (p.length / 3);
}

test.use({ viewport: { width: 1400, height: 900 } });

test("a damage task: a part double-clicked on the cage, damage and grade from the keyboard, finished and stored", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await ingestSession(request, {
    codes: ["04", "10", "13"],
    options: { decode: "vms", damage_mode: "full" },
    vehicle: { year: 2021, make: "Toyota", model: "RAV4", bodyType: "SUV" },
  });
  await loginViaUi(page, journeyUser("dmg", "agent3"));
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, /^04 - Mark every damage/);
  const canvas = taskPhoto(page, "04");
  await expect(canvas).toBeVisible();
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  // The photo is painted: the countdown runs.
  await expect(page.getByRole("timer")).not.toHaveText("90", { timeout: 10_000 });
  await page.waitForTimeout(300);
  expect(await paintedShare(canvas)).toBeGreaterThan(0.2);
  await shot(page, "inspection-damage-cage");

  const pickerName = await placeOnAPart(page, canvas);
  const picker = page.getByRole("dialog", { name: pickerName });
  await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await page.keyboard.press("3");
  await expect(picker.getByRole("radio", { name: "3" })).toBeChecked();
  await expect(picker.getByRole("radio", { name: "3" })).toBeFocused();
  await shot(page, "inspection-damage-picker");
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  const marked = page.getByRole("region", { name: TEXTS.wsMarkedDamages });
  const item = marked.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText("DENT");
  await expect(item).toContainText(TEXTS.wsGrade(3));
  const component = ((await item.textContent()) ?? "").split(" · ")[1]?.split(" (")[0] ?? "";
  await page.waitForTimeout(300);
  expect(await paintedShare(canvas)).toBeGreaterThan(0.2);
  await shot(page, "inspection-damage-marked");

  // T changes the cage: the RAV4 has two ACTIVE cages in the demo world (the regular 2018 one and the
  // 2018 Adventure, another silhouette). The label names the new one, the outline moves, the mark stays.
  const firstLabel = page.getByText(/^Cage · Toyota RAV4 2018\b/);
  await expect(firstLabel).toBeVisible();
  const firstName = ((await firstLabel.textContent()) ?? "").replace(TEXTS.wsCageShown(""), "");
  expect(firstName).not.toContain("Adventure");
  const before = await canvas.screenshot();
  const offered = page.waitForResponse((r) => /\/api\/tasks\/[^/]+\/cages$/.test(new URL(r.url()).pathname));
  await canvas.focus();
  await page.keyboard.press("t");
  const offers = (await (await offered).json()) as { cages: { _id: string; trim: string }[] };
  expect(offers.cages).toHaveLength(2);
  const chosen = offers.cages[1]?._id;
  await expect(page.getByText(TEXTS.wsCageOf(2, 2, "Toyota RAV4 2018 Adventure"))).toBeVisible();
  await page.waitForTimeout(500);
  await expect(canvas.getByText(TEXTS.wsCageFailed)).toHaveCount(0);
  await expect(item).toHaveCount(1);
  expect(await changedShare(canvas, before)).toBeGreaterThan(0.01);
  expect(await paintedShare(canvas)).toBeGreaterThan(0.2);
  await shot(page, "inspection-damage-cage-changed");
  // T again wraps to the first cage (no second request), and once more back to the Adventure.
  await page.keyboard.press("t");
  await expect(page.getByText(TEXTS.wsCageOf(1, 2, firstName), { exact: true })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await changedShare(canvas, before)).toBeLessThan(0.01);
  await page.keyboard.press("t");
  await expect(page.getByText(TEXTS.wsCageOf(2, 2, "Toyota RAV4 2018 Adventure"))).toBeVisible();

  // Tab shows the material bar: a material's hot key chooses it there, a click on another too, and
  // Tab on the photo hides the bar again.
  const materials = page.getByRole("toolbar", { name: TEXTS.wsMaterialBar });
  await expect(materials).toHaveCount(0);
  await page.keyboard.press("Tab");
  await expect(materials).toBeVisible();
  await expect(materials.getByRole("radio", { name: TEXTS.wsAnyMaterial })).toBeChecked();
  await page.keyboard.press("k");
  await expect(materials.getByRole("radio", { name: "Glass (k)" })).toBeChecked();
  await shot(page, "inspection-damage-materials");
  await materials.getByRole("radio", { name: "Painted (p)" }).click();
  await expect(materials.getByRole("radio", { name: "Painted (p)" })).toBeChecked();
  await expect(materials.getByRole("radio", { name: "Glass (k)" })).not.toBeChecked();
  await canvas.focus();
  await page.keyboard.press("Tab");
  await expect(materials).toHaveCount(0);

  // Finish sends the marked damages; the server keeps them on the inspection.
  const finished = page.waitForResponse((r) => r.url().endsWith("/finish"));
  await page.getByRole("button", { name: TEXTS.finish }).click();
  await page.getByRole("dialog").getByRole("button", { name: TEXTS.finish }).last().click();
  const res = await finished;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toMatchObject({ cageInfo: { cageId: chosen } });
  expect((await res.json()).message).toBe(TEXTS.success);
  // The shift's one workstation keeps nothing of this task for the next one.
  await expect(marked).toHaveCount(0);
  await expect(taskTitle(page))
    .not.toHaveText(/^04 - Mark every damage/, { timeout: 15_000 })
    .catch(() => {});

  const { token } = await apiLogin(request, "admin1");
  const view = await request.get(`/api/inspectionView/${session}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(view.status()).toBe(200);
  const body = (await view.json()) as {
    damages: Record<string, unknown>[];
    tasks: { photoCode: string; answer: { cageInfo?: { cageId?: string } } | null }[];
  };
  // The server took the chosen cage with the finish (it refuses one not offered for the photo).
  expect(body.tasks.find((t) => t.photoCode === "04" && t.answer?.cageInfo)?.answer?.cageInfo?.cageId).toBe(
    chosen,
  );
  const damages = body.damages;
  expect(damages).toEqual([
    expect.objectContaining({ photoCode: "04", damage_name: "DENT", grade_score: 3, component }),
  ]);
});
