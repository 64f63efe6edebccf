import { describe, expect, it } from "vitest";
import { FAILED_TASK_STATUSES } from "../../../domain/failedTaskStatus.ts";
import { ROLES } from "../../../domain/roles.ts";
import { detailAbilities } from "./detailAbilities.ts";

const task = (status: string) => ({
  status,
  inspector: { username: "agent1" },
  qa: { username: "qa1" },
  infor: { type: "QC" },
});
const withQa = { messageData: [{ name: "odom", data: "x", action: "inspector" as const }] };

describe("detailAbilities", () => {
  it("the assigned inspector edits at INSPECTOR-REVIEWING; at VERIFYING only writes and confirms a message", () => {
    const a = { role: "AGENT" as const, username: "agent1" };
    expect(detailAbilities(a, task("INSPECTOR-REVIEWING"), withQa)).toMatchObject({
      mode: "edit",
      itemsEditable: true,
      confirm: true,
      actionPanel: false,
      sessionLink: false,
      delete: false,
      skip: false,
    });
    expect(detailAbilities(a, task("VERIFYING"), withQa)).toMatchObject({
      confirm: true,
      itemsEditable: false,
    });
    expect(detailAbilities(a, task("QA-REVIEWING"), withQa)).toMatchObject({ mode: "view", message: false });
  });

  it("a trainer settles any non-final status, only writes on auto-verified, nothing at VERIFIED", () => {
    const t = { role: "TRAINER" as const, username: "trainer1" };
    for (const s of ["INSPECTOR-REVIEWING", "QA-REVIEWING", "VERIFYING"])
      expect(detailAbilities(t, task(s), withQa)).toMatchObject({
        confirm: true,
        itemsEditable: true,
        delete: true,
      });
    expect(detailAbilities(t, task("QA-AUTO-VERIFIED"), withQa)).toMatchObject({
      confirm: false,
      messageOnly: true,
    });
    expect(detailAbilities(t, task("VERIFIED"), withQa)).toMatchObject({ confirm: false, message: false });
  });

  it("the task's QA may Skip a QC task and pick a reason when no QA data exists", () => {
    const q = { role: "QA" as const, username: "qa1" };
    expect(detailAbilities(q, task("QA-REVIEWING"), {})).toMatchObject({ skip: true, actionPanel: true });
    expect(detailAbilities({ role: "QA", username: "qa2" }, task("QA-REVIEWING"), {})).toMatchObject({
      skip: false,
      actionPanel: false,
      confirm: false,
    });
  });

  it("never offers confirm at a final status, for any role", () => {
    for (const role of ROLES)
      for (const s of FAILED_TASK_STATUSES.filter((x) => x.includes("VERIFIED")))
        expect(detailAbilities({ role, username: "agent1" }, task(s), withQa).confirm).toBe(false);
  });
});
