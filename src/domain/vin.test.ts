import { describe, expect, it } from "vitest";
import { TEXTS } from "./texts.ts";
import { checkVin, isTestSession, isVinValid, normaliseVin, TEST_VINS, type VinContext } from "./vin.ts";

const V17 = "1HGCM82633A004352";

describe("checkVin", () => {
  const cases: [string, string, VinContext, boolean][] = [
    ["empty passes", "", {}, true],
    ["17 chars valid", V17, {}, true],
    ["16 chars invalid", V17.slice(0, 16), {}, false],
    ["18 chars invalid", `${V17}9`, {}, false],
    ["lower case is checked upper-cased", V17.toLowerCase(), {}, true],
    ["contains O", "1HGCM82633AO04352", {}, false],
    ["contains I", "1HGCM82633AI04352", {}, false],
    ["contains Q", "1HGCM82633AQ04352", {}, false],
    ["contains lower q", "1hgcm82633aq04352", {}, false],
    ["Q allowed when decode none", "1HGCM82633AQ04352", { decode: "none" }, true],
    ["Q refused for vms", "1HGCM82633AQ04352", { decode: "vms" }, false],
    ["Q refused for kbb_us", "1HGCM82633AQ04352", { decode: "kbb_us" }, false],
    ["decode none: no length rule (short)", "ABC123", { decode: "none" }, true],
    ["decode none: no length cap (20)", "ABCDEFGH1234567890AB", { decode: "none" }, true],
    ["decode none: O still refused", "ABCO123", { decode: "none" }, false],
    ["decode none: I still refused", "ABCI123", { decode: "none" }, false],
    ["holman skips everything", "IOQ", { usecase: "holman" }, true],
    ["holman with decode vms skips", "short", { usecase: "holman", decode: "vms" }, true],
    ["other usecase does not skip", "short", { usecase: "other" }, false],
    ["punctuation refused when decoded", "1HGCM82633A-04352", {}, false],
  ];
  it.each(cases)("%s", (_name, vin, ctx, ok) => {
    expect(isVinValid(vin, ctx)).toBe(ok);
    const result = checkVin(vin, ctx);
    if (ok) expect(result).toEqual({ ok: true });
    else expect(result).toEqual({ ok: false, message: TEXTS.vinInvalid });
  });

  it("uses the spec text", () => {
    expect(TEXTS.vinInvalid).toBe("VIN must be 17 characters and not include I, O, Q letter");
  });
});

describe("normaliseVin", () => {
  it.each([
    ["abc", {}, "ABC"],
    [" 1hg cm8 ", {}, "1HGCM8"],
    [`${V17}XYZ`, {}, V17],
    [`${V17}XYZ`, { decode: "vms" }, V17],
    [`${V17}xyz`, { decode: "none" }, `${V17}XYZ`],
  ] as [string, VinContext, string][])("%s -> %s", (raw, ctx, expected) => {
    expect(normaliseVin(raw, ctx)).toBe(expected);
  });
});

describe("isTestSession", () => {
  it("has 9 test VINs, each a well-formed VIN", () => {
    expect(TEST_VINS).toHaveLength(9);
    expect(new Set(TEST_VINS).size).toBe(9);
    for (const vin of TEST_VINS) expect(isVinValid(vin)).toBe(true);
  });
  it.each([
    ["T123", null, true],
    ["TX-9", "ANY", true],
    ["t123", null, false],
    ["S123", null, false],
    ["123T", null, false],
    ["", null, false],
    [null, null, false],
    ["S1", TEST_VINS[0], true],
    ["S1", TEST_VINS[8], true],
    ["S1", TEST_VINS[4]?.toLowerCase(), true],
    ["S1", V17, false],
    [undefined, TEST_VINS[3], true],
  ] as [string | null | undefined, string | null | undefined, boolean][])(
    "session %s vin %s -> %s",
    (sessionId, vin, expected) => {
      expect(isTestSession(sessionId, vin)).toBe(expected);
    },
  );
});
