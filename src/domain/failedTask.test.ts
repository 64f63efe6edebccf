import { describe, expect, it } from "vitest";
import {
  type Actor,
  applyAction,
  confirmMessage,
  hasQaData,
  type MergeOptions,
  mergeConfirmData,
  type QaData,
  type QaItem,
  selectReason,
  validateConfirm,
} from "./failedTask.ts";
import type { ItemAction } from "./failedTaskStatus.ts";
import { ROLES, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

const trainer: Actor = { role: "TRAINER", username: "tom" };
const agent: Actor = { role: "AGENT", username: "ann" };

describe("applyAction", () => {
  const item: QaItem = { name: "trim_id", data: "X", critical: true };
  it.each([
    [agent, "support", { action: "support", critical: false }],
    [agent, "review", { action: "review", critical: false }],
    [agent, "inspector", { action: "inspector", critical: true }],
    [{ role: "QA", username: "q" }, "qa", { action: "qa", critical: true }],
    [
      trainer,
      "inspector",
      { action: "inspector", critical: true, trainerAction: "inspector", trainerUsername: "tom" },
    ],
    [
      { role: "SUPER", username: "sue" },
      "qa",
      { action: "qa", critical: true, trainerAction: "qa", trainerUsername: "sue" },
    ],
    [
      trainer,
      "support",
      { action: "support", critical: false, trainerAction: "support", trainerUsername: "tom" },
    ],
  ] as [Actor, ItemAction, QaItem][])("%j picks %s", (actor, action, expected) => {
    expect(applyAction(item, action, actor)).toEqual({ name: "trim_id", data: "X", ...expected });
  });
  it("trainer picking inspector on a non-critical item makes it critical; non-trainer does not", () => {
    expect(applyAction({ critical: false }, "inspector", trainer).critical).toBe(true);
    expect(applyAction({ critical: false }, "inspector", agent).critical).toBe(false);
    expect(applyAction({ critical: false }, "qa", agent)).not.toHaveProperty("trainerAction");
  });
});

describe("selectReason", () => {
  it("creates and clears the messageData entry", () => {
    const qa = selectReason({}, "vin", "Bad image");
    expect(qa.messageData).toEqual([{ name: "vin", data: "Bad image", action: "inspector" }]);
    expect(selectReason(qa, "vin", null).messageData).toEqual([]);
    expect(hasQaData(selectReason(qa, "vin", null))).toBe(false);
  });
});

describe("validateConfirm: in order", () => {
  const ok: QaItem = { action: "inspector" };
  it.each([
    ["null", null, "INSPECT", TEXTS.confirmNoQaData],
    ["all empty", { messageData: [], inspectData: [], detected_damages: [] }, "QC", TEXTS.confirmNoQaData],
    ["QC without messageData", { inspectData: [ok] }, "QC", TEXTS.confirmNoReason],
    ["QC without messageData, even with missing actions", { inspectData: [{}] }, "QC", TEXTS.confirmNoReason],
    ["non-QC without messageData is fine", { inspectData: [ok] }, "INSPECT", null],
    ["messageData item without action", { messageData: [{}] }, "QC", TEXTS.confirmMissingAction],
    [
      "inspectData item with empty action",
      { messageData: [ok], inspectData: [{ action: "" }] },
      "QC",
      TEXTS.confirmMissingAction,
    ],
    [
      "missing action is checked before damages",
      { messageData: [{}], detected_damages: [{ admin_response: "add" }] },
      "QC",
      TEXTS.confirmMissingAction,
    ],
    [
      "damage with admin_response, no action",
      { messageData: [ok], detected_damages: [{ admin_response: "edit" }] },
      "QC",
      TEXTS.confirmMissingDamageAction,
    ],
    [
      "damage without admin_response needs no action",
      { messageData: [ok], detected_damages: [{}] },
      "QC",
      null,
    ],
    [
      "only damages, all with action",
      { detected_damages: [{ admin_response: "reject", action: "qa" }] },
      "INSPECT",
      null,
    ],
    ["all complete", { messageData: [ok], inspectData: [{ action: "review" }] }, "QC", null],
  ] as [string, QaData | null, string, string | null][])("%s", (_n, qa, type, message) => {
    expect(validateConfirm(qa, type)).toEqual(message === null ? { ok: true } : { ok: false, message });
  });
  it("texts are the spec's", () => {
    expect([
      TEXTS.confirmNoQaData,
      TEXTS.confirmNoReason,
      TEXTS.confirmMissingAction,
      TEXTS.confirmMissingDamageAction,
    ]).toEqual([
      "Please do some thing",
      "Please choose reason mistake",
      "Please choose all mistake if you want to confirm",
      "Please choose all mistake if you to sucess",
    ]);
  });
});

describe("confirmMessage", () => {
  const rows: [Role, string, string][] = [];
  for (const role of ROLES) {
    const trainerLike = role === "TRAINER" || role === "SUPER";
    rows.push([role, "", trainerLike ? "Confirm" : ""]);
    rows.push([role, "  ", trainerLike ? "Confirm" : "  "]);
    rows.push([role, "my note", "my note"]);
  }
  it.each(rows)("%s typed %j -> %j", (role, typed, expected) => {
    expect(confirmMessage(typed, role)).toBe(expected);
  });
});

describe("mergeConfirmData (server)", () => {
  const stored: QaData = {
    messageData: [{ name: "vin", data: "Bad", action: "inspector" }],
    inspectData: [
      { name: "trim_id", data: "1", action: "" },
      { name: "ext_id", data: "2", action: "qa", done: true },
    ],
  };
  const agentOpts: MergeOptions = {
    actor: agent,
    status: "INSPECTOR-REVIEWING",
    mayPickReason: false,
    allowedActions: ["inspector", "qa"],
    mayToggleCritical: false,
  };
  const trainerOpts: MergeOptions = {
    actor: trainer,
    status: "INSPECTOR-REVIEWING",
    mayPickReason: true,
    allowedActions: ["inspector", "qa", "support", "review"],
    mayToggleCritical: true,
  };

  it("takes allowed action changes and reports previous actions", () => {
    const r = mergeConfirmData(
      stored,
      { inspectData: [{ action: "qa", name: "hacked" }, { action: "inspector" }] },
      agentOpts,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.inspectData).toEqual([
      { name: "trim_id", data: "1", action: "qa" },
      { name: "ext_id", data: "2", action: "qa", done: true }, // done never changes
    ]);
    expect(r.data.messageData).toEqual(stored.messageData);
    expect(r.items).toEqual([
      { action: "inspector", previousAction: "inspector" },
      { action: "qa", previousAction: "" },
      { action: "qa", previousAction: "qa" },
    ]);
  });
  it("refuses an action the actor may not pick, and changed list lengths", () => {
    expect(mergeConfirmData(stored, { inspectData: [{ action: "support" }, {}] }, agentOpts)).toEqual({
      ok: false,
      message: TEXTS.forbidden,
    });
    expect(mergeConfirmData(stored, { inspectData: [{ action: "qa" }] }, agentOpts).ok).toBe(false);
    expect(
      mergeConfirmData(stored, { messageData: [{ action: "qa" }, { action: "qa" }] }, trainerOpts).ok,
    ).toBe(false);
  });
  it("ignores critical from someone who may not toggle it; takes it from a trainer", () => {
    const a = mergeConfirmData(stored, { messageData: [{ action: "inspector", critical: true }] }, agentOpts);
    expect(a.ok && a.data.messageData?.[0]?.critical).toBeUndefined();
    const t = mergeConfirmData(stored, { messageData: [{ action: "support", critical: true }] }, trainerOpts);
    expect(t.ok && t.data.messageData?.[0]).toEqual({
      name: "vin",
      data: "Bad",
      action: "support",
      critical: true,
      trainerAction: "support",
      trainerUsername: "tom",
    });
  });
  it("at VERIFYING only a trainer changes items; items keep their stored critical flag", () => {
    const a = mergeConfirmData(
      stored,
      { inspectData: [{ action: "inspector" }, {}] },
      { ...agentOpts, status: "VERIFYING" },
    );
    expect(a.ok && a.data.inspectData?.[0]).toEqual({
      name: "trim_id",
      data: "1",
      action: "",
    });
    const t = mergeConfirmData(
      stored,
      { inspectData: [{ action: "review" }, {}] },
      { ...trainerOpts, status: "VERIFYING" },
    );
    expect(t.ok && t.data.inspectData?.[0]?.action).toBe("review");
  });
  it("reason picker on a task without QA data", () => {
    const entry = { name: "vin", data: "Bad image", action: "qa" as const, critical: true };
    expect(mergeConfirmData({}, { messageData: [entry] }, { ...agentOpts, mayPickReason: true })).toEqual({
      ok: true,
      data: { messageData: [{ name: "vin", data: "Bad image", action: "inspector" }] },
      items: [{ action: "inspector", previousAction: null }],
    });
    expect(mergeConfirmData({}, { messageData: [entry] }, agentOpts).ok).toBe(false);
    expect(
      mergeConfirmData({}, { messageData: [entry, entry] }, { ...agentOpts, mayPickReason: true }).ok,
    ).toBe(false);
  });
});
