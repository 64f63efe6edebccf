import { type Static, Type } from "typebox";
import { defineCall } from "./call.ts";
import { route } from "./routes.ts";
import { INSPECTING_ROLES } from "./tasks.ts";
import { IdParams } from "./taskTypes.ts";

/** The lease as it now stands, so a client (or a test) can see what the report did. */
export const LeaseAnswer = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  leaseExpiresAt: Type.String({ format: "date-time" }),
  /**
   * The photo of the next task held ahead for the caller (issue 21, item 7): fetched and decoded while
   * the agent works, shown at once when the answer hands that task over. Absent when none is held.
   */
  aheadPhoto: Type.Optional(Type.String()),
});
export type LeaseAnswer = Static<typeof LeaseAnswer>;

/**
 * Ours (issue 21): the lease follows the countdown the agent sees. Both calls are for the live holder
 * only and answer like the answer calls: 404 no such task, 409 LEASE_EXPIRED when the caller's hold is
 * over, 409 ALREADY_ANSWERED after their answer, 403 for anyone who never held it.
 */
export const taskShown = defineCall({
  ...route("taskShown"),
  summary:
    "The held task's photo is on screen (its countdown starts now): the lease restarts once to the task's full time (+30 s if used) plus grace from this moment; a repeated report changes nothing. The live holder only.",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: { params: IdParams, response: LeaseAnswer },
});

export const taskHeartbeat = defineCall({
  ...route("taskHeartbeat"),
  summary:
    "The held task's screen is still open. A task without a countdown (test mode, freeze-test users) keeps its lease for a while from now; a countdown task's lease is left as it is. The live holder only.",
  tag: "tasks",
  access: INSPECTING_ROLES,
  schema: { params: IdParams, response: LeaseAnswer },
});
