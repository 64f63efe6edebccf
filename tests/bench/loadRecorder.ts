/** Per-call latencies and failures of the mixed load (load.bench.ts), and the table they print as. */

/** p99 targets of issue 8, in ms: lists ≤ 25, claims ≤ 50 (on PostgreSQL). */
export const TARGETS: Record<string, number> = { claim: 50, "failed-task list": 25, "cage list": 25 };

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly failures = new Map<string, Map<string, number>>();
  record(call: string, status: number, ms: number): void {
    const list = this.times.get(call) ?? [];
    list.push(ms);
    this.times.set(call, list);
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
  /** The markdown table (per call: requests, per s, p50/p99/max, errors, target) and the targets missed. */
  table(seconds: number): { lines: string[]; missed: string[] } {
    const lines = [
      "| call | requests | per s | p50 ms | p99 ms | max ms | errors | target p99 |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ];
    const missed: string[] = [];
    let total = 0;
    for (const [call, times] of [...this.times].sort()) {
      const sorted = [...times].sort((a, b) => a - b);
      const p99 = pct(sorted, 99);
      const target = TARGETS[call];
      if (target !== undefined && p99 > target) missed.push(`${call} p99 ${p99.toFixed(1)} > ${target}`);
      total += times.length;
      lines.push(
        `| ${call} | ${times.length} | ${(times.length / seconds).toFixed(1)} | ${pct(sorted, 50).toFixed(1)} | ` +
          `${p99.toFixed(1)} | ${(sorted.at(-1) ?? 0).toFixed(1)} | ${this.errors(call)} | ${target ?? "—"} |`,
      );
    }
    lines.push(`| all | ${total} | ${(total / seconds).toFixed(1)} | | | | | |`);
    const failures = [...this.failures].map(
      ([call, byWhat]) => `${call}: ${[...byWhat].map(([w, n]) => `${n}× ${w}`).join(", ")}`,
    );
    lines.push("", `Errors: ${failures.length ? failures.join("; ") : "none"}`);
    return { lines, missed };
  }
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
export function reviewerPaths(): string[] {
  const to = new Date(Date.now() - 60_000);
  const from = new Date(to.getTime() - 7 * 86_400_000);
  const failed = [
    "limit=50",
    "status=QA-REVIEWING&limit=50",
    `from=${from.toISOString()}&to=${to.toISOString()}&limit=50`,
    "taskName=odom&page=20&limit=50",
  ];
  const cages = ["", "status=ACTIVE", "make=Toyota&model=model%20b", "sort=make&page=10&limit=50"];
  return failed.flatMap((q, i) => [`/api/taskFailed/getAllTaskFailed?${q}`, `/api/cages?${cages[i]}`]);
}

export const reviewerCall = (path: string) =>
  path.startsWith("/api/cages") ? "cage list" : "failed-task list";
