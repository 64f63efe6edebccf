import { describe, expect, it } from "vitest";
import { containsNonFiniteNumber, containsNul } from "./textGuard.ts";

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

describe("containsNonFiniteNumber", () => {
  it("finds numbers and number literals beyond a double, and leaves ordinary values alone", () => {
    expect(containsNonFiniteNumber({ page: "1e309" })).toBe(true);
    expect(containsNonFiniteNumber({ a: [{ year: Number.POSITIVE_INFINITY }] })).toBe(true);
    expect(containsNonFiniteNumber({ page: "-1e400" })).toBe(true);
    expect(containsNonFiniteNumber({ page: "9007199254740993", model: "Infinity", code: "1e3x" })).toBe(
      false,
    );
    expect(containsNonFiniteNumber({ a: [1, 2.5, "12", null, true] })).toBe(false);
  });
});
