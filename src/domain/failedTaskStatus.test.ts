import { describe, expect, it } from "vitest";
import {
  autoVerifiedStatus,
  autoVerifyDueAt,
  type BadgeColor,
  FAILED_TASK_STATUSES,
  type FailedTaskStatus,
  isDueForAutoVerify,
  isFinalStatus,
  isWaitingFor,
  movesTrainerQueue,
  nextStatus,
  statusBadge,
  type TransitionItem,
  totalTaskFailed,
} from "./failedTaskStatus.ts";
import { ROLES, type Role } from "./roles.ts";

describe("statusBadge", () => {
  it.each([
    ["INSPECTOR-REVIEWING", "yellow"],
    ["QA-REVIEWING", "yellow"],
    ["VERIFIED", "green"],
    ["VERIFYING", "darkPurple"],
    ["INSPECTOR-AUTO-VERIFIED", "grey"],
    ["QA-AUTO-VERIFIED", "grey"],
    ["SOMETHING", "grey"],
  ] as [string, BadgeColor][])("%s -> %s", (status, color) => {
    expect(statusBadge(status)).toEqual({ label: status, color });
  });
  it.each([null, undefined, ""])("missing (%s) -> Unknown grey", (status) => {
    expect(statusBadge(status)).toEqual({ label: "Unknown", color: "grey" });
  });
});

describe("isFinalStatus", () => {
  it.each([
    ["INSPECTOR-REVIEWING", false],
    ["QA-REVIEWING", false],
    ["VERIFYING", false],
    ["VERIFIED", true],
    ["INSPECTOR-AUTO-VERIFIED", true],
    ["QA-AUTO-VERIFIED", true],
  ] as [FailedTaskStatus, boolean][])("%s -> %s", (s, final) => {
    expect(isFinalStatus(s)).toBe(final);
  });
});

const mine: TransitionItem[] = [{ action: "inspector" }, { action: "inspector" }];
const disputed: TransitionItem[] = [{ action: "inspector" }, { action: "qa" }];

describe("nextStatus: every role x status x party", () => {
  type Party = "inspector" | "qa" | "none";
  const expected = (status: FailedTaskStatus, role: Role, party: Party, items: TransitionItem[]) => {
    if (isFinalStatus(status)) return null;
    if (role === "TRAINER" || role === "SUPER") return "VERIFIED";
    if (status === "INSPECTOR-REVIEWING") {
      if (party !== "inspector") return null;
      return items.some((i) => i.action === "qa") ? "QA-REVIEWING" : "VERIFIED";
    }
    if (status === "QA-REVIEWING") return party === "qa" ? "VERIFIED" : null; // items here have no push-back
    return party === "none" ? null : "VERIFYING";
  };
  const rows: [FailedTaskStatus, Role, Party][] = [];
  for (const s of FAILED_TASK_STATUSES)
    for (const r of ROLES) for (const p of ["inspector", "qa", "none"] as Party[]) rows.push([s, r, p]);
  it.each(rows)("%s by %s as %s", (status, role, party) => {
    for (const items of [mine, disputed]) {
      const qaItems =
        status === "QA-REVIEWING" ? items.map((i) => ({ ...i, previousAction: i.action })) : items;
      expect(nextStatus(status, role, party === "inspector", party === "qa", qaItems)).toBe(
        expected(status, role, party, items),
      );
    }
  });

  it("inspector: all own mistakes -> VERIFIED, any dispute -> QA-REVIEWING", () => {
    expect(nextStatus("INSPECTOR-REVIEWING", "AGENT", true, false, mine)).toBe("VERIFIED");
    expect(nextStatus("INSPECTOR-REVIEWING", "AGENT", true, false, disputed)).toBe("QA-REVIEWING");
    expect(nextStatus("INSPECTOR-REVIEWING", "AGENT", true, false, [])).toBe("VERIFIED");
  });

  it.each([
    ["dispute accepted as qa", [{ previousAction: "qa", action: "qa" }], "VERIFIED"],
    ["dispute pushed back", [{ previousAction: "qa", action: "inspector" }], "VERIFYING"],
    [
      "inspector's own item stays settled",
      [
        { previousAction: "inspector", action: "inspector" },
        { previousAction: "qa", action: "qa" },
      ],
      "VERIFIED",
    ],
    ["no previous action counts as pushed back", [{ action: "inspector" }], "VERIFYING"],
    [
      "mixed: one pushed back",
      [
        { previousAction: "qa", action: "qa" },
        { previousAction: "qa", action: "inspector" },
      ],
      "VERIFYING",
    ],
  ] as [string, TransitionItem[], FailedTaskStatus][])("QA confirm: %s -> %s", (_n, items, to) => {
    expect(nextStatus("QA-REVIEWING", "QA", false, true, items)).toBe(to);
  });

  it("unknown or missing status -> null", () => {
    expect(nextStatus("NOPE", "SUPER", true, true, mine)).toBeNull();
    expect(nextStatus(null, "SUPER", true, true, mine)).toBeNull();
  });
});

