import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./jsonBody.ts";

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, not brackets inside strings", () => {
    expect(nestsDeeperThan("[[[]]]", 3)).toBe(false);
    expect(nestsDeeperThan("[[[[]]]]", 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[[[[[{{{{"}', 1)).toBe(false);
    // An escaped quote does not end the string.
    expect(nestsDeeperThan('{"a":"\\"[[[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\",[[[]]]]', 3)).toBe(true);
  });
  it("answers at once on a hostile depth", () => {
    expect(nestsDeeperThan("[".repeat(100_000), 32)).toBe(true);
    expect(nestsDeeperThan(`${"[".repeat(32)}${"]".repeat(32)}`, 32)).toBe(false);
  });
});
