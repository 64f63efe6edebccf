/**
 * Where a slow call of the mixed load spent its time (load.bench.ts): the server's own /metrics read
 * before and after each mode, beside what the clients measured.
 * - The server's event loop: delay p50/p99/max (`monitorEventLoopDelay`, since the previous scrape),
 *   utilisation, garbage-collection pauses, CPU used. A stalled loop (GC, a synchronous step, a big
 *   JSON) makes the tail ours; a quiet loop while calls are slow puts the wait in PostgreSQL or the CPU.
 * - Per route: the server's time (from receiving the request to sending the answer, the latency
 *   histogram) against the clients' time for the same calls. What the clients see beyond the server's
 *   time was spent outside it: in the kernel, waiting for a core, or in the load generator itself
 *   (its own event-loop delay is printed too, measured in this process).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { mainThreadSchedStat } from "../../src/server/http/metricsRuntime.ts";
import { pct, type Recorder } from "./loadRecorder.ts";

export type Metrics = Map<string, number>;

/** Prometheus text → `name{labels}` → value (labels as the server printed them). */
export function parseMetrics(text: string): Metrics {
  const out: Metrics = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    out.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return out;
}

export async function scrape(base: string, token: string): Promise<Metrics> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`/metrics: ${res.status}`);
  return parseMetrics(await res.text());
}

/** The server routes behind the bench's calls, and which recorded calls went to each. */
const ROUTES: { label: string; method: string; route: string; calls: (call: string) => boolean }[] = [
  {
    label: "homework (claims and polls)",
    method: "GET",
    route: "/api/tasks/random/homework",
    calls: (c) => c === "claim" || c.startsWith("homework"),
  },
  {
    label: "answer (accept)",
    method: "PUT",
    route: "/api/tasks/:id/accept",
    calls: (c) => c.startsWith("answer"),
  },
  {
    label: "failed-task list",
    method: "GET",
    route: "/api/taskFailed/getAllTaskFailed",
    calls: (c) => c.startsWith("failed-task list"),
  },
  { label: "cage list", method: "GET", route: "/api/cages", calls: (c) => c.startsWith("cage list") },
];

const sum = (m: Metrics, test: (key: string) => boolean) =>
  [...m].reduce((n, [k, v]) => (test(k) ? n + v : n), 0);
const delta = (a: Metrics, b: Metrics, test: (key: string) => boolean) => sum(b, test) - sum(a, test);

/** A percentile from histogram bucket counts (cumulative, by upper bound), linear within a bucket. */
export function histogramPct(buckets: [number, number][], p: number): number {
  const total = buckets.at(-1)?.[1] ?? 0;
  if (total === 0) return Number.NaN;
  const want = (p / 100) * total;
  let lo = 0;
  let below = 0;
  for (const [le, n] of buckets) {
    if (n >= want)
      return le === Number.POSITIVE_INFINITY ? lo : lo + ((want - below) / (n - below || 1)) * (le - lo);
    lo = le;
    below = n;
  }
  return lo;
}

/** The route's latency buckets over the run, in ms: [upper bound, requests at or below it]. */
function routeBuckets(before: Metrics, after: Metrics, method: string, route: string): [number, number][] {
  const mine = (k: string) =>
    k.startsWith("http_request_duration_seconds_bucket{") &&
    k.includes(`method="${method}"`) &&
    k.includes(`route="${route}"`);
  const bounds = new Set<string>();
  for (const k of after.keys()) if (mine(k)) bounds.add(/le="([^"]+)"/.exec(k)?.[1] ?? "");
  return [...bounds]
    .map((le): [number, number] => [
      le === "+Inf" ? Number.POSITIVE_INFINITY : Number(le) * 1000,
      delta(before, after, (k) => mine(k) && k.includes(`le="${le}"`)),
    ])
    .sort((a, b) => a[0] - b[0]);
}

const ms = (seconds: number | undefined) => ((seconds ?? Number.NaN) * 1000).toFixed(1);

/** CPU time and time waiting for a CPU, summed over processes (/proc schedstat; gone ones count 0). */
function schedOf(pids: number[]): { runNs: number; waitNs: number; by: Map<number, [number, number]> } {
  const by = new Map<number, [number, number]>();
  for (const pid of pids) {
    const s = mainThreadSchedStat(pid);
    if (s) by.set(pid, [s.runNs, s.waitNs]);
  }
  let runNs = 0;
  let waitNs = 0;
  for (const [run, wait] of by.values()) {
    runNs += run;
    waitNs += wait;
  }
  return { runNs, waitNs, by };
}

/**
 * Over one mode: the generator's own event-loop delay (a stalled generator inflates what the clients
 * measure), and how long PostgreSQL's processes and the generator ran and waited for a CPU: the bench
 * database's backends (listed again at the end: the pool opens connections during the run, a backend
 * new since the start counts from zero) and PostgreSQL's shared background processes, apart.
 */
