import { describe, expect, it } from "vitest";
import { containsNul } from "./textGuard.ts";

describe("containsNul", () => {
  it("finds a NUL in values and keys at any depth, and nothing in clean input", () => {
    expect(containsNul({ a: [1, { b: "x\u0000y" }] })).toBe(true);
    expect(containsNul({ "k\u0000": 1 })).toBe(true);
    expect(containsNul("\u0000")).toBe(true);
    expect(containsNul({ a: ["ok", 1, null, true, { b: "💥" }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it("walks a deeply nested body without recursion", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });
});
