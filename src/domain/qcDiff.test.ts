import { describe, expect, it } from "vitest";
import { isCorrection, passesRejection, QC_PASS_REASON, qcDiff } from "./qcDiff.ts";
import { TEXTS } from "./texts.ts";

const dmg = (component: string, damage_name = "SCRATCH", grade_score = 1) => ({
  component,
  damage_group: "PART",
  damage_name,
  grade_score,
});

describe("qcDiff", () => {
  it("a QC with the same answer is a pass", () => {
    const a = { kind: "accepted" as const, fields: { odom_reading: 10 }, username: "agent1" };
    const d = qcDiff(a, { ...a, username: "qa1" }, "odom");
    expect(isCorrection(d)).toBe(false);
    expect(isCorrection(qcDiff(a, { kind: "accepted", username: "qa1" }, "odom"))).toBe(false);
  });

  it("'Inspector answer is right' is no change of reason; another accept reason is", () => {
    const inspector = {
      kind: "accepted" as const,
      message: "odom_ok",
      fields: { odom_reading: 10 },
      username: "a",
    };
    const qa = { kind: "accepted" as const, fields: { odom_reading: 10 }, username: "qa1" };
    expect(isCorrection(qcDiff(inspector, { ...qa, message: QC_PASS_REASON }, "odom"))).toBe(false);
    expect(isCorrection(qcDiff(inspector, { ...qa, message: "vin_not_from_vehicle" }, "odom"))).toBe(true);
  });

  it("passing an inspector's rejection: accepted with no data is a pass; with data a correction", () => {
    const inspector = { kind: "rejected" as const, message: "no_odometer", username: "a" };
    const pass = { kind: "accepted" as const, message: QC_PASS_REASON, fields: {}, username: "qa1" };
    expect(isCorrection(qcDiff(inspector, pass, "odom"))).toBe(false);
    expect(isCorrection(qcDiff(inspector, { ...pass, fields: { odom_reading: 5 } }, "odom"))).toBe(true);
  });

  it("an accept with no data passes a rejection; with data, or of an accepted original, it does not", () => {
    expect(passesRejection("rejected", {})).toBe(true);
    expect(passesRejection("rejected", { odom_unit: "km" })).toBe(false);
    expect(passesRejection("accepted", {})).toBe(false);
    expect(passesRejection(undefined, {})).toBe(false);
  });

  it("one inspectData entry per differing field", () => {
    const d = qcDiff(
      { kind: "accepted", fields: { trim_id: "1", ext_id: "red", int_id: "x" }, username: "agent1" },
      { kind: "accepted", fields: { trim_id: "2", ext_id: "RED", int_id: "y" }, username: "qa1" },
      "trim_id",
    );
    expect(d.inspectData).toEqual([
      { name: "trim_id", data: { inspector: "1", qa: "2" } },
      { name: "int_id", data: { inspector: "x", qa: "y" } },
    ]);
    expect(d.messageData).toEqual([{ name: "trim_id", data: TEXTS.qcCorrectionReason }]);
  });

  it("a QA reject gives the reason as messageData with its description", () => {
    const d = qcDiff(
      { kind: "accepted", fields: { odom_reading: 1 }, username: "agent1" },
      { kind: "rejected", message: "blurry", username: "qa1" },
      "odom",
      (n) => `desc of ${n}`,
    );
    expect(d.messageData).toEqual([{ name: "odom", data: "desc of blurry" }]);
    expect(d.inspectData).toEqual([]);
    expect(isCorrection(d)).toBe(true);
  });

  it("damages: add, reject and edit", () => {
    const d = qcDiff(
      { kind: "finished", damages: [dmg("HOOD"), dmg("GRILLE"), dmg("FRONT_BUMPER")], username: "agent1" },
      {
        kind: "finished",
        damages: [dmg("HOOD"), dmg("FRONT_BUMPER", "DENT", 2), dmg("MIRROR")],
        username: "qa1",
      },
      "damage_other",
    );
    expect(d.detected_damages?.map((x) => [x.admin_response, x.component, x.username])).toEqual([
      ["edit", "FRONT_BUMPER", "qa1"],
      ["add", "MIRROR", "qa1"],
      ["reject", "GRILLE", "agent1"],
    ]);
    expect(d.detected_damages?.[0]).toMatchObject({ damage_name: "DENT", damage_typeAgent: "SCRATCH" });
  });
});