export function processFigures(postgres: { backends: number[]; background: number[] }) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const pg0 = schedOf(postgres.backends);
  const bg0 = schedOf(postgres.background);
  const gen0 = schedOf([process.pid]);
  return (seconds: number, after: { backends: number[]; background: number[] }): string[] => {
    h.disable();
    const spent = (a: ReturnType<typeof schedOf>, b: ReturnType<typeof schedOf>) => {
      let run = 0;
      let wait = 0;
      for (const [pid, [r, w]] of b.by) {
        const [r0, w0] = a.by.get(pid) ?? [0, 0];
        run += r - r0;
        wait += w - w0;
      }
      return (
        `ran ${(run / 1e9).toFixed(1)} s (${((run / 1e9 / seconds) * 100).toFixed(0)} % of a core), ` +
        `waited for a CPU ${(wait / 1e9).toFixed(1)} s`
      );
    };
    const backends = [...new Set([...postgres.backends, ...after.backends])];
    return [
      `Load generator (this process): event-loop delay p50 ${(h.percentile(50) / 1e6).toFixed(1)} / ` +
        `p99 ${(h.percentile(99) / 1e6).toFixed(1)} / max ${(h.max / 1e6).toFixed(1)} ms; main thread ` +
        spent(gen0, schedOf([process.pid])),
      pg0.by.size || backends.some((pid) => mainThreadSchedStat(pid))
        ? `PostgreSQL, this database's backends (${backends.length}): ${spent(pg0, schedOf(backends))}; ` +
          `its background processes (${postgres.background.length}): ${spent(bg0, schedOf(postgres.background))}`
        : "PostgreSQL: not on this machine, or its processes not visible",
    ];
  };
}

/** Lines for the benchmark's output: the server's loop and GC, then server vs client time per route. */
export function serverFigures(
  before: Metrics,
  after: Metrics,
  seconds: number,
  recorder: Recorder,
): string[] {
  const gc = (name: string) => delta(before, after, (k) => k.startsWith(`${name}{`));
  const gcSeconds = gc("nodejs_gc_pause_seconds_total");
  const cpu = delta(before, after, (k) => k === "process_cpu_seconds_total");
  const served = delta(before, after, (k) => k.startsWith("http_request_duration_seconds_count{"));
  const lines = [
    `Server event loop over the run (delays include the 10 ms sampling interval): delay p50 ${ms(after.get("nodejs_eventloop_lag_p50_seconds"))} / ` +
      `p99 ${ms(after.get("nodejs_eventloop_lag_p99_seconds"))} / max ${ms(after.get("nodejs_eventloop_lag_max_seconds"))} ms, ` +
      `busy ${((after.get("nodejs_eventloop_utilization_ratio") ?? Number.NaN) * 100).toFixed(0)} %; ` +
      `CPU ${((cpu / seconds) * 100).toFixed(0)} % of a core (${((cpu * 1000) / Math.max(1, served)).toFixed(2)} ms per request); GC ${gc("nodejs_gc_pauses_total").toFixed(0)} pauses, ` +
      `${(gcSeconds * 1000).toFixed(0)} ms in all (${((gcSeconds / seconds) * 100).toFixed(1)} % of the time, ` +
      `major ${(delta(before, after, (k) => k === 'nodejs_gc_pause_seconds_total{kind="major"}') * 1000).toFixed(0)} ms), ` +
      `longest ${ms(after.get("nodejs_gc_pause_max_seconds"))} ms; main thread waited for a CPU ` +
      `${delta(before, after, (k) => k === "nodejs_main_thread_cpu_wait_seconds_total").toFixed(1)} s`,
    "",
    "| route | requests | server p50 ms | server p99 ms | client p50 ms | client p99 ms | server > 25 / 50 ms | client > 25 / 50 ms |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of ROUTES) {
    const buckets = routeBuckets(before, after, r.method, r.route);
    const total = buckets.at(-1)?.[1] ?? 0;
    if (total === 0) continue;
    const upTo = (bound: number) => buckets.find(([le]) => le === bound)?.[1] ?? Number.NaN;
    // Every call, warm-up ones included (loadRecorder.ts), as the server's histogram has them all.
    const client = [...recorder.times, ...recorder.warm]
      .filter(([call]) => r.calls(call))
      .flatMap(([, times]) => times)
      .sort((a, b) => a - b);
    const over = (bound: number) => client.filter((t) => t > bound).length;
    const share = (n: number, of: number) => `${((n / of) * 100).toFixed(1)} %`;
    lines.push(
      `| ${r.label} | ${total} | ${histogramPct(buckets, 50).toFixed(1)} | ${histogramPct(buckets, 99).toFixed(1)} | ` +
        `${pct(client, 50).toFixed(1)} | ${pct(client, 99).toFixed(1)} | ` +
        `${share(total - upTo(25), total)} / ${share(total - upTo(50), total)} | ` +
        `${share(over(25), client.length)} / ${share(over(50), client.length)} |`,
    );
  }
  lines.push(
    "(server: from receiving the request to sending the answer; percentiles interpolated within buckets)",
  );
  return lines;
}
