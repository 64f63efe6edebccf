import { describe, expect, it } from "vitest";
import { statusAfterConfirm } from "./confirmOutcome.ts";
import { reviewCommandForKey, reviewKeysHelp } from "./reviewKeys.ts";

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) =>
  reviewCommandForKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe("review keys", () => {
  it("maps letters in either case, arrows and the Ctrl+Enter chord", () => {
    expect(press("j")).toEqual({ kind: "move", step: 1 });
    expect(press("ArrowUp")).toEqual({ kind: "move", step: -1 });
    expect(press("U")).toEqual({ kind: "action", action: "support" });
    expect(press("c")).toEqual({ kind: "critical" });
    expect(press("Enter", { ctrlKey: true })).toEqual({ kind: "confirm" });
    expect(press("Enter", { metaKey: true })).toEqual({ kind: "confirm" });
  });
  it("leaves plain Enter, chords of letters, Alt and the support view's s alone", () => {
    expect(press("Enter")).toBeNull();
    expect(press("j", { ctrlKey: true })).toBeNull();
    expect(press("i", { altKey: true })).toBeNull();
    expect(press("s")).toBeNull();
  });
  it("writes the help line from the table", () => {
    expect(reviewKeysHelp()).toBe(
      "J/↓ next · K/↑ previous · I Inspector · Q Qa · U Support · R Review · C Critical · Ctrl+Enter Confirm",
    );
  });
});

describe("statusAfterConfirm", () => {
  const task = {
    status: "INSPECTOR-REVIEWING",
    inspector: { username: "agent1" },
    qa: { username: "qa1" },
    qaData: { inspectData: [{ name: "vin", action: "" as const }] },
  };
  it("names the status the server's rule gives", () => {
    const agent = { role: "AGENT" as const, username: "agent1" };
    expect(statusAfterConfirm(agent, task, { inspectData: [{ action: "qa" }] })).toBe("QA-REVIEWING");
    expect(statusAfterConfirm(agent, task, { inspectData: [{ action: "inspector" }] })).toBe("VERIFIED");
  });
  it("is null for someone who may not confirm", () => {
    expect(statusAfterConfirm({ role: "AGENT", username: "x" }, task, task.qaData)).toBeNull();
  });
});
