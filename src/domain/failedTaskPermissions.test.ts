import { describe, expect, it } from "vitest";
import type { Actor } from "./failedTask.ts";
import {
  actionChoices,
  canConfirm,
  canDeleteFailedTask,
  canOpenFailedTask,
  canOpenSessionLink,
  canReadStatistic,
  canRemoveFailedTask,
  canSkip,
  canToggleCritical,
  canWriteMessage,
  hasPerformanceMenu,
  isActionPanelVisible,
  performanceBoxes,
  statisticTabs,
} from "./failedTaskPermissions.ts";
import { FAILED_TASK_STATUSES, type FailedTaskStatus } from "./failedTaskStatus.ts";
import { ROLES, type Role } from "./roles.ts";

type Party = "inspector" | "qa" | "none";
const PARTIES: Party[] = ["inspector", "qa", "none"];
const actorFor = (role: Role, party: Party): Actor => ({
  role,
  username: party === "inspector" ? "ian" : party === "qa" ? "quinn" : "other",
});
const task = (status: FailedTaskStatus | null) => ({
  status,
  inspector: { username: "ian" },
  qa: { username: "quinn" },
  infor: { type: "QC" },
});

const partyTurn = (status: FailedTaskStatus, party: Party): boolean =>
  (status === "INSPECTOR-REVIEWING" && party === "inspector") ||
  (status === "QA-REVIEWING" && party === "qa") ||
  (status === "VERIFYING" && party !== "none");

describe("canConfirm / canWriteMessage: every role x status x party", () => {
  const rows: [FailedTaskStatus, Role, Party][] = [];
  for (const s of FAILED_TASK_STATUSES) for (const r of ROLES) for (const p of PARTIES) rows.push([s, r, p]);
  it.each(rows)("%s, %s as %s", (status, role, party) => {
    const trainerLike = role === "TRAINER" || role === "SUPER";
    const final = status === "VERIFIED" || status.endsWith("AUTO-VERIFIED");
    const confirm = !final && (trainerLike || partyTurn(status, party));
    const message = status !== "VERIFIED" && (trainerLike || partyTurn(status, party));
    expect(canConfirm(actorFor(role, party), task(status))).toBe(confirm);
    expect(canWriteMessage(actorFor(role, party), task(status))).toBe(message);
  });
  it("a missing status allows nothing", () => {
    expect(canConfirm(actorFor("SUPER", "none"), task(null))).toBe(false);
    expect(canWriteMessage(actorFor("SUPER", "none"), task(null))).toBe(false);
  });
  it("an empty username never matches an unassigned side", () => {
    expect(
      canConfirm({ role: "AGENT", username: "" }, { status: "VERIFYING", inspector: { username: "" } }),
    ).toBe(false);
  });
});

describe("actionChoices", () => {
  it.each(
    ROLES.flatMap(
      (r) =>
        [
          [r, "edit"],
          [r, "view"],
        ] as [Role, "edit" | "view"][],
    ),
  )("%s in %s", (role, mode) => {
    const all = role === "TRAINER" || role === "SUPER" || mode === "view";
    expect(actionChoices(role, mode)).toEqual(
      all ? ["inspector", "qa", "support", "review"] : ["inspector", "qa"],
    );
  });
});

describe("canToggleCritical", () => {
  const rows = ROLES.flatMap((r) =>
    (["edit", "view"] as const).flatMap((m) =>
      [true, false].map((done) => [r, m, done] as [Role, "edit" | "view", boolean]),
    ),
  );
  it.each(rows)("%s %s done=%s", (role, mode, done) => {
    expect(canToggleCritical(role, mode, { done })).toBe(
      (role === "TRAINER" || role === "SUPER") && mode === "edit" && !done,
    );
  });
});

describe("isActionPanelVisible", () => {
  const rows = ROLES.flatMap((r) =>
    PARTIES.flatMap((p) => [true, false].map((hasQa) => [r, p, hasQa] as [Role, Party, boolean])),
  );
  it.each(rows)("%s as %s, qaData=%s", (role, party, hasQa) => {
    const expected =
      role !== "AGENT" && !hasQa && (role === "ADMIN" || role === "QA" ? party === "qa" : true);
    const qaData = hasQa ? { inspectData: [{ name: "x" }] } : { messageData: [] };
    expect(isActionPanelVisible(actorFor(role, party), task("INSPECTOR-REVIEWING"), qaData)).toBe(expected);
  });
});

describe("small permissions", () => {
  it.each(ROLES)("%s", (role) => {
    const trainerLike = role === "TRAINER" || role === "SUPER";
    expect(canDeleteFailedTask(role)).toBe(trainerLike);
    expect(canOpenSessionLink(role)).toBe(role !== "AGENT");
    expect(statisticTabs(role)).toEqual(
      ["AGENT", "ADMIN", "QA"].includes(role) ? ["basic", "inspector", "qa"] : ["basic"],
    );
  });
  it.each(ROLES)("%s: the statistic and performance boxes it may open", (role) => {
    // product §2: the Basic tab is for all roles (TRAINEE too); VIEWER stays outside the review loop.
    expect(canReadStatistic(role)).toBe(role !== "VIEWER");
    const boxes = role === "VIEWER" ? [] : role === "TRAINEE" ? ["taskFailed"] : ["taskFailed", "statistic"];
    expect(performanceBoxes(role)).toEqual(boxes);
    expect(hasPerformanceMenu(role)).toBe(boxes.length > 0);
  });
  it.each(ROLES)("%s opens a failed task when it sees all, or is its inspector or QA", (role) => {
    const ownOnly = role === "AGENT" || role === "TRAINEE";
    for (const party of PARTIES) {
      const expected = role !== "VIEWER" && (!ownOnly || party !== "none");
      expect(canOpenFailedTask(actorFor(role, party), task("QA-REVIEWING")), party).toBe(expected);
    }
  });
  it("skip: the task's QA on a QC task", () => {
    expect(canSkip(actorFor("QA", "qa"), task("QA-REVIEWING"))).toBe(true);
    expect(canSkip(actorFor("QA", "inspector"), task("QA-REVIEWING"))).toBe(false);
    expect(canSkip(actorFor("SUPER", "none"), task("QA-REVIEWING"))).toBe(false);
    expect(canSkip(actorFor("QA", "qa"), { ...task("QA-REVIEWING"), infor: { type: "INSPECT" } })).toBe(
      false,
    );
  });
  it("skip: only while under review; a waiting or settled verdict stands", () => {
    for (const status of FAILED_TASK_STATUSES) {
      const underReview = status === "INSPECTOR-REVIEWING" || status === "QA-REVIEWING";
      expect(canSkip(actorFor("QA", "qa"), task(status)), status).toBe(underReview);
      expect(canRemoveFailedTask(actorFor("QA", "qa"), task(status)), status).toBe(underReview);
      expect(canRemoveFailedTask(actorFor("TRAINER", "none"), task(status)), status).toBe(true);
      expect(canRemoveFailedTask(actorFor("SUPER", "none"), task(status)), status).toBe(true);
      expect(
        canRemoveFailedTask(actorFor("ADMIN", "qa"), { ...task(status), infor: { type: "INSPECT" } }),
      ).toBe(false);
    }
  });
});
