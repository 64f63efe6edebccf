import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { LoginPage, loginViaUi, nav, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const AGENT = journeyUser("acct", "agent2");
const TRAINER = journeyUser("acct", "trainer1");

test.describe("profile", () => {
  test("shows email, username, role and sex, and saves a changed profile", async ({ page }) => {
    await loginViaUi(page, AGENT);
    await nav(page).getByTestId("nav-user").click();
    await expect(page).toHaveURL(/\/account$/);
    const main = page.getByRole("main");
    await expect(main.getByText(`${AGENT}@demo.invalid`).first()).toBeVisible();
    await expect(main.getByText(AGENT, { exact: true }).first()).toBeVisible();
    await expect(main.getByText("AGENT", { exact: true }).first()).toBeVisible();
    await expect(main.getByText("Female", { exact: true }).first()).toBeVisible();
    await screenshot(page, "account");

    await main.getByLabel(TEXTS.emailLabel).fill("not-an-email");
    await main.getByRole("button", { name: TEXTS.saveProfile }).click();
    await expect(main.getByText(TEXTS.emailInvalid)).toBeVisible();

    await main.getByLabel(TEXTS.emailLabel).fill("agent2.new@example.com");
    const saved = page.waitForResponse("**/api/users/changeProfile");
    await main.getByRole("button", { name: TEXTS.saveProfile }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("status").filter({ hasText: TEXTS.alertSuccess(200) })).toContainText(
      TEXTS.profileSaved,
    );
    await expect(main.getByText("agent2.new@example.com").first()).toBeVisible();
  });

  test("a wrong old password is refused; the right one changes the password", async ({ page, request }) => {
    // Six password checks and four screens: ~30 s on a loaded 2-core machine, so more than the default.
    test.setTimeout(90_000);
    // Whatever happens below, the trainer gets the demo password back, so a retry starts as the first try.
    try {
      await changeTrainerPassword(page);
    } finally {
      await restoreDemoPassword(request);
    }
  });
});

async function restoreDemoPassword(request: APIRequestContext): Promise<void> {
  const res = await request.post("/api/users/login", {
    data: { login: TRAINER, password: "trainer-new-pass", url: "AGENT", role: "AGENT" },
  });
  if (res.status() !== 200) return; // the password was never changed, or is already back
  const { token } = (await res.json()) as { token: string };
  await request.put("/api/users/changeProfile", {
    headers: { Authorization: `Bearer ${token}` },
    data: { oldPassword: "trainer-new-pass", newPassword: "demo1234" },
  });
}

async function changeTrainerPassword(page: Page): Promise<void> {
  await loginViaUi(page, TRAINER);
  await nav(page).getByTestId("nav-user").click();
  const main = page.getByRole("main");
  await main.getByLabel(TEXTS.oldPasswordLabel).fill("wrong-old-password");
  await main.getByLabel(TEXTS.newPasswordLabel).fill("trainer-new-pass");
  await main.getByRole("button", { name: TEXTS.saveProfile }).click();
  await expect(page.getByRole("alert").filter({ hasText: TEXTS.alertError(400) })).toContainText(
    TEXTS.wrongOldPassword,
  );

  await main.getByLabel(TEXTS.oldPasswordLabel).fill("demo1234");
  await main.getByLabel(TEXTS.newPasswordLabel).fill("trainer-new-pass");
  await main.getByRole("button", { name: TEXTS.saveProfile }).click();
  await expect(page.getByRole("status").filter({ hasText: TEXTS.alertSuccess(200) })).toBeVisible();

  await nav(page).getByRole("button", { name: TEXTS.signOut }).click();
  const login = new LoginPage(page);
  await login.submit(TRAINER, "demo1234");
  await expect(page.getByRole("alert").filter({ hasText: TEXTS.alertError(401) })).toBeVisible();
  await login.submit(TRAINER, "trainer-new-pass");
  await expect(nav(page)).toBeVisible();

  // Put the demo password back, as a person trying the change out would.
  await nav(page).getByTestId("nav-user").click();
  await page.getByRole("main").getByLabel(TEXTS.oldPasswordLabel).fill("trainer-new-pass");
  await page.getByRole("main").getByLabel(TEXTS.newPasswordLabel).fill("demo1234");
  await page.getByRole("main").getByRole("button", { name: TEXTS.saveProfile }).click();
  await expect(page.getByRole("status").filter({ hasText: TEXTS.alertSuccess(200) })).toBeVisible();
}
