/** What the client reports: an uncaught error, a render crash, or a sampled performance trace. */
export const CLIENT_REPORT_KINDS = ["error", "crash", "trace"] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];
/** Share of page loads that send a performance trace (spec: trace sample rate 0.04). */
export const TRACE_SAMPLE_RATE = 0.04;
/** Who reads the reports (GET /api/client-reports, the Client reports screen and its menu entry). */
export const CLIENT_REPORT_READERS = ["ADMIN", "SUPER"] as const;
export const canReadClientReports = (role: string): boolean =>
  (CLIENT_REPORT_READERS as readonly string[]).includes(role);
/** Page size of the Client reports screen and the call's default. */
export const CLIENT_REPORTS_PAGE_SIZE = 50;
