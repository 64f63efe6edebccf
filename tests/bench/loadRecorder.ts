/** Per-call latencies and failures of the mixed load (load.bench.ts), and the table they print as. */

/** p99 targets of issue 8, in ms: lists ≤ 25, claims ≤ 50 (on PostgreSQL). */
export const TARGETS: Record<string, number> = { claim: 50, "failed-task list": 25, "cage list": 25 };

/** A list call at least this slow is listed with what the server and PostgreSQL did meanwhile. */
export const SLOW_MS = Number(process.env.LOAD_SLOW_MS ?? 25);

/** The server's figures for one call, from its Server-Timing header (authHook.ts), ms. */
export interface ServerTiming {
  serverMs?: number;
  authMs?: number;
}

export function serverTiming(header: string | null): ServerTiming {
  const dur = (name: string) => {
    const m = new RegExp(`(?:^|,)\\s*${name};dur=([\\d.]+)`).exec(header ?? "");
    return m ? Number(m[1]) : undefined;
  };
  const out: ServerTiming = {};
  const total = dur("total");
  const auth = dur("auth");
  if (total !== undefined) out.serverMs = total;
  if (auth !== undefined) out.authMs = auth;
  return out;
}

export interface SlowCall extends ServerTiming {
  call: string;
  /** When it was sent (epoch ms) and how long the client waited. */
  at: number;
  ms: number;
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/**
 * Paced mode's warm-up (LOAD_WARMUP_S, default 10; 0 for none): calls sent in the run's first seconds
 * are kept apart from the table. The server has just started: its pool opens its connections (15–25 ms
 * each) on new PostgreSQL backends whose catalogs and plans are cold, and V8 compiles the code paths on
 * their first calls; a server in service has done all that long before. Both figures are printed.
 */
export const WARMUP_S = Number(process.env.LOAD_WARMUP_S ?? 10);

export class Recorder {
  readonly times = new Map<string, number[]>();
  /** Calls sent before this time (epoch ms) go to `warm` instead of `times`. */
  warmUntil = 0;
  readonly warm = new Map<string, number[]>();
  readonly failures = new Map<string, Map<string, number>>();
  /** List calls of SLOW_MS or more (paced mode, where each call's send time and server figures are known). */
  readonly slow: SlowCall[] = [];
  record(call: string, status: number, ms: number, detail?: ServerTiming & { at: number }): void {
    const at = detail?.at ?? Date.now() - ms;
    const into = at < this.warmUntil ? this.warm : this.times;
    const list = into.get(call) ?? [];
    list.push(ms);
    into.set(call, list);
    if (detail && ms >= SLOW_MS)
      this.slow.push({ call: at < this.warmUntil ? `${call} (warm-up)` : call, ms, ...detail });
    if (status < 200 || status >= 300) this.fail(call, String(status));
  }
  fail(call: string, what: string): void {
    const byWhat = this.failures.get(call) ?? new Map<string, number>();
    byWhat.set(what, (byWhat.get(what) ?? 0) + 1);
    this.failures.set(call, byWhat);
  }
  errors(call: string): number {
    return [...(this.failures.get(call)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }
  /**
   * The markdown table (per call: requests, per s, p50/p99/max, errors, target) and the targets missed.
   * Calls named "list · view" are summed into their list's row, each view on a row of its own below it.
   * Beside each p99 the number of calls it is taken from: under 100 calls the p99 is the slowest call
   * (marked "= max"), so one slow call decides it.
   */
  table(seconds: number): { lines: string[]; missed: string[] } {
    const lines = [
      "| call | requests | per s | p50 ms | p99 ms (of n calls) | max ms | errors | target p99 |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    const missed: string[] = [];
    const groups = new Map<string, string[]>();
    for (const call of this.times.keys()) {
      const group = call.split(" · ")[0] ?? call;
      groups.set(group, [...(groups.get(group) ?? []), call]);
    }
    const row = (label: string, times: number[], errors: number, target: number | undefined) => {
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = pct(sorted, 99);
      lines.push(
        `| ${label} | ${times.length} | ${(times.length / seconds).toFixed(1)} | ${pct(sorted, 50).toFixed(1)} | ` +
          `${p99.toFixed(1)} (of ${times.length}${times.length < 100 ? ", = max" : ""}) | ` +
          `${(sorted.at(-1) ?? 0).toFixed(1)} | ${errors} | ${target ?? "—"} |`,
      );
      return p99;
    };
    let total = 0;
    for (const [group, calls] of [...groups].sort()) {
      const times = calls.flatMap((c) => this.times.get(c) ?? []);
      total += times.length;
      const target = TARGETS[group];
      const errors = calls.reduce((n, c) => n + this.errors(c), 0);
      const p99 = row(group, times, errors, target);
      if (target !== undefined && p99 > target) missed.push(`${group} p99 ${p99.toFixed(1)} > ${target}`);
      if (calls.length > 1 || calls[0] !== group) {
        for (const c of [...calls].sort()) {
          row(`↳ ${c.slice(group.length + 3)}`, this.times.get(c) ?? [], this.errors(c), target);
        }
      }
    }
    lines.push(`| all | ${total} | ${(total / seconds).toFixed(1)} | | | | | |`);
    const failures = [...this.failures].map(
      ([call, byWhat]) => `${call}: ${[...byWhat].map(([w, n]) => `${n}× ${w}`).join(", ")}`,
    );
    lines.push(
      "(p99 of fewer than 100 calls is the slowest call: '= max')",
      "",
      `Errors: ${failures.length ? failures.join("; ") : "none"}`,
    );
    return { lines, missed };
  }
}

/**
 * The old shape's figures (warm-up calls included) beside the table's, per target: p99 (of n calls).
 * "" when nothing was kept apart.
 */
export function warmupLine(r: Recorder, seconds: number): string {
  const n = [...r.warm.values()].reduce((a, t) => a + t.length, 0);
  if (n === 0) return "";
  const p99 = (group: string, from: Map<string, number[]>[]) => {
    const all = from
      .flatMap((m) => [...m].filter(([c]) => (c.split(" · ")[0] ?? c) === group).flatMap(([, t]) => t))
      .sort((a, b) => a - b);
    return `${pct(all, 99).toFixed(1)} (of ${all.length})`;
  };
  const groups = Object.keys(TARGETS);
  return (
    `Warm-up: ${n} calls sent in the first ${seconds} s are not in the table; p99 ms with them / without them: ` +
    groups.map((g) => `${g} ${p99(g, [r.times, r.warm])} / ${p99(g, [r.times])}`).join(", ")
  );
}

/** Which agent each claimed task went to; a task handed to a second agent is a double assignment. */
export class Holders {
  readonly byTask = new Map<string, number>();
  readonly doubles: string[] = [];
  /** The call's name for the figures. */
  claimed(taskId: string | undefined, agent: number): string {
    if (!taskId) return "homework, nothing queued";
    const holder = this.byTask.get(taskId);
    if (holder === agent) return "homework, task already held";
    if (holder !== undefined) this.doubles.push(taskId);
    this.byTask.set(taskId, agent);
    return "claim";
  }
}

/** The reviewers' views: four failed-task list queries and four cage list queries, used in turn. */
const VIEWS: { path: (from: string, to: string) => string; call: string }[] = [
  { path: () => "/api/taskFailed/getAllTaskFailed?limit=50", call: "failed-task list · no filter" },
  { path: () => "/api/cages?", call: "cage list · default" },
  {
    path: () => "/api/taskFailed/getAllTaskFailed?status=QA-REVIEWING&limit=50",
    call: "failed-task list · QA-REVIEWING",
  },
  { path: () => "/api/cages?status=ACTIVE", call: "cage list · ACTIVE" },
  {
    path: (from, to) => `/api/taskFailed/getAllTaskFailed?from=${from}&to=${to}&limit=50`,
    call: "failed-task list · last 7 days",
  },
  { path: () => "/api/cages?make=Toyota&model=model%20b", call: "cage list · make + model prefix" },
  {
    path: () => "/api/taskFailed/getAllTaskFailed?taskName=odom&page=20&limit=50",
    call: "failed-task list · task name, page 20",
  },
  { path: () => "/api/cages?sort=make&page=10&limit=50", call: "cage list · sort by make, page 10" },
];

export function reviewerViews(): { path: string; call: string }[] {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 7 * 86_400_000);
  return VIEWS.map((v) => ({ path: v.path(from.toISOString(), to.toISOString()), call: v.call }));
}
