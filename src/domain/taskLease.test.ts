import { describe, expect, it } from "vitest";
import { HEARTBEAT_LEASE_S, LEASE_GRACE_S, TASK_HEARTBEAT_MS } from "./constants.ts";
import { leaseKindOf } from "./taskLease.ts";
import { isTimerCounting } from "./timer.ts";
import { TEST_VINS } from "./vin.ts";

const facts = (o: Partial<Parameters<typeof leaseKindOf>[0]> = {}) => ({
  username: "agent1",
  sessionId: "S0001",
  vin: "1HGCM82633A004352",
  ...o,
});

describe("leaseKindOf (issue 21)", () => {
  it("an ordinary task runs on its countdown", () => {
    expect(leaseKindOf(facts())).toBe("countdown");
    expect(leaseKindOf(facts({ username: null, sessionId: null, vin: null }))).toBe("countdown");
  });

  it.each([
    ["a test session", facts({ sessionId: "T0001" })],
    ["a test VIN", facts({ vin: TEST_VINS[0] })],
    ["a test VIN in lower case", facts({ vin: ` ${TEST_VINS[3]?.toLowerCase()} ` })],
    ["a freeze-test user", facts({ username: "freeze.test2" })],
  ])("%s runs on the heartbeat", (_, f) => {
    expect(leaseKindOf(f)).toBe("heartbeat");
  });

  it("is heartbeat exactly where the countdown does not count once the photo is shown", () => {
    for (const f of [
      facts(),
      facts({ sessionId: "T1" }),
      facts({ vin: TEST_VINS[8] }),
      facts({ username: "freeze.test3" }),
    ]) {
      const testMode = !!f.sessionId?.startsWith("T") || TEST_VINS.includes(f.vin ?? "");
      const counting = isTimerCounting({ username: f.username, testMode, imageLoaded: true });
      expect(leaseKindOf(f)).toBe(counting ? "countdown" : "heartbeat");
    }
  });

  it("the heartbeat lease outlasts several heartbeats and more than a normal task's lease", () => {
    expect(HEARTBEAT_LEASE_S * 1000).toBeGreaterThanOrEqual(3 * TASK_HEARTBEAT_MS);
    // Chrome runs a long-hidden tab's timers once a minute: one such beat lost still keeps the task.
    expect(HEARTBEAT_LEASE_S * 1000).toBeGreaterThan(2 * 60_000);
    expect(HEARTBEAT_LEASE_S).toBeGreaterThan(60 + LEASE_GRACE_S);
  });
});
