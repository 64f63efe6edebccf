import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { demoVehicles } from "../../src/server/seed/demoVehicles.ts";
import { loginViaUi, screenshot } from "./support/app.ts";
import { acceptRegion, infoBar, ingestSession, reachTask, taskPhoto } from "./support/inspectionWorld.ts";
import { journeyUser } from "./support/journeyUsers.ts";

/**
 * Tasks that need the vehicle wait for it (docs/decisions.md): an inspection that arrives without its
 * vehicle hands out its VIN task, and its damage task only once the VIN is accepted — then with the
 * decoded vehicle's cage on the photo, never the no-cage text.
 */
const vehicle = demoVehicles(2)[1]!;

test.use({ viewport: { width: 1400, height: 900 } });

test("a vehicle-less inspection: the VIN task first, then its damage task with the decoded vehicle's cage", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await ingestSession(request, {
    codes: ["01", "05"],
    options: { decode: "vms", damage_mode: "full" },
    vehicle: { vrm: vehicle.plate },
  });
  await loginViaUi(page, journeyUser("vw", "agent1"));
  await page.getByRole("button", { name: TEXTS.startInspect }).click();
  await reachTask(page, session, /^01 - /);
  await expect(taskPhoto(page, "01")).toBeVisible();

  await page.getByLabel(TEXTS.vinLabel, { exact: true }).fill(vehicle.vin);
  const answered = page.waitForResponse("**/api/tasks/*/accept");
  await acceptRegion(page).getByRole("button").first().click();
  await page
    .getByRole("dialog", { name: TEXTS.confirmTitle })
    .getByRole("button", { name: TEXTS.ok })
    .click();
  expect((await (await answered).json()).message).toBe(TEXTS.success);

  // The task the VIN answer released comes next (the session's priority puts it first), or right after
  // the one task already held ahead for this agent (issue 21: one task of look-ahead, docs/decisions.md).
  await reachTask(page, session, /^05 - Mark /);
  await expect(infoBar(page)).toContainText(session);
  const canvas = taskPhoto(page, "05");
  await expect(canvas.getByText(TEXTS.photoLoading)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText(`${vehicle.year} - ${vehicle.make} - ${vehicle.model}`)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Cage · ${vehicle.make} ${vehicle.model}\\b`))).toBeVisible();
  await expect(page.getByText(TEXTS.wsNoCage)).toHaveCount(0);
  await page.waitForTimeout(500);
  await screenshot(page, "vehicle-wait-damage-task-cage", { fullPage: false });
});
