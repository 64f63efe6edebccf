import type { FastifyInstance } from "fastify";
import { health, reportFeedback } from "../../contract/system.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { Engine } from "../db/connect.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

export function systemRoutes(app: FastifyInstance, services: Services, engine: Engine): void {
  registerCall(app, health, async () => ({ status: "ok" as const, db: engine }));

  registerCall(app, reportFeedback, async ({ auth, body }) => {
    const claims = auth();
    await services.feedback.record({ userId: claims.sub, username: claims.username, ...body });
    return { success: true, message: TEXTS.feedbackRecorded };
  });
}
