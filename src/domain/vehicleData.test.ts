import { describe, expect, it } from "vitest";
import { bodyTypeChoices } from "./bodyTypeChoices.ts";
import { TEXTS } from "./texts.ts";
import {
  createVehicleFromToggle,
  createVehicleToggleDefault,
  disabledHolmanFields,
  hasErrors,
  normaliseVehicleData,
  odometerWarning,
  selectTrimPack,
  showVinDecodeWrong,
  tireChoiceGroups,
  type VehicleData,
  type VehicleDataContext,
  type VehicleErrors,
  validateVehicleData,
  withCreatedVehicleDefaults,
} from "./vehicleData.ts";

const VIN = "1HGCM82633A004352";

describe("validateVehicleData", () => {
  const cases: [string, VehicleData, VehicleDataContext, VehicleErrors][] = [
    ["photo 01 valid VIN", { vin: VIN }, { photoCode: "01" }, {}],
    ["photo 01 16-char VIN", { vin: VIN.slice(0, 16) }, { photoCode: "01" }, { vin: TEXTS.vinInvalid }],
    [
      "photo 01 18-char VIN (not truncated)",
      { vin: `${VIN}1` },
      { photoCode: "01" },
      { vin: TEXTS.vinInvalid },
    ],
    ["photo 01 lower-case VIN is fine", { vin: VIN.toLowerCase() }, { photoCode: "01" }, {}],
    ["photo 01 VIN with O", { vin: "1HGCM82633AO04352" }, { photoCode: "01" }, { vin: TEXTS.vinInvalid }],
    ["photo 01 empty VIN (not create)", { vin: "" }, { photoCode: "01" }, {}],
    ["photo 01 VIN with Q, decode none", { vin: "Q1" }, { photoCode: "01", decode: "none" }, {}],
    ["photo 01 holman skips VIN rule", { vin: "X" }, { photoCode: "01", usecase: "holman" }, {}],
    [
      "createVehicle requires vin and body_type",
      {},
      { photoCode: "01", createVehicle: true },
      { vin: TEXTS.requiredField, body_type: TEXTS.requiredField },
    ],
    [
      "createVehicle from payload flag",
      { vin: "  ", createVehicle: true, body_type: "SUV" },
      { photoCode: "01" },
      { vin: TEXTS.requiredField },
    ],
    [
      "createVehicle skips VIN format (spec: VIN rule is for not createVehicle)",
      { vin: "SHORT", body_type: "SUV" },
      { photoCode: "01", createVehicle: true },
      {},
    ],
    [
      "createVehicle holman requires nothing",
      {},
      { photoCode: "01", createVehicle: true, usecase: "holman" },
      {},
    ],
    ["createVehicle off photo 01 requires nothing", {}, { photoCode: "04", createVehicle: true }, {}],
    ["VIN rule only on photo 01", { vin: "SHORT" }, { photoCode: "08" }, {}],
    [
      "photo 08 vms requires plate",
      {},
      { photoCode: "08", decode: "vms" },
      { plate_number: TEXTS.requiredField },
    ],
    [
      "photo 08 vms blank plate",
      { plate_number: "  " },
      { photoCode: "08", decode: "vms" },
      { plate_number: TEXTS.requiredField },
    ],
    ["photo 08 vms with plate", { plate_number: "ab12" }, { photoCode: "08", decode: "vms" }, {}],
    ["photo 08 kbb_us no plate needed", {}, { photoCode: "08", decode: "kbb_us" }, {}],
    [
      "photo 08 vms plate task requires plate",
      {},
      { photoCode: "08", decode: "vms", taskName: "plate_number" },
      { plate_number: TEXTS.requiredField },
    ],
    [
      "photo 08 vms qc_plate requires plate",
      {},
      { photoCode: "08", decode: "vms", taskName: "qc_plate" },
      { plate_number: TEXTS.requiredField },
    ],
    [
      "photo 08 vms damage task: no plate needed",
      {},
      { photoCode: "08", decode: "vms", taskName: "damage_body" },
      {},
    ],
    [
      "photo 08 vms trim task: no plate needed",
      {},
      { photoCode: "08", decode: "vms", taskName: "trim_id" },
      {},
    ],
    ["photo 01 vms no plate needed", {}, { photoCode: "01", decode: "vms" }, {}],
    [
      "holman two identifiers refused",
      { vin: "A", serial: "B" },
      { photoCode: "01", usecase: "holman" },
      { vin: TEXTS.holmanOneIdentifier, serial: TEXTS.holmanOneIdentifier },
    ],
    [
      "holman three identifiers refused",
      { vin: "A", serial: "B", pin: "C" },
      { photoCode: "01", usecase: "holman" },
      { vin: TEXTS.holmanOneIdentifier, serial: TEXTS.holmanOneIdentifier, pin: TEXTS.holmanOneIdentifier },
    ],
    ["holman one identifier ok", { pin: "C" }, { photoCode: "01", usecase: "holman" }, {}],
    ["not holman: serial and pin together ok", { vin: VIN, serial: "B", pin: "C" }, { photoCode: "01" }, {}],
    [
      "option without trim refused",
      { option_id: 5 },
      { photoCode: "08" },
      { trim_id: TEXTS.trimPackInvalid },
    ],
    ["trim without option ok", { trim_id: 5 }, { photoCode: "08" }, {}],
    [
      "unknown pack refused",
      { trim_id: 1, option_id: 3 },
      { photoCode: "08", trimPacks: [{ trim_id: 1, option_id: 2 }] },
      { option_id: TEXTS.trimPackInvalid },
    ],
    [
      "known pack ok",
      { trim_id: "1", option_id: 2 },
      { photoCode: "08", trimPacks: [{ trim_id: 1, option_id: "2" }] },
      {},
    ],
    ["year next year ok", { year: 2026 }, { photoCode: "01", currentYear: 2025 }, {}],
    [
      "year two ahead refused",
      { year: 2027 },
      { photoCode: "01", currentYear: 2025 },
      { year: TEXTS.yearInvalid },
    ],
    ["year 1899 refused", { year: "1899" }, { photoCode: "01" }, { year: TEXTS.yearInvalid }],
    ["year text refused", { year: "abc" }, { photoCode: "01" }, { year: TEXTS.yearInvalid }],
    ["odometer 0 ok", { odom_reading: 0 }, { photoCode: "03" }, {}],
    [
      "odometer negative refused",
      { odom_reading: -1 },
      { photoCode: "03" },
      { odom_reading: TEXTS.odometerInvalid },
    ],
    [
      "odometer fraction refused",
      { odom_reading: "10.5" },
      { photoCode: "03" },
      { odom_reading: TEXTS.odometerInvalid },
    ],
  ];
  it.each(cases)("%s", (_name, input, ctx, expected) => {
    const errors = validateVehicleData(input, ctx);
    expect(errors).toEqual(expected);
    expect(hasErrors(errors)).toBe(Object.keys(expected).length > 0);
  });
});

