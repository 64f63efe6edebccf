import { randomUUID } from "node:crypto";
import type { Notifier } from "../db/notifier.ts";

/**
 * What was queued: tasks per skill (task name), or a plain count when the skills are not known, which
 * wakes every waiter.
 */
export type QueuedWork = Readonly<Record<string, number>> | number;

/** How many tasks of each name (what `notifyQueued` takes). */
export function tally(names: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of names) out[n] = (out[n] ?? 0) + 1;
  return out;
}

/**
 * "A task was queued" signal for long-polling homework calls. N tasks of a skill wake N of the agents
 * waiting with that skill (the longest waiting first), not every waiter: a wake-up costs a claim, and
 * 300 claims for one task made the one that mattered wait behind the other 299. In-process on the
 * embedded database; with a notifier (PostgreSQL LISTEN/NOTIFY) each other instance wakes as many of
 * its own waiters.
 */
export interface TaskQueueEvents {
  notifyQueued(work?: QueuedWork): void;
  /**
   * Resolves with the skill the waiter was woken for (true when woken by a plain count), false on
   * timeout, close or abort (the waiter leaves at once: a wake-up is never spent on a client gone).
   * Without skills the waiter is woken by anything queued.
   */
  waitForQueued(ms: number, skills?: readonly string[], signal?: AbortSignal): Promise<string | boolean>;
  /**
   * A woken agent could not take the task it was woken for (a QC task of its own inspection): wake
   * another agent waiting here with that skill. With none, the task waits for the next claim.
   */
  passOn(skill: string): void;
  close(): void;
}

export const TASK_QUEUED_CHANNEL = "task_queued";

interface Waiter {
  skills: ReadonlySet<string> | null;
  wake(value: string | boolean): void;
}

export function createTaskQueueEvents(
  notifier: Notifier | null = null,
  onError: (err: unknown) => void = () => {},
): TaskQueueEvents {
  /** In arrival order: the longest waiting is woken first. */
  let waiters: Waiter[] = [];
  let closed = false;

  const wakeSkill = (skill: string, count: number) => {
    let left = count;
    for (const w of [...waiters]) {
      if (left <= 0) break;
      if (w.skills && !w.skills.has(skill)) continue;
      w.wake(skill);
      left--;
    }
  };
  const wakeLocal = (work: QueuedWork) => {
    if (typeof work === "number") {
      if (work > 0) for (const w of [...waiters]) w.wake(true);
      return;
    }
    for (const [skill, count] of Object.entries(work)) wakeSkill(skill, count);
  };

  // Our own messages come back through LISTEN too; local waiters were already woken at once.
  const instance = randomUUID();
  const unsubscribe = notifier?.subscribe(TASK_QUEUED_CHANNEL, (payload) => {
    const colon = payload.indexOf(":");
    if (colon < 0 || payload.slice(0, colon) === instance) return;
    try {
      wakeLocal(JSON.parse(payload.slice(colon + 1)) as QueuedWork);
    } catch (err) {
      onError(err);
    }
  });
  return {
    notifyQueued(work = 1) {
      if (typeof work === "number" ? work <= 0 : Object.keys(work).length === 0) return;
      wakeLocal(work);
      notifier?.publish(TASK_QUEUED_CHANNEL, `${instance}:${JSON.stringify(work)}`).catch(onError);
    },
    passOn(skill) {
      wakeSkill(skill, 1);
    },
    waitForQueued(ms, skills, signal) {
      if (closed || ms <= 0 || signal?.aborted) return Promise.resolve(false);
      return new Promise((resolve) => {
        const onAbort = () => waiter.wake(false);
        const waiter: Waiter = {
          skills: skills ? new Set(skills) : null,
          wake: (value) => {
            clearTimeout(timer);
            signal?.removeEventListener("abort", onAbort);
            waiters = waiters.filter((w) => w !== waiter);
            resolve(value);
          },
        };
        const timer = setTimeout(onAbort, ms);
        signal?.addEventListener("abort", onAbort, { once: true });
        waiters.push(waiter);
      });
    },
    close() {
      closed = true;
      unsubscribe?.();
      for (const w of [...waiters]) w.wake(false);
    },
  };
}
