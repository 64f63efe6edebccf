import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { TEXTS } from "../../../src/domain/texts.ts";

export const DEMO_PASSWORD = "demo1234";

/** The login page, driven by what a person sees: its title, labelled fields and button. */
export class LoginPage {
  constructor(readonly page: Page) {}
  async open() {
    await this.page.goto("/");
    await expect(this.page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
  }
  username() {
    return this.page.getByLabel(TEXTS.usernameLabel);
  }
  password() {
    return this.page.getByLabel(TEXTS.passwordLabel);
  }
  async submit(username: string, password: string) {
    await this.username().fill(username);
    await this.password().fill(password);
    await this.page.getByRole("button", { name: TEXTS.loginButton }).click();
  }
}

export async function loginViaUi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.submit(username, password);
  await expect(page).toHaveURL(/\/inspections$/);
  await expect(nav(page)).toBeVisible();
}

export const nav = (page: Page) => page.getByRole("navigation", { name: TEXTS.navigationLabel });

/** A token straight from the API, for starting a page already signed in. */
export async function apiLogin(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const res = await request.post("/api/users/login", {
    data: { login: username, password, url: "AGENT", role: "AGENT" },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { token: string; user: Record<string, unknown> };
}

/** Opens the app with a stored token, as a browser that kept one from an earlier visit would. */
export async function openWithToken(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem("e2e-token-set")) {
      localStorage.setItem("token", t);
      sessionStorage.setItem("e2e-token-set", "1");
    }
  }, token);
  await page.goto(path);
}

/**
 * Saves a screenshot to look at under the run's output folder (`E2E_OUTPUT_DIR`, as playwright.config
 * uses it), whole page by default; `fullPage: false` keeps the viewport (the canvas journeys).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = process.env.E2E_OUTPUT_DIR ?? "test-results";
  await page.screenshot({ path: `${dir}/screenshots/${name}.png`, fullPage: options.fullPage ?? true });
}
