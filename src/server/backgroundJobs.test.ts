import { describe, expect, it, vi } from "vitest";
import { logJobFailure } from "./backgroundJobs.ts";

describe("logJobFailure", () => {
  const log = () => ({ warn: vi.fn(), error: vi.fn() });

  it("warns when the database is away (PostgreSQL starting up after a restart)", () => {
    const l = log();
    const starting = Object.assign(new Error("the database system is starting up"), { code: "57P03" });
    logJobFailure(l, "lease sweep", starting);
    logJobFailure(
      l,
      "lease sweep",
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
    );
    expect(l.warn).toHaveBeenCalledTimes(2);
    expect(l.warn.mock.calls[0]?.[1]).toBe("lease sweep failed: database unavailable");
    expect(l.error).not.toHaveBeenCalled();
  });

  it("logs any other failure as an error", () => {
    const l = log();
    logJobFailure(l, "webhook delivery", new TypeError("x is undefined"));
    expect(l.error).toHaveBeenCalledTimes(1);
    expect(l.warn).not.toHaveBeenCalled();
  });
});
