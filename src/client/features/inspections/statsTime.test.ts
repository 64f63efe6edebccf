import { describe, expect, it } from "vitest";
import { dutyTime, todayLabel } from "./statsTime.ts";

describe("statistics time", () => {
  it.each([
    [0, 0, 0, 0],
    [59, 0, 0, 0],
    [3600, 0, 1, 0],
    [3000, 900, 1, 5],
    [7200, 5400, 3, 30],
  ])("onDuty %i s + onInspect %i s is %ih %im", (onDuty, onInspect, hours, minutes) => {
    expect(dutyTime({ onDuty, onInspect })).toEqual({ hours, minutes });
  });

  it("formats today in the user's timezone", () => {
    expect(todayLabel(new Date("2026-01-01T20:00:00Z"), "Asia/Ho_Chi_Minh")).toBe("2026-01-02");
    expect(todayLabel(new Date("2026-01-01T20:00:00Z"), "Bad/Zone")).toBe("2026-01-01");
  });
});
