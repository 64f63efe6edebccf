import type { FastifyInstance } from "fastify";
import { health, reportFeedback } from "../../contract/system.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { Engine } from "../db/connect.ts";
import { registerCall } from "../http/registerCall.ts";
import { type ReportLimits, registerReportCall } from "../ops/reportLimits.ts";
import type { Services } from "../services/index.ts";

export async function systemRoutes(
  app: FastifyInstance,
  services: Services,
  engine: Engine,
  limits: ReportLimits,
): Promise<void> {
  registerCall(app, health, async () => ({ status: "ok" as const, db: engine }));

  // Limited per user and in size like the client reports (issue 20), and kept as long.
  await registerReportCall(app, reportFeedback, limits, async ({ auth, body }) => {
    const claims = auth();
    await services.feedback.record({ userId: claims.sub, username: claims.username, ...body });
    return { success: true, message: TEXTS.feedbackRecorded };
  });
}
