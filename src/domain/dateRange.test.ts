import { describe, expect, it } from "vitest";
import {
  checkDateRange,
  checkRangeInputs,
  defaultStatisticRange,
  formatDay,
  formatMinute,
  formatRangeInput,
  formatRowTime,
  isOnTimeStep,
  parseDayEnd,
  parseRangeInput,
  snapToTimeStep,
  TIME_OPTIONS,
} from "./dateRange.ts";
import { TEXTS } from "./texts.ts";

const HCM = "Asia/Ho_Chi_Minh"; // UTC+7, no DST
const DAY = 86_400_000;
// 2025-06-18 (a Wednesday) 10:30 in Ho Chi Minh = 03:30 UTC
const NOW = new Date("2025-06-18T03:30:00Z");

describe("checkDateRange", () => {
  const to = new Date("2025-06-18T02:00:00Z");
  it.each([
    ["same instant", to, to, { ok: true }],
    ["exactly 92 days", new Date(to.getTime() - 92 * DAY), to, { ok: true }],
    [
      "92 days + 1 minute",
      new Date(to.getTime() - 92 * DAY - 60_000),
      to,
      { ok: false, message: TEXTS.dateRangeExceeded },
    ],
    ["93 days", new Date(to.getTime() - 93 * DAY), to, { ok: false, message: TEXTS.dateRangeExceeded }],
    ["from after to", new Date(to.getTime() + 3_600_000), to, { ok: false, message: TEXTS.dateRangeInvalid }],
    ["invalid date", new Date(Number.NaN), to, { ok: false, message: TEXTS.dateRangeInvalid }],
  ] as [string, Date, Date, unknown][])("%s", (_name, from, toDate, expected) => {
    expect(checkDateRange({ from, to: toDate }, NOW, HCM)).toEqual(expected);
  });

  it("later today (HCM) is allowed, tomorrow is future", () => {
    const from = new Date("2025-06-17T17:00:00Z"); // 2025-06-18 00:00 HCM
    // 23:00 on 2025-06-18 in HCM
    expect(checkDateRange({ from, to: new Date("2025-06-18T16:00:00Z") }, NOW, HCM)).toEqual({ ok: true });
    // 00:00 on 2025-06-19 in HCM
    expect(checkDateRange({ from, to: new Date("2025-06-18T17:00:00Z") }, NOW, HCM)).toEqual({
      ok: false,
      message: TEXTS.dateInFuture,
    });
  });

  it("'today' depends on the timezone", () => {
    const from = new Date("2025-06-18T00:00:00Z");
    // NOW is 18 June 10:30 in HCM but still 17 June 23:30 in New York.
    const to = new Date("2025-06-18T10:00:00Z"); // 18 June 17:00 HCM, 18 June 06:00 New York
    expect(checkDateRange({ from, to }, NOW, HCM).ok).toBe(true);
    expect(checkDateRange({ from, to }, NOW, "America/New_York")).toEqual({
      ok: false,
      message: TEXTS.dateInFuture,
    });
  });

  it("counts 92 calendar days across DST in the user's zone", () => {
    const ny = "America/New_York";
    const from = new Date("2025-01-01T05:00:00Z"); // 2025-01-01 00:00 EST
    const to92 = new Date("2025-04-03T04:00:00Z"); // 2025-04-03 00:00 EDT = 92 calendar days later
    const later = new Date("2025-06-30T00:00:00Z");
    expect(checkDateRange({ from, to: to92 }, later, ny)).toEqual({ ok: true });
    expect(checkDateRange({ from, to: new Date(to92.getTime() + 3_600_000) }, later, ny).ok).toBe(false);
  });
});

describe("time steps", () => {
  it("has 24 hourly options", () => {
    expect(TIME_OPTIONS).toHaveLength(24);
    expect(TIME_OPTIONS[0]).toBe("00:00");
    expect(TIME_OPTIONS[23]).toBe("23:00");
  });
  it("steps are hours in the user's zone (Kolkata is +05:30)", () => {
    expect(isOnTimeStep(new Date("2025-06-18T03:00:00Z"), HCM)).toBe(true);
    expect(isOnTimeStep(new Date("2025-06-18T03:30:00Z"), HCM)).toBe(false);
    expect(isOnTimeStep(new Date("2025-06-18T03:30:00Z"), "Asia/Kolkata")).toBe(true);
    expect(snapToTimeStep(new Date("2025-06-18T03:59:59Z"), HCM).toISOString()).toBe(
      "2025-06-18T03:00:00.000Z",
    );
  });
});

