// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.hoisted(() => vi.fn(async () => ({ ok: true })));
vi.mock("../api/call.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../api/call.ts")>()),
  call,
}));

import { REPORT_MAX_BYTES } from "../../domain/clientReports.ts";
import { sessionStore } from "../state/session.ts";
import { initErrorReporting, report, reportCrash } from "./errorReporting.ts";

/** What was posted to /api/client-reports, call by call. */
const bodies = () =>
  call.mock.calls.map((args) => (args as unknown[])[1] as { body: Record<string, unknown> });

beforeEach(() => {
  call.mockClear();
  sessionStore.token = "a-token";
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore.token = null;
});

/** Listeners initErrorReporting registers, kept out of the shared jsdom window. */
function listeners(): Array<[string, () => void]> {
  const spy = vi.spyOn(window, "addEventListener").mockImplementation(() => undefined);
  return spy.mock.calls as unknown as Array<[string, () => void]>;
}

/** One page load with the given draw: its load event, then the reporter's timer. */
async function pageLoad(draw: number): Promise<void> {
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  const registered = listeners();
  initErrorReporting(() => draw);
  for (const [type, listener] of registered) if (type === "load") listener();
  await vi.runAllTimersAsync();
  vi.useRealTimers();
}

describe("performance traces", () => {
  it("are sampled on 4 % of page loads (the spec's trace sample rate 0.04)", () => {
    const registered = listeners();
    // A thousand page loads whose draws cover [0, 1) evenly: exactly 40 of them wait for the load event.
    for (let i = 0; i < 1000; i += 1) initErrorReporting(() => i / 1000);
    expect(registered.filter(([type]) => type === "load")).toHaveLength(40);
    expect(registered.filter(([type]) => type === "error")).toHaveLength(1000);
  });

  it("send the page's load time as a trace when sampled", async () => {
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([
      { type: "navigate", startTime: 0, loadEventEnd: 812.4 } as unknown as PerformanceEntry,
    ]);
    await pageLoad(0.0399);
    expect(bodies().map((b) => b.body)).toEqual([
      expect.objectContaining({
        kind: "trace",
        message: "page load",
        detail: "type=navigate",
        durationMs: 812,
      }),
    ]);
  });

  it("are not sent when the draw is at or above the rate", async () => {
    const entries = vi.spyOn(performance, "getEntriesByType");
    await pageLoad(0.04);
    expect(entries).not.toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });
});

describe("render crashes", () => {
  it("are posted with the error's stack and React's component stack", () => {
    const error = new Error("render went wrong");
    reportCrash(error, "\n    at Panel (app.js:1:2)\n    at ErrorBoundary (app.js:3:4)");
    const [posted] = bodies();
    expect(posted?.body).toMatchObject({ kind: "crash", message: "render went wrong" });
    expect(posted?.body.detail).toMatch(/^Error: render went wrong\n\s+at /);
    expect(posted?.body.detail).toContain(
      "\n\nComponent stack:\n    at Panel (app.js:1:2)\n    at ErrorBoundary",
    );
  });

  it("are sent once per message and only with a session", () => {
    reportCrash(new Error("twice"), "");
    reportCrash(new Error("twice"), "");
    sessionStore.token = null;
    report("error", "signed out");
    expect(bodies().map((b) => b.body.message)).toEqual(["twice"]);
  });
});

describe("reports the server limits (issue 20)", () => {
  it("are cut to fit the server's size cap", () => {
    report("error", "a long non-ASCII stack", "é".repeat(12000));
    const [posted] = bodies();
    const size = new TextEncoder().encode(JSON.stringify(posted?.body)).length;
    expect(size).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    expect(String(posted?.body.detail)).toMatch(/^é{7000,}$/);
  });

  it("are dropped quietly after a 429, neither retried nor queued, until the pause ends", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    call.mockResolvedValueOnce({ ok: false, status: 429 } as unknown as { ok: true });
    report("error", "refused");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(() => report("error", "while paused")).not.toThrow();
    reportCrash(new Error("crash while paused"), "");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bodies().map((b) => b.body.message)).toEqual(["refused"]);
    now.mockReturnValue(1_000_000 + 60_001);
    report("error", "after the pause");
    expect(bodies().map((b) => b.body.message)).toEqual(["refused", "after the pause"]);
  });
});
