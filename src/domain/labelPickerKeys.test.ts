import { describe, expect, it } from "vitest";
import { pickerAction } from "./labelPickerKeys.ts";

const typed = { query: "door", active: 0, count: 3 };
const empty = { query: "", active: 0, count: 90 };

describe("the label picker's keys (issue 22)", () => {
  it("moves among the matches with the arrows, wrapping round", () => {
    expect(pickerAction({ key: "ArrowDown" }, typed)).toEqual({ type: "move", index: 1 });
    expect(pickerAction({ key: "ArrowUp" }, typed)).toEqual({ type: "move", index: 2 });
    expect(pickerAction({ key: "ArrowDown" }, { ...typed, count: 0 })).toEqual({ type: "none" });
  });

  it("assigns the chosen match on Enter, nothing when nothing matches", () => {
    expect(pickerAction({ key: "Enter" }, { ...typed, active: 2 })).toEqual({ type: "assign", index: 2 });
    expect(pickerAction({ key: "Enter" }, { ...typed, count: 0 })).toEqual({ type: "none" });
  });

  it("skips with N and Shift+N, undoes with Ctrl+Z or ⌘Z — only while nothing is typed", () => {
    expect(pickerAction({ key: "n" }, empty)).toEqual({ type: "skip", step: 1 });
    expect(pickerAction({ key: "N", shiftKey: true }, empty)).toEqual({ type: "skip", step: -1 });
    expect(pickerAction({ key: "z", ctrlKey: true }, empty)).toEqual({ type: "undo" });
    expect(pickerAction({ key: "z", metaKey: true }, empty)).toEqual({ type: "undo" });
    expect(pickerAction({ key: "n" }, typed)).toEqual({ type: "none" });
    expect(pickerAction({ key: "z", ctrlKey: true }, typed)).toEqual({ type: "none" });
    expect(pickerAction({ key: "n", ctrlKey: true }, empty)).toEqual({ type: "none" });
    expect(pickerAction({ key: "z" }, empty)).toEqual({ type: "none" });
  });

  it("clears the query on Escape", () => {
    expect(pickerAction({ key: "Escape" }, typed)).toEqual({ type: "clear" });
    expect(pickerAction({ key: "Escape" }, empty)).toEqual({ type: "none" });
  });
});
