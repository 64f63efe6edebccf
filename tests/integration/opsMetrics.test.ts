import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homework, ingest, setStatus, taskEnv } from "./support/tasks.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/** Prometheus /metrics (issue 8): who may read it, and what it reports. */
const METRICS_TOKEN = "scraper-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(taskEnv({ METRICS_TOKEN }));
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

describe("/metrics", () => {
  it("is refused without credentials and to roles other than ADMIN and SUPER", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer wrong-token")).statusCode).toBe(401);
    expect((await scrape(bearer(await loginAs(t.app, "agent1")).authorization)).statusCode).toBe(403);
    expect((await scrape(bearer(await loginAs(t.app, "super1")).authorization)).statusCode).toBe(200);
  });

  it("reports request latency, queue depth, claims and timeouts to the scraper's token", async () => {
    const admin = await loginAs(t.app, "admin1");
    await ingest(t, admin, { codes: ["01", "03"] });
    const agent = await loginAs(t.app, "agent1");
    await setStatus(t, agent, "Waiting");
    const claimed = await homework(t, agent);
    const id: string = claimed.json().task._id;
    await t.app.inject({ method: "PUT", url: `/api/tasks/${id}/timeout`, headers: bearer(agent) });
    // A live hold counts as a claim too (its activity row is written only when it ends).
    const other = await loginAs(t.app, "agent2");
    await setStatus(t, other, "Waiting");
    expect((await homework(t, other)).json().task._id).toBeTruthy();

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/tasks\/random\/homework",status="200"\} 2/,
    );
    expect(text).toMatch(/tasks_queue_depth\{status="queued"\} 1/);
    expect(text).toMatch(/tasks_queue_depth\{status="held"\} 1/);
    expect(text).toMatch(/tasks_claimed_total 2\n/);
    expect(text).toMatch(/task_timeouts_total 1/);
    expect(text).toMatch(/process_cpu_seconds_total/);
  });

  it("reports the event-loop delay, its utilisation and every garbage-collection pause", async () => {
    // Young-generation collections, as a burst of short-lived request objects causes.
    let keep: object[] = [];
    for (let i = 0; i < 2_000_000; i++) {
      keep.push({ i });
      if (keep.length > 50_000) keep = [];
    }
    await new Promise((resolve) => setTimeout(resolve, 50)); // GC entries reach observers after a tick
    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, "m").exec(text)?.[1]);
    for (const p of ["p50", "p99", "max"])
      expect(value(`nodejs_eventloop_lag_${p}_seconds`)).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_utilization_ratio")).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_utilization_ratio")).toBeLessThanOrEqual(1);
    // More pauses than prom-client's own histogram counted (it takes one entry per observer callback).
    const pauses = value('nodejs_gc_pauses_total\\{kind="minor"\\}');
    expect(pauses).toBeGreaterThan(value('nodejs_gc_duration_seconds_count\\{kind="minor"\\}'));
    expect(value('nodejs_gc_pause_seconds_total\\{kind="minor"\\}')).toBeGreaterThan(0);
    expect(value("nodejs_gc_pause_max_seconds")).toBeGreaterThan(0);
    // Linux: the time the main thread waited for a CPU.
    expect(value("nodejs_main_thread_cpu_wait_seconds_total")).toBeGreaterThanOrEqual(0);
  });
});
