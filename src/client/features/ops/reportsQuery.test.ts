import { describe, expect, it } from "vitest";
import { readReportsQuery, writeReportsQuery } from "./reportsQuery.ts";

describe("client reports query", () => {
  it.each([
    ["", { kind: undefined, page: 1, limit: 50 }],
    ["kind=crash&page=3&limit=20", { kind: "crash", page: 3, limit: 20 }],
    ["kind=other&page=0&limit=7", { kind: undefined, page: 1, limit: 50 }],
    ["page=2.5&limit=abc", { kind: undefined, page: 1, limit: 50 }],
  ])("reads %j", (search, expected) => {
    expect(readReportsQuery(new URLSearchParams(search))).toEqual(expected);
  });

  it("writes only what differs from the defaults, and round-trips", () => {
    expect(writeReportsQuery({ kind: undefined, page: 1, limit: 50 }).toString()).toBe("");
    const q = { kind: "trace", page: 4, limit: 10 } as const;
    expect(writeReportsQuery(q).toString()).toBe("kind=trace&page=4&limit=10");
    expect(readReportsQuery(writeReportsQuery(q))).toEqual(q);
  });
});
