/**
 * The next task held ahead (issue 21, item 7): while an agent works a task, the server keeps one more
 * eligible task for them, so its photo is fetched and decoded before the answer and the answer hands it
 * over at once. A held-ahead task stays queued (nobody works it, no lease runs), but no other agent is
 * given it until it is released: at Back To Start or Start Inspect, at sign-out, or once it has sat
 * HELD_AHEAD_IDLE_S past the end of the current task's lease (an abandoned browser never starves the queue).
 */
import { hasTooManyFailedTasks } from "./constants.ts";

/** Default idle time of a held-ahead task past the current task's lease (config HELD_AHEAD_IDLE_S). */
export const HELD_AHEAD_IDLE_S = 120;

export interface HoldAheadFacts {
  /** The user's work status: only an agent working a task (Inspecting) has a next one held. */
  status: string;
  skills: readonly string[];
  totalTaskFailed: number;
  /** The end of the lease of the task the user works now, or null when they hold no live task. */
  currentLeaseEnd: Date | null;
}

/**
 * Whether a task may be held ahead for this user at `now`: working a live task, with a skill, and not
 * held back by too many pending failed tasks (homework answers those TOO_MANY_PRIORITIES, never a task).
 * The task itself follows the claim's rules (skill, never one's own QC), in the same SQL as the claim.
 */
export function mayHoldAhead(facts: HoldAheadFacts, now: Date): boolean {
  return (
    facts.status === "Inspecting" &&
    facts.currentLeaseEnd !== null &&
    facts.currentLeaseEnd.getTime() > now.getTime() &&
    facts.skills.length > 0 &&
    !hasTooManyFailedTasks(facts.totalTaskFailed)
  );
}

/**
 * Until when the held-ahead task is kept from other agents: the idle time past the current lease's end
 * (the agent answers within the lease, or the task times out). Each report of the current task (photo
 * shown, heartbeat) moves it with the lease.
 */
export function heldAheadUntil(currentLeaseEnd: Date, idleS: number): Date {
  return new Date(currentLeaseEnd.getTime() + Math.max(0, idleS) * 1000);
}
