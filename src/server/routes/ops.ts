import type { FastifyInstance } from "fastify";
import { listClientReports, reportClientEvent } from "../../contract/ops.ts";
import { TEXTS } from "../../domain/texts.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

/** Our own error reporting (issue 8): clients post errors, crashes and sampled traces; admins read them. */
export function opsRoutes(app: FastifyInstance, services: Services): void {
  const reports = services.clientReports;
  registerCall(app, reportClientEvent, async ({ auth, body, req }) => {
    const claims = auth();
    await reports.record({
      ...body,
      userId: claims.sub,
      username: claims.username,
      userAgent: req.headers["user-agent"] ?? null,
    });
    return { success: true, message: TEXTS.feedbackRecorded };
  });
  registerCall(app, listClientReports, async ({ query }) => ({
    success: true as const,
    // The schema bounds it, but "1e309" coerces to Infinity past an integer check: clamp here too.
    data: await reports.list(
      query.kind,
      Number.isFinite(query.limit) ? Math.min(500, Math.max(1, Math.trunc(query.limit ?? 100))) : 100,
    ),
  }));
}
