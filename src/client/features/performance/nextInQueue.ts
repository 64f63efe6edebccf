import type { ListTaskFailedQuery } from "../../../contract/taskFailed.ts";
import { PAGE_SIZES } from "../../../domain/constants.ts";
import { EMPTY_FILTERS, type OpenedFromList, toListQuery } from "./listQuery.ts";

/**
 * After a confirm the user's queue goes on (issue 23): the list call with queue=mine, its first task
 * that is not the one just settled (the list may still hold it until the recount lands).
 */
export const queueQuery = (timezone: string): ListTaskFailedQuery =>
  // Two rows are enough: the settled task and the next one. The smallest page size is that.
  toListQuery({ filters: { ...EMPTY_FILTERS, queue: true }, page: 1, limit: PAGE_SIZES[0] }, timezone);

export interface NextInQueue {
  id: string;
  /** Tasks still waiting for the user, the one opened now included. */
  left: number;
}

export function nextInQueue(
  list: { data: readonly { _id: string }[]; total: number },
  settledId: string,
): NextInQueue | null {
  const next = list.data.find((t) => t._id !== settledId);
  if (!next) return null;
  const settledListed = list.data.some((t) => t._id === settledId);
  return { id: next._id, left: list.total - (settledListed ? 1 : 0) };
}

/** The history state of a task opened from the queue: Back leads to the queue; the page shows `left`. */
export interface OpenedFromQueue extends OpenedFromList {
  queueLeft: number;
}

export const queueLeftFrom = (state: unknown): number | null => {
  const left = (state as Partial<OpenedFromQueue> | null)?.queueLeft;
  return typeof left === "number" ? left : null;
};
