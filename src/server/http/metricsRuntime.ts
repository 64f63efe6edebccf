import { readFileSync } from "node:fs";
import { constants, PerformanceObserver, performance } from "node:perf_hooks";
import { Counter, Gauge, type Registry } from "prom-client";

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MAJOR]: "major",
  [constants.NODE_PERFORMANCE_GC_MINOR]: "minor",
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: "incremental",
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: "weakcb",
};

/**
 * What tells a stalled server from a slow database (issue 8, the load tail): garbage-collection pauses
 * and how busy the event loop was, beside prom-client's defaults. Those defaults already give the
 * event-loop delay (`perf_hooks.monitorEventLoopDelay`: nodejs_eventloop_lag_{p50,p90,p99,max}_seconds,
 * over the time since the previous scrape), but their GC histogram counts only the first entry of each
 * observer callback, and GC runs in bursts, so most pauses go missing; these counters take every entry.
 * Answers the function that stops the observer (the app's onClose).
 */
export function registerRuntimeMetrics(register: Registry): () => void {
  const gcSeconds = new Counter({
    name: "nodejs_gc_pause_seconds_total",
    help: "Time the main thread spent in garbage collection, by kind (every pause counted)",
    labelNames: ["kind"],
    registers: [register],
  });
  const gcPauses = new Counter({
    name: "nodejs_gc_pauses_total",
    help: "Garbage-collection pauses, by kind",
    labelNames: ["kind"],
    registers: [register],
  });
  let longest = 0;
  new Gauge({
    name: "nodejs_gc_pause_max_seconds",
    help: "The longest garbage-collection pause since the previous scrape",
    registers: [register],
    collect() {
      this.set(longest / 1000);
      longest = 0;
    },
  });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const { detail } = entry as PerformanceEntry & { detail?: { kind?: number } };
      const kind = GC_KINDS[detail?.kind ?? -1] ?? "other";
      gcSeconds.inc({ kind }, entry.duration / 1000);
      gcPauses.inc({ kind });
      longest = Math.max(longest, entry.duration);
    }
  });
  observer.observe({ entryTypes: ["gc"] });

  let since = performance.eventLoopUtilization();
  new Gauge({
    name: "nodejs_eventloop_utilization_ratio",
    help: "Share of the time since the previous scrape the event loop spent running code (not waiting for I/O)",
    registers: [register],
    collect() {
      const now = performance.eventLoopUtilization();
      this.set(performance.eventLoopUtilization(now, since).utilization);
      since = now;
    },
  });
  registerCpuWait(register);
  return () => observer.disconnect();
}

/** The main thread's scheduler figures (Linux): ns on a CPU, ns ready to run but waiting for one. */
export function mainThreadSchedStat(pid = process.pid): { runNs: number; waitNs: number } | null {
  try {
    const [run, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8")
      .trim()
      .split(" ")
      .map(Number);
    return run === undefined || wait === undefined ? null : { runNs: run, waitNs: wait };
  } catch {
    return null;
  }
}

/**
 * Time the main thread was ready to run but had no CPU (Linux schedstat): an event-loop delay with a
 * large CPU wait beside it is contention for the machine's cores, not a slow step of ours.
 */
function registerCpuWait(register: Registry): void {
  if (!mainThreadSchedStat()) return;
  new Counter({
    name: "nodejs_main_thread_cpu_wait_seconds_total",
    help: "Time the main thread was ready to run but waited for a CPU (Linux /proc schedstat)",
    registers: [register],
    collect() {
      const stat = mainThreadSchedStat();
      if (!stat) return;
      this.reset();
      this.inc(stat.waitNs / 1e9);
    },
  });
}