describe("body_type against the offered body types (issue 23)", () => {
  const nine = bodyTypeChoices(false);
  const ten = bodyTypeChoices(true);
  it.each([
    ["one of the nine", "SUV", nine, {}],
    ["an outline word where the nine are offered", "Sport_Utility", nine, { body_type: "Sport_Utility" }],
    ["another spelling", "suv", nine, { body_type: "suv" }],
    ["one of the ten outlines on a CAPT QC", "Sport_Utility", ten, {}],
    ["one of the nine where the ten are offered", "SUV", ten, { body_type: "SUV" }],
    ["nothing chosen: the required rule's business", "", nine, {}],
  ] as const)("%s", (_why, body_type, choices, refused: Record<string, string>) => {
    const errors = validateVehicleData({ body_type }, { photoCode: "08", bodyTypes: choices });
    const expected = Object.fromEntries(
      Object.entries(refused).map(([k, v]) => [k, TEXTS.bodyTypeUnknown(v, choices)]),
    );
    expect(errors).toEqual(expected);
  });
  it("without a list (the client's form, whose select offers the list) nothing is checked", () => {
    expect(validateVehicleData({ body_type: "Spaceship" }, { photoCode: "08" })).toEqual({});
  });
});

describe("holman exclusivity", () => {
  it.each([
    [{}, "holman", []],
    [{ vin: "A" }, "holman", ["serial", "pin"]],
    [{ serial: "A" }, "holman", ["vin", "pin"]],
    [{ pin: "A" }, "holman", ["vin", "serial"]],
    [{ pin: " " }, "holman", []],
    [{ vin: "A", pin: "B" }, "holman", ["serial"]],
    [{ vin: "A" }, "other", []],
    [{ vin: "A" }, undefined, []],
  ] as [VehicleData, string | undefined, string[]][])("%j %s -> %j", (data, usecase, expected) => {
    expect(disabledHolmanFields(data, usecase)).toEqual(expected);
  });
});

