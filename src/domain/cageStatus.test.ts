import { describe, expect, it } from "vitest";
import {
  asksBeforeCageAction,
  CAGE_ACTIONS,
  CAGE_STATUSES,
  type CageAction,
  type CageStatus,
  cageActionButtonStates,
  cageActionButtons,
  canEditCageFiles,
  checkLabelDraft,
  checkLabelEdit,
  checkNote,
  isCageReadOnly,
  isLabelButtonVisible,
  isLabelInProgress,
  LABEL_LOCK_IDLE_MINUTES,
  type LockedLabelSlot,
  labelButtonStyle,
  labelClaim,
  labelLockHolder,
  labelTakeoverHistoryEntry,
  mayAdministerCages,
  mayChangeCages,
  mayTakeOverLabel,
  statusHistoryEntry,
  transition,
} from "./cageStatus.ts";
import { ROLES, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

const MINUTE = 60_000;
const NOW = Date.parse("2025-03-01T12:00:00Z");
const CLOCK = { now: NOW, idleMinutes: 30 };

// The table of product §S7, written out by hand (legal "from" statuses per action).
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
    const allowedRole =
      role === "VIEWER" || role === "TRAINEE" ? false : role === "AGENT" ? rule.agent : true;
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
      role === "VIEWER" || role === "TRAINEE"
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
        role !== "VIEWER" && role !== "TRAINEE" && status !== "ACTIVE" && status !== "DELETED",
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
      const slot = { ownerId: owner, lockedAt: NOW - MINUTE };
      expect(isLabelButtonVisible(status, slot, { _id: "me", role: "AGENT" }, CLOCK)).toBe(visible);
    },
  );

  it("label button: shows over a lapsed lock, and over a live one for ADMIN and SUPER", () => {
    const live = { ownerId: "other", lockedAt: NOW - MINUTE };
    const lapsed = { ownerId: "other", lockedAt: NOW - 30 * MINUTE };
    for (const role of ROLES) {
      expect(isLabelButtonVisible("DRAFT", lapsed, { _id: "me", role }, CLOCK), role).toBe(true);
      expect(isLabelButtonVisible("DRAFT", live, { _id: "me", role }, CLOCK), role).toBe(
        role === "ADMIN" || role === "SUPER",
      );
    }
  });

  it("label style and progress", () => {
    expect(labelButtonStyle("AGENT")).toBe("light");
    for (const r of ROLES.filter((r) => r !== "AGENT")) expect(labelButtonStyle(r)).toBe("warning");
    expect(isLabelInProgress({ ownerId: "x", labelStatus: "IN-PROGRESS" })).toBe(true);
    expect(isLabelInProgress({ ownerId: "x", labelStatus: "DONE" })).toBe(false);
    expect(isLabelInProgress({})).toBe(false);
  });

  const owned = { forbidden: { ok: false, reason: "forbidden", message: TEXTS.labelOwnedByOther } };
  const free = { ok: true, takesOverFrom: null };
  it.each([
    ["DRAFT", {}, "AGENT", free],
    ["DRAFT", { ownerId: "me", lockedAt: NOW }, "AGENT", free],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - MINUTE }, "AGENT", owned.forbidden],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - MINUTE }, "QA", owned.forbidden],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - MINUTE }, "TRAINER", owned.forbidden],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - MINUTE }, "ADMIN", { ok: true, takesOverFrom: "other" }],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - MINUTE }, "SUPER", { ok: true, takesOverFrom: "other" }],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - 30 * MINUTE }, "AGENT", free],
    ["DRAFT", { ownerId: "other", lockedAt: NOW - 30 * MINUTE }, "ADMIN", free],
    ["DRAFT", { ownerId: "other", labelStatus: "DONE", lockedAt: NOW }, "AGENT", free],
    ["ACTIVE", {}, "ADMIN", { ok: false, reason: "illegal", message: TEXTS.cageReadOnly }],
    ["DRAFT", {}, "VIEWER", { ok: false, reason: "forbidden", message: TEXTS.forbidden }],
    ["DRAFT", {}, "TRAINEE", { ok: false, reason: "forbidden", message: TEXTS.forbidden }],
    [
      "DRAFT",
      { ownerId: "other", lockedAt: NOW - 30 * MINUTE },
      "TRAINEE",
      { ok: false, reason: "forbidden", message: TEXTS.forbidden },
    ],
  ] as [CageStatus, Partial<LockedLabelSlot>, Role, unknown][])(
    "checkLabelEdit %s %j by %s",
    (status, slot, role, expected) => {
      expect(checkLabelEdit(status, { lockedAt: null, ...slot }, "me", role, CLOCK)).toEqual(expected);
    },
  );
});

