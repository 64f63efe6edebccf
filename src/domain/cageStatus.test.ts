import { describe, expect, it } from "vitest";
import {
  CAGE_ACTIONS,
  CAGE_STATUSES,
  type CageAction,
  type CageStatus,
  cageActionButtonStates,
  cageActionButtons,
  canEditCageFiles,
  checkLabelEdit,
  checkNote,
  isCageReadOnly,
  isLabelButtonVisible,
  isLabelInProgress,
  labelButtonStyle,
  statusHistoryEntry,
  transition,
} from "./cageStatus.ts";
import { ROLES, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

// The table of server-behaviour §7, written out by hand (legal "from" statuses per action).
const ALL = [...CAGE_STATUSES];
const LEGAL: Record<CageAction, { from: CageStatus[]; to: CageStatus; agent: boolean }> = {
  "PROCESS-PHOTO": {
    from: ALL.filter((s) => s !== "ACTIVE" && s !== "DELETED"),
    to: "PHOTO-PROCESSING",
    agent: true,
  },
  "PROCESS-CAGE": {
    from: ALL.filter((s) => s !== "ACTIVE" && s !== "DELETED"),
    to: "CAGE-PROCESSING",
    agent: true,
  },
  "PROCESS-LABEL": {
    from: ALL.filter((s) => s !== "ACTIVE" && s !== "DELETED"),
    to: "LABEL-PROCESSING",
    agent: true,
  },
  "REQUEST-REVIEW": {
    from: ["DRAFT", "PHOTO-PROCESSING", "CAGE-PROCESSING", "LABEL-PROCESSING"],
    to: "REVIEW-REQUESTED",
    agent: true,
  },
  CONFIRM: { from: ["REVIEW-REQUESTED"], to: "CONFIRMED", agent: false },
  ACTIVE: { from: ["CONFIRMED", "ARCHIVED"], to: "ACTIVE", agent: false },
  ARCHIVE: { from: ["ACTIVE", "CONFIRMED"], to: "ARCHIVED", agent: false },
  DRAFT: { from: ALL.filter((s) => s !== "ACTIVE" && s !== "DELETED"), to: "DRAFT", agent: false },
  DELETE: { from: ALL.filter((s) => s !== "ACTIVE"), to: "DELETED", agent: false },
};

describe("transition: every status x action x role", () => {
  const rows: [CageStatus, CageAction, Role][] = [];
  for (const s of CAGE_STATUSES) for (const a of CAGE_ACTIONS) for (const r of ROLES) rows.push([s, a, r]);
  it.each(rows)("%s + %s by %s", (status, action, role) => {
    const rule = LEGAL[action];
    const allowedRole = role === "VIEWER" ? false : role === "AGENT" ? rule.agent : true;
    const legal = rule.from.includes(status) && rule.to !== status;
    const expected = !allowedRole
      ? { ok: false, reason: "forbidden" }
      : legal
        ? { ok: true, to: rule.to }
        : { ok: false, reason: "illegal" };
    expect(transition(status, action, role)).toEqual(expected);
  });

  it("the main path works end to end for an admin", () => {
    let s: CageStatus = "DRAFT";
    for (const a of [
      "PROCESS-PHOTO",
      "PROCESS-CAGE",
      "REQUEST-REVIEW",
      "CONFIRM",
      "ACTIVE",
      "ARCHIVE",
      "ACTIVE",
    ] as CageAction[]) {
      const t = transition(s, a, "ADMIN");
      expect(t.ok).toBe(true);
      if (t.ok) s = t.to;
    }
    expect(s).toBe("ACTIVE");
    expect(transition(s, "DELETE", "SUPER")).toEqual({ ok: false, reason: "illegal" });
  });

  it("self moves are illegal and DELETED is final", () => {
    expect(transition("DRAFT", "DRAFT", "ADMIN")).toEqual({ ok: false, reason: "illegal" });
    expect(transition("PHOTO-PROCESSING", "PROCESS-PHOTO", "AGENT")).toEqual({
      ok: false,
      reason: "illegal",
    });
    for (const a of CAGE_ACTIONS) expect(transition("DELETED", a, "SUPER").ok).toBe(false);
  });
});

describe("action buttons", () => {
  it.each(ROLES)("%s", (role) => {
    const expected =
      role === "VIEWER"
        ? []
        : role === "AGENT"
          ? ["REQUEST-REVIEW", "PROCESS-PHOTO", "PROCESS-CAGE", "PROCESS-LABEL"]
          : ["REQUEST-REVIEW", "ACTIVE", "CONFIRM", "ARCHIVE", "DRAFT", "PROCESS-PHOTO", "DELETE"];
    expect(cageActionButtons(role)).toEqual(expected);
  });
  it("every button a role sees is one it may take", () => {
    for (const role of ROLES)
      for (const action of cageActionButtons(role)) {
        const anyLegal = CAGE_STATUSES.some((s) => transition(s, action, role).ok);
        expect(anyLegal).toBe(true);
      }
  });
  it("button states follow the machine", () => {
    expect(cageActionButtonStates("REVIEW-REQUESTED", "QA")).toEqual([
      { action: "REQUEST-REVIEW", enabled: false },
      { action: "ACTIVE", enabled: false },
      { action: "CONFIRM", enabled: true },
      { action: "ARCHIVE", enabled: false },
      { action: "DRAFT", enabled: true },
      { action: "PROCESS-PHOTO", enabled: true },
      { action: "DELETE", enabled: true },
    ]);
    expect(cageActionButtonStates("ACTIVE", "AGENT").every((b) => !b.enabled)).toBe(true);
  });
});

describe("read-only and labelling", () => {
  it.each(CAGE_STATUSES.flatMap((s) => ROLES.map((r) => [s, r] as [CageStatus, Role])))(
    "%s by %s",
    (status, role) => {
      expect(isCageReadOnly(status)).toBe(status === "ACTIVE");
      expect(canEditCageFiles(status, role)).toBe(
        role !== "VIEWER" && status !== "ACTIVE" && status !== "DELETED",
      );
    },
  );

  it.each([
    ["DRAFT", null, true],
    ["DRAFT", "me", true],
    ["DRAFT", "other", false],
    ["ACTIVE", "other", true],
    ["ACTIVE", null, true],
    ["CONFIRMED", "other", false],
  ] as [CageStatus, string | null, boolean][])(
    "label button: %s owned by %s -> %s",
    (status, owner, visible) => {
      expect(isLabelButtonVisible(status, { ownerId: owner }, "me")).toBe(visible);
    },
  );

  it("label style and progress", () => {
    expect(labelButtonStyle("AGENT")).toBe("light");
    for (const r of ROLES.filter((r) => r !== "AGENT")) expect(labelButtonStyle(r)).toBe("warning");
    expect(isLabelInProgress({ ownerId: "x", labelStatus: "IN-PROGRESS" })).toBe(true);
    expect(isLabelInProgress({ ownerId: "x", labelStatus: "DONE" })).toBe(false);
    expect(isLabelInProgress({})).toBe(false);
  });

  it.each([
    ["DRAFT", {}, "AGENT", { ok: true }],
    ["DRAFT", { ownerId: "me" }, "ADMIN", { ok: true }],
    [
      "DRAFT",
      { ownerId: "other" },
      "ADMIN",
      { ok: false, reason: "forbidden", message: TEXTS.labelOwnedByOther },
    ],
    ["ACTIVE", {}, "ADMIN", { ok: false, reason: "illegal", message: TEXTS.cageReadOnly }],
    ["DRAFT", {}, "VIEWER", { ok: false, reason: "forbidden", message: TEXTS.forbidden }],
  ] as [CageStatus, { ownerId?: string }, Role, unknown][])(
    "checkLabelEdit %s %j by %s",
    (status, slot, role, expected) => {
      expect(checkLabelEdit(status, slot, "me", role)).toEqual(expected);
    },
  );
});

describe("notes", () => {
  it.each([
    [{ type: "INFORM", message: "hello" }, "AGENT", { ok: true }],
    [{ message: "hello" }, "AGENT", { ok: true }],
    [
      { type: "REQUEST", message: "hello" },
      "AGENT",
      { ok: false, reason: "forbidden", message: TEXTS.noteTypeNotAllowed },
    ],
    [{ type: "WARNING", message: "hello" }, "ADMIN", { ok: true }],
    [
      { type: "REQUEST", message: "hello" },
      "ADMIN",
      { ok: false, reason: "invalid", message: TEXTS.noteTypeUnknown },
    ],
    [
      { type: "INFORM", message: "" },
      "ADMIN",
      { ok: false, reason: "invalid", message: "This is a required field" },
    ],
    [
      { type: "INFORM", message: "   " },
      "AGENT",
      { ok: false, reason: "invalid", message: "This is a required field" },
    ],
    [
      { type: "INFORM", message: null },
      "SUPER",
      { ok: false, reason: "invalid", message: "This is a required field" },
    ],
    [
      { type: "INFORM", message: "x" },
      "VIEWER",
      { ok: false, reason: "forbidden", message: TEXTS.forbidden },
    ],
  ] as [{ type?: string; message?: string | null }, Role, unknown][])("%j by %s", (note, role, expected) => {
    expect(checkNote(note, role)).toEqual(expected);
  });
});

describe("history", () => {
  it("status entry records old and new", () => {
    expect(statusHistoryEntry("DRAFT", "REVIEW-REQUESTED")).toEqual({
      event: "UPDATE-STATUS",
      options: { from: "DRAFT", to: "REVIEW-REQUESTED" },
    });
  });
});
