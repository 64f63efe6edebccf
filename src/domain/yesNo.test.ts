import { describe, expect, it } from "vitest";
import { TEXTS } from "./texts.ts";
import { yesNoLabel } from "./yesNo.ts";

describe("yes/no labels", () => {
  it("reads a flag as the catalogue's yes or no, two different words", () => {
    expect(yesNoLabel(true)).toBe(TEXTS.yes);
    expect(yesNoLabel(false)).toBe(TEXTS.no);
    expect(TEXTS.yes).not.toBe(TEXTS.no);
    expect([TEXTS.yes, TEXTS.no]).not.toContain("true");
  });
});
