/**
 * T "change cage / reload" (product §2 hot keys; cage-process state cageQueue, cageRejects): the cages
 * offered for the task's photo, best first, walked one by one — each T press rejects the cage shown
 * and shows the next, wrapping at the end. Pure: MarkCanvas holds the state and draws the current one.
 */
import type { OfferedCage } from "../../../../contract/taskCages.ts";
import type { CageInfo } from "../../../../geometry/cageAlign.ts";

export interface CageQueue {
  /** The offered cages, best first (as the server ranks them). */
  readonly cageQueue: readonly OfferedCage[];
  /** The one shown (an index into cageQueue). */
  readonly current: number;
  /** Ids of the cages passed over with T (the shown one never among them), oldest first. */
  readonly cageRejects: readonly string[];
}

/**
 * The queue as the server offered it, at the cage the photo shows (`shownId`). When that cage is
 * offered and there is another, T moves on to the next at once (the press asked for a change);
 * otherwise the queue starts at the best cage (a reload).
 */
export function startCageQueue(cages: readonly OfferedCage[], shownId: string | null): CageQueue | null {
  if (cages.length === 0) return null;
  const at = cages.findIndex((c) => c._id === shownId);
  const queue: CageQueue = { cageQueue: cages, current: Math.max(at, 0), cageRejects: [] };
  return at >= 0 && cages.length > 1 ? nextCage(queue) : queue;
}

/** T again: the shown cage is rejected and the next one shown (after the last, the first again). */
export function nextCage(queue: CageQueue): CageQueue {
  const count = queue.cageQueue.length;
  if (count < 2) return queue;
  const current = (queue.current + 1) % count;
  const shown = currentCage(queue)._id;
  const next = queue.cageQueue[current]?._id;
  return {
    cageQueue: queue.cageQueue,
    current,
    cageRejects: [...queue.cageRejects.filter((id) => id !== shown && id !== next), shown],
  };
}

export const currentCage = (queue: CageQueue): OfferedCage => queue.cageQueue[queue.current]!;

/** How a cage is named to the agent: make, model, year and trim (two cages of a year differ by trim). */
export const cageName = (c: { make: string; model: string; year: number; trim?: string }): string =>
  [c.make, c.model, String(c.year), c.trim ?? ""].filter((s) => s !== "").join(" ");

/** The answer's cageInfo (product §7): where the cage sits on the photo, and which cage (cageId). */
export const answerCageInfo = (queue: CageQueue, alignment: CageInfo) => ({
  original_image: { ...alignment.original_image },
  actual_image: { ...alignment.actual_image },
  cage: { ...alignment.cage },
  cageId: currentCage(queue)._id,
});
