import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { precompressFile } from "../../src/build/precompress.ts";
import { TEXTS } from "../../src/domain/texts.ts";
import { screenshot } from "./support/app.ts";

/**
 * An updated build takes over cleanly (issue 8; the version notice relies on it): a deploy that
 * changes /sw.js is installed on the next update check, takes control of the open page at once,
 * deletes the previous build's cache, and the page still reloads into the app. The deploy is simulated
 * by rewriting the served sw.js with another build id (what a new build's hash would be), and its
 * .br/.gz as the build would (the server sends those to a browser that accepts them), put back after.
 */
const SW_FILE = join(resolve(process.env.CLIENT_DIR ?? "dist/client"), "sw.js");

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test("a new service worker takes over the open page and removes the old build's cache", async ({ page }) => {
  const original = readFileSync(SW_FILE, "utf8");
  try {
    await page.goto("/");
    await page.waitForFunction(
      async () => (await navigator.serviceWorker.getRegistration())?.active !== undefined,
    );
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [oldCache] = await cacheNames(page);
    const oldId = oldCache?.replace(/^inspection-shell-/, "") ?? "";
    expect(oldId).toMatch(/^[0-9a-f]{16}$/);
    expect(original).toContain(oldId);

    // The deploy: the same worker under another build id.
    const newId = [...oldId].map((c) => ((Number.parseInt(c, 16) + 1) % 16).toString(16)).join("");
    writeFileSync(SW_FILE, original.replaceAll(oldId, newId));
    precompressFile(SW_FILE);
    const tookOver = page.evaluate(
      () =>
        new Promise<string>((done) => {
          navigator.serviceWorker.addEventListener("controllerchange", () => done("changed"), { once: true });
          void navigator.serviceWorker.getRegistration().then((r) => r?.update());
        }),
    );
    expect(await tookOver).toBe("changed");
    // The old build's cache is gone; only the new one is left.
    await expect.poll(() => cacheNames(page)).toEqual([`inspection-shell-${newId}`]);

    // The open page keeps working and a reload comes back into the app under the new worker, which
    // caches the shell again.
    await page.reload();
    await expect(page.getByRole("heading", { name: TEXTS.loginTitle })).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((r) => new URL(r.url).pathname);
    }, `inspection-shell-${newId}`);
    expect(cached).toContain("/");
    expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);
    await screenshot(page, "ops-service-worker-updated");
  } finally {
    writeFileSync(SW_FILE, original);
    precompressFile(SW_FILE);
  }
});
