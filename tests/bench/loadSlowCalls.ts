/**
 * The slow list calls of a paced run (load.bench.ts), one line each: which view, how long the client
 * waited, the server's own time and its session check (Server-Timing, authHook.ts), and what
 * PostgreSQL logged while it ran (loadDatabase.ts): this database's statements over LOAD_PG_LOG_MS
 * that ended inside the call, a checkpoint in progress, an autovacuum of its tables. Then what
 * PostgreSQL logged over the whole run, counted by kind, so a slow statement that is not a list's
 * (a claim's, an answer's) shows up too.
 */
import type { ActivitySample, PgLogLine } from "./loadDatabase.ts";
import type { SlowCall } from "./loadRecorder.ts";

const clock = (at: number) => new Date(at).toISOString().slice(11, 23);

/** "duration: 12.3 ms  statement: select …" → "12.3 ms select …" (first words only). */
function statementOf(text: string): string | null {
  const m = /duration: ([\d.]+) ms\s+(?:statement|execute [^:]*|bind [^:]*|parse [^:]*): (.*)$/.exec(text);
  if (!m) return null;
  return `${Number(m[1]).toFixed(1)} ms ${(m[2] ?? "").replace(/\s+/g, " ").slice(0, 70)}`;
}

/** [start, end] of each checkpoint (a start without its end runs to the end of the run). */
function checkpoints(log: PgLogLine[]): [number, number][] {
  const out: [number, number][] = [];
  let start: number | null = null;
  for (const l of log) {
    if (/checkpoint starting/.test(l.text)) start = l.at;
    if (/checkpoint complete/.test(l.text) && start !== null) {
      out.push([start, l.at]);
      start = null;
    }
  }
  if (start !== null) out.push([start, Number.POSITIVE_INFINITY]);
  return out;
}

/** Autovacuum and autoanalyze of this database's tables: [start, end, table] from the elapsed time. */
function autovacuums(log: PgLogLine[]): [number, number, string][] {
  const out: [number, number, string][] = [];
  for (const l of log) {
    const m = /automatic (vacuum|analyze) of table "([^"]+)".*?elapsed: ([\d.]+) s/.exec(l.text);
    if (m) out.push([l.at - Number(m[3]) * 1000, l.at, `${m[1]} ${m[2]?.split(".").at(-1)}`]);
  }
  return out;
}

/**
 * `opened`: when each of this database's client backends seen during the run started: a call
 * that ran while the server's pool opened a connection may have waited for it, or run its statements
 * on a backend with cold caches (catalogs, plans, prepared statements).
 */
export function slowCallLines(
  slow: SlowCall[],
  log: PgLogLine[],
  slowMs: number,
  opened: { since: number; at: number[] },
  activity: ActivitySample[],
  pool: number,
): string[] {
  const lines: string[] = [];
  const lists = slow.filter((s) => s.call.includes(" · ")).sort((a, b) => a.at - b.at);
  const ckpts = checkpoints(log);
  const vacuums = autovacuums(log);
  lines.push(
    `Slow list calls (${slowMs} ms or more): ${lists.length}` +
      (lists.length ? "; per call what the server and PostgreSQL did meanwhile" : ""),
  );
  if (lists.length) {
    lines.push(
      "",
      `| sent at (UTC) | view | client ms | server ms | session check ms | client − server ms | busy connections (of ${pool}), max | PostgreSQL meanwhile |`,
      "| --- | --- | ---: | ---: | ---: | ---: | --- | --- |",
    );
    for (const s of lists) {
      const end = s.at + s.ms;
      const during: string[] = [];
      // The log's time is when the statement ended; it ran inside the call if it ended inside it.
      for (const l of log) {
        const st = l.at >= s.at - 5 && l.at <= end + 5 ? statementOf(l.text) : null;
        if (st) during.push(st);
      }
      for (const [a, b] of ckpts) if (a <= end && b >= s.at) during.push("checkpoint in progress");
      for (const [a, b, what] of vacuums) if (a <= end && b >= s.at) during.push(`auto${what}`);
      const fresh = opened.at.filter((at) => at >= s.at - 1000 && at <= end).length;
      if (fresh) during.push(`${fresh} connection(s) opened from 1 s before`);
      const fmt = (n: number | undefined) => (n === undefined ? "?" : n.toFixed(1));
      const seen = activity.filter((a) => a.at >= s.at && a.at <= end);
      const peak = seen.reduce<ActivitySample | undefined>(
        (m, a) => (!m || a.busy > m.busy ? a : m),
        undefined,
      );
      const busy = peak
        ? `${peak.busy} (${[...peak.waits].map(([w, n]) => `${n} ${w}`).join(", ")}) in ${seen.length} look(s)`
        : "not sampled";
      if (during.length > 5) during.splice(5, during.length - 5, `+${during.length - 5} more`);
      lines.push(
        `| ${clock(s.at)} | ${s.call} | ${s.ms.toFixed(1)} | ${fmt(s.serverMs)} | ${fmt(s.authMs)} | ` +
          `${s.serverMs === undefined ? "?" : (s.ms - s.serverMs).toFixed(1)} | ${busy} | ${during.join("; ") || "nothing logged"} |`,
      );
    }
  }
  const kinds = new Map<string, { n: number; max: number }>();
  for (const l of log) {
    const st = statementOf(l.text);
    if (!st) continue;
    const [ms, ...words] = st.split(" ");
    const key = words.slice(1, 6).join(" ");
    const k = kinds.get(key) ?? { n: 0, max: 0 };
    kinds.set(key, { n: k.n + 1, max: Math.max(k.max, Number(ms)) });
  }
  const full = activity.filter((a) => a.busy >= pool).length;
  const waitTotals = new Map<string, number>();
  for (const a of activity) for (const [w, n] of a.waits) waitTotals.set(w, (waitTotals.get(w) ?? 0) + n);
  lines.push(
    "",
    `Pool over the run (${activity.length} looks at pg_stat_activity): all ${pool} connections busy in ${full} ` +
      `(${activity.length ? ((full / activity.length) * 100).toFixed(1) : "0"} %); busy connections seen waiting on: ` +
      ([...waitTotals]
        .sort((a, b) => b[1] - a[1])
        .map(([w, n]) => `${w} ${n}`)
        .join(", ") || "nothing"),
  );
  const during = opened.at.filter((at) => at >= opened.since).sort((a, b) => a - b);
  lines.push(
    "",
    `Connections of this database opened during the run: ${during.length}` +
      (during.length ? ` (at ${during.map(clock).join(", ")})` : ""),
    `PostgreSQL over the run: ${ckpts.length} checkpoint(s) (${ckpts.map(([a, b]) => `${clock(a)}–${Number.isFinite(b) ? clock(b) : "…"}`).join(", ") || "none"}), ` +
      `${vacuums.length} autovacuum/analyze run(s) of this database (${vacuums.map(([, , w]) => w).join(", ") || "none"}); statements logged: ` +
      ([...kinds]
        .sort((a, b) => b[1].n - a[1].n)
        .slice(0, 8)
        .map(([k, v]) => `${v.n}× "${k}…" (max ${v.max.toFixed(0)} ms)`)
        .join(", ") || "none"),
  );
  return lines;
}
