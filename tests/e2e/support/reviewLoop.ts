import { type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import { apiLogin, openWithToken } from "./app.ts";

/** Screenshots of the review-loop specs, into E2E_SHOTS_DIR (default test-results/screenshots). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR ?? "test-results/screenshots";
  await page.screenshot({ path: `${dir}/review-${name}.png`, fullPage: true });
}

/** A separate browser context signed in as this user (so sessions of two users never mix). */
export async function pageAs(
  browser: Browser,
  baseURL: string,
  username: string,
  path: string,
): Promise<Page> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { token } = await apiLogin(api, username);
  await api.dispose();
  const context = await browser.newContext({ baseURL, viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await openWithToken(page, token, path);
  return page;
}
