/**
 * Webhook delivery (issue 24): how many events an instance delivers per second to a local receiver, and
 * how long an event waits between the commit that wrote it and its arrival at the receiver (p50/p99).
 * The app is the real one (buildApp: its worker is woken by each commit's NOTIFY and polls the outbox
 * every WEBHOOK_POLL_MS besides); events are written by enqueueEvent, the statement the answers' and
 * QC's transactions run. PGlite in memory, or PostgreSQL with BENCH_DATABASE_URL. The paced run with a
 * 1 h poll is delivered by the wake alone.
 *
 *   npx tsx tests/bench/webhooks.bench.ts            (BENCH_EVENTS=2000, BENCH_RATE=10 a second for 20 s)
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import { migrateToLatest } from "../../src/server/db/connect.ts";
import { enqueueEvent } from "../../src/server/repositories/webhookOutbox.ts";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../src/server/webhooks/settings.ts";
import { startReceiver } from "../support/webhookReceiver.ts";
import { openBenchDatabase } from "./benchDatabase.ts";

const SECRET = "webhook-bench-secret-0123456789abcdef";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** An app on a fresh database, polling its outbox every `pollMs` (0: never; the bench ticks it). */
async function benchApp(pollMs: number) {
  const database = await openBenchDatabase("webhook_bench", process.env.BENCH_DATABASE_URL);
  await migrateToLatest(database.db);
  const config = loadConfig({
    LOG_LEVEL: "silent",
    CLIENT_DIR: "/nonexistent",
    JWT_SECRET: SECRET,
    DATA_DIR: mkdtempSync(join(tmpdir(), "webhook-bench-")),
    WEBHOOK_ALLOW_PRIVATE: "1",
    WEBHOOK_POLL_MS: String(pollMs),
  });
  const { app, services } = await buildApp(config, { ...database, notifier: null }, SECRET);
  const subscribe = (url: string) =>
    services.webhooks.create({ url, events: ["inspection.completed"] }, null);
  return {
    engine: database.engine,
    services,
    subscribe,
    emit: (seq: number) => enqueueEvent(database.db, "inspection.completed", { seq }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

const seqOf = (body: string): number => (JSON.parse(body) as { data: { seq: number } }).data.seq;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** A burst of `events` already in the outbox, delivered by one worker tick (rounds of batchSize at once). */
async function throughput(receiver: Receiver, events: number): Promise<string> {
  const app = await benchApp(0);
  try {
    await app.subscribe(receiver.url);
    for (let i = 0; i < events; i++) await app.emit(i);
    receiver.received.length = 0;
    const start = performance.now();
    const tries = await app.services.webhooks.worker.tick();
    const seconds = (performance.now() - start) / 1000;
    const got = new Set(receiver.received.map((r) => seqOf(r.body))).size;
    return `  burst (${app.engine}): ${events} events in outbox, ${tries} tries, ${got} received once each in ${seconds.toFixed(2)} s: ${Math.round(got / seconds)} events/s (batch ${DEFAULT_WEBHOOK_SETTINGS.batchSize})`;
  } finally {
    await app.close();
  }
}

/** Events committed at `rate` a second for `seconds`; each one's commit → arrival time at the receiver. */
async function latency(receiver: Receiver, pollMs: number, rate: number, seconds: number): Promise<string> {
  const app = await benchApp(pollMs);
  try {
    await app.subscribe(receiver.url);
    receiver.received.length = 0;
    const committed = new Map<number, number>();
    const total = rate * seconds;
    const start = Date.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / rate;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await app.emit(i);
      committed.set(i, Date.now());
    }
    // The last events wait for the next poll at most, plus their sends (a wake: no wait).
    const deadline = Date.now() + Math.min(pollMs, 60_000) + 10_000;
    while (receiver.received.length < total && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const waits = receiver.received
      .map((r) => r.at - (committed.get(seqOf(r.body)) ?? Number.NaN))
      .sort((a, b) => a - b);
    const dup = receiver.received.length - new Set(receiver.received.map((r) => seqOf(r.body))).size;
    return `  paced (${app.engine}, poll ${pollMs} ms): ${total} events at ${rate}/s, ${waits.length} received (${dup} twice); commit → receiver p50 ${pct(waits, 50)} ms, p99 ${pct(waits, 99)} ms, max ${waits.at(-1)} ms`;
  } finally {
    await app.close();
  }
}

export async function runWebhooksBench(): Promise<string> {
  const events = Number(process.env.BENCH_EVENTS ?? 2000);
  const rate = Number(process.env.BENCH_RATE ?? 10);
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const receiver = await startReceiver();
  try {
    const out = [
      "Webhook delivery to a local receiver (one subscription, the receiver answers 200 at once):",
    ];
    out.push(await throughput(receiver, events));
    out.push(await latency(receiver, DEFAULT_WEBHOOK_SETTINGS.pollMs, rate, seconds));
    out.push(await latency(receiver, 3_600_000, rate, seconds));
    return out.join("\n");
  } finally {
    await receiver.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) console.log(await runWebhooksBench());