describe("normalising and defaults", () => {
  it("upper-cases plate_number, serial, pin and vin", () => {
    expect(
      normaliseVehicleData({ plate_number: " ab1 ", serial: "s1", pin: "p1", vin: "abc", make: "ford" }),
    ).toEqual({
      plate_number: "AB1",
      serial: "S1",
      pin: "P1",
      vin: "ABC",
      make: "ford",
    });
  });
  it("fills Not Decoded for empty make and model only", () => {
    expect(withCreatedVehicleDefaults({ make: "", model: "  " })).toEqual({
      make: "Not Decoded",
      model: "Not Decoded",
      createVehicle: true,
    });
    expect(withCreatedVehicleDefaults({ make: "Ford", model: "F-150" })).toMatchObject({
      make: "Ford",
      model: "F-150",
    });
  });
  it("trim pack sets and clears trim_id and option_id together", () => {
    const withPack = selectTrimPack({ make: "X", trim_id: 9 }, { trim_id: 1, option_id: 2 });
    expect(withPack).toEqual({ make: "X", trim_id: 1, option_id: 2 });
    expect(selectTrimPack(withPack, null)).toEqual({ make: "X" });
  });
  it.each([
    ["UKV123", false],
    ["KVK9", false],
    ["ukv1", true],
    ["AUKV", true],
    ["T1", true],
    [null, true],
  ] as [string | null, boolean][])("toggle default for %s = %s", (sessionId, expected) => {
    expect(createVehicleToggleDefault(sessionId)).toBe(expected);
    expect(createVehicleFromToggle(createVehicleToggleDefault(sessionId))).toBe(!expected);
  });
});

describe("odometerWarning", () => {
  it.each([
    ["03", 2023, 2025, TEXTS.odometerWarning(2023)],
    ["03", "2022", 2025, TEXTS.odometerWarning(2022)],
    ["03", 2024, 2025, null],
    ["03", 2025, 2025, null],
    ["01", 2000, 2025, null],
    ["03", null, 2025, null],
    ["03", "", 2025, null],
  ] as [string, number | string | null, number, string | null][])(
    "photo %s year %s in %s",
    (code, year, now, expected) => {
      expect(odometerWarning(code, year, now)).toBe(expected);
    },
  );
  it("has the spec text", () => {
    expect(odometerWarning("03", 2020, 2025)).toBe(
      "Warning: Vehicle Year is 2020, Odometer Reading will mostly be > 10,000 km",
    );
  });
});

describe("showVinDecodeWrong", () => {
  it.each([
    ["01", false, "Not found", true],
    ["08", false, undefined, true],
    ["01", false, "Success!", false],
    ["01", true, "Not found", false],
    ["03", false, "Not found", false],
  ] as [string, boolean, string | undefined, boolean][])(
    "%s error=%s message=%s",
    (photoCode, hasError, message, expected) => {
      expect(showVinDecodeWrong({ photoCode, hasError, message })).toBe(expected);
    },
  );
});

describe("tireChoiceGroups", () => {
  it("default: one choice for all wheels", () => {
    expect(tireChoiceGroups({})).toEqual([
      ["wheel_front_left", "wheel_front_right", "wheel_rear_left", "wheel_rear_right"],
    ]);
  });
  it("front / rear pair by position", () => {
    expect(tireChoiceGroups({ position: "front" })).toEqual([["wheel_front_left", "wheel_front_right"]]);
    expect(tireChoiceGroups({ position: "rear", damageTable: "bmw", sameSizeType: true })).toEqual([
      ["wheel_rear_left", "wheel_rear_right"],
    ]);
  });
  it("bmw with differing sizes: one choice per wheel", () => {
    expect(tireChoiceGroups({ position: "rear", damageTable: "bmw", sameSizeType: false })).toEqual([
      ["wheel_rear_left"],
      ["wheel_rear_right"],
    ]);
    expect(
      tireChoiceGroups({ position: "rear", damageTable: "autograde", sameSizeType: false }),
    ).toHaveLength(1);
  });
});
