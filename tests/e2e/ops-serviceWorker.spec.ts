import { expect, test } from "@playwright/test";
import { loginViaUi, screenshot } from "./support/app.ts";

/**
 * The service worker (issue 8): it controls the app after the first load, keeps the shell and hashed
 * assets in its cache so a reload works even with the server unreachable, and never stores an API
 * answer or a photo.
 */
test("the service worker caches the app shell and assets, never API answers", async ({ page, context }) => {
  await page.goto("/");
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active !== undefined,
  );
  await loginViaUi(page, "qa1");
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The cache is named by the build (a hash of its assets, filled in by vite.config.ts), not by hand.
  const names = await page.evaluate(() => caches.keys());
  expect(names).toEqual([expect.stringMatching(/^inspection-shell-[0-9a-f]{16}$/)]);

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain("/");
  expect(cached.some((u) => u.startsWith("/assets/") && u.endsWith(".js"))).toBe(true);
  expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);

  // With the network gone, a reload still shows the app from the cached shell.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("#root")).not.toBeEmpty();
  await screenshot(page, "ops-service-worker-offline-reload");
  await context.setOffline(false);
});
