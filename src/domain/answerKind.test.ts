import { describe, expect, it } from "vitest";
import { ANSWER_KINDS, answerKindLabel } from "./answerKind.ts";
import { TEXTS } from "./texts.ts";

describe("answer kind labels", () => {
  it("give every kind a label of its own, never the identifier", () => {
    const labels = ANSWER_KINDS.map(answerKindLabel);
    for (const [i, kind] of ANSWER_KINDS.entries()) {
      expect(labels[i], kind).not.toBe(TEXTS.unknownStatus);
      expect(labels[i], kind).not.toBe(kind);
      expect(labels[i]?.trim(), kind).not.toBe("");
    }
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("has no label for a kind the domain does not know", () => {
    expect(Object.keys(TEXTS.answerKindLabels).sort()).toEqual([...ANSWER_KINDS].sort());
  });

  it("reads an unknown or missing kind as 'Unknown'", () => {
    expect(answerKindLabel("skipped")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("constructor")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel(null)).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("rejected")).toBe(TEXTS.answerKindLabels.rejected);
  });
});
