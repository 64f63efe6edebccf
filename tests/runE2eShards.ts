import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * The end-to-end tier as E2E_SHARDS Playwright runs side by side (default 2), each with a server and a
 * database of its own (port E2E_PORT + 100 per shard, its own data and output folder), so no journey
 * sees another shard's queue. A journey spends most of its time waiting on what the page shows (timers,
 * motion, polling), so two shards on two cores take much less than one run of them all did.
 * Playwright's --shard keeps the files' order within a shard and splits them by test count.
 * Arguments are passed to every shard (a file, -g); one shard (E2E_SHARDS=1) is the plain run.
 */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 8090);
const baseOutput = process.env.E2E_OUTPUT_DIR ?? "test-results";
const baseData = process.env.E2E_DATA_DIR ?? "tests/e2e/.data";
const args = process.argv.slice(2);

function runShard(index: number): Promise<number> {
  const single = shards === 1;
  const label = `[e2e ${index}/${shards}] `;
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + (index - 1) * 100),
    E2E_OUTPUT_DIR: single ? baseOutput : `${baseOutput}/shard-${index}`,
    E2E_DATA_DIR: single ? baseData : `${baseData}-shard-${index}`,
  };
  const shardArgs = single ? [] : [`--shard=${index}/${shards}`, "--pass-with-no-tests"];
  const child = spawn("npx", ["playwright", "test", ...shardArgs, ...args], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Each line is printed whole with its shard's label: two runs' output stays readable side by side.
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) => process.stdout.write(`${label}${line}\n`));
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
codes.forEach((code, i) => {
  console.log(`e2e shard ${i + 1}/${shards}: ${code === 0 ? "passed" : `failed (exit code ${code})`}`);
});
process.exit(codes.every((code) => code === 0) ? 0 : 1);
