import { tz } from "@date-fns/tz";
import { startOfISOWeek } from "date-fns";
import type { AgentStats, DayStats } from "../../contract/tasks.ts";
import { formatDay } from "../../domain/dateRange.ts";
import { isDamageSkill } from "../../domain/photoCodes.ts";
import type { ActivityRepository, ActivityRow } from "../repositories/activity.ts";

const emptyDay = (): DayStats => ({
  total: 0,
  byType: { accepted: 0, rejected: 0, inspect: 0 },
  handle: 0,
  plusTime: 0,
  hasTimeout: 0,
  hasInspectTimeout: 0,
  onDuty: 0,
  onInspect: 0,
});

const seconds = (from: Date, to: Date): number =>
  Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000));

/**
 * GET /api/users/agents/stats from recorded activity, this ISO week in the user's timezone:
 * total = answered tasks; byType accepted / rejected / inspect (= finished); handle = tasks taken;
 * plusTime = holds that used +30 s; hasTimeout = timeouts, hasInspectTimeout = those on damage work;
 * onDuty = seconds Online/Waiting/Inspecting; onInspect = seconds holding a task.
 * A period is counted on the day it started (ours: periods are not split at midnight).
 */
export class AgentStatsService {
  constructor(private readonly activity: ActivityRepository) {}

  async stats(userId: string, timezone: string, now = new Date()): Promise<AgentStats> {
    const weekStart = new Date(startOfISOWeek(now, { in: tz(timezone) }).getTime());
    const rows = await this.activity.since(userId, weekStart);
    const byDate: Record<string, DayStats> = {};
    const total = emptyDay();
    for (const row of rows) {
      const start = row.started_at < weekStart ? weekStart : row.started_at;
      const day = formatDay(start, timezone);
      const target = byDate[day] ?? emptyDay();
      byDate[day] = target;
      for (const s of [target, total]) add(s, row, start, now);
    }
    return { ...total, byDate, today: byDate[formatDay(now, timezone)] ?? emptyDay() };
  }
}

function add(s: DayStats, row: ActivityRow, start: Date, now: Date): void {
  const span = seconds(start, row.ended_at ?? now);
  if (row.kind === "status") {
    s.onDuty += span;
    return;
  }
  if (row.kind !== "task") return;
  s.handle += 1;
  s.onInspect += span;
  if (row.plus_time) s.plusTime += 1;
  if (row.result === "accepted") s.byType.accepted += 1;
  else if (row.result === "rejected") s.byType.rejected += 1;
  else if (row.result === "finished") s.byType.inspect += 1;
  else if (row.result === "timeout") {
    s.hasTimeout += 1;
    if (row.task_name && (isDamageSkill(row.task_name) || row.task_name === "glass"))
      s.hasInspectTimeout += 1;
  }
  if (row.result === "accepted" || row.result === "rejected" || row.result === "finished") s.total += 1;
}
