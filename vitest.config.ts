import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Node.js 22.4+ has a Web Storage of its own (on by default from 25): its `localStorage` global, empty
 * without --localstorage-file, stands where jsdom's would be and the client's tests found no storage.
 * Turned off in the test workers; Node.js 20 has none (and would refuse the flag).
 */
const nodeMajor = Number(process.versions.node.split(".")[0]);
const execArgv = nodeMajor >= 22 ? ["--no-experimental-webstorage"] : [];

export default defineConfig({
  test: {
    projects: [
      {
        extends: "./vite.config.ts",
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts"],
          environment: "node",
          // Vitest's default is one worker fewer than the cores, one on CI's two: the unit tier is CPU
          // work with no shared state, so it takes every core (its time in CI nearly halves).
          maxWorkers: availableParallelism(),
          // Two files at once on two cores: a test near Vitest's 5 s default on a busy machine (a page
          // with the workstation rendered in jsdom, a thread starting) must not fail for time alone.
          testTimeout: 15_000,
          execArgv,
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
          // Each file has a database of its own (a PGlite copy or a PostgreSQL database made from the
          // template), so two files run at once, one per core; tests hold runs with latches, not time.
          maxWorkers: 2,
          // One module registry per worker, not per file: every file imported the whole server afresh
          // (~4 s each, 336 s of the PGlite tier). The files share no module state (each builds its own
          // app over its own database; none mocks modules or changes process.env), so nothing leaks
          // between them (sharedModules.test.ts). Measured on 2026-11-28: PGlite tier 633 → 378 s, PostgreSQL 404 → 204 s.
          isolate: false,
          // …and a spy one file forgets to restore cannot reach the next (sharedModules.test.ts checks the rest).
          restoreMocks: true,
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
