import { checkRangeInputs, defaultStatisticRange, parseDayEnd } from "../../domain/dateRange.ts";
import type { Points } from "../../domain/failedTaskPoints.ts";
import { badRequest } from "../errors.ts";
import type { TaskFailedRepository } from "../repositories/taskFailed.ts";

/**
 * The leaderboard (product §S6): points over failed tasks created in the day range, in the
 * caller's timezone; a missing end defaults to the start of the ISO week or today.
 */
export class TaskFailedStatsService {
  constructor(private readonly repo: TaskFailedRepository) {}

  async statistic(q: { from?: string; to?: string }, timezone: string, now = new Date()) {
    const defaults = defaultStatisticRange(now, timezone);
    const from = q.from || defaults.from;
    const to = q.to || defaults.to;
    const check = checkRangeInputs(
      { from, to },
      (text, end) => parseDayEnd(text, end, timezone),
      now,
      timezone,
    );
    if (!check.ok) throw badRequest(check.message);
    // Both ends are set above, so the check answers a range: [first instant of from, last of to].
    const { from: start, to: last } = check.range ?? { from: now, to: now };
    // Summed in SQL over the per-task points PostgreSQL keeps (the domain's rule, migration 0005).
    const points: Points = { dataInspector: {}, dataQa: {} };
    for (const row of await this.repo.pointsBetween(start, new Date(last.getTime() + 1))) {
      (row.side === "inspector" ? points.dataInspector : points.dataQa)[row.username] = { point: row.point };
    }
    return { success: true as const, from, to, ...points };
  }
}
