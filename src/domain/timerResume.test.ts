import { describe, expect, it } from "vitest";
import { LEASE_GRACE_S } from "./constants.ts";
import {
  boundByLease,
  countEndOf,
  isLeaseRunning,
  isTimerCounting,
  RESUME_SLACK_S,
  syncedTime,
  tick,
} from "./timer.ts";

// Issue 21, "one time for client and server": a task that comes back after a reload counts from its
// lease, not from the photo loading again, and the countdown follows the lease the server answers.
const now = Date.parse("2026-01-01T00:00:00Z");
const at = (s: number) => new Date(now + s * 1000).toISOString();
const lease = (secondsLeft: number, plusTimeUsed = false) => ({
  time: 60,
  leaseExpiresAt: at(secondsLeft + LEASE_GRACE_S),
  plusTimeUsed,
  nowMs: now,
});

describe("a task that comes back with its lease running", () => {
  it("is one with less left than its full time by more than a claim's trip", () => {
    expect(isLeaseRunning(lease(60))).toBe(false);
    // A fresh claim answered a moment later (the trip, the rounding): still fresh.
    expect(isLeaseRunning(lease(60 - RESUME_SLACK_S + 1))).toBe(false);
    expect(isLeaseRunning(lease(60 - RESUME_SLACK_S))).toBe(true);
    expect(isLeaseRunning(lease(25))).toBe(true);
    expect(isLeaseRunning(lease(0))).toBe(true);
    // After +30 s the full time is 90.
    expect(isLeaseRunning(lease(89, true))).toBe(false);
    expect(isLeaseRunning(lease(60, true))).toBe(true);
    // No readable lease: the slot's time, fresh.
    expect(isLeaseRunning({ time: 60, leaseExpiresAt: null, nowMs: now })).toBe(false);
  });

  it("counts before the photo has loaded; a fresh task does not", () => {
    const base = { username: "agent1", testMode: false, imageLoaded: false };
    const state = { remaining: 25, plusTimeUsed: false };
    expect(isTimerCounting({ ...base, leaseRunning: true })).toBe(true);
    expect(tick(state, { ...base, leaseRunning: true }).remaining).toBe(24);
    expect(isTimerCounting({ ...base, leaseRunning: false })).toBe(false);
    expect(tick(state, base).remaining).toBe(25);
    // Test mode and freeze-test users never count, lease or not.
    expect(isTimerCounting({ ...base, leaseRunning: true, testMode: true })).toBe(false);
    expect(isTimerCounting({ ...base, leaseRunning: true, username: "freeze.test1" })).toBe(false);
  });
});

describe("the countdown after the server answered the lease", () => {
  it("takes the lease's time when it is more than a second away, else keeps its count", () => {
    // The lease restarted at the photo: back to the full time.
    expect(syncedTime(20, 60)).toBe(60);
    // The lease kept running while the photo loaded again: down to what it has left.
    expect(syncedTime(25, 21)).toBe(21);
    // A tick's rounding: no jump.
    expect(syncedTime(60, 59)).toBe(60);
    expect(syncedTime(59, 60)).toBe(59);
    expect(syncedTime(5, 0)).toBe(0);
  });
});

describe("a count held to the lease's clock", () => {
  it("ends where the lease less its grace ends", () => {
    expect(countEndOf(at(65))).toBe(now + (65 - LEASE_GRACE_S) * 1000);
    expect(countEndOf("soon")).toBeNull();
  });

  it("never shows more than the lease leaves, whatever the ticks did", () => {
    const end = now + 20_000;
    // The page ticked late: 8 s passed for 1 tick.
    expect(boundByLease(29, end, now + 8000)).toBe(12);
    // On time: the tick's count.
    expect(boundByLease(19, end, now + 500)).toBe(19);
    expect(boundByLease(5, end, now + 60_000)).toBe(0);
    // No lease known yet (a fresh task before its photo is shown): the ticks alone.
    expect(boundByLease(29, null, now + 8000)).toBe(29);
  });
});
