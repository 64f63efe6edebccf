import { describe, expect, it } from "vitest";
import { scoreAgainstTruth, stableJson, vehicleFieldsOf } from "./answerRules.ts";

describe("stableJson", () => {
  it("compares answers independent of key order", () => {
    expect(stableJson({ b: 1, a: { d: 2, c: [3, { f: 1, e: 2 }] } })).toBe(
      stableJson({ a: { c: [3, { e: 2, f: 1 }], d: 2 }, b: 1 }),
    );
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: 2 }));
  });
});

describe("vehicleFieldsOf", () => {
  it("keeps only vehicle fields", () => {
    expect(vehicleFieldsOf({ message: "m", vin: "X", damages: [], cageInfo: {} })).toEqual({ vin: "X" });
  });
});

describe("scoreAgainstTruth", () => {
  it("scores each answered field that has a truth, case and space insensitive", () => {
    expect(
      scoreAgainstTruth({ vin: " abc ", odom_reading: 5, make: "Honda" }, { vin: "ABC", odom_reading: 6 }),
    ).toEqual({
      vin: true,
      odom_reading: false,
    });
    expect(scoreAgainstTruth({ vin: "A" }, null)).toBeNull();
    expect(scoreAgainstTruth({ make: "A" }, { vin: "B" })).toBeNull();
  });
});
