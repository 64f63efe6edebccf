import { expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { DEMO_INSPECTIONS, demoInspection } from "../../src/server/seed/demoInspections.ts";
import type { DemoDamage } from "../../src/server/seed/demoScenes.ts";
import { demoVehicles, seededRandom } from "../../src/server/seed/demoVehicles.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import { ingestSession, reachTask, taskPhoto } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * The demo world as a new agent meets it: the Tesla Model 3 of SDEMO0002 (a make the catalogue had no
 * cage for, so its damages could not be marked) now shows its ACTIVE cage on the damage task of 07,
 * and the damage drawn on the right front door, double-clicked where the seed drew it, opens the picker
 * for that part; the marked damage is finished and stored.
 */

const SESSION = "SDEMO0002";
const CODE = "07";

/** The seed's own truth of the session's damages (the same generator the server seeded with). */
function truthOf(session: string): DemoDamage[] {
  const rand = seededRandom(7);
  for (const [i, v] of demoVehicles(DEMO_INSPECTIONS).entries()) {
    const { body } = demoInspection(i, v, rand);
    if (body.sessionID === session) return (body.truth as { damages: DemoDamage[] }).damages;
  }
  return [];
}

const shot = (page: Page, name: string) => screenshot(page, name, { fullPage: false });

test.use({ viewport: { width: 1400, height: 900 } });

test("a demo damage task of a make that had no cage shows its cage, and the drawn damage is marked on its part", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const damage = truthOf(SESSION).find((d) => d.photoCode === CODE);
  expect(damage, "the seed draws a damage on 07 of SDEMO0002").toBeDefined();
  if (!damage) return;

  await loginViaUi(page, journeyUser("dw", "agent1"));
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  // The damage task (its description starts "Mark"), not 07's exterior-colour task, which may come first.
  await reachTask(page, SESSION, new RegExp(`^${CODE} - Mark `), 60);
  const canvas = taskPhoto(page, CODE);
  await expect(canvas).toBeVisible();
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(/^Cage · Tesla Model 3 2019\b/)).toBeVisible();
  await expect(page.getByText(TEXTS.wsNoCage)).toHaveCount(0);
  await page.waitForTimeout(500);
  await shot(page, "demo-world-cage-tesla");

  // The photo is drawn contained and centred in the canvas at zoom 1: the seed's pixel, on screen.
  const box = (await canvas.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const { width, height } = damage.actual_image;
  const s = Math.min(box.width / width, box.height / height);
  await page.mouse.dblclick(
    box.x + box.width / 2 + (damage.damage_location.x - width / 2) * s,
    box.y + box.height / 2 + (damage.damage_location.y - height / 2) * s,
  );
  const picker = page.getByRole("dialog", {
    name: TEXTS.wsPickDamage(damage.component, damage.damage_group),
  });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole("combobox", { name: TEXTS.wsDamageChoice })).toBeFocused();
  await page.keyboard.type("Dent");
  await page.keyboard.press("Enter");
  await page.keyboard.press("2");
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  const item = page.getByRole("region", { name: TEXTS.wsMarkedDamages }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(damage.component);
  await page.waitForTimeout(300);
  await shot(page, "demo-world-cage-tesla-marked");

  const finished = page.waitForResponse((r) => r.url().endsWith("/finish"));
  await page.getByRole("button", { name: TEXTS.finish }).click();
  await page.getByRole("dialog").getByRole("button", { name: TEXTS.finish }).last().click();
  const res = await finished;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toMatchObject({
    damages: [expect.objectContaining({ component: damage.component })],
  });
  expect((await res.json()).message).toBe(TEXTS.success);
});

test("a damage task whose vehicle no cage matches says so, and a double-click names the missing cage, not a part", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await ingestSession(request, {
    codes: ["04"],
    options: { decode: "vms", damage_mode: "full" },
    vehicle: { year: 1990, make: "Lada", model: "Niva", bodyType: "SUV" },
  });
  await loginViaUi(page, journeyUser("dw", "agent3"));
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, /^04 - /);
  const canvas = taskPhoto(page, "04");
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(TEXTS.wsNoCage)).toHaveCount(1);
  const box = (await canvas.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole("status").filter({ hasText: TEXTS.wsNoCage })).toBeVisible();
  await expect(page.getByText(TEXTS.damageNotAllowed)).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: /^Damage on / })).toHaveCount(0);
  await shot(page, "demo-world-no-cage");
  // Still answerable: No damage.
  await expect(page.getByRole("button", { name: "No damage" })).toBeEnabled();
});
