import { defineConfig, devices } from "@playwright/test";

/**
 * The cage-corpus hit-test spec alone, without the app's server (it needs none): a convenience for
 * working on the cage parser. The main config runs the same spec with the rest of tests/e2e.
 *   CHROMIUM_PATH=/usr/bin/chromium npx playwright test -c tests/e2e/corpus.playwright.config.ts
 */
export default defineConfig({
  testDir: ".",
  testMatch: "cageCorpusHitTest.spec.ts",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../../test-results/corpus",
  workers: 1,
  reporter: [["list"]],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
