import { describe, expect, it } from "vitest";
import { MATERIAL_HOTKEYS } from "./damagePlacement.ts";
import {
  acceptKeyHints,
  acceptShortcuts,
  DECISION_KEY_HELP,
  type DecisionContext,
  decisionForKey,
  finishKeyHints,
  finishShortcuts,
  isFinishFirst,
  type KeyChord,
  marksChanged,
  rejectKeyHint,
} from "./decisionKeys.ts";
import type { AnswerDamage } from "./qcDiff.ts";
import { TEXTS } from "./texts.ts";

const chord = (key: string, mods: Partial<KeyChord> = {}): KeyChord => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});
const idle: DecisionContext = { rejectArmed: false, inLastField: false, finishFirst: false };
const armed: DecisionContext = { rejectArmed: true, inLastField: false, finishFirst: false };
const digit = (n: number, mods: Partial<KeyChord> = {}) => chord(String(n), { code: `Digit${n}`, ...mods });

describe("decision keys (issue 21)", () => {
  it("Ctrl+Enter or ⌘+Enter anywhere, Enter only in the last field: the first accept option", () => {
    expect(decisionForKey(chord("Enter", { ctrlKey: true }), idle)).toEqual({ kind: "accept", index: 0 });
    expect(decisionForKey(chord("Enter", { metaKey: true }), idle)).toEqual({ kind: "accept", index: 0 });
    expect(decisionForKey(chord("Enter"), { ...idle, inLastField: true })).toEqual({
      kind: "accept",
      index: 0,
    });
    expect(decisionForKey(chord("Enter"), idle)).toBeNull();
    expect(decisionForKey(chord("Enter", { shiftKey: true }), { ...idle, inLastField: true })).toBeNull();
  });

  it("Alt+1..9 take the nth accept option, Alt+0 finishes; by the physical key", () => {
    expect(decisionForKey(digit(1, { altKey: true }), idle)).toEqual({ kind: "accept", index: 0 });
    expect(decisionForKey(digit(9, { altKey: true }), idle)).toEqual({ kind: "accept", index: 8 });
    expect(decisionForKey(digit(0, { altKey: true }), idle)).toEqual({ kind: "finish" });
    // AZERTY's digit row, macOS's Option characters, the number pad.
    expect(decisionForKey(chord("&", { code: "Digit1", altKey: true }), idle)).toEqual({
      kind: "accept",
      index: 0,
    });
    expect(decisionForKey(chord("¡", { code: "Digit1", altKey: true }), idle)).toEqual({
      kind: "accept",
      index: 0,
    });
    expect(decisionForKey(chord("2", { code: "Numpad2", altKey: true }), idle)).toEqual({
      kind: "accept",
      index: 1,
    });
  });

  it("Alt+R then 1..9 rejects with the nth reason; any other key drops the Alt+R", () => {
    expect(decisionForKey(chord("r", { code: "KeyR", altKey: true }), idle)).toEqual({ kind: "armReject" });
    expect(decisionForKey(chord("®", { code: "KeyR", altKey: true }), idle)).toEqual({ kind: "armReject" });
    // Alt still held or released before the digit.
    expect(decisionForKey(digit(2), armed)).toEqual({ kind: "reject", index: 1 });
    expect(decisionForKey(digit(2, { altKey: true }), armed)).toEqual({ kind: "reject", index: 1 });
    // Releasing or pressing a modifier keeps waiting; Escape, a letter or 0 drop it.
    expect(decisionForKey(chord("Alt", { altKey: true }), armed)).toBeNull();
    expect(decisionForKey(chord("Shift", { shiftKey: true }), armed)).toBeNull();
    for (const key of [chord("Escape"), chord("a"), digit(0), digit(1, { ctrlKey: true })])
      expect(decisionForKey(key, armed)).toEqual({ kind: "disarm" });
  });

  it("collides neither with typing nor with the spec's hot keys", () => {
    const typed = [..."abcdefghijklmnopqrstuvwxyz0123456789 ", "Tab", "Backspace", "Escape", "ArrowDown"];
    const hotKeys = ["F", "W", "R", "Q", "T", "S", "X", "C", "d", "Tab", " ", ...MATERIAL_HOTKEYS];
    for (const key of [...typed, ...hotKeys, ...typed.map((k) => k.toUpperCase())]) {
      expect(decisionForKey(chord(key), idle)).toBeNull();
      expect(decisionForKey(chord(key, { shiftKey: true }), idle)).toBeNull();
    }
    // AltGr (Ctrl+Alt on Windows) types characters; Alt+Shift switches layouts.
    expect(decisionForKey(digit(2, { altKey: true, ctrlKey: true }), idle)).toBeNull();
    expect(decisionForKey(digit(2, { altKey: true, shiftKey: true }), idle)).toBeNull();
    expect(decisionForKey(chord("r", { code: "KeyR", altKey: true, ctrlKey: true }), idle)).toBeNull();
    expect(decisionForKey(chord("Alt", { altKey: true }), idle)).toBeNull();
  });

  it("hints: Alt+n for accept options (the first also Ctrl+Enter), Alt+R n for reasons, none past 9", () => {
    expect(acceptKeyHints(0)).toEqual([TEXTS.keyAcceptOption(1), TEXTS.keyFirstAccept]);
    expect(acceptKeyHints(1)).toEqual(["Alt+2"]);
    expect(acceptKeyHints(9)).toEqual([]);
    expect(rejectKeyHint(0)).toBe("Alt+R 1");
    expect(rejectKeyHint(9)).toBeNull();
    expect(acceptShortcuts(2)).toBe("Alt+3");
    expect(acceptShortcuts(0)).toContain("Control+Enter");
  });

  it("the help rows name every decision key with catalogue texts", () => {
    expect(DECISION_KEY_HELP.map((r) => [r.keys.join(", "), r.description])).toEqual([
      ["Ctrl+Enter, Enter in the last field", TEXTS.hotKeyFirstAccept],
      ["Alt+1..9", TEXTS.hotKeyAcceptOption],
      ["Alt+R 1..9", TEXTS.hotKeyRejectReason],
      ["Alt+0", TEXTS.hotKeyFinish],
    ]);
    // The help says what Ctrl+Enter does once damages are marked.
    expect(TEXTS.hotKeyFirstAccept).toContain(TEXTS.finish);
  });
});

