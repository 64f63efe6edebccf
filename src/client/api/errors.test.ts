// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../domain/texts.ts";
import { deriveErrorMessage, isSessionEndingCode, readCode } from "./errors.ts";

describe("error message derivation (product §8)", () => {
  it.each([
    ["a string body", "Bad thing", "Bad thing"],
    ["an error body", { success: false, code: "X", message: "Nope" }, "Nope"],
    ["an error body without message", { success: false, code: "X" }, TEXTS.missingMessage],
    ["an error body with an empty message", { success: false, code: "X", message: "" }, TEXTS.missingMessage],
    ["another object", { foo: 1 }, TEXTS.genericError],
    ["no body", null, TEXTS.genericError],
    ["an empty string", "", TEXTS.genericError],
  ])("%s", (_name, body, expected) => {
    expect(deriveErrorMessage(body)).toBe(expected);
  });

  it("knows the session-ending codes", () => {
    expect(isSessionEndingCode("SESSION_EXPIRED")).toBe(true);
    expect(isSessionEndingCode("KICK_AGENT")).toBe(true);
    expect(isSessionEndingCode("SHIFT_EXPIRED")).toBe(true);
    expect(isSessionEndingCode("UNAUTHORIZED")).toBe(false);
    expect(isSessionEndingCode(null)).toBe(false);
    expect(readCode({ code: 3 })).toBeNull();
  });
});
