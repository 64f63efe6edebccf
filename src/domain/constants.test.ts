import { describe, expect, it } from "vitest";
import { hasTooManyFailedTasks } from "./constants.ts";

describe("hasTooManyFailedTasks: above 5 (product §2, §9)", () => {
  it.each([
    [0, false],
    [5, false],
    [6, true],
    [50, true],
  ])("%s failed tasks -> %s", (count, expected) => {
    expect(hasTooManyFailedTasks(count)).toBe(expected);
  });
});
