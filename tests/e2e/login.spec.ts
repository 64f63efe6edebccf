import { expect, test } from "@playwright/test";
import { TEXTS } from "../../src/domain/texts.ts";
import { LoginPage, loginViaUi, nav, screenshot } from "./support/app.ts";
import { journeyUser } from "./support/journeyUsers.ts";

const AGENT = journeyUser("lgn", "agent1");

test.describe("login", () => {
  test("shows the spec's login page and requires both fields", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await expect(login.username()).toHaveAttribute("required", "");
    await expect(login.password()).toHaveAttribute("required", "");
    await screenshot(page, "login");
    let calls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/api/users/login")) calls++;
    });
    await page.getByRole("button", { name: TEXTS.loginButton }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(calls).toBe(0);
  });

  test("an AGENT signs in, sends the fixed url/role, and lands on /inspections", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    const request = page.waitForRequest("**/api/users/login");
    await login.submit(AGENT, "demo1234");
    expect((await request).postDataJSON()).toEqual({
      login: AGENT,
      password: "demo1234",
      url: "AGENT",
      role: "AGENT",
    });
    await expect(page).toHaveURL(/\/inspections$/);
    await expect(nav(page).getByText(AGENT)).toBeVisible();
    await expect(nav(page).getByTestId("nav-role")).toHaveText("AGENT");
  });

  test("a non-AGENT signs in through the same page", async ({ page }) => {
    await loginViaUi(page, "admin1");
    await expect(nav(page).getByTestId("nav-role")).toHaveText("ADMIN");
  });

  test("wrong credentials show the server's message in the error banner", async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit(AGENT, "not-the-password");
    const alert = page.getByRole("alert").filter({ hasText: TEXTS.alertError(401) });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(TEXTS.badCredentials);
    await expect(page).toHaveURL(/\/$/);
    await screenshot(page, "login-wrong-password");
    // The banner clears itself after 6 seconds.
    await expect(alert).toBeHidden({ timeout: 9000 });
  });
});
