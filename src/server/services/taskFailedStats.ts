import { checkDateRange, dayRangeToInstants, defaultStatisticRange } from "../../domain/dateRange.ts";
import { computePoints } from "../../domain/failedTaskPoints.ts";
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
    const rows = await this.repo.createdBetween(instants.start, instants.end);
    const points = computePoints(
      rows.map((r) => ({
        status: r.status,
        inspector: { username: r.inspector_username },
        qa: { username: r.qa_username },
        qaData: r.qa_data,
      })),
    );
    return { success: true as const, from, to, ...points };
  }
}
