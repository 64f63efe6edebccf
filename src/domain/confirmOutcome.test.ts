import { describe, expect, it } from "vitest";
import { confirmOutcome } from "./confirmOutcome.ts";
import { TEXTS } from "./texts.ts";

const task = (status: string) => ({
  status,
  inspector: { username: "agent1" },
  qa: { username: "qa1" },
  qaData: { inspectData: [{ name: "vin", action: "qa" as const, critical: false }] },
});

// The server's confirm and the confirm dialog both read this one outcome (issue 23).
describe("confirmOutcome", () => {
  it("a trainer's pick is merged with its tags and settles the task", () => {
    const trainer = { role: "TRAINER" as const, username: "t1" };
    const outcome = confirmOutcome(trainer, task("VERIFYING"), { inspectData: [{ action: "inspector" }] });
    expect(outcome).toEqual({
      ok: true,
      status: "VERIFIED",
      data: {
        inspectData: [
          {
            name: "vin",
            action: "inspector",
            critical: true,
            trainerAction: "inspector",
            trainerUsername: "t1",
          },
        ],
      },
    });
  });

  it("the QA pushing an item back to the inspector sends it to the trainers", () => {
    const qa = { role: "QA" as const, username: "qa1" };
    const outcome = confirmOutcome(qa, task("QA-REVIEWING"), { inspectData: [{ action: "inspector" }] });
    expect(outcome.ok && outcome.status).toBe("VERIFYING");
  });

  it("a party at VERIFYING adds a message only: its edits are not taken", () => {
    const inspector = { role: "AGENT" as const, username: "agent1" };
    const outcome = confirmOutcome(inspector, task("VERIFYING"), { inspectData: [{ action: "inspector" }] });
    expect(outcome).toEqual({ ok: true, status: "VERIFYING", data: task("VERIFYING").qaData });
  });

  it("refuses an action the sender may not pick, and has no status for a stranger", () => {
    const inspector = { role: "AGENT" as const, username: "agent1" };
    expect(
      confirmOutcome(inspector, task("INSPECTOR-REVIEWING"), { inspectData: [{ action: "support" }] }),
    ).toEqual({ ok: false, message: TEXTS.forbidden });
    const stranger = { role: "AGENT" as const, username: "someone" };
    const outcome = confirmOutcome(stranger, task("INSPECTOR-REVIEWING"), task("x").qaData);
    expect(outcome.ok && outcome.status).toBeNull();
  });
});
