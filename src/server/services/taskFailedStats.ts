import { checkDateRange, dayRangeToInstants, defaultStatisticRange } from "../../domain/dateRange.ts";
import type { Points } from "../../domain/failedTaskPoints.ts";
import { TEXTS } from "../../domain/texts.ts";
import { badRequest } from "../errors.ts";
import type { TaskFailedRepository } from "../repositories/taskFailed.ts";

/**
 * The leaderboard (server-behaviour §6): points over failed tasks created in the day range, in the
 * caller's timezone; a missing end defaults to the start of the ISO week or today.
 */
export class TaskFailedStatsService {
  constructor(private readonly repo: TaskFailedRepository) {}

  async statistic(q: { from?: string; to?: string }, timezone: string, now = new Date()) {
    const defaults = defaultStatisticRange(now, timezone);
    const from = q.from || defaults.from;
    const to = q.to || defaults.to;
    const instants = dayRangeToInstants(from, to, timezone);
    if (!instants) throw badRequest(TEXTS.dateRangeInvalid);
    const check = checkDateRange(
      { from: instants.start, to: new Date(instants.end.getTime() - 1) },
      now,
      timezone,
    );
    if (!check.ok) throw badRequest(check.message);
    // Summed in SQL over the per-task points PostgreSQL keeps (the domain's rule, migration 0005).
    const points: Points = { dataInspector: {}, dataQa: {} };
    for (const row of await this.repo.pointsBetween(instants.start, instants.end)) {
      (row.side === "inspector" ? points.dataInspector : points.dataQa)[row.username] = { point: row.point };
    }
    return { success: true as const, from, to, ...points };
  }
}
