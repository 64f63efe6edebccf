/** Runs every benchmark in turn and prints its figures (`npm run bench`); record them in docs/benchmarks.md. */
import { runCagesBench } from "./cages.bench.ts";
import { runDispatchBench } from "./dispatch.bench.ts";
import { runGeometryBench } from "./geometry.bench.ts";
import { runLabelSuggestionsBench } from "./labelSuggestions.bench.ts";
import { runLoadBench } from "./load.bench.ts";
import { runLogDestinationBench } from "./logDestination.bench.ts";
import { runSymbolicateBench } from "./symbolicate.bench.ts";
import { runTaskFailedBench } from "./taskFailed.bench.ts";
import { runWebhooksBench } from "./webhooks.bench.ts";
import { runWorkspaceBench } from "./workspace.bench.ts";

console.log(runGeometryBench());
// Label suggestions over the corpus's part-labelled wireframes, and the actions to label one.
console.log(runLabelSuggestionsBench());
// Dispatch: PGlite always; PostgreSQL and the pg-boss baseline when TEST_DATABASE_URL is set.
console.log(await runDispatchBench());
// Cage list at 100,000 cages on PGlite (BENCH_DATABASE_URL for PostgreSQL).
console.log(await runCagesBench());
// Workspace accept-to-next-task in headless Chromium: needs the built client (CLIENT_DIR, default dist/client).
console.log(await runWorkspaceBench().catch((error: Error) => `Workspace bench skipped: ${error.message}`));
// Crash-report symbolication at startup: the built client's maps (CLIENT_DIR, default dist/client).
console.log(
  await runSymbolicateBench().catch((error: Error) => `Symbolication bench skipped: ${error.message}`),
);
// The log destination A/B (synchronous against buffered writes), in this process.
console.log(await runLogDestinationBench());
// Webhook delivery to a local receiver: events/s and commit → delivery latency (BENCH_DATABASE_URL: PostgreSQL).
console.log(await runWebhooksBench());
// Failed-task list and statistic at 1,000,000 rows (BENCH_ROWS): PostgreSQL when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, else PGlite.
await runTaskFailedBench();
// Mixed load (autocannon: 300 agents and reviewers against one server process) on PostgreSQL only.
if (process.env.TEST_DATABASE_URL) await runLoadBench();
else console.log("Mixed load skipped: it needs TEST_DATABASE_URL (PostgreSQL)");
