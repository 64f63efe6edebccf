import { describe, expect, it } from "vitest";
import { TEXT_SECTIONS, TEXTS } from "./texts.ts";

describe("the text catalogue", () => {
  it("defines every key in exactly one section (a second definition would silently win)", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [section, texts] of Object.entries(TEXT_SECTIONS)) {
      for (const key of Object.keys(texts)) {
        const first = seen.get(key);
        if (first) twice.push(`${key}: ${first} and ${section}`);
        seen.set(key, section);
      }
    }
    expect(twice).toEqual([]);
    expect(Object.keys(TEXTS).length).toBe(seen.size);
  });

  it("keeps the spec's spelling where it is odd", () => {
    expect(TEXTS.tooManyPriorities).toBe("Too many priorities , if u want to inspect plz solve it");
    expect(TEXTS.appVersionLabel).toBe("Ver 10-12");
  });
});