describe("label locks (issue 20)", () => {
  it("a lock is live until its holder has been idle for the idle minutes", () => {
    const slot = (lockedAt: LockedLabelSlot["lockedAt"]) => ({ ownerId: "u1", lockedAt });
    expect(labelLockHolder(slot(NOW), CLOCK)).toBe("u1");
    expect(labelLockHolder(slot(NOW - 30 * MINUTE + 1), CLOCK)).toBe("u1");
    expect(labelLockHolder(slot(NOW - 30 * MINUTE), CLOCK)).toBeNull();
    expect(labelLockHolder(slot(new Date(NOW - 29 * MINUTE).toISOString()), CLOCK)).toBe("u1");
    expect(labelLockHolder(slot(new Date(NOW - 31 * MINUTE)), CLOCK)).toBeNull();
    // The idle minutes are the caller's (config.labelLockIdleMinutes).
    expect(labelLockHolder(slot(NOW - 6 * MINUTE), { now: NOW, idleMinutes: 5 })).toBeNull();
    expect(labelLockHolder(slot(NOW - 6 * MINUTE), { now: new Date(NOW), idleMinutes: 10 })).toBe("u1");
    // No time known (or an unreadable one), a DONE label or no owner: nobody holds it.
    expect(labelLockHolder(slot(null), CLOCK)).toBeNull();
    expect(labelLockHolder(slot("not a date"), CLOCK)).toBeNull();
    expect(labelLockHolder({ ownerId: "u1", labelStatus: "DONE", lockedAt: NOW }, CLOCK)).toBeNull();
    expect(labelLockHolder({ ownerId: null, lockedAt: NOW }, CLOCK)).toBeNull();
    expect(LABEL_LOCK_IDLE_MINUTES).toBe(30);
  });

  it("only ADMIN and SUPER take over a live lock; anyone takes a lapsed one", () => {
    const live = { ownerId: "other", labelStatus: "IN-PROGRESS", lockedAt: NOW - MINUTE };
    const lapsed = { ...live, lockedAt: NOW - 45 * MINUTE };
    for (const role of ROLES) {
      const admin = role === "ADMIN" || role === "SUPER";
      expect(mayTakeOverLabel(role), role).toBe(admin);
      expect(labelClaim(live, "me", role, CLOCK), role).toEqual(
        admin ? { ok: true, takesOverFrom: "other" } : { ok: false },
      );
      expect(labelClaim(lapsed, "me", role, CLOCK), role).toEqual({ ok: true, takesOverFrom: null });
      expect(labelClaim({ ...live, ownerId: "me" }, "me", role, CLOCK), role).toEqual({
        ok: true,
        takesOverFrom: null,
      });
    }
  });
});

describe("who changes cages (issue 20)", () => {
  it("VIEWER and TRAINEE change nothing; admin-like roles administer", () => {
    const changers = ROLES.filter(mayChangeCages);
    expect(changers).toEqual(["AGENT", "ADMIN", "QA", "TRAINER", "SUPER"]);
    expect(ROLES.filter(mayAdministerCages)).toEqual(["ADMIN", "QA", "TRAINER", "SUPER"]);
    for (const role of ["VIEWER", "TRAINEE"] as const) {
      expect(cageActionButtons(role)).toEqual([]);
      for (const a of CAGE_ACTIONS) expect(transition("DRAFT", a, role).ok).toBe(false);
      for (const s of CAGE_STATUSES) expect(canEditCageFiles(s, role)).toBe(false);
      expect(checkNote({ message: "hello" }, role).ok).toBe(false);
    }
  });
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
    [
      { type: "INFORM", message: "x" },
      "TRAINEE",
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
  it("label takeover entry records the slot and who held the lock", () => {
    expect(labelTakeoverHistoryEntry("05", { id: "u1", username: "agent1" })).toEqual({
      event: "CAGE-LABEL-TAKEOVER",
      options: { code: "05", from: "agent1", fromId: "u1" },
    });
  });
});

describe("status actions that cannot be undone ask first (issue 22)", () => {
  it("DELETE and ARCHIVE ask, every other action applies at once", () => {
    expect(CAGE_ACTIONS.filter(asksBeforeCageAction)).toEqual(["ARCHIVE", "DELETE"]);
    // DELETE is final: no action leads out of DELETED.
    for (const action of CAGE_ACTIONS) expect(transition("DELETED", action, "SUPER").ok, action).toBe(false);
  });
});

describe("label drafts (issue 22)", () => {
  const held = { ownerId: "me", labelStatus: "IN-PROGRESS", lockedAt: NOW - MINUTE };
  it("only the label's holder keeps a draft", () => {
    for (const role of ROLES.filter(mayChangeCages))
      expect(checkLabelDraft("DRAFT", held, "me", role, CLOCK), role).toEqual({ ok: true });
    // Its lock lapsed and nobody took it: still the holder.
    expect(checkLabelDraft("DRAFT", { ...held, lockedAt: NOW - 45 * MINUTE }, "me", "AGENT", CLOCK)).toEqual({
      ok: true,
    });
  });

  it("nobody writes a draft into a label someone else holds, not even ADMIN or SUPER", () => {
    const notHolder = { ok: false, reason: "illegal", message: TEXTS.labelDraftNotHolder };
    for (const role of ["ADMIN", "SUPER"] as const) {
      expect(checkLabelDraft("DRAFT", held, "other", role, CLOCK), role).toEqual(notHolder);
      expect(
        checkLabelDraft("DRAFT", { ...held, lockedAt: NOW - 45 * MINUTE }, "other", role, CLOCK),
      ).toEqual(notHolder);
    }
    expect(checkLabelDraft("DRAFT", held, "other", "AGENT", CLOCK)).toMatchObject({
      ok: false,
      message: TEXTS.labelOwnedByOther,
    });
    // Free or DONE labels have no holder: claim first.
    expect(checkLabelDraft("DRAFT", { ownerId: null, lockedAt: null }, "me", "AGENT", CLOCK)).toEqual(
      notHolder,
    );
    expect(checkLabelDraft("DRAFT", { ...held, labelStatus: "DONE" }, "me", "AGENT", CLOCK)).toEqual(
      notHolder,
    );
  });

  it("no draft on an ACTIVE cage, nor by a VIEWER or TRAINEE", () => {
    expect(checkLabelDraft("ACTIVE", held, "me", "ADMIN", CLOCK)).toMatchObject({
      ok: false,
      reason: "illegal",
    });
    for (const role of ["VIEWER", "TRAINEE"] as const)
      expect(checkLabelDraft("DRAFT", held, "me", role, CLOCK)).toMatchObject({
        ok: false,
        reason: "forbidden",
      });
  });
});
