import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { loginViaUi, nav, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

test("the training viewer shows each body type's outlines", async ({ page }) => {
  await loginViaUi(page, journeyUser("trn", "agent1"));
  await nav(page).getByRole("link", { name: TEXTS.navTraining }).click();
  await expect(page).toHaveURL(/\/training$/);
  await page.getByRole("link", { name: TEXTS.trainingLabelingBox }).click();
  await expect(page).toHaveURL(/\/training\/label/);

  const stage = page.getByTestId("outline-stage");
  await page.getByRole("tab", { name: "Jeep" }).click();
  await page.getByRole("button", { name: TEXTS.trainingViewRear }).click();
  const rear = stage.getByRole("img", { name: TEXTS.trainingOutlineAlt("Jeep", "rear") });
  await expect(rear).toHaveAttribute("src", "/outlines/jeep/rear.png");
  await expect.poll(() => rear.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);

  await page.getByRole("tab", { name: "Crew-Ext Cab" }).click();
  await page.getByRole("button", { name: TEXTS.trainingViewSide }).click();
  await expect(stage.getByRole("img")).toHaveCount(2);
  await expect(page.getByText(TEXTS.trainingDrawPlaceholder)).toBeVisible();
  await screenshot(page, "training-label");
});
