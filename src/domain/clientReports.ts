/** What the client reports: an uncaught error, a render crash, or a sampled performance trace. */
export const CLIENT_REPORT_KINDS = ["error", "crash", "trace"] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];
/** Share of page loads that send a performance trace (spec: trace sample rate 0.04). */
export const TRACE_SAMPLE_RATE = 0.04;
