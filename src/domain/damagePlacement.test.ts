import { describe, expect, it } from "vitest";
import {
  canMarkGroup,
  checkPlacement,
  DAMAGE_GROUPS,
  type GradeColor,
  gradeColor,
  hotkeyForMaterial,
  isSamePosition,
  MATERIALS,
  materialForKey,
  type PlacementInput,
  roundPosition,
  sidedComponent,
  type TireTileColor,
  tireTileColor,
  wheelSideForPhoto,
} from "./damagePlacement.ts";
import { TEXTS } from "./texts.ts";

describe("canMarkGroup: task x group", () => {
  const allowed: Record<string, string[]> = {
    damage_full: ["PART", "BODY", "WHEEL", "GLASS", "INTERIOR"],
    damage_other: ["PART", "WHEEL", "GLASS", "INTERIOR"],
    damage_body: ["BODY", "INTERIOR"],
  };
  for (const [task, groups] of Object.entries(allowed)) {
    it.each(DAMAGE_GROUPS.map((g) => [g, groups.includes(g)] as const))(
      `${task} on %s -> %s`,
      (group, ok) => {
        expect(canMarkGroup(task, group)).toBe(ok);
      },
    );
  }
});

const base: PlacementInput = {
  element: { name: "FRONT_BUMPER", group: "PART" },
  slotType: "damage",
  taskName: "damage_other",
  position: { x: 0.123456, y: 0.5 },
  existing: [],
};

