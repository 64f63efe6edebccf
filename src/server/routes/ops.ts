import type { FastifyInstance } from "fastify";
import { listClientReports, reportClientEvent } from "../../contract/ops.ts";
import { CLIENT_REPORTS_PAGE_SIZE } from "../../domain/clientReports.ts";
import { TEXTS } from "../../domain/texts.ts";
import { registerCall } from "../http/registerCall.ts";
import { type ReportLimits, registerReportCall } from "../ops/reportLimits.ts";
import type { Services } from "../services/index.ts";

/** A whole number from 1 to max; the fallback when absent or not finite. */
const whole = (n: number | undefined, fallback: number, max: number) =>
  n !== undefined && Number.isFinite(n) ? Math.min(max, Math.max(1, Math.trunc(n))) : fallback;

/** Our own error reporting (issue 8): clients post errors, crashes and sampled traces; admins read them. */
export async function opsRoutes(
  app: FastifyInstance,
  services: Services,
  limits: ReportLimits,
): Promise<void> {
  const { clientReports: reports, symbolicator } = services;
  // Limited per user and in size (issue 20); kept for CLIENT_REPORT_KEEP_DAYS/_ROWS (services/reportRetention.ts).
  await registerReportCall(app, reportClientEvent, limits, async ({ auth, body, req }) => {
    const claims = auth();
    await reports.record({
      ...body,
      // Symbolicated once, at ingest: the list stays a plain read (docs/decisions.md).
      detailMapped: await symbolicator.symbolicate(body.detail),
      userId: claims.sub,
      username: claims.username,
      userAgent: req.headers["user-agent"] ?? null,
    });
    return { success: true, message: TEXTS.feedbackRecorded };
  });
  registerCall(app, listClientReports, async ({ query }) => {
    // The schema bounds them, but "1e309" coerces to Infinity past an integer check: clamp here too.
    const limit = whole(query.limit, CLIENT_REPORTS_PAGE_SIZE, 500);
    const page = whole(query.page, 1, 1_000_000);
    const { rows, total } = await reports.list(query.kind, limit, page);
    return { success: true as const, data: rows, total, page, limit };
  });
}
