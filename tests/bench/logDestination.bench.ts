/**
 * Log destination A/B (issue 8): the server logs two lines per request at level info (pino through
 * Fastify, synchronous writes). Would a buffered destination (`pino.destination({ sync: false,
 * minLength: 4096 })`) lower the CPU a request costs? A Fastify app logging as the server does (same
 * redaction, one small JSON route) to a file, LOG_AB_REQUESTS requests per round (20,000), returning to the
 * event loop between requests as a server does (the buffered writes happen there), three rounds in
 * alternating order; this process's CPU per request, and its system part (the write calls).
 *
 *   npx tsx tests/bench/logDestination.bench.ts
 */
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import pino from "pino";

type Mode = "sync" | "buffered";

async function round(mode: Mode, requests: number, dir: string) {
  const file = join(dir, `${mode}.log`);
  const fd = openSync(file, "a");
  const stream =
    mode === "sync"
      ? pino.destination({ dest: fd, sync: true })
      : pino.destination({ dest: fd, sync: false, minLength: 4096 });
  const app = Fastify({ logger: { level: "info", redact: ["req.headers.authorization"], stream } as never });
  app.get("/api/ping", async () => ({ success: true, data: { ok: 1 } }));
  await app.ready();
  const call = () =>
    app.inject({ method: "GET", url: "/api/ping", headers: { authorization: "Bearer x.y.z" } });
  for (let i = 0; i < 2_000; i++) await call();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < requests; i++) {
    await call();
    await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  const cpu = process.cpuUsage(cpu0);
  stream.flushSync();
  await app.close();
  rmSync(file, { force: true });
  return { total: (cpu.user + cpu.system) / requests, system: cpu.system / requests };
}

export async function runLogDestinationBench(): Promise<string> {
  const requests = Number(process.env.LOG_AB_REQUESTS ?? 20_000);
  const dir = mkdtempSync(join(tmpdir(), "log-ab-"));
  const figures: Record<Mode, { total: number; system: number }[]> = { sync: [], buffered: [] };
  try {
    for (const order of [
      ["sync", "buffered"],
      ["buffered", "sync"],
      ["sync", "buffered"],
    ] as const) {
      for (const mode of order) figures[mode].push(await round(mode, requests, dir));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const line = (mode: Mode) =>
    `  ${mode.padEnd(8)} CPU per request ${figures[mode].map((f) => f.total.toFixed(1)).join(" / ")} µs, of it system ${figures[mode].map((f) => f.system.toFixed(1)).join(" / ")} µs`;
  return [
    `Log destination A/B, ${requests.toLocaleString("en")} requests a round, three rounds:`,
    line("sync"),
    line("buffered"),
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  console.log(await runLogDestinationBench());
