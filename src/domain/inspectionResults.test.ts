import { describe, expect, it } from "vitest";
import {
  canReadInspectionResults,
  DAMAGE_QC_OUTCOMES,
  damageLocation,
  damageQcOutcome,
  damageQcOutcomeLabel,
  INSPECTION_STATES,
  inspectionStateLabel,
  parseCreatedRange,
  QC_DAMAGE_CHANGES,
  qcDamageChangeLabel,
  SLOT_QC_OUTCOMES,
  slotQcLabel,
  TASK_BOARD_STATES,
  taskBoardState,
  taskBoardStateLabel,
} from "./inspectionResults.ts";
import { partLabel } from "./partNames.ts";
import { diffDamages } from "./qcDiff.ts";
import { ROLES } from "./roles.ts";
import { expectOwnLabels } from "./testing/expectOwnLabels.ts";
import { TEXTS } from "./texts.ts";

describe("who reads inspection results", () => {
  it("is ADMIN, SUPER and QA only", () => {
    expect(ROLES.filter(canReadInspectionResults)).toEqual(["ADMIN", "QA", "SUPER"]);
  });
});

describe("a task's state on the Inspections page", () => {
  it.each([
    ["awaiting_vehicle", null, false, "awaiting_vehicle"],
    ["queued", null, false, "queued"],
    ["held", null, false, "held"],
    ["done", "accepted", false, "done"],
    ["done", "finished", false, "done"],
    ["done", "rejected", false, "rejected"],
    ["done", "accepted", true, "failed_qc"],
    // A QA's correction outranks the rejection it corrected.
    ["done", "rejected", true, "failed_qc"],
    ["cancelled", null, false, null],
  ] as const)("%s answered %s (failed in QC: %s) reads %s", (status, answerKind, failedInQc, state) => {
    expect(taskBoardState({ status, answerKind, failedInQc })).toBe(state);
  });
});

describe("a damage's QC outcome", () => {
  const door = { id: "d-1", component: "FRONT_DOOR_LEFT" };
  it.each([
    ["never re-checked", null, "not_checked"],
    ["QC still open", { open: true, corrections: [] }, "pending"],
    ["QC passed", { open: false, corrections: [] }, "confirmed"],
    [
      "corrected elsewhere",
      { open: false, corrections: [{ component: "HOOD", admin_response: "reject" as const }] },
      "confirmed",
    ],
    [
      "regraded",
      { open: false, corrections: [{ component: "FRONT_DOOR_LEFT", admin_response: "edit" as const }] },
      "edited",
    ],
    [
      "not seen by the QA",
      { open: false, corrections: [{ component: "FRONT_DOOR_LEFT", admin_response: "reject" as const }] },
      "removed",
    ],
  ] as const)("%s: %s", (_why, qc, outcome) => {
    expect(damageQcOutcome(door, qc)).toBe(outcome);
  });

  it("two damages on one part: each by its id (the QA removed one, regraded the other)", () => {
    const upper = { id: "d-upper", component: "FRONT_DOOR_LEFT" };
    const lower = { id: "d-lower", component: "FRONT_DOOR_LEFT" };
    const third = { id: "d-third", component: "FRONT_DOOR_LEFT" };
    const corrections = [
      { component: "FRONT_DOOR_LEFT", admin_response: "add" as const },
      { component: "FRONT_DOOR_LEFT", admin_response: "edit" as const, user_response: { id: "d-lower" } },
      { component: "FRONT_DOOR_LEFT", admin_response: "reject" as const, user_response: { id: "d-upper" } },
    ];
    const qc = { open: false, corrections };
    expect(damageQcOutcome(upper, qc)).toBe("removed");
    expect(damageQcOutcome(lower, qc)).toBe("edited");
    // The QA's addition on the same part is no outcome of the inspector's third damage there.
    expect(damageQcOutcome(third, qc)).toBe("confirmed");
  });

  it("matches the corrections qcDiff makes, by id", () => {
    const scratch = (id: string, x: number) => ({
      id,
      component: "FRONT_DOOR_LEFT",
      damage_group: "PART",
      damage_name: "SCRATCH",
      grade_score: 1,
      damage_location: { x, y: 0.5 },
    });
    const inspector = [scratch("d-a", 0.2), scratch("d-b", 0.6)];
    const corrections = diffDamages(inspector, [{ ...scratch("d-b", 0.6), grade_score: 3 }], "qa1");
    const qc = { open: false, corrections };
    expect(damageQcOutcome({ id: "d-a", component: "FRONT_DOOR_LEFT" }, qc)).toBe("removed");
    expect(damageQcOutcome({ id: "d-b", component: "FRONT_DOOR_LEFT" }, qc)).toBe("edited");
  });
});

