import { describe, expect, it } from "vitest";
import { nextUnlabelled, popUndo, progressOf, pushUndo, type UndoStack } from "./labelFlow.ts";

const ids = ["a", "b", "c", "d"];

describe("labelling part after part (issue 22)", () => {
  it("moves to the next unlabelled part, wrapping round, skipping labelled ones", () => {
    const done = new Set(["b"]);
    const isLabelled = (id: string) => done.has(id);
    expect(nextUnlabelled(ids, isLabelled, "a")).toBe("c");
    expect(nextUnlabelled(ids, isLabelled, "d")).toBe("a");
    expect(nextUnlabelled(ids, isLabelled, null)).toBe("a");
  });

  it("goes back with step -1 (Shift+N)", () => {
    const isLabelled = (id: string) => id === "c";
    expect(nextUnlabelled(ids, isLabelled, "d", -1)).toBe("b");
    expect(nextUnlabelled(ids, isLabelled, "a", -1)).toBe("d");
    expect(nextUnlabelled(ids, isLabelled, null, -1)).toBe("d");
  });

  it("says null when every other part has a label", () => {
    expect(nextUnlabelled(ids, (id) => id !== "b", "b")).toBeNull();
    expect(nextUnlabelled([], () => false, null)).toBeNull();
  });

  it("undoes the newest change first, and keeps at most the limit", () => {
    let stack = pushUndo([], { labels: 1, selected: "a" });
    stack = pushUndo(stack, { labels: 2, selected: "b" });
    const back = popUndo(stack);
    expect(back?.step).toEqual({ labels: 2, selected: "b" });
    expect(popUndo(back!.rest)?.step.labels).toBe(1);
    expect(popUndo([])).toBeNull();
    let capped: UndoStack<number> = [];
    for (const n of [1, 2, 3]) capped = pushUndo(capped, { labels: n, selected: null }, 2);
    expect(capped.map((s) => s.labels)).toEqual([2, 3]);
  });

  it("counts the labelled parts", () => {
    expect(progressOf(ids, (id) => id < "c")).toEqual({ done: 2, total: 4 });
  });
});
