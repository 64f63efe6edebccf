// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TEXTS } from "../../../domain/texts.ts";
import { withProviders } from "../../testing/render.tsx";
import { LabelAssistant } from "./LabelAssistant.tsx";
import type { LabelPart, Labels } from "./labelState.ts";
import { useLabelAssist } from "./useLabelAssist.ts";

const part = (index: number, id: string, captions: string[] = []): LabelPart => ({
  index,
  id,
  name: null,
  group: null,
  captions,
  generatedId: id.startsWith("shape-"),
});
// Two parts the drawing names (a suggestion each), two it does not.
const PARTS = [part(0, "path1"), part(1, "hood"), part(2, "path3"), part(3, "g4", ["Door FR L"])];

let seen: Labels = new Map();
function Harness({ parts = PARTS }: { parts?: LabelPart[] }) {
  const [labels, setLabels] = useState<Labels>(new Map());
  const [selected, setSelected] = useState<string | null>("path1");
  seen = labels;
  const assist = useLabelAssist(parts, labels, setLabels, selected, setSelected);
  return <LabelAssistant assist={assist} labels={labels} selected={selected} readOnly={false} />;
}

const box = () => screen.getByRole("combobox");
const key = (k: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(box(), { key: k, ...init });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe("labelling by keyboard (issue 22)", () => {
  it("types, assigns with Enter, moves on, skips with N / Shift+N, undoes with Ctrl+Z", () => {
    render(withProviders(<Harness />));
    // The picker opens on the selected part with the focus in its box.
    expect(document.activeElement).toBe(box());
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("path1"));
    expect(screen.getByText(TEXTS.labelProgress(0, 4))).toBeTruthy();

    type("door fr l");
    expect(screen.getAllByRole("option")[0]?.textContent).toContain("Front door left");
    key("Enter");
    expect(seen.get("path1")).toEqual({ label: "FRONT_DOOR_LEFT", group: "BODY" });
    // The next unlabelled part comes up, the box empty and focused again.
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("hood"));
    expect((box() as HTMLInputElement).value).toBe("");
    expect(screen.getByText(TEXTS.labelProgress(1, 4))).toBeTruthy();

    // Arrows choose among the matches.
    type("bonn");
    key("ArrowDown");
    key("ArrowUp");
    key("Enter");
    expect(seen.get("hood")).toEqual({ label: "HOOD", group: "BODY" });
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("path3"));

    key("n");
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("g4"));
    key("N", { shiftKey: true });
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("path3"));

    key("z", { ctrlKey: true });
    expect(seen.has("hood")).toBe(false);
    expect(box().getAttribute("aria-label")).toBe(TEXTS.labelPickerFor("hood"));
    expect(screen.getByText(TEXTS.labelProgress(1, 4))).toBeTruthy();
  });

  it("accepts every suggestion above the threshold in one action, undone in one step", () => {
    render(withProviders(<Harness />));
    expect(screen.getByText(TEXTS.labelSuggestionsFound(2))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.labelAcceptAll(2, 0.8) }));
    expect([...seen]).toEqual([
      ["hood", { label: "HOOD", group: "BODY" }],
      ["g4", { label: "FRONT_DOOR_LEFT", group: "BODY" }],
    ]);
    expect(screen.getByText(TEXTS.labelProgress(2, 4))).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: TEXTS.labelUndo }));
    expect(seen.size).toBe(0);
  });

  it("says so when no name in the drawing matches a part name (a drawing tool's own ids)", () => {
    render(withProviders(<Harness parts={[part(0, "p17"), part(1, "shape-1a2b3c4d")]} />));
    expect(screen.getByText(TEXTS.labelNoSuggestions)).toBeTruthy();
    expect(screen.queryByText(TEXTS.labelSuggestionsFound(0))).toBeNull();
    // Labelling goes on by the picker alone: every part counted, none labelled.
    expect(screen.getByText(TEXTS.labelProgress(0, 2))).toBeTruthy();
  });
});