describe("a damage's place", () => {
  it("in pixels with the image's size: normalised to 4 decimals", () => {
    expect(damageLocation({ x: 333, y: 250 }, { width: 1000, height: 500 }, null)).toEqual({
      pixels: { x: 333, y: 250 },
      normalised: { x: 0.333, y: 0.5 },
      image: { width: 1000, height: 500 },
    });
  });
  it("normalised without a size: pixels from the stored photo's size, or none", () => {
    expect(damageLocation({ x: 0.25, y: 0.5 }, null, { width: 800, height: 600 })).toEqual({
      pixels: { x: 200, y: 300 },
      normalised: { x: 0.25, y: 0.5 },
      image: { width: 800, height: 600 },
    });
    expect(damageLocation({ x: 0.25, y: 0.5 }, null, { width: 0, height: 0 })).toEqual({
      pixels: null,
      normalised: { x: 0.25, y: 0.5 },
      image: null,
    });
  });
  it("no place at all (tire, interior): null", () => {
    expect(damageLocation(null, null, { width: 800, height: 600 })).toBeNull();
  });
});

describe("the created range of the list and the export", () => {
  it("takes days (UTC, whole day) and zoned date-times, both ends optional", () => {
    expect(parseCreatedRange({})).toEqual({ ok: true, from: null, to: null });
    expect(parseCreatedRange({ from: "2026-01-01", to: "2026-01-31" })).toEqual({
      ok: true,
      from: new Date("2026-01-01T00:00:00.000Z"),
      to: new Date("2026-01-31T23:59:59.999Z"),
    });
    expect(parseCreatedRange({ from: "2026-01-01T07:00:00+07:00", to: " " })).toEqual({
      ok: true,
      from: new Date("2026-01-01T00:00:00.000Z"),
      to: null,
    });
  });
  it.each([
    [{ from: "yesterday" }, TEXTS.dateFromInvalid],
    [{ from: "2026-02-30" }, TEXTS.dateFromInvalid],
    [{ from: "2026-01-01T10:00:00" }, TEXTS.dateFromInvalid],
    [{ to: "2026-01-01T25:00:00Z" }, TEXTS.dateToInvalid],
    [{ from: "2026-01-02", to: "2026-01-01" }, TEXTS.dateRangeInvalid],
  ])("refuses %j", (texts, message) => {
    expect(parseCreatedRange(texts)).toEqual({ ok: false, message });
  });
});

describe("labels", () => {
  it("give every state and outcome a label of its own", () => {
    expectOwnLabels(INSPECTION_STATES, inspectionStateLabel, TEXTS.inspectionStateLabels);
    expectOwnLabels(TASK_BOARD_STATES, taskBoardStateLabel, TEXTS.taskBoardStateLabels);
    expectOwnLabels(DAMAGE_QC_OUTCOMES, damageQcOutcomeLabel, TEXTS.damageQcOutcomeLabels);
    expectOwnLabels(SLOT_QC_OUTCOMES, slotQcLabel, TEXTS.slotQcLabels);
    expectOwnLabels(QC_DAMAGE_CHANGES, qcDamageChangeLabel, TEXTS.qcDamageChangeLabels);
  });
  it("read a part name as words", () => {
    expect(partLabel("FRONT_DOOR_LEFT")).toBe("Front door left");
    expect(partLabel("HOOD")).toBe("Hood");
  });
});
