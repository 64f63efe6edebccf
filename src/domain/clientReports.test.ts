import { describe, expect, it } from "vitest";
import { clip, fitReport, REPORT_MAX_BYTES } from "./clientReports.ts";

const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

describe("fitting a report to the server's size cap", () => {
  it("leaves a report that fits as it is", () => {
    const body = { kind: "error", message: "m", detail: "x".repeat(100), path: "/" };
    expect(fitReport(body, "detail")).toBe(body);
  });

  it("cuts the detail of a report of long non-ASCII text until its UTF-8 JSON fits", () => {
    const body = { message: "é".repeat(2000), details: "日本".repeat(6000), path: "/x" };
    expect(bytes(body)).toBeGreaterThan(REPORT_MAX_BYTES);
    const fitted = fitReport(body, "details");
    expect(bytes(fitted)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    expect(bytes(fitted)).toBeGreaterThan(REPORT_MAX_BYTES - 8);
    expect(fitted.message).toBe(body.message);
    expect(body.details.startsWith(fitted.details)).toBe(true);
    expect(fitReport({ detail: "x".repeat(500) }, "detail", 100)).toEqual({ detail: "x".repeat(87) });
  });

  it("never cuts a surrogate pair in two", () => {
    expect(clip("ab😀c", 3)).toBe("ab");
    expect(clip("ab😀c", 4)).toBe("ab😀");
    expect(clip("abc", 5)).toBe("abc");
    const fitted = fitReport({ detail: "😀".repeat(100) }, "detail", 101);
    // 13 bytes of JSON around it leave 88: 22 emoji of four bytes each.
    expect(fitted.detail).toBe("😀".repeat(22));
  });
});
