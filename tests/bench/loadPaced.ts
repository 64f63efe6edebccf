/**
 * The paced mode of the mixed load (issue 8): agents and reviewers working at a person's pace instead
 * of firing their next request the moment the last is answered. Each agent: homework (the server
 * long-polls when nothing is queued) → looks at the photo for a think time drawn uniformly from
 * LOAD_THINK_S (default 3–15 s) → accept → homework …; with nothing queued it polls again 4 s after
 * the last poll (the waiting screen's tick, product §2). Each reviewer: a list, then reads it for
 * LOAD_REVIEW_PAUSE_S (default 2–6 s) before the next. Starts are spread over the first think time so
 * 300 agents do not arrive in one burst. Think times are far above the answer times, so the offered
 * rate follows the people, not the server: this measures latency at 300 agents' real rate, where the
 * closed loop measures the server's saturation.
 */
import {
  type Holders,
  type Recorder,
  reviewerViews,
  type ServerTiming,
  serverTiming,
} from "./loadRecorder.ts";

const POLL_MS = 4000;

/** "3-15" → [3000, 15000] ms. */
export function rangeMs(text: string | undefined, fallback: [number, number]): [number, number] {
  const m = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(text ?? "");
  return m ? [Number(m[1]) * 1000, Number(m[2]) * 1000] : [fallback[0] * 1000, fallback[1] * 1000];
}

const uniform = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Timed {
  status: number;
  ms: number;
  /** When it was sent (epoch ms), and the server's own figures from its Server-Timing header. */
  at: number;
  timing: ServerTiming;
  // biome-ignore lint/suspicious/noExplicitAny: the answer's JSON, read field by field.
  json: any;
}

/** One call, timed from sending to the whole answer read. */
async function timed(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Timed> {
  const at = Date.now();
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, ms, json, at, timing: serverTiming(res.headers.get("server-timing")) };
}

export interface PacedOptions {
  base: string;
  agents: string[];
  reviewers: string[];
  seconds: number;
  think: [number, number];
  reviewPause: [number, number];
  recorder: Recorder;
  holders: Holders;
}

async function agent(o: PacedOptions, token: string, index: number, end: number): Promise<void> {
  await sleep(Math.random() * o.think[1]);
  while (Date.now() < end) {
    const polled = Date.now();
    let taskId: string | undefined;
    try {
      const hw = await timed(o.base, token, "GET", "/api/tasks/random/homework");
      taskId = hw.status === 200 ? hw.json?.task?._id : undefined;
      o.recorder.record(o.holders.claimed(taskId, index), hw.status, hw.ms);
    } catch (error) {
      o.recorder.fail("homework", (error as Error).message);
    }
    if (!taskId) {
      await sleep(POLL_MS - (Date.now() - polled));
      continue;
    }
    // Looking at the photo; the answer is sent even past the end so no task stays held.
    await sleep(uniform(o.think));
    try {
      const answer = await timed(o.base, token, "PUT", `/api/tasks/${taskId}/accept`, {
        odom_reading: 1000,
        odom_unit: "km",
      });
      o.recorder.record("answer (accept)", answer.status, answer.ms);
    } catch (error) {
      o.recorder.fail("answer (accept)", (error as Error).message);
    }
  }
}

async function reviewer(o: PacedOptions, token: string, end: number): Promise<void> {
  const views = reviewerViews();
  let i = Math.floor(Math.random() * views.length);
  await sleep(uniform(o.reviewPause));
  while (Date.now() < end) {
    const view = views[i++ % views.length];
    if (!view) break;
    try {
      const res = await timed(o.base, token, "GET", view.path);
      o.recorder.record(view.call, res.status, res.ms, { at: res.at, ...res.timing });
    } catch (error) {
      o.recorder.fail(view.call, (error as Error).message);
    }
    await sleep(uniform(o.reviewPause));
  }
}

/** Runs every agent and reviewer for `seconds`; answers the wall time taken (the rate's denominator). */
export async function runPaced(o: PacedOptions): Promise<number> {
  const started = Date.now();
  const end = started + o.seconds * 1000;
  await Promise.all([
    ...o.agents.map((token, i) => agent(o, token, i, end)),
    ...o.reviewers.map((token) => reviewer(o, token, end)),
  ]);
  return (Date.now() - started) / 1000;
}
