import { describe, expect, it } from "vitest";
import {
  CAGE_SLOTS,
  cageInfoChanges,
  checkCageInfo,
  checkNewCage,
  isCageSlotCode,
  newCageInfo,
  normaliseCageInfo,
} from "./cageInfo.ts";
import { TEXTS } from "./texts.ts";

const cage = {
  group: "A",
  make: "Toyota",
  model: "Camry",
  year: 2020,
  bodyType: "4dr",
  trim: "LX",
  code: "TOY20",
};

describe("cage information", () => {
  it("checks the fields given", () => {
    expect(checkCageInfo({})).toEqual({});
    expect(checkCageInfo({ make: "Ford", year: 2021, bodyType: "SUV", group: "B", trim: "" })).toEqual({});
    expect(checkCageInfo({ make: " ", model: "", year: 1899, bodyType: "Truck", group: "C" })).toEqual({
      make: TEXTS.requiredField,
      model: TEXTS.requiredField,
      year: TEXTS.cageYearInvalid,
      bodyType: TEXTS.requiredField,
      group: TEXTS.requiredField,
    });
    expect(checkCageInfo({ year: 2020.5 })).toEqual({ year: TEXTS.cageYearInvalid });
  });

  it("trims text", () => {
    expect(normaliseCageInfo({ make: " Ford ", year: 2020 })).toEqual({ make: "Ford", year: 2020 });
  });

  it("lists each changed field old → new, and nothing for unchanged values", () => {
    expect(cageInfoChanges(cage, { model: "Corolla", year: 2020, trim: "SE", code: "TOY20" })).toEqual([
      { field: "model", from: "Camry", to: "Corolla" },
      { field: "trim", from: "LX", to: "SE" },
    ]);
    expect(cageInfoChanges(cage, { make: "Toyota" })).toEqual([]);
  });
});

describe("a new cage (issue 22: the create dialog, POST /api/cages and the import command)", () => {
  it("passes with every required field, trim and code optional", () => {
    expect(checkNewCage(cage)).toEqual({});
    expect(checkNewCage({ ...cage, trim: "", code: undefined })).toEqual({});
  });

  it("requires group, make, model, year and body type", () => {
    expect(checkNewCage({})).toEqual({
      group: TEXTS.requiredField,
      make: TEXTS.requiredField,
      model: TEXTS.requiredField,
      year: TEXTS.cageYearInvalid,
      bodyType: TEXTS.requiredField,
    });
    expect(checkNewCage({ ...cage, make: "  ", model: "" })).toEqual({
      make: TEXTS.requiredField,
      model: TEXTS.requiredField,
    });
  });

  it("checks each value as an edit does, and its type (cage.json is read as it comes)", () => {
    expect(checkNewCage({ ...cage, year: 1899, bodyType: "Truck", group: "C" })).toEqual({
      year: TEXTS.cageYearInvalid,
      bodyType: TEXTS.requiredField,
      group: TEXTS.requiredField,
    });
    expect(checkNewCage({ ...cage, year: "2020", make: 7, code: ["x"] })).toEqual({
      year: TEXTS.cageYearInvalid,
      make: TEXTS.requiredField,
      code: TEXTS.requiredField,
    });
    expect(checkNewCage({ ...cage, year: Number.NaN })).toEqual({ year: TEXTS.cageYearInvalid });
    expect(checkNewCage({ ...cage, trim: "x".repeat(65) })).toEqual({ trim: TEXTS.cageTextTooLong(64) });
  });

  it("is trimmed, with empty trim and code when left out", () => {
    expect(newCageInfo({ ...cage, make: " Toyota ", trim: undefined, code: undefined })).toEqual({
      ...cage,
      trim: "",
      code: "",
    });
  });

  it("has the four exterior slots", () => {
    expect(CAGE_SLOTS.map((s) => `${s.code} ${s.name}`)).toEqual([
      "04 Left",
      "05 Front",
      "07 Right",
      "08 Rear",
    ]);
    expect(isCageSlotCode("05")).toBe(true);
    expect(isCageSlotCode("01")).toBe(false);
  });
});