describe("checkPlacement", () => {
  it("places on a named, grouped element of a damage slot, rounding to 4 decimals", () => {
    expect(checkPlacement(base)).toEqual({
      ok: true,
      position: { x: 0.1235, y: 0.5 },
      component: "FRONT_BUMPER",
      group: "PART",
    });
  });
  it.each([
    ["no element", { element: null }, "no-element"],
    ["element without name", { element: { name: "", group: "PART" } }, "no-element"],
    ["element without group", { element: { name: "X", group: null } }, "no-element"],
    ["element with UNDEFINED group", { element: { name: "X", group: "UNDEFINED" } }, "no-element"],
    ["slot type QC", { slotType: "QC" }, "not-damage-slot"],
    ["slot type missing", { slotType: undefined }, "not-damage-slot"],
    ["damage_other on BODY", { element: { name: "DOOR", group: "BODY" } }, "group-not-allowed"],
    ["damage_body on PART", { taskName: "damage_body" }, "group-not-allowed"],
    [
      "damage_body on WHEEL",
      { taskName: "damage_body", element: { name: "W", group: "WHEEL" } },
      "group-not-allowed",
    ],
    [
      "damage_body on GLASS",
      { taskName: "damage_body", element: { name: "G", group: "GLASS" } },
      "group-not-allowed",
    ],
    [
      "damage_full on TIRE",
      { taskName: "damage_full", element: { name: "T", group: "TIRE" } },
      "group-not-allowed",
    ],
    ["outside image", { position: { x: 1.01, y: 0.5 } }, "outside-image"],
    ["negative", { position: { x: 0.5, y: -0.0001 } }, "outside-image"],
    ["NaN", { position: { x: Number.NaN, y: 0.5 } }, "outside-image"],
    ["duplicate after rounding", { existing: [{ x: 0.12349, y: 0.50004 }] }, "duplicate"],
  ] as [string, Partial<PlacementInput>, string][])("refuses: %s", (_name, patch, reason) => {
    const result = checkPlacement({ ...base, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      const message =
        reason === "duplicate"
          ? TEXTS.damageDuplicate
          : reason === "outside-image"
            ? TEXTS.damagePositionInvalid
            : TEXTS.damageNotAllowed;
      expect(result.message).toBe(message);
    }
  });
  it("allows a point 0.0001 away and the image edges", () => {
    expect(checkPlacement({ ...base, existing: [{ x: 0.1234, y: 0.5 }] }).ok).toBe(true);
    expect(checkPlacement({ ...base, position: { x: 0, y: 1 } }).ok).toBe(true);
    expect(checkPlacement({ ...base, slotType: "DAMAGE" }).ok).toBe(true);
  });
});

describe("positions", () => {
  it("rounds to 4 decimals", () => {
    expect(roundPosition({ x: 0.00005, y: 0.99994 })).toEqual({ x: 0.0001, y: 0.9999 });
    expect(isSamePosition({ x: 0.1, y: 0.2 }, { x: 0.10004, y: 0.2 })).toBe(true);
    expect(isSamePosition({ x: 0.1, y: 0.2 }, { x: 0.1001, y: 0.2 })).toBe(false);
  });
});

describe("wheel side", () => {
  it.each([
    ["04", "LEFT"],
    ["07", "RIGHT"],
    ["05", null],
    ["08", null],
  ])("photo %s -> %s", (code, side) => {
    expect(wheelSideForPhoto(code)).toBe(side);
  });
  it.each([
    ["WHEEL_FRONT", "WHEEL", "04", "damage_other", "WHEEL_FRONT_LEFT"],
    ["WHEEL_REAR", "WHEEL", "07", "damage_full", "WHEEL_REAR_RIGHT"],
    ["WHEEL_REAR_RIGHT", "WHEEL", "04", "damage_full", "WHEEL_REAR_LEFT"],
    ["WHEEL_FRONT", "WHEEL", "05", "damage_other", "WHEEL_FRONT"],
    ["WHEEL_FRONT", "WHEEL", "04", "damage_body", "WHEEL_FRONT"],
    ["DOOR_FRONT", "BODY", "04", "damage_full", "DOOR_FRONT"],
  ])("%s (%s) on %s for %s -> %s", (component, group, photoCode, taskName, expected) => {
    expect(sidedComponent({ component, group, photoCode, taskName })).toBe(expected);
  });
});

describe("colours", () => {
  it.each([
    [0, "grey"],
    [0.5, "grey"],
    [1, "yellow"],
    [2, "orange"],
    [3, "red"],
    [7, "red"],
    [-1, "grey"],
    [null, "grey"],
    [undefined, "grey"],
  ] as [number | null | undefined, GradeColor][])("grade %s -> %s", (g, c) => {
    expect(gradeColor(g)).toBe(c);
  });
  it.each([
    [{ grade_score: 1 }, "yellow"],
    [{ grade_score: 2 }, "orange"],
    [{ grade_score: 3 }, "red"],
    [{ grade_score: 4 }, "red"],
    [{ grade_score: 5 }, "red"],
    [{ grade_score: 6 }, "grey"],
    [{ grade_score: 0 }, "grey"],
    [{ damage_name: "WINTER_TREAD", grade_score: 3 }, "blue"],
    [{}, "grey"],
    [null, "grey"],
  ] as [{ grade_score?: number; damage_name?: string } | null, TireTileColor][])("tire %j -> %s", (d, c) => {
    expect(tireTileColor(d)).toBe(c);
  });
});

describe("materials and hot keys", () => {
  it("lists the eight materials in the spec's order", () => {
    expect(MATERIALS).toEqual([
      "Painted",
      "Textured Surface",
      "Chrome",
      "Alloy Wheel",
      "Plastic Cover",
      "Steel Wheel",
      "Glass",
      "Steel",
    ]);
  });
  it.each([
    ["p", "Painted"],
    ["o", "Textured Surface"],
    ["i", "Chrome"],
    ["u", "Alloy Wheel"],
    ["y", "Plastic Cover"],
    ["j", "Steel Wheel"],
    ["k", "Glass"],
    ["l", "Steel"],
    ["P", "Painted"],
    ["q", null],
    ["constructor", null],
    ["", null],
  ])("%s -> %s", (key, material) => {
    expect(materialForKey(key)).toBe(material);
  });
  it("hot key round trip", () => {
    for (const m of MATERIALS) expect(materialForKey(hotkeyForMaterial(m))).toBe(m);
  });
});
