import type { ListTaskFailedQuery } from "../../contract/taskFailed.ts";
import { checkDateRange, parseRangeInput } from "../../domain/dateRange.ts";
import { TEXTS } from "../../domain/texts.ts";
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
 * The list's filters from the query. A range needs both ends and passes the domain's checks
 * (reversed, future, over 92 days) with their texts; no range means no time filter.
 */
export const listFilters = (
  q: ListTaskFailedQuery,
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
  };
  const fromText = blank(q.from);
  const toText = blank(q.to);
  if (fromText || toText) {
    const from = fromText ? parseInstant(fromText, timezone) : null;
    const to = toText ? parseInstant(toText, timezone) : null;
    if (!from || !to) return { ok: false, message: TEXTS.dateRangeInvalid };
    const check = checkDateRange({ from, to }, now, timezone);
    if (!check.ok) return check;
    value.range = { from, to, column: q.time === "finishedAt" ? "finished_at" : "created_at" };
  }
  return { ok: true, value };
};
