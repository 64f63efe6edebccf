/**
 * `npm test`: every tier in turn, then a summary of what ran, what passed, what was skipped and why, so
 * a local run without PostgreSQL or nginx cannot look like a full one. Stops at the first failing tier,
 * as CI wants (the rest are listed as not run). Each tier is also its own npm script.
 * TEST_TIERS=unit,integration-pglite runs only those (CI runs `TEST_TIERS=unit` on its second Node.js line).
 */
import { spawnSync } from "node:child_process";
import { privatePgAvailable } from "./faults/support/privatePg.ts";
import { NGINX, PG_ADMIN_URL } from "./scaleout/support/cluster.ts";

interface Tier {
  /** What TEST_TIERS names it by. */
  id: string;
  name: string;
  command: string;
  /** Why it cannot run here (null: it runs). */
  skip?: () => string | null;
  /** Parts of it that skip themselves, and why. */
  partly?: () => string[];
}

const TIERS: Tier[] = [
  { id: "typecheck", name: "typecheck", command: "npm run typecheck" },
  { id: "lint", name: "lint", command: "npm run lint" },
  { id: "unit", name: "unit", command: "npm run test:unit" },
  { id: "integration-pglite", name: "integration, PGlite", command: "vitest run --project integration" },
  {
    id: "integration-postgres",
    name: "integration, PostgreSQL",
    command: "TEST_ENGINE=postgres vitest run --project integration",
    skip: () => (PG_ADMIN_URL ? null : "TEST_DATABASE_URL is not set (a PostgreSQL server URL)"),
  },
  {
    id: "ops",
    name: "ops",
    command: "npm run test:ops",
    partly: () => [
      ...(PG_ADMIN_URL && NGINX ? [] : ["scale-out: needs TEST_DATABASE_URL and nginx"]),
      ...(privatePgAvailable ? [] : ["PostgreSQL restart: needs Debian's PostgreSQL binaries and root"]),
    ],
  },
  { id: "e2e", name: "end-to-end", command: "npm run test:e2e" },
];

type Outcome = {
  tier: Tier;
  result: "passed" | "failed" | "skipped" | "not run";
  seconds?: number;
  why?: string;
};

const chosen = process.env.TEST_TIERS?.split(",").map((s) => s.trim());
const outcomes: Outcome[] = [];
let failed = false;
for (const tier of TIERS) {
  if (failed) {
    outcomes.push({ tier, result: "not run", why: "an earlier tier failed" });
    continue;
  }
  const why = chosen && !chosen.includes(tier.id) ? "not in TEST_TIERS" : (tier.skip?.() ?? null);
  if (why) {
    console.log(`\n== ${tier.name}: skipped (${why})`);
    outcomes.push({ tier, result: "skipped", why });
    continue;
  }
  console.log(`\n== ${tier.name}: ${tier.command}`);
  const started = performance.now();
  const run = spawnSync(tier.command, { shell: true, stdio: "inherit", env: process.env });
  const seconds = (performance.now() - started) / 1000;
  const ok = run.status === 0;
  const parts = tier.partly?.() ?? [];
  outcomes.push({
    tier,
    result: ok ? "passed" : "failed",
    seconds,
    ...(parts.length > 0 ? { why: `skipped parts: ${parts.join("; ")}` } : {}),
  });
  if (!ok) failed = true;
}

console.log("\nTest tiers:");
for (const o of outcomes) {
  const time = o.seconds === undefined ? "" : ` in ${o.seconds.toFixed(0)} s`;
  console.log(`  ${o.tier.name.padEnd(24)} ${o.result}${time}${o.why ? ` (${o.why})` : ""}`);
}
const count = (r: Outcome["result"]) => outcomes.filter((o) => o.result === r).length;
console.log(
  `Tiers: ${count("passed")} of ${TIERS.length} passed, ${count("failed")} failed, ${count("skipped")} skipped, ${count("not run")} not run.`,
);
process.exit(failed ? 1 : 0);
