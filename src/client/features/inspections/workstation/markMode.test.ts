import { describe, expect, it } from "vitest";
import { markerNumberOf } from "../../../../canvas/model.ts";
import {
  asCageInfo,
  changedDamage,
  damageFromPick,
  damageNumber,
  markContextOf,
  markerOf,
  markersOf,
  markMarkers,
  pendingOf,
  uniqueChoices,
} from "./markMode.ts";

const choice = {
  damage_name: "DENT",
  damage_type: "BODY",
  label: "Dent",
  unit_measure: "cm",
  material: "Painted",
  source: "default",
};

describe("damageFromPick", () => {
  it("keeps the rounded position as a fraction, the picked damage and grade", () => {
    expect(
      damageFromPick({
        pending: { position: { x: 0.1501, y: 0.302 }, component: "FRONT_DOOR_LEFT", group: "BODY" },
        choice,
        grade: 3,
        material: null,
        photoCode: "04",
        taskName: "damage_body",
      }),
    ).toEqual({
      component: "FRONT_DOOR_LEFT",
      damage_group: "BODY",
      damage_name: "DENT",
      grade_score: 3,
      damage_location: { x: 0.1501, y: 0.302 },
      material: "Painted",
      source: "default",
      damage_type: "BODY",
      label: "Dent",
      unit_measure: "cm",
    });
  });

  it("sides a wheel by the photo for damage_other / damage_full, takes the chosen material, Rubber for tires", () => {
    const wheel = damageFromPick({
      pending: { position: { x: 0.5, y: 0.5 }, component: "WHEEL_FRONT", group: "WHEEL" },
      choice: { ...choice, material: "Alloy Wheel" },
      grade: 1,
      material: "Steel Wheel",
      photoCode: "07",
      taskName: "damage_other",
    });
    expect(wheel.component).toBe("WHEEL_FRONT_RIGHT");
    expect(wheel.material).toBe("Steel Wheel");
    const tire = damageFromPick({
      pending: { position: { x: 0.5, y: 0.5 }, component: "TIRE_FRONT", group: "TIRE" },
      choice,
      grade: 2,
      material: "Painted",
      photoCode: "04",
      taskName: "damage_full",
    });
    expect(tire.material).toBe("Rubber");
  });
});

describe("markers", () => {
  it("reads pixels over actual_image, or fractions; drops unusable ones", () => {
    expect(
      markerOf({ damage_location: { x: 480, y: 150 }, actual_image: { width: 960, height: 600 } }),
    ).toEqual({
      position: { x: 0.5, y: 0.25 },
      grade: null,
      label: "",
    });
    expect(
      markerOf({
        damage_location: { x: 0.3, y: 0.6 },
        grade_score: 2,
        damage_name: "DENT",
        component: "HOOD",
      }),
    ).toEqual({ position: { x: 0.3, y: 0.6 }, grade: 2, label: "DENT · HOOD" });
    expect(markersOf([{ damage_location: null }, { damage_location: { x: 2, y: 0.5 } }, {}])).toEqual([]);
  });
});

describe("helpers", () => {
  it("keeps one choice per damage name", () => {
    expect(uniqueChoices([{ damage_name: "A" }, { damage_name: "B" }, { damage_name: "A" }])).toHaveLength(2);
  });
});

describe("asCageInfo", () => {
  it("takes a usable cageInfo and refuses anything else", () => {
    const info = {
      original_image: { width: 960, height: 600 },
      actual_image: { width: 960, height: 600 },
      cage: { x: 58, y: 48, width: 845, height: 504 },
    };
    expect(asCageInfo(info)).toEqual(info);
    expect(asCageInfo(null)).toBeNull();
    expect(asCageInfo({ ...info, cage: { ...info.cage, width: 0 } })).toBeNull();
    expect(asCageInfo({ ...info, cage: { ...info.cage, x: "1" } })).toBeNull();
    expect(asCageInfo({ original_image: info.original_image })).toBeNull();
  });
});

describe("markMarkers: the canvas numbers as the list of marked damages (damageNumber)", () => {
  const at = (x: number, y: number, name = "Dent") => ({
    damage_name: name,
    damage_location: { x, y },
    grade_score: 1,
  });
  it("own damages 1..n by their place in the list, others after (not twice), the pending one last", () => {
    const own = [{ damage_location: null }, at(0.25, 0.5), at(0.6, 0.3)];
    const others = [
      { ...at(240, 300), actual_image: { width: 960, height: 600 } }, // own #2, as the server stores it
      at(0.9, 0.9, "Other"),
    ];
    const { markers, ownIndex } = markMarkers(own, others, { x: 0.1, y: 0.1 });
    expect(markers.map((m, i) => markerNumberOf(m, i))).toEqual([2, 3, 4, 5]);
    expect(own.map((_, i) => damageNumber(i))).toEqual([1, 2, 3]);
    expect(ownIndex).toEqual([1, 2, null, null]);
    expect(markers.map((m) => m.position)).toEqual([
      { x: 0.25, y: 0.5 },
      { x: 0.6, y: 0.3 },
      { x: 0.9, y: 0.9 },
      { x: 0.1, y: 0.1 },
    ]);
  });
});

describe("QC damage correction (issue 23)", () => {
  const qc = {
    type: "QC",
    name: "qc",
    options: { originalName: "damage_other", originalSlotType: "damage" },
  };

  it("a QC task marks as the task it re-checks: its skill and slot type; other tasks as themselves", () => {
    expect(markContextOf(qc, "QC")).toEqual({ taskName: "damage_other", slotType: "damage" });
    expect(markContextOf({ ...qc, options: { originalName: "odom" } }, "QC")).toEqual({
      taskName: "odom",
      slotType: null,
    });
    expect(markContextOf({ type: "INSPECT", name: "damage_body", options: {} }, "damage")).toEqual({
      taskName: "damage_body",
      slotType: "damage",
    });
    expect(markContextOf(null, undefined)).toEqual({ taskName: "", slotType: null });
  });

  it("a changed damage keeps its id, part and place (in pixels too) and takes the new damage and grade", () => {
    const inspector = {
      id: "d1",
      component: "WHEEL_FRONT_LEFT",
      damage_group: "WHEEL",
      damage_name: "SCRATCH",
      grade_score: 1,
      material: "Alloy Wheel",
      damage_location: { x: 300, y: 250 },
      actual_image: { width: 1000, height: 500 },
    };
    expect(pendingOf(inspector)).toEqual({
      position: { x: 0.3, y: 0.5 },
      component: "WHEEL_FRONT_LEFT",
      group: "WHEEL",
    });
    const changed = changedDamage({
      damage: inspector,
      choice,
      grade: 3,
      material: null,
      photoCode: "04",
      taskName: "damage_other",
    });
    expect(changed).toMatchObject({
      id: "d1",
      component: "WHEEL_FRONT_LEFT",
      damage_group: "WHEEL",
      damage_name: "DENT",
      grade_score: 3,
      damage_location: { x: 300, y: 250 },
      actual_image: { width: 1000, height: 500 },
    });
    expect(pendingOf({ component: "TIRE_FRONT_LEFT", damage_group: "TIRE", damage_name: "WORN" })).toBeNull();
  });
});
