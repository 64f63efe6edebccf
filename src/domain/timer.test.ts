import { describe, expect, it } from "vitest";
import {
  applyPlusTime,
  areActionsEnabled,
  type CountContext,
  canUsePlusTime,
  FREEZE_TEST_USERNAMES,
  initialTaskTime,
  isFreezeTestUser,
  isTimedOut,
  isTimerCounting,
  isTimerRed,
  leaseSeconds,
  resumeTaskTime,
  startTimer,
  type TimerPhase,
  tick,
  timerPhase,
} from "./timer.ts";

const counting: CountContext = { username: "agent1", testMode: false, imageLoaded: true };

describe("initial time", () => {
  it.each([
    [undefined, 60],
    [null, 60],
    [{}, 60],
    [{ time: null }, 60],
    [{ time: 0 }, 60],
    [{ time: -5 }, 60],
    [{ time: 45 }, 45],
    [{ time: 120 }, 120],
  ] as [{ time?: number | null } | null | undefined, number][])("%j -> %s", (inspects, expected) => {
    expect(initialTaskTime(inspects)).toBe(expected);
    expect(startTimer(inspects)).toEqual({ remaining: expected, plusTimeUsed: false });
  });
});

describe("thresholds", () => {
  it.each([
    [60, "running", false, true, false],
    [11, "running", false, true, false],
    [10, "red", true, true, false],
    [3, "red", true, true, false],
    [2, "locked", true, false, false],
    [1, "locked", true, false, false],
    [0, "timeout", true, false, true],
  ] as [number, TimerPhase, boolean, boolean, boolean][])(
    "%s s: %s red=%s actions=%s timeout=%s",
    (remaining, phase, red, actions, timeout) => {
      expect(timerPhase(remaining)).toBe(phase);
      expect(isTimerRed(remaining)).toBe(red);
      expect(areActionsEnabled(remaining)).toBe(actions);
      expect(isTimedOut(remaining)).toBe(timeout);
    },
  );
});

describe("tick", () => {
  it("counts down one second, never below 0", () => {
    let s = startTimer({ time: 2 });
    s = tick(s, counting);
    expect(s.remaining).toBe(1);
    s = tick(s, counting);
    expect(s.remaining).toBe(0);
    s = tick(s, counting);
    expect(s.remaining).toBe(0);
  });
  it("reaches timeout after exactly the task time", () => {
    let s = startTimer();
    for (let i = 0; i < 59; i++) s = tick(s, counting);
    expect(isTimedOut(s.remaining)).toBe(false);
    s = tick(s, counting);
    expect(isTimedOut(s.remaining)).toBe(true);
  });
  it.each([
    ["freeze-test user 1", { ...counting, username: FREEZE_TEST_USERNAMES[0] }],
    ["freeze-test user 2", { ...counting, username: FREEZE_TEST_USERNAMES[1] }],
    ["freeze-test user 3", { ...counting, username: FREEZE_TEST_USERNAMES[2] }],
    ["test mode", { ...counting, testMode: true }],
    ["image not loaded", { ...counting, imageLoaded: false }],
  ] as [string, CountContext][])("does not count: %s", (_name, ctx) => {
    expect(isTimerCounting(ctx)).toBe(false);
    expect(tick({ remaining: 30, plusTimeUsed: false }, ctx).remaining).toBe(30);
  });
  it("three distinct freeze-test users", () => {
    expect(new Set(FREEZE_TEST_USERNAMES).size).toBe(3);
    expect(isFreezeTestUser("agent1")).toBe(false);
    expect(isFreezeTestUser(undefined)).toBe(false);
    expect(isTimerCounting(counting)).toBe(true);
  });
});

describe("plus time", () => {
  it("adds 30 s once on damage_body", () => {
    const s1 = applyPlusTime({ remaining: 20, plusTimeUsed: false }, "damage_body");
    expect(s1).toEqual({ remaining: 50, plusTimeUsed: true });
    expect(canUsePlusTime(s1, "damage_body")).toBe(false);
    expect(applyPlusTime(s1, "damage_body")).toBe(s1);
  });
  it.each(["damage_other", "damage_full", "vin", null])("not on %s", (task) => {
    const s = { remaining: 20, plusTimeUsed: false };
    expect(canUsePlusTime(s, task)).toBe(false);
    expect(applyPlusTime(s, task)).toBe(s);
  });
  it.each([
    [3, true],
    [2, false],
    [0, false],
  ])("at %s s usable=%s", (remaining, ok) => {
    expect(canUsePlusTime({ remaining, plusTimeUsed: false }, "damage_body")).toBe(ok);
  });
});

describe("leaseSeconds", () => {
  it.each([
    [60, false, 5, 65],
    [60, true, 5, 95],
    [null, false, 0, 60],
    [45, true, 2, 77],
  ] as [number | null, boolean, number, number][])(
    "time %s plus %s grace %s -> %s",
    (t, plus, g, expected) => {
      expect(leaseSeconds(t, plus, g)).toBe(expected);
    },
  );
  it("default grace", () => {
    expect(leaseSeconds(60, false)).toBeGreaterThan(60);
  });
});

describe("resumeTaskTime", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const at = (s: number) => new Date(now + s * 1000).toISOString();
  const cases: [string, Parameters<typeof resumeTaskTime>[0], number][] = [
    ["a fresh lease: the slot's time", { time: 60, leaseExpiresAt: at(65), nowMs: now }, 60],
    [
      "a lease with a clock ahead: still the slot's time",
      { time: 60, leaseExpiresAt: at(90), nowMs: now },
      60,
    ],
    ["a task held earlier: what the lease has left", { time: 60, leaseExpiresAt: at(25), nowMs: now }, 20],
    ["an expired lease: 0 (times out at once)", { time: 60, leaseExpiresAt: at(-3), nowMs: now }, 0],
    [
      "plus-time used: up to time + 30",
      { time: 60, leaseExpiresAt: at(95), plusTimeUsed: true, nowMs: now },
      90,
    ],
    ["no lease: the slot's time", { time: 45, leaseExpiresAt: null, nowMs: now }, 45],
    ["unreadable lease: the slot's time", { time: null, leaseExpiresAt: "soon", nowMs: now }, 60],
  ];
  it.each(cases)("%s", (_name, args, expected) => {
    expect(resumeTaskTime(args)).toBe(expected);
  });
});
