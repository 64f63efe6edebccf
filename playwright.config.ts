import { defineConfig, devices } from "@playwright/test";
import { SERVER_LOG_DIR } from "./tests/e2e/support/serverLogs.ts";

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
  // After a failed run, serverLogReporter prints the tail of every e2e server's log.
  reporter: [["list"], ["./tests/e2e/support/serverLogReporter.ts"]],
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
  // Before the server starts, the journeys' own accounts are added to its fresh data folder
  // (tests/e2e/support/journeyUsers.ts): no journey sees another's leftovers.
  // The server's output (requests, start and stop, each line timed) goes to a file in the output folder
  // (Playwright empties that folder before it starts the server), where a misbehaving server is diagnosed.
  // WEBHOOK_ALLOW_PRIVATE=1: the webhook journey's receiver listens on 127.0.0.1, a target refused by default.
  // `exec node`: the process Playwright started is the server itself, so at the end it gets SIGTERM and
  // Playwright waits for it to log "shutting down" and "stopped" and close PGlite (SIGKILL only after
  // the server's own 15 s deadline; without gracefulShutdown the group was SIGKILLed mid-run).
  webServer: {
    command: `mkdir -p '${SERVER_LOG_DIR}' && echo "starting $(date -u +%FT%TZ)" >> '${SERVER_LOG_DIR}/e2e-server.log' && rm -rf ${dataDir} && DATA_DIR=${dataDir} LOG_LEVEL=warn node --import tsx tests/e2e/support/seedJourneyUsers.ts >> '${SERVER_LOG_DIR}/e2e-server.log' 2>&1 && DATA_DIR=${dataDir} CLIENT_DIR=${clientDir} PORT=${PORT} HOST=127.0.0.1 LOG_LEVEL=info LOGIN_RATE_LIMIT_MAX=1000 WEBHOOK_ALLOW_PRIVATE=1 exec node --import tsx src/server/main.ts >> '${SERVER_LOG_DIR}/e2e-server.log' 2>&1`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
  },
});
