import { type ClientReportKind, TRACE_SAMPLE_RATE } from "../../domain/clientReports.ts";
import { call } from "../api/call.ts";
import { endpoints } from "../api/endpoints.ts";
import { sessionStore } from "../state/session.ts";

/**
 * Error reporting to our own server (spec: "an error-reporting service is initialised with a trace
 * sample rate of 0.04"; issue 8: no third-party host). Uncaught errors, unhandled rejections and
 * render crashes are posted to /api/client-reports; 4 % of page loads also send their load time.
 * Reports need a session (the call is for signed-in users); at most MAX_PER_PAGE per page load, and
 * the same message once, so a render loop cannot flood the server.
 */
const MAX_PER_PAGE = 20;
const sent = new Set<string>();

export function report(kind: ClientReportKind, message: string, detail = "", durationMs?: number): void {
  if (!sessionStore.token || sent.size >= MAX_PER_PAGE) return;
  const key = `${kind}:${message}`;
  if (kind !== "trace" && sent.has(key)) return;
  sent.add(key);
  void call(endpoints.reportClientEvent, {
    body: {
      kind,
      message: message.slice(0, 2000) || "(no message)",
      detail: detail.slice(0, 20000),
      path: location.pathname.slice(0, 2000),
      ...(durationMs !== undefined ? { durationMs: Math.max(0, Math.round(durationMs)) } : {}),
    },
    quiet: true,
    quietError: true,
  }).catch(() => {
    // Reporting must never become an error of its own.
  });
}

/** A render crash caught by the error boundary. */
export function reportCrash(error: unknown, componentStack: string): void {
  const err = error instanceof Error ? error : new Error(String(error));
  report("crash", err.message, `${err.stack ?? ""}\n\nComponent stack:${componentStack}`);
}

export function initErrorReporting(random: () => number = Math.random): void {
  window.addEventListener("error", (e) =>
    report("error", e.message, e.error instanceof Error ? (e.error.stack ?? "") : ""),
  );
  window.addEventListener("unhandledrejection", (e) => {
    const reason: unknown = e.reason;
    report(
      "error",
      reason instanceof Error ? reason.message : String(reason),
      reason instanceof Error ? (reason.stack ?? "") : "",
    );
  });
  if (random() < TRACE_SAMPLE_RATE) {
    window.addEventListener("load", () => {
      // After the load event ends, so loadEventEnd is set.
      setTimeout(() => {
        const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        if (nav) report("trace", "page load", `type=${nav.type}`, nav.loadEventEnd - nav.startTime);
      }, 0);
    });
  }
}
