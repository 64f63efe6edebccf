import {
  type ClientReportKind,
  clip,
  fitReport,
  REPORT_TEXT_LIMITS,
  TRACE_SAMPLE_RATE,
} from "../../domain/clientReports.ts";
import { call } from "../api/call.ts";
import { endpoints } from "../api/endpoints.ts";
import { sessionStore } from "../state/session.ts";

/**
 * Error reporting to our own server (spec: "an error-reporting service is initialised with a trace
 * sample rate of 0.04"; issue 8: no third-party host). Uncaught errors, unhandled rejections and
 * render crashes are posted to /api/client-reports; 4 % of page loads also send their load time.
 * Reports need a session (the call is for signed-in users); at most MAX_PER_PAGE per page load, and
 * the same message once, so a render loop cannot flood the server. The server limits them per user too
 * (issue 20): after a 429 reports are dropped, neither queued nor retried, until PAUSE_MS have passed.
 * Texts are cut to the contract's lengths and the detail until the body fits the server's size cap.
 */
const MAX_PER_PAGE = 20;
/** The server's default window (CLIENT_REPORT_RATE_WINDOW_MS). */
const PAUSE_MS = 60_000;
const sent = new Set<string>();
let pausedUntil = 0;

export function report(kind: ClientReportKind, message: string, detail = "", durationMs?: number): void {
  if (!sessionStore.token || sent.size >= MAX_PER_PAGE || Date.now() < pausedUntil) return;
  const key = `${kind}:${message}`;
  if (kind !== "trace" && sent.has(key)) return;
  sent.add(key);
  const body = fitReport(
    {
      kind,
      message: clip(message, REPORT_TEXT_LIMITS.message) || "(no message)",
      detail: clip(detail, REPORT_TEXT_LIMITS.detail),
      path: clip(location.pathname, REPORT_TEXT_LIMITS.path),
      ...(durationMs !== undefined ? { durationMs: Math.max(0, Math.round(durationMs)) } : {}),
    },
    "detail",
  );
  void call(endpoints.reportClientEvent, { body, quiet: true, quietError: true })
    .then((result) => {
      if (!result.ok && result.status === 429) pausedUntil = Date.now() + PAUSE_MS;
    })
    .catch(() => {
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
