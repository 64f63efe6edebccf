/**
 * Date ranges of the failed-task list and the statistic (product §2, §5, §7, §9): at most 92 days, no
 * future dates, 60-minute steps; the statistic's default range; the formats shown to the user.
 * Pure: "now" and the IANA timezone are always parameters.
 */
import { tz } from "@date-fns/tz";
import { addDays, format, isValid, parse, startOfDay, startOfHour, startOfISOWeek } from "date-fns";
import { DATE_STEP_MINUTES, DEFAULT_TIMEZONE, MAX_DATE_RANGE_DAYS } from "./constants.ts";
import { isValidTimezone } from "./profile.ts";
import { TEXTS } from "./texts.ts";

/** The failed-task list's range input format (product §2). */
export const RANGE_INPUT_FORMAT = "yyyy-MM-dd,HH:mm";
/** The statistic's range format (product §7: YYYY-MM-DD). */
export const DAY_FORMAT = "yyyy-MM-dd";
/** Rows of the failed-task list: spec's DD/MM/YY hh:mm:ss A, in date-fns tokens. */
export const ROW_TIME_FORMAT = "dd/MM/yy hh:mm:ss a";

/** The user's zone; an unknown name falls back to the default zone (ours: never throw on a bad setting). */
const zone = (timezone: string | null | undefined) =>
  tz(timezone && isValidTimezone(timezone) ? timezone : DEFAULT_TIMEZONE);

export interface DateRange {
  from: Date;
  to: Date;
}

export type RangeCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a range, in this order (the order is ours):
 * 1. both dates valid and `from` not after `to` (TEXTS.dateRangeInvalid);
 * 2. no future dates (TEXTS.dateInFuture). Our reading of "future": a day after today in the user's
 *    timezone, since the picker disables days; any hour of today is allowed;
 * 3. `to` at most 92 calendar days after `from`, counted in the user's timezone
 *    (TEXTS.dateRangeExceeded).
 */
export const checkDateRange = (
  range: DateRange,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): RangeCheck => {
  const { from, to } = range;
  if (!isValid(from) || !isValid(to) || from.getTime() > to.getTime()) {
    return { ok: false, message: TEXTS.dateRangeInvalid };
  }
  const inZone = { in: zone(timezone) };
  const tomorrow = addDays(startOfDay(now, inZone), 1, inZone);
  if (to.getTime() >= tomorrow.getTime()) return { ok: false, message: TEXTS.dateInFuture };
  const latest = addDays(from, MAX_DATE_RANGE_DAYS, inZone);
  if (to.getTime() > latest.getTime()) return { ok: false, message: TEXTS.dateRangeExceeded };
  return { ok: true };
};

/** A range as typed: both ends or neither; `range` is null when neither is given (no time filter). */
export type RangeInputCheck = { ok: true; range: DateRange | null } | { ok: false; message: string };

/**
 * A range from its two typed ends (list and statistic, client and server), each message naming what is
 * wrong: a missing end (one date alone is not a range: the search would otherwise hide an end the user
 * did not choose, and "up to today" could pass the 92 days unseen), an end that is not a date, then
 * checkDateRange. `parse` reads one end ("to" may mean the end of that day).
 */
export const checkRangeInputs = (
  texts: { from?: string | null; to?: string | null },
  parse: (text: string, end: "from" | "to") => Date | null,
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): RangeInputCheck => {
  const from = texts.from?.trim() ?? "";
  const to = texts.to?.trim() ?? "";
  if (from === "" && to === "") return { ok: true, range: null };
  if (from === "") return { ok: false, message: TEXTS.dateFromMissing };
  if (to === "") return { ok: false, message: TEXTS.dateToMissing };
  const start = parse(from, "from");
  if (!start) return { ok: false, message: TEXTS.dateFromInvalid };
  const end = parse(to, "to");
  if (!end) return { ok: false, message: TEXTS.dateToInvalid };
  const range = { from: start, to: end };
  const check = checkDateRange(range, now, timezone);
  return check.ok ? { ok: true, range } : check;
};

/** The picker's time options: one per 60 minutes (product §9), 00:00 to 23:00. */
export const TIME_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / DATE_STEP_MINUTES },
  (_, i) => `${String((i * DATE_STEP_MINUTES) / 60).padStart(2, "0")}:00`,
);

/** Whether a date sits on a 60-minute step in the user's timezone. */
export const isOnTimeStep = (date: Date, timezone: string = DEFAULT_TIMEZONE): boolean =>
  isValid(date) && startOfHour(date, { in: zone(timezone) }).getTime() === date.getTime();

/** Down to the 60-minute step, in the user's timezone. */
export const snapToTimeStep = (date: Date, timezone: string = DEFAULT_TIMEZONE): Date =>
  new Date(startOfHour(date, { in: zone(timezone) }).getTime());

/** Statistic default range: start of the ISO week to today, as YYYY-MM-DD in the timezone (product §7, §9). */
export const defaultStatisticRange = (
  now: Date,
  timezone: string = DEFAULT_TIMEZONE,
): { from: string; to: string } => {
  const inZone = { in: zone(timezone) };
  return {
    from: format(startOfISOWeek(now, inZone), DAY_FORMAT, inZone),
    to: format(now, DAY_FORMAT, inZone),
  };
};

const parseInZone = (text: string, pattern: string, timezone: string): Date | null => {
  const inZone = { in: zone(timezone) };
  const parsed = parse(text, pattern, new Date(0), inZone);
  // Round trip so 2024-02-30 or 25:00 are refused instead of rolled over.
  if (!isValid(parsed) || format(parsed, pattern, inZone) !== text) return null;
  return new Date(parsed.getTime());
};

/** One end of a YYYY-MM-DD day range in the timezone: the first instant of `from`, the last of `to`. */
export const parseDayEnd = (
  text: string,
  end: "from" | "to",
  timezone: string = DEFAULT_TIMEZONE,
): Date | null => {
  const day = parseInZone(text, DAY_FORMAT, timezone);
  if (!day || end === "from") return day;
  return new Date(addDays(day, 1, { in: zone(timezone) }).getTime() - 1);
};

/** The list's range input text, yyyy-MM-dd,HH:mm in the timezone (product §2). */
export const formatRangeInput = (date: Date, timezone: string = DEFAULT_TIMEZONE): string =>
  format(date, RANGE_INPUT_FORMAT, { in: zone(timezone) });

export const parseRangeInput = (text: string, timezone: string = DEFAULT_TIMEZONE): Date | null =>
  parseInZone(text, RANGE_INPUT_FORMAT, timezone);

/** A created/finished time of a failed-task row, DD/MM/YY hh:mm:ss A in the timezone (product §2). */
export const formatRowTime = (date: Date, timezone: string = DEFAULT_TIMEZONE): string =>
  format(date, ROW_TIME_FORMAT, { in: zone(timezone) });

/** A minute in the user's timezone, yyyy-MM-dd HH:mm (cage information, notes and history). */
export const formatMinute = (date: Date, timezone: string = DEFAULT_TIMEZONE): string =>
  format(date, "yyyy-MM-dd HH:mm", { in: zone(timezone) });

/** A YYYY-MM-DD day in the timezone (statistics, per-day agent stats). */
export const formatDay = (date: Date, timezone: string = DEFAULT_TIMEZONE): string =>
  format(date, DAY_FORMAT, { in: zone(timezone) });
