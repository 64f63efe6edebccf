import { describe, expect, it } from "vitest";
import { FAILED_TASK_WARNING_THRESHOLD } from "./constants.ts";
import { HELD_AHEAD_IDLE_S, heldAheadUntil, mayHoldAhead } from "./heldAhead.ts";

const now = new Date("2026-11-27T12:00:00Z");
const later = new Date(now.getTime() + 60_000);
const facts = (o: Partial<Parameters<typeof mayHoldAhead>[0]> = {}) => ({
  status: "Inspecting",
  skills: ["odometer"],
  totalTaskFailed: 0,
  currentLeaseEnd: later,
  ...o,
});

describe("mayHoldAhead (issue 21, item 7)", () => {
  it("an agent working a live task with a skill gets the next one held", () => {
    expect(mayHoldAhead(facts(), now)).toBe(true);
  });

  it.each([
    ["waiting (no task to work ahead of)", { status: "Waiting" }],
    ["back at the start", { status: "Online" }],
    ["holding no live task", { currentLeaseEnd: null }],
    ["whose lease has run out", { currentLeaseEnd: now }],
    ["without a skill", { skills: [] }],
    ["with too many pending failed tasks", { totalTaskFailed: FAILED_TASK_WARNING_THRESHOLD + 1 }],
  ])("nothing is held ahead for a user %s", (_, o) => {
    expect(mayHoldAhead(facts(o), now)).toBe(false);
  });

  it("the failed-task limit itself still allows it (homework hands tasks out up to it)", () => {
    expect(mayHoldAhead(facts({ totalTaskFailed: FAILED_TASK_WARNING_THRESHOLD }), now)).toBe(true);
  });
});

describe("heldAheadUntil", () => {
  it("keeps the task the idle time past the current lease's end", () => {
    expect(heldAheadUntil(later, 120).getTime() - later.getTime()).toBe(120_000);
    expect(HELD_AHEAD_IDLE_S).toBe(120);
  });

  it("a negative idle time counts as none", () => {
    expect(heldAheadUntil(later, -5).getTime()).toBe(later.getTime());
  });
});
