import type { FastifyInstance } from "fastify";
import { taskCages } from "../../contract/taskCages.ts";
import {
  acceptTask,
  agentStats,
  finishTask,
  getPhoto,
  homework,
  ingestInspection,
  plusTimeTask,
  rejectTask,
  timeoutTask,
} from "../../contract/tasks.ts";
import { DEFAULT_TIMEZONE } from "../../domain/constants.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { registerCall } from "../http/registerCall.ts";
import type { CallerClaims } from "../services/auth.ts";
import type { Services } from "../services/index.ts";

export async function taskRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const engine = services.tasks;

  registerCall(app, ingestInspection, async ({ body }) => {
    const created = await engine.ingest.ingest(body);
    return {
      success: true as const,
      message: TEXTS.inspectionCreated,
      inspection: { _id: created.id, sessionID: created.sessionId },
      tasks: created.tasks,
    };
  });

  registerCall(app, getPhoto, async ({ auth, params, query, reply }) => {
    const photo = await engine.photos.read(auth(), params.id, query.size ?? "web");
    reply.type(photo.type).header("cache-control", "private, max-age=300");
    return photo.bytes;
  });

  registerCall(app, homework, async ({ auth, reply }) => {
    // The long-poll stops when the client goes away (the response closes before it was sent).
    const gone = new AbortController();
    reply.raw.once("close", () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return engine.dispatch.homework(auth(), gone.signal);
  });
  // 'Success!' ends the task: the next one held ahead, if any, is handed over in the same response
  // (issue 21, item 7), so the client shows it without asking homework.
  const withNext = async <R extends { message: string }>(claims: TokenClaims, res: R) => {
    if (res.message !== TEXTS.success) return res;
    const next = await engine.heldAhead.handOver(claims);
    return next ? { ...res, next } : res;
  };
  registerCall(app, acceptTask, async ({ auth, params, body }) =>
    withNext(auth(), await engine.answers.accept(auth(), params.id, body)),
  );
  registerCall(app, rejectTask, async ({ auth, params, body }) =>
    withNext(auth(), await engine.answers.reject(auth(), params.id, body)),
  );
  // The client sends finish with no body (product §7): treat a missing body as {} for this call only.
  await app.register(async (scoped) => {
    scoped.addHook("preValidation", async (req) => {
      if (req.body === undefined || req.body === null) req.body = {};
    });
    registerCall(scoped, finishTask, async ({ auth, params, body }) =>
      withNext(auth(), await engine.answers.finish(auth(), params.id, body)),
    );
  });
  registerCall(app, timeoutTask, async ({ auth, params }) => {
    await engine.dispatch.timeout(auth(), params.id);
    return { success: true, message: TEXTS.taskReleased };
  });
  registerCall(app, plusTimeTask, async ({ auth, params }) => {
    await engine.dispatch.plusTime(auth(), params.id);
    return { success: true, message: TEXTS.plusTimeAdded };
  });

  registerCall(app, taskCages, async ({ auth, params }) => ({
    success: true as const,
    cages: await engine.cageOffers.offered(auth(), params.id),
  }));

  registerCall(app, agentStats, async ({ auth }) => {
    // The session check (authHook) read the caller's timezone with the session: no second read.
    const claims: CallerClaims = auth();
    return {
      success: true as const,
      ...(await engine.stats.stats(claims.sub, claims.caller?.timezone ?? DEFAULT_TIMEZONE)),
    };
  });
}