describe("auto-verification", () => {
  it.each([
    ["INSPECTOR-REVIEWING", "INSPECTOR-AUTO-VERIFIED"],
    ["QA-REVIEWING", "QA-AUTO-VERIFIED"],
    ["VERIFYING", null],
    ["VERIFIED", null],
    ["INSPECTOR-AUTO-VERIFIED", null],
    ["QA-AUTO-VERIFIED", null],
  ] as [FailedTaskStatus, FailedTaskStatus | null][])("%s -> %s", (s, to) => {
    expect(autoVerifiedStatus(s)).toBe(to);
  });
  it("is due after 48 h untouched, not before", () => {
    const t0 = new Date("2025-01-01T00:00:00Z");
    const at = (h: number) => new Date(t0.getTime() + h * 3_600_000);
    expect(isDueForAutoVerify("INSPECTOR-REVIEWING", t0, at(47.99))).toBe(false);
    expect(isDueForAutoVerify("INSPECTOR-REVIEWING", t0, at(48))).toBe(true);
    expect(isDueForAutoVerify("VERIFYING", t0, at(100))).toBe(false);
    expect(isDueForAutoVerify("QA-REVIEWING", t0, at(2), 1)).toBe(true);
  });
  it("one boundary: exactly 48:00:00 idle is due, 47:59:59 is not (the SQL selects updated_at <= dueAt)", () => {
    const now = new Date("2025-01-03T00:00:00Z");
    const dueAt = autoVerifyDueAt(now);
    expect(dueAt).toEqual(new Date("2025-01-01T00:00:00Z"));
    expect(isDueForAutoVerify("QA-REVIEWING", dueAt, now)).toBe(true);
    expect(isDueForAutoVerify("QA-REVIEWING", new Date(dueAt.getTime() + 1000), now)).toBe(false);
    expect(autoVerifyDueAt(now, 1)).toEqual(new Date("2025-01-02T23:00:00Z"));
  });
});

describe("totalTaskFailed: what waits for a user", () => {
  const tasks = [
    { status: "INSPECTOR-REVIEWING", inspector: { username: "ann" }, qa: { username: "quinn" } },
    { status: "QA-REVIEWING", inspector: { username: "ann" }, qa: { username: "quinn" } },
    { status: "VERIFYING", inspector: { username: "ann" }, qa: { username: "quinn" } },
    { status: "VERIFYING", inspector: { username: "bob" }, qa: { username: "quinn" } },
    { status: "VERIFIED", inspector: { username: "ann" }, qa: { username: "quinn" } },
    { status: "INSPECTOR-REVIEWING", inspector: { username: "bob" }, qa: { username: "ann" } },
    { status: "QA-REVIEWING", inspector: { username: "quinn" }, qa: { username: "ann" } },
  ];
  it.each([
    // An AGENT given the qc skill is a task's QA: its QA-REVIEWING items wait for it too.
    ["ann", "AGENT", 2],
    ["quinn", "QA", 1],
    ["bob", "TRAINEE", 1],
    ["nobody", "ADMIN", 0],
    // Every TRAINER and SUPER waits on every VERIFYING task, besides what waits for it as a party.
    ["tess", "TRAINER", 2],
    ["bob", "SUPER", 3],
  ] as [string, Role, number][])("%s (%s) waits on %s", (username, role, n) => {
    expect(totalTaskFailed(tasks, { username, role })).toBe(n);
  });
  it("predicate", () => {
    expect(
      isWaitingFor({ status: "QA-REVIEWING", inspector: { username: "x" } }, { username: "x", role: "QA" }),
    ).toBe(false);
    expect(isWaitingFor({ status: "VERIFYING" }, { username: "x", role: "QA" })).toBe(false);
    expect(isWaitingFor({ status: "VERIFYING" }, { username: "x", role: "TRAINER" })).toBe(true);
  });
  it("a move into or out of VERIFYING changes the trainers' queue", () => {
    expect(movesTrainerQueue("QA-REVIEWING", "VERIFYING")).toBe(true);
    expect(movesTrainerQueue("VERIFYING", "VERIFIED")).toBe(true);
    expect(movesTrainerQueue("VERIFYING")).toBe(true);
    expect(movesTrainerQueue("INSPECTOR-REVIEWING", "QA-REVIEWING")).toBe(false);
  });
});
