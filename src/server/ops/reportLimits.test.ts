import { describe, expect, it } from "vitest";
import { ClientReportBody } from "../../contract/ops.ts";
import { FeedbackBody } from "../../contract/system.ts";
import { REPORT_MAX_BYTES, REPORT_TEXT_LIMITS } from "../../domain/clientReports.ts";
import { loadConfig } from "../config.ts";

const bytes = (body: unknown) => new TextEncoder().encode(JSON.stringify(body)).length;

describe("report limits (issue 20)", () => {
  it("default to 30 posts a minute, 16 KiB a body, 30 days and 20 000 rows", () => {
    expect(loadConfig({}).clientReports).toEqual({
      max: 30,
      windowMs: 60_000,
      maxBytes: REPORT_MAX_BYTES,
      keepDays: 30,
      keepRows: 20_000,
    });
  });

  it("agree with the contracts: the longest ASCII report they admit fits the default body cap", () => {
    const props = (schema: { properties: object }) =>
      Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, (v as { maxLength?: number }).maxLength]),
      );
    expect(props(ClientReportBody)).toMatchObject({
      message: REPORT_TEXT_LIMITS.message,
      detail: REPORT_TEXT_LIMITS.detail,
      path: REPORT_TEXT_LIMITS.path,
    });
    expect(props(FeedbackBody)).toEqual({
      message: REPORT_TEXT_LIMITS.message,
      details: REPORT_TEXT_LIMITS.detail,
      path: REPORT_TEXT_LIMITS.path,
    });
    const text = (n: number) => "x".repeat(n);
    const longest = {
      kind: "error",
      message: text(REPORT_TEXT_LIMITS.message),
      detail: text(REPORT_TEXT_LIMITS.detail),
      path: text(REPORT_TEXT_LIMITS.path),
      durationMs: 3_600_000,
    };
    expect(bytes(longest)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
    const feedback = { message: longest.message, details: longest.detail, path: longest.path };
    expect(bytes(feedback)).toBeLessThanOrEqual(REPORT_MAX_BYTES);
  });
});
