import { describe, expect, it } from "vitest";
import {
  correctedDamageId,
  damageCorrection,
  isCorrection,
  passesRejection,
  QC_PASS_REASON,
  qcDamagesRefusal,
  qcDiff,
} from "./qcDiff.ts";
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
      ["reject", "GRILLE", "qa1"],
    ]);
    expect(d.detected_damages?.[0]).toMatchObject({ damage_name: "DENT", damage_typeAgent: "SCRATCH" });
  });
});

/** A placed damage of the inspector (a damage row: id and place), or the QA's copy of it. */
const placed = (
  id: string | undefined,
  component: string,
  x: number,
  damage_name = "SCRATCH",
  grade_score = 1,
) => ({
  ...(id ? { id } : {}),
  component,
  damage_group: "PART",
  damage_name,
  grade_score,
  damage_location: { x, y: 0.5 },
});

describe("QC damages on the photo (issue 23)", () => {
  const inspector = [placed("d1", "HOOD", 0.1), placed("d2", "HOOD", 0.2), placed("d3", "GRILLE", 0.3)];

  it("placed damages match by id: two on one part stay apart; added, changed and removed are the QA's", () => {
    const qa = [
      placed("d1", "HOOD", 0.1),
      placed("d2", "HOOD", 0.2, "DENT", 2),
      placed(undefined, "HOOD", 0.4, "CRACK", 3),
    ];
    const d = qcDiff(
      { kind: "finished", damages: inspector, username: "agent1" },
      { kind: "finished", damages: qa, username: "qa1" },
      "damage_other",
    );
    expect(
      d.detected_damages?.map((x) => [x.admin_response, x.component, x.damage_name, x.username]),
    ).toEqual([
      ["edit", "HOOD", "DENT", "qa1"],
      ["add", "HOOD", "CRACK", "qa1"],
      ["reject", "GRILLE", "SCRATCH", "qa1"],
    ]);
    expect(d.detected_damages?.[0]).toMatchObject({ grade_score: 2, damage_typeAgent: "SCRATCH" });
    expect(d.detected_damages?.[1]).toMatchObject({ damage_location: { x: 0.4, y: 0.5 } });
    expect(d.messageData).toEqual([{ name: "damage_other", data: TEXTS.qcCorrectionReason }]);
    // Edit and reject name the inspector's damage by id (the result document matches by it); add none.
    expect(d.detected_damages?.map(correctedDamageId)).toEqual(["d2", undefined, "d3"]);
  });

  it("a placed damage without an id is an addition, even on the place and part of one of the inspector's", () => {
    expect(damageCorrection(placed(undefined, "HOOD", 0.1), inspector)).toBe("add");
    expect(damageCorrection(placed("d1", "HOOD", 0.1), inspector)).toBeNull();
    expect(damageCorrection(placed("d1", "HOOD", 0.1, "SCRATCH", 3), inspector)).toBe("edit");
    expect(damageCorrection(placed("d1", "HOOD", 0.1, "DENT"), inspector)).toBe("edit");
  });

  it("keeping every damage unchanged is a pass", () => {
    const d = qcDiff(
      { kind: "finished", damages: inspector, username: "agent1" },
      { kind: "finished", damages: inspector.map((x) => ({ ...x })), username: "qa1" },
      "damage_other",
    );
    expect(isCorrection(d)).toBe(false);
  });

  it("refuses an id that is not the inspector's, one named twice, and a kept damage moved or on another part", () => {
    expect(
      qcDamagesRefusal(inspector, [placed("d1", "HOOD", 0.1), placed(undefined, "HOOD", 0.9)]),
    ).toBeNull();
    expect(qcDamagesRefusal(inspector, [placed("other", "HOOD", 0.1)])).toBe(TEXTS.qcDamageUnknown);
    expect(qcDamagesRefusal(inspector, [placed("d1", "HOOD", 0.1), placed("d1", "HOOD", 0.1)])).toBe(
      TEXTS.qcDamageUnknown,
    );
    expect(qcDamagesRefusal(inspector, [placed("d1", "HOOD", 0.15)])).toBe(TEXTS.qcDamageMoved);
    expect(qcDamagesRefusal(inspector, [placed("d1", "GRILLE", 0.1)])).toBe(TEXTS.qcDamageMoved);
    // An agent's own answer names no inspector's damage: any id is refused.
    expect(qcDamagesRefusal([], [placed("d1", "HOOD", 0.1)])).toBe(TEXTS.qcDamageUnknown);
  });

  it("the same place in pixels (with the image size) and as a fraction is the same place", () => {
    const inPixels = {
      ...placed("d1", "HOOD", 100),
      damage_location: { x: 100, y: 250 },
      actual_image: { width: 1000, height: 500 },
    };
    expect(qcDamagesRefusal([inPixels], [placed("d1", "HOOD", 0.1)])).toBeNull();
  });
});
