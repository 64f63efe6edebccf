import type { ListTaskFailedQuery } from "../../contract/taskFailed.ts";
import { checkRangeInputs, parseRangeInput } from "../../domain/dateRange.ts";
import type { QueueOwner } from "../../domain/failedTaskStatus.ts";
import type { TaskFailedFilters } from "../repositories/taskFailed.ts";

/** A range end: the list's yyyy-MM-dd,HH:mm in the caller's timezone, or an ISO instant (ours). */
const parseInstant = (text: string, timezone: string): Date | null => {
  const local = parseRangeInput(text, timezone);
  if (local) return local;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const iso = new Date(text);
  return Number.isNaN(iso.getTime()) ? null : iso;
};

const blank = (v: string | undefined): string | undefined => (v && v.trim() !== "" ? v.trim() : undefined);

/**
 * The list's filters from the query. A range needs both ends and passes the domain's checks (a
 * missing or unreadable end, reversed, future, over 92 days) with their texts; no range means no
 * time filter. `queue=mine` keeps what waits for the caller.
 */
export const listFilters = (
  q: ListTaskFailedQuery,
  caller: QueueOwner,
  timezone: string,
  now: Date,
): { ok: true; value: TaskFailedFilters } | { ok: false; message: string } => {
  const value: TaskFailedFilters = {
    qa: blank(q.qa),
    inspector: blank(q.inspector),
    taskName: blank(q.taskName),
    status: blank(q.status),
    action: blank(q.action),
    damageName: blank(q.damageName),
    sessionID: blank(q.sessionID),
    ...(q.queue === "mine" ? { waitingFor: caller } : {}),
  };
  const range = checkRangeInputs(q, (text) => parseInstant(text, timezone), now, timezone);
  if (!range.ok) return range;
  if (range.range)
    value.range = { ...range.range, column: q.time === "finishedAt" ? "finished_at" : "created_at" };
  return { ok: true, value };
};
