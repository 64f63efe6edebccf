import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 8090);
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Overridable so that several checkouts or developers can run end-to-end tests side by side.
const dataDir = process.env.E2E_DATA_DIR ?? "tests/e2e/.data";
const clientDir = process.env.CLIENT_DIR ?? "dist/client";

/**
 * End-to-end tests against the real server on a fresh embedded database with demo data, in Debian's
 * Chromium (Playwright cannot download its own browsers here).
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1400, height: 900 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && DATA_DIR=${dataDir} CLIENT_DIR=${clientDir} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=warn LOGIN_RATE_LIMIT_MAX=1000 npx tsx src/server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
  },
});