describe("defaultStatisticRange", () => {
  it.each([
    ["Wednesday", NOW, HCM, { from: "2025-06-16", to: "2025-06-18" }],
    ["Monday itself", new Date("2025-06-16T01:00:00Z"), HCM, { from: "2025-06-16", to: "2025-06-16" }],
    [
      "Sunday ends the ISO week",
      new Date("2025-06-22T10:00:00Z"),
      HCM,
      { from: "2025-06-16", to: "2025-06-22" },
    ],
    // Sunday 22 June 20:00 UTC is already Monday 23 June in HCM
    ["zone moves the day", new Date("2025-06-22T20:00:00Z"), HCM, { from: "2025-06-23", to: "2025-06-23" }],
    [
      "same instant in New York",
      new Date("2025-06-22T20:00:00Z"),
      "America/New_York",
      { from: "2025-06-16", to: "2025-06-22" },
    ],
  ] as [string, Date, string, { from: string; to: string }][])("%s", (_name, now, zone, expected) => {
    expect(defaultStatisticRange(now, zone)).toEqual(expected);
  });
});

describe("formatting", () => {
  it("range input yyyy-MM-dd,HH:mm in the zone, and back", () => {
    expect(formatRangeInput(NOW, HCM)).toBe("2025-06-18,10:30");
    expect(parseRangeInput("2025-06-18,10:30", HCM)?.toISOString()).toBe(NOW.toISOString());
    expect(parseRangeInput("2025-02-30,10:00", HCM)).toBeNull();
    expect(parseRangeInput("2025-06-18 10:30", HCM)).toBeNull();
  });
  it("row time DD/MM/YY hh:mm:ss A in the zone", () => {
    expect(formatRowTime(new Date("2025-06-18T07:05:09Z"), HCM)).toBe("18/06/25 02:05:09 PM");
    expect(formatRowTime(new Date("2025-06-17T17:00:00Z"), HCM)).toBe("18/06/25 12:00:00 AM");
    expect(formatRowTime(new Date("2025-06-18T07:05:09Z"), "UTC")).toBe("18/06/25 07:05:09 AM");
  });
  it("falls back to the default zone for a bad zone name", () => {
    expect(formatDay(new Date("2025-06-17T18:00:00Z"), "Mars/Olympus")).toBe("2025-06-18");
  });
  it("a day range's ends: the first instant of from, the last of to, in the zone", () => {
    expect(parseDayEnd("2025-06-16", "from", HCM)).toEqual(new Date("2025-06-15T17:00:00Z"));
    expect(parseDayEnd("2025-06-18", "to", HCM)).toEqual(new Date("2025-06-18T16:59:59.999Z"));
    expect(parseDayEnd("2025-13-01", "from", HCM)).toBeNull();
  });
});

describe("checkRangeInputs: a typed range, each message naming what is wrong", () => {
  const list = (text: string) => parseRangeInput(text, HCM);
  const check = (from: string, to: string) => checkRangeInputs({ from, to }, list, NOW, HCM);
  it("no range at all is no time filter", () => {
    expect(check("", "  ")).toEqual({ ok: true, range: null });
  });
  it("one date alone names the missing one (not 'the start date must be before the end date')", () => {
    expect(check("2025-06-17,00:00", "")).toEqual({ ok: false, message: TEXTS.dateToMissing });
    expect(check("", "2025-06-17,00:00")).toEqual({ ok: false, message: TEXTS.dateFromMissing });
    expect(TEXTS.dateToMissing).not.toBe(TEXTS.dateRangeInvalid);
  });
  it("an unreadable end is named", () => {
    expect(check("2025-02-30,00:00", "2025-06-17,00:00")).toEqual({
      ok: false,
      message: TEXTS.dateFromInvalid,
    });
    expect(check("2025-06-17,00:00", "17/06/2025")).toEqual({ ok: false, message: TEXTS.dateToInvalid });
  });
  it("then the range's own rules, in their order; a good range is answered", () => {
    expect(check("2025-06-17,10:00", "2025-06-17,09:00")).toEqual({
      ok: false,
      message: TEXTS.dateRangeInvalid,
    });
    expect(check("2025-06-17,10:00", "2025-06-19,09:00")).toEqual({ ok: false, message: TEXTS.dateInFuture });
    expect(check("2025-06-17,00:00", "2025-06-17,13:00")).toEqual({
      ok: true,
      range: { from: new Date("2025-06-16T17:00:00Z"), to: new Date("2025-06-17T06:00:00Z") },
    });
  });
  it("a day range's last day counts whole", () => {
    const day = (text: string, end: "from" | "to") => parseDayEnd(text, end, HCM);
    expect(checkRangeInputs({ from: "2025-06-18", to: "2025-06-18" }, day, NOW, HCM)).toMatchObject({
      ok: true,
    });
    expect(checkRangeInputs({ from: "2025-03-18", to: "2025-06-18" }, day, NOW, HCM)).toEqual({
      ok: false,
      message: TEXTS.dateRangeExceeded,
    });
  });
});

describe("formatMinute", () => {
  it("writes yyyy-MM-dd HH:mm in the timezone", () => {
    expect(formatMinute(NOW, HCM)).toBe("2025-06-18 10:30");
    expect(formatMinute(NOW, "America/New_York")).toBe("2025-06-17 23:30");
  });
});
