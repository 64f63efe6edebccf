import type { FastifyInstance, FastifyRequest } from "fastify";
import { taskHeartbeat, taskShown } from "../../contract/taskLease.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { TokenClaims } from "../auth/tokens.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

/**
 * The lease calls of a held task (issue 21): the photo is shown, the task screen is still open. Each
 * also keeps the next task held ahead for the agent (issue 21, item 7) and names its photo.
 */
export function taskLeaseRoutes(app: FastifyInstance, services: Services): void {
  const leases = services.tasks.leases;
  const answer = async (message: string, claims: TokenClaims, lease: Date, req: FastifyRequest) => {
    // The next task is an extra: a failure to hold one must not fail the report the lease depends on.
    const aheadPhoto = await services.tasks.heldAhead.reserve(claims, lease).catch((err: unknown) => {
      req.log.warn({ err }, "holding the next task ahead failed");
      return null;
    });
    return {
      success: true as const,
      message,
      leaseExpiresAt: lease.toISOString(),
      ...(aheadPhoto ? { aheadPhoto } : {}),
    };
  };
  registerCall(app, taskShown, async ({ auth, params, req }) => {
    const claims = auth();
    return answer(TEXTS.photoShownRecorded, claims, await leases.shown(claims, params.id), req);
  });
  registerCall(app, taskHeartbeat, async ({ auth, params, req }) => {
    const claims = auth();
    return answer(TEXTS.taskKept, claims, await leases.heartbeat(claims, params.id), req);
  });
}
