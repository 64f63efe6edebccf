/**
 * Which lease a held task runs on (issue 21, "one time for client and server"). The client's countdown
 * and the server's lease follow this one rule, so the lease never ends while the agent still sees time.
 */
import { isFreezeTestUser } from "./timer.ts";
import { isTestSession } from "./vin.ts";

/**
 * `countdown`: the task's time (+30 s, + grace), restarted once when the photo is shown, since the
 * countdown starts there. `heartbeat`: the countdown does not run (test mode, a freeze-test user), so
 * the lease has no end of its own; the open task screen's heartbeat keeps it (HEARTBEAT_LEASE_S).
 */
export type LeaseKind = "countdown" | "heartbeat";

export interface LeaseFacts {
  /** The agent holding the task. */
  username: string | null | undefined;
  /** The inspection's session id and VIN: test mode (product §4). */
  sessionId: string | null | undefined;
  vin: string | null | undefined;
}

/** The countdown does not run in test mode or for a freeze-test user (product §4): the lease must not either. */
export const leaseKindOf = (facts: LeaseFacts): LeaseKind =>
  isTestSession(facts.sessionId, facts.vin) || isFreezeTestUser(facts.username) ? "heartbeat" : "countdown";
