import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: "./vite.config.ts",
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts"],
          environment: "node",
          // @pixi/react imports "react-reconciler/constants" without an extension, which Node's ESM
          // loader refuses; let Vite resolve it so pages holding the workstation render in jsdom.
          server: { deps: { inline: ["@pixi/react"] } },
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/support/globalSetup.ts"],
          environment: "node",
          testTimeout: 30000,
          hookTimeout: 60000,
          fileParallelism: false,
        },
      },
      {
        // Several server processes, PostgreSQL restarts, SIGKILL (issue 8): run by `npm run test:ops`.
        test: {
          name: "ops",
          include: ["tests/scaleout/**/*.test.ts", "tests/faults/**/*.test.ts"],
          environment: "node",
          testTimeout: 60000,
          hookTimeout: 180000,
          fileParallelism: false,
        },
      },
    ],
  },
});
