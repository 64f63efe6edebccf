import { describe, expect, it } from "vitest";
import { ANSWER_KINDS, answerKindLabel } from "./answerKind.ts";
import { expectOwnLabels } from "./testing/expectOwnLabels.ts";
import { TEXTS } from "./texts.ts";

describe("answer kind labels", () => {
  it("give every kind a label of its own, never the identifier, and label nothing else", () => {
    expectOwnLabels(ANSWER_KINDS, answerKindLabel, TEXTS.answerKindLabels);
  });

  it("reads an unknown or missing kind as 'Unknown'", () => {
    expect(answerKindLabel("skipped")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("constructor")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("")).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel(null)).toBe(TEXTS.unknownStatus);
    expect(answerKindLabel("rejected")).toBe(TEXTS.answerKindLabels.rejected);
  });
});
