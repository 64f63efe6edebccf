/**
 * Crash-report symbolication at startup (issue 8): what the first client report of an instance costs,
 * and how long the event loop is blocked meanwhile, with the maps parsed on the loop at the first report
 * (StackSymbolicator, as before) and on a worker thread warmed after listening (BackgroundSymbolicator).
 * Needs a built client with its hidden maps (CLIENT_DIR, default dist/client).
 *
 *   CLIENT_DIR=dist/client npx tsx tests/bench/symbolicate.bench.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { StackSymbolicator } from "../../src/server/ops/symbolicate.ts";
import { BackgroundSymbolicator } from "../../src/server/ops/symbolicateInWorker.ts";

/** A Chromium stack of `frames` frames spread over the main chunk, as a render crash sends it. */
function mainChunkStack(clientDir: string, frames = 12): string {
  const assets = join(clientDir, "assets");
  const main = readdirSync(assets).find((f) => /^main-[\w-]+\.js$/.test(f));
  if (!main) throw new Error(`no main chunk in ${assets}: build the client first`);
  const lines = readFileSync(join(assets, main), "utf8").split("\n");
  const longest = lines.reduce((best, l, i) => (l.length > (lines[best]?.length ?? 0) ? i : best), 0);
  const width = lines[longest]?.length ?? 1;
  const at = (k: number) =>
    `    at f${k} (http://127.0.0.1:8090/assets/${main}:${longest + 1}:${1 + Math.floor(((k + 1) * width) / (frames + 2))})`;
  return ["TypeError: boom", ...Array.from({ length: frames }, (_, k) => at(k))].join("\n");
}

/**
 * Runs `fn` and answers its wall time, the longest event-loop stall meanwhile, and the time the loop
 * was busy (event-loop utilisation; unlike the stall it does not count waiting for a CPU on a busy
 * machine), in ms.
 */
async function timed(fn: () => Promise<unknown>): Promise<{ ms: number; loopMaxMs: number; busyMs: number }> {
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  // A ticking timer, so the histogram sees the stall even when nothing else is scheduled.
  const tick = setInterval(() => {}, 1);
  const elu = performance.eventLoopUtilization();
  const start = performance.now();
  await fn();
  const ms = performance.now() - start;
  const busyMs = performance.eventLoopUtilization(elu).active;
  await new Promise((r) => setTimeout(r, 5));
  clearInterval(tick);
  loop.disable();
  return { ms, loopMaxMs: loop.max / 1e6, busyMs };
}

const f = (n: number) => n.toFixed(1);

export async function runSymbolicateBench(): Promise<string> {
  const clientDir = resolve(process.env.CLIENT_DIR ?? "dist/client");
  const stack = mainChunkStack(clientDir);
  const out = [`Symbolication, main chunk stack of 12 frames (${clientDir}):`];

  const before = new StackSymbolicator(clientDir);
  const cold = await timed(() => before.symbolicate(stack));
  const warmLater = await timed(() => before.symbolicate(stack));
  out.push(
    `  before (parse on the loop at the first report): first report ${f(cold.ms)} ms, loop busy ${f(cold.busyMs)} ms, blocked up to ${f(cold.loopMaxMs)} ms; next report ${f(warmLater.ms)} ms`,
  );

  const after = new BackgroundSymbolicator(clientDir);
  try {
    let warmed = 0;
    const warm = await timed(async () => {
      warmed = await after.warm();
    });
    const first = await timed(() => after.symbolicate(stack));
    const next = await timed(() => after.symbolicate(stack));
    out.push(
      `  after (worker, warmed after listening): warm-up ${f(warm.ms)} ms for ${warmed} maps, loop busy ${f(warm.busyMs)} ms and blocked up to ${f(warm.loopMaxMs)} ms meanwhile; first report ${f(first.ms)} ms (loop busy ${f(first.busyMs)} ms); next ${f(next.ms)} ms`,
    );
    const mapped = await after.symbolicate(stack);
    if (!mapped) out.push("  (warning: the stack was not mapped: a build without maps?)");
  } finally {
    await after.close();
  }
  const unwarmed = new BackgroundSymbolicator(clientDir);
  try {
    const first = await timed(() => unwarmed.symbolicate(stack));
    out.push(
      `  worker without warm-up (a report before the warm-up ended): first report ${f(first.ms)} ms, loop busy ${f(first.busyMs)} ms, blocked up to ${f(first.loopMaxMs)} ms`,
    );
  } finally {
    await unwarmed.close();
  }
  return out.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runSymbolicateBench());
