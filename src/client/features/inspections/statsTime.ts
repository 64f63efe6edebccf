import type { DayStats } from "../../../contract/tasks.ts";

/** product §2: time is shown as hours and minutes of onDuty plus onInspect (seconds on the wire). */
export function dutyTime(stats: Pick<DayStats, "onDuty" | "onInspect">): { hours: number; minutes: number } {
  const totalMinutes = Math.floor((Math.max(0, stats.onDuty) + Math.max(0, stats.onInspect)) / 60);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

/** Today's date as the Today {date} column shows it (yyyy-MM-dd in the user's timezone). */
export function todayLabel(now: Date, timeZone: string | undefined): string {
  try {
    return new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