describe("the primary decision of a damage task (issue 21)", () => {
  const scratch: AnswerDamage = {
    id: "d1",
    component: "DOOR_FRONT_LEFT",
    damage_group: "BODY",
    damage_name: "SCRATCH",
    grade_score: 2,
    damage_location: { x: 0.4, y: 0.5 },
  };
  const dent: AnswerDamage = {
    ...scratch,
    id: undefined,
    damage_name: "DENT",
    damage_location: { x: 0.7, y: 0.5 },
  };

  it("marks changed: any mark on a task that came with none; on QC, added, changed or removed", () => {
    expect(marksChanged([], [])).toBe(false);
    expect(marksChanged([], [dent])).toBe(true);
    // QC: the inspector's scratch left alone is no change.
    expect(marksChanged([scratch], [{ ...scratch }])).toBe(false);
    expect(marksChanged([scratch], [scratch, dent])).toBe(true);
    expect(marksChanged([scratch], [{ ...scratch, grade_score: 4 }])).toBe(true);
    expect(marksChanged([scratch], [])).toBe(true);
  });

  it("Finish comes first on a damage task whose marks changed and which can finish, else the first accept", () => {
    const task = { marksDamages: true, finishEnabled: true, marksChanged: true };
    expect(isFinishFirst(task)).toBe(true);
    expect(isFinishFirst({ ...task, marksChanged: false })).toBe(false);
    expect(isFinishFirst({ ...task, finishEnabled: false })).toBe(false);
    expect(isFinishFirst({ ...task, marksDamages: false })).toBe(false);
  });

  it("Ctrl+Enter and Enter in the last field take Finish when it comes first; Alt+1 stays the first accept", () => {
    const marked: DecisionContext = { ...idle, finishFirst: true };
    expect(decisionForKey(chord("Enter", { ctrlKey: true }), marked)).toEqual({ kind: "finish" });
    expect(decisionForKey(chord("Enter", { metaKey: true }), marked)).toEqual({ kind: "finish" });
    expect(decisionForKey(chord("Enter"), { ...marked, inLastField: true })).toEqual({ kind: "finish" });
    expect(decisionForKey(chord("Enter"), marked)).toBeNull();
    expect(decisionForKey(digit(1, { altKey: true }), marked)).toEqual({ kind: "accept", index: 0 });
    expect(decisionForKey(digit(0, { altKey: true }), marked)).toEqual({ kind: "finish" });
  });

  it("the Ctrl+Enter hint and shortcut move from the first accept option to Finish", () => {
    expect(acceptKeyHints(0, true)).toEqual([TEXTS.keyAcceptOption(1)]);
    expect(acceptShortcuts(0, true)).toBe("Alt+1");
    expect(finishKeyHints(true)).toEqual([TEXTS.keyFinish, TEXTS.keyFirstAccept]);
    expect(finishShortcuts(true)).toContain("Control+Enter");
    expect(finishKeyHints(false)).toEqual([TEXTS.keyFinish]);
    expect(finishShortcuts(false)).toBe("Alt+0");
    expect(acceptKeyHints(0, false)).toContain(TEXTS.keyFirstAccept);
  });
});
