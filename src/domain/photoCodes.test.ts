import { describe, expect, it } from "vitest";
import {
  hasOutline,
  isCaptureCode,
  isDamageSkill,
  isExteriorCode,
  isPhotoCode,
  PHOTO_CODES,
  photoCodesForSkill,
  qcSkillFor,
  SKILLS_BY_PHOTO_CODE,
  skillsForPhotoCode,
  supportCodesFor,
} from "./photoCodes.ts";
import { SKILLS } from "./roles.ts";

describe("photo codes", () => {
  it("lists the 14 outline codes of product §9 (no 14)", () => {
    expect(PHOTO_CODES).toEqual([
      "01",
      "02",
      "03",
      "04",
      "05",
      "06",
      "07",
      "08",
      "09",
      "10",
      "11",
      "12",
      "13",
      "15",
    ]);
  });
  it.each([
    ["01", true],
    ["09", true],
    ["13", true],
    ["14", false],
    ["15", true],
    ["16", false],
    ["1", false],
    ["", false],
    ["toString", false],
  ])("hasOutline(%s) = %s", (code, expected) => {
    expect(hasOutline(code)).toBe(expected);
    expect(isPhotoCode(code)).toBe(expected);
  });
  it.each([
    ["14", true],
    ["15", true],
    ["00", false],
    ["16", false],
  ])("isCaptureCode(%s) = %s", (code, expected) => {
    expect(isCaptureCode(code)).toBe(expected);
  });
});

describe("support pairing", () => {
  it.each([
    ["04", ["10", "13"]],
    ["05", ["10", "11"]],
    ["07", ["11", "12"]],
    ["08", ["12", "13"]],
    ["01", []],
    ["06", []],
    ["10", []],
    ["99", []],
  ])("%s -> %j", (code, expected) => {
    expect(supportCodesFor(code)).toEqual(expected);
  });
});

describe("skills per photo code", () => {
  it.each([
    ["01", "vin"],
    ["02", "interior"],
    ["03", "odom"],
    ["06", "tire"],
    ["15", "tire"],
    ["09", "glass"],
    ["08", "plate_number"],
    ["08", "trim_id"],
    ["04", "ext_id"],
  ] as const)("%s has %s", (code, skill) => {
    expect(skillsForPhotoCode(code)).toContain(skill);
  });

  it("damage skills only on exterior views", () => {
    for (const code of PHOTO_CODES) {
      const hasDamage = SKILLS_BY_PHOTO_CODE[code].some(isDamageSkill);
      expect(hasDamage).toBe(isExteriorCode(code));
    }
  });

  it("vin, odom, plate_number each on exactly one code", () => {
    expect(photoCodesForSkill("vin")).toEqual(["01"]);
    expect(photoCodesForSkill("odom")).toEqual(["03"]);
    expect(photoCodesForSkill("plate_number")).toEqual(["08"]);
    expect(photoCodesForSkill("tire")).toEqual(["06", "15"]);
  });

  it("support captures, unknown codes and qc get no tasks", () => {
    for (const code of ["10", "11", "12", "13", "14", "99"]) expect(skillsForPhotoCode(code)).toEqual([]);
    expect(photoCodesForSkill("qc")).toEqual([]);
    expect(photoCodesForSkill("qc_plate")).toEqual([]);
  });

  it("every inspect skill of the start screen has a photo code", () => {
    for (const skill of SKILLS.filter((s) => s !== "qc" && s !== "qc_plate")) {
      expect(photoCodesForSkill(skill).length).toBeGreaterThan(0);
    }
  });

  it("damage mode picks full or split", () => {
    expect(skillsForPhotoCode("05", "full")).toEqual(["damage_full"]);
    expect(skillsForPhotoCode("05", "split")).toEqual(["damage_other", "damage_body"]);
    expect(skillsForPhotoCode("08", "split")).toEqual([
      "damage_other",
      "damage_body",
      "plate_number",
      "trim_id",
    ]);
    expect(skillsForPhotoCode("01", "full")).toEqual(["vin"]);
  });

  it("QC skill", () => {
    expect(qcSkillFor("plate_number")).toBe("qc_plate");
    expect(qcSkillFor("vin")).toBe("qc");
    expect(qcSkillFor("damage_body")).toBe("qc");
  });
});
