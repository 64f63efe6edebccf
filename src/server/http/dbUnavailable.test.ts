import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./dbUnavailable.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    withCode("terminating connection due to administrator command", "57P01"),
    withCode("the database system is starting up", "57P03"),
    withCode("connection failure", "08006"),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    new AggregateError([withCode("x", "ECONNREFUSED")], "all failed"),
  ])("a lost database: %s", (err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    withCode('duplicate key value violates unique constraint "x"', "23505"),
    withCode('syntax error at or near "x"', "42601"),
    new TypeError("cannot read properties of undefined"),
    "a string",
  ])("a bug, not an outage: %s", (err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
