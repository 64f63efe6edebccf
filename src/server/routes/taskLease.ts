import type { FastifyInstance } from "fastify";
import { taskHeartbeat, taskShown } from "../../contract/taskLease.ts";
import { TEXTS } from "../../domain/texts.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

/** The lease calls of a held task (issue 21): the photo is shown, the task screen is still open. */
export function taskLeaseRoutes(app: FastifyInstance, services: Services): void {
  const leases = services.tasks.leases;
  registerCall(app, taskShown, async ({ auth, params }) => ({
    success: true as const,
    message: TEXTS.photoShownRecorded,
    leaseExpiresAt: (await leases.shown(auth(), params.id)).toISOString(),
  }));
  registerCall(app, taskHeartbeat, async ({ auth, params }) => ({
    success: true as const,
    message: TEXTS.taskKept,
    leaseExpiresAt: (await leases.heartbeat(auth(), params.id)).toISOString(),
  }));
}
