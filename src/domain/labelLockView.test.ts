import { describe, expect, it } from "vitest";
import { labelLockView, mayLabelNow, restoresDraft, sameLabelData } from "./labelLockView.ts";
import { TEXTS } from "./texts.ts";

const MINUTE = 60_000;
const NOW = Date.parse("2026-11-27T12:00:00Z");
const CLOCK = { now: NOW, idleMinutes: 30 };
const ME = { _id: "me", role: "AGENT" as const };
const held = (ownerId: string, minutesAgo = 1) => ({
  ownerId,
  ownerName: ownerId === "me" ? "agent1" : "agent2",
  labelStatus: "IN-PROGRESS",
  lockedAt: new Date(NOW - minutesAgo * MINUTE).toISOString(),
});

describe("the label lock as the labelling screen shows it (issue 22)", () => {
  it("names the holder and since when", () => {
    const since = new Date(NOW - MINUTE);
    expect(labelLockView("DRAFT", held("me"), ME, CLOCK)).toEqual({ kind: "yours", since });
    expect(labelLockView("DRAFT", held("other"), ME, CLOCK)).toEqual({
      kind: "held",
      by: "agent2",
      since,
      mayTakeOver: false,
    });
  });

  it("offers ADMIN and SUPER the takeover of a live lock, nobody else", () => {
    for (const role of ["ADMIN", "SUPER"] as const)
      expect(labelLockView("DRAFT", held("other"), { _id: "me", role }, CLOCK)).toMatchObject({
        kind: "held",
        mayTakeOver: true,
      });
    for (const role of ["QA", "TRAINER", "AGENT"] as const)
      expect(labelLockView("DRAFT", held("other"), { _id: "me", role }, CLOCK)).toMatchObject({
        kind: "held",
        mayTakeOver: false,
      });
    expect(mayLabelNow(labelLockView("DRAFT", held("other"), { _id: "me", role: "SUPER" }, CLOCK))).toBe(
      false,
    );
  });

  it("an idle lock has lapsed: anyone who labels goes on, no takeover needed", () => {
    const view = labelLockView("DRAFT", held("other", 30), ME, CLOCK);
    expect(view).toEqual({ kind: "lapsed", by: "agent2", since: new Date(NOW - 30 * MINUTE) });
    expect(mayLabelNow(view)).toBe(true);
    expect(labelLockView("DRAFT", held("other", 31), { _id: "me", role: "ADMIN" }, CLOCK).kind).toBe(
      "lapsed",
    );
  });

  it("free and DONE labels: the first change takes them", () => {
    expect(labelLockView("DRAFT", { ownerId: null, lockedAt: null }, ME, CLOCK)).toEqual({ kind: "free" });
    expect(labelLockView("DRAFT", { ...held("other"), labelStatus: "DONE" }, ME, CLOCK)).toEqual({
      kind: "free",
    });
    expect(mayLabelNow({ kind: "free" })).toBe(true);
  });

  it("ACTIVE cages and roles that change nothing are read-only", () => {
    expect(labelLockView("ACTIVE", held("me"), ME, CLOCK)).toEqual({
      kind: "readOnly",
      message: TEXTS.cageReadOnly,
      active: true,
    });
    const viewer = labelLockView("DRAFT", held("other"), { _id: "me", role: "VIEWER" }, CLOCK);
    expect(viewer).toEqual({ kind: "readOnly", message: TEXTS.forbidden, active: false });
    expect(mayLabelNow(viewer)).toBe(false);
  });
});

describe("unsaved labels and drafts (issue 22)", () => {
  const A = { id: "a", label: "FRONT_BUMPER", group: "PART" };
  const B = { id: "b", label: "HOOD", group: "BODY" };
  it("compares labels whatever their order", () => {
    expect(sameLabelData([A, B], [B, A])).toBe(true);
    expect(sameLabelData([A], [A, B])).toBe(false);
    expect(sameLabelData([A], [{ ...A, label: "REAR_BUMPER" }])).toBe(false);
    expect(sameLabelData([A], [{ ...A, group: "UNDEFINED" }])).toBe(false);
    expect(sameLabelData([], [])).toBe(true);
  });

  it("restores a draft that differs from the saved labels, only to the label's holder", () => {
    const draft = { labelData: [A, B] };
    expect(restoresDraft(draft, [A], held("me"), "me")).toBe(true);
    // Lapsed but still theirs (nobody took it).
    expect(restoresDraft(draft, [A], held("me", 45), "me")).toBe(true);
    expect(restoresDraft(draft, [B, A], held("me"), "me")).toBe(false);
    expect(restoresDraft(draft, [A], held("other"), "me")).toBe(false);
    expect(restoresDraft(draft, [A], { ...held("me"), labelStatus: "DONE" }, "me")).toBe(false);
    expect(restoresDraft(null, [A], held("me"), "me")).toBe(false);
  });
});
