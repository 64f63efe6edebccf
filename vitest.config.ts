import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { isolatedTestFiles } from "./tests/support/sharedModules.ts";

/**
 * Node.js 22.4+ has a Web Storage of its own (on by default from 25): its `localStorage` global, empty
 * without --localstorage-file, stands where jsdom's would be and the client's tests found no storage.
 * Turned off in the test workers; Node.js 20 has none (and would refuse the flag).
 */
const nodeMajor = Number(process.versions.node.split(".")[0]);
const execArgv = nodeMajor >= 22 ? ["--no-experimental-webstorage"] : [];

const UNIT_INCLUDE = ["src/**/*.test.{ts,tsx}", "workers/**/*.test.ts"];
const isolatedUnit = isolatedTestFiles(["src", "workers"]);

const unitTest = {
  include: UNIT_INCLUDE,
  environment: "node" as const,
  // Vitest's default is one worker fewer than the cores, one on CI's two: the unit tier is CPU work with
  // no shared state, so it takes every core (its time in CI nearly halves).
  maxWorkers: availableParallelism(),
  // Two files at once on two cores: a test near Vitest's 5 s default on a busy machine (a page with the
  // workstation rendered in jsdom, a thread starting) must not fail for time alone.
  testTimeout: 15_000,
  execArgv,
  // @pixi/react imports "react-reconciler/constants" without an extension, which Node's ESM loader
  // refuses; let Vite resolve it so pages holding the workstation render in jsdom.
  server: { deps: { inline: ["@pixi/react"] } },
};

export default defineConfig({
  test: {
    projects: [
      // Two projects of one tier (`npm run test:unit` runs both): files that change what later files see
      // run isolated; the rest share one module registry per worker (tests/support/sharedModules.ts).
      {
        extends: "./vite.config.ts",
        test: {
          ...unitTest,
          name: "unit",
          exclude: [...configDefaults.exclude, ...isolatedUnit],
          isolate: false,
        },
      },
      { extends: "./vite.config.ts", test: { ...unitTest, name: "unit-isolated", include: isolatedUnit } },
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
          // …and a spy one file forgets to restore cannot reach the next (tests/support/sharedModules.ts, checked by sharedModules.test.ts).
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
