import { describe, expect, it } from "vitest";
import {
  allRejectsHidden,
  checkReject,
  groupFamily,
  isRejectVisible,
  type RejectContext,
  type RejectInspectionInfo,
  rejectFrom,
  visibleRejects,
} from "./rejectButtons.ts";
import { TEXTS } from "./texts.ts";

const REJECTS = [
  { name: "bad_image", description: "Bad image" },
  { name: "mismatched_record", description: "Mismatched record" },
  { name: "mismatched_vehicle", description: "Mismatched vehicle" },
  { name: "vin_not_from_vehicle", description: "VIN not from vehicle" },
  { name: "no_odometer", description: "No odometer" },
];
const ALL = REJECTS.map((r) => r.name);

const ctx = (inspection: RejectInspectionInfo, photoCode = "01", hasOdometerData = false): RejectContext => ({
  inspection,
  photoCode,
  hasOdometerData,
});
const names = (c: RejectContext) => visibleRejects(REJECTS, c).map((r) => r.name);
const without = (...hidden: string[]) => ALL.filter((n) => !hidden.includes(n));

describe("visibleRejects", () => {
  const cases: [string, RejectContext, string[]][] = [
    [
      "baseline: vin_not_from_vehicle hidden by default",
      ctx({ group: "OTHER" }),
      without("vin_not_from_vehicle"),
    ],
    ["DEFAULT group after qcPassed: all hidden", ctx({ group: "DEFAULT", qcPassed: true }), []],
    ["DEFAULT_US group after qcPassed: all hidden", ctx({ group: "default_us", qcPassed: true }), []],
    ["missing group counts as DEFAULT", ctx({ qcPassed: true }), []],
    [
      "DEFAULT group before qcPassed: shown",
      ctx({ group: "DEFAULT", qcPassed: false }),
      without("vin_not_from_vehicle"),
    ],
    [
      "OTHER group after qcPassed: shown",
      ctx({ group: "OTHER", qcPassed: true }),
      without("vin_not_from_vehicle"),
    ],
    [
      "AMZ not qcPassed: mismatched_* hidden",
      ctx({ group: "AMZ", qcPassed: false }),
      without("vin_not_from_vehicle", "mismatched_record", "mismatched_vehicle"),
    ],
    [
      "AMZ-EU not qcPassed: mismatched_* hidden",
      ctx({ group: "AMZ-EU" }),
      without("vin_not_from_vehicle", "mismatched_record", "mismatched_vehicle"),
    ],
    [
      "AMZ qcPassed: mismatched_* shown",
      ctx({ group: "AMZ", qcPassed: true }),
      without("vin_not_from_vehicle"),
    ],
    ["qc_only_accept: all hidden", ctx({ group: "OTHER", options: { qc_only_accept: true } }), []],
    [
      "photo in custom_skip_qc: all hidden",
      ctx({ group: "OTHER", options: { customized: { custom_skip_qc: ["01", "08"] } } }, "08"),
      [],
    ],
    [
      "photo not in custom_skip_qc: shown",
      ctx({ group: "OTHER", options: { customized: { custom_skip_qc: ["01"] } } }, "08"),
      without("vin_not_from_vehicle"),
    ],
    [
      "skip_vehicle_record_check hides mismatched_record",
      ctx({ group: "OTHER", options: { skip_vehicle_record_check: true } }),
      without("vin_not_from_vehicle", "mismatched_record"),
    ],
    [
      "skip_vehicle_data_check hides mismatched_vehicle",
      ctx({ group: "OTHER", options: { skip_vehicle_data_check: true } }),
      without("vin_not_from_vehicle", "mismatched_vehicle"),
    ],
    [
      "reject_vin_not_from_vehicle shows it",
      ctx({ group: "OTHER", options: { reject_vin_not_from_vehicle: true } }),
      ALL,
    ],
    [
      "CAPT theme (object) shows it",
      ctx({ group: "OTHER", inspectionThemes: { name: "CAPT", themeColor: "#f00" } }),
      ALL,
    ],
    [
      "CAPT theme (list) shows it",
      ctx({ group: "OTHER", inspectionThemes: [{ name: "X" }, { name: "CAPT" }] }),
      ALL,
    ],
    [
      "other theme does not",
      ctx({ group: "OTHER", inspectionThemes: [{ name: "X" }] }),
      without("vin_not_from_vehicle"),
    ],
    [
      "photo 03 with odometer + qc_on_having_odometer hides no_odometer and mismatched_vehicle",
      ctx({ group: "OTHER", options: { qc_on_having_odometer: true } }, "03", true),
      without("vin_not_from_vehicle", "no_odometer", "mismatched_vehicle"),
    ],
    [
      "photo 03 without odometer data: shown",
      ctx({ group: "OTHER", options: { qc_on_having_odometer: true } }, "03", false),
      without("vin_not_from_vehicle"),
    ],
    [
      "photo 03 with odometer, flag off: shown",
      ctx({ group: "OTHER" }, "03", true),
      without("vin_not_from_vehicle"),
    ],
    [
      "other photo with odometer + flag: shown",
      ctx({ group: "OTHER", options: { qc_on_having_odometer: true } }, "04", true),
      without("vin_not_from_vehicle"),
    ],
    ["holman: all hidden", ctx({ group: "OTHER", options: { usecase: "holman" } }), []],
  ];
  it.each(cases)("%s", (_name, c, expected) => {
    expect(names(c)).toEqual(expected);
    for (const n of ALL) expect(isRejectVisible(n, c)).toBe(expected.includes(n));
    expect(allRejectsHidden(c)).toBe(expected.length === 0);
  });
});

describe("groupFamily", () => {
  it.each([
    ["DEFAULT", "DEFAULT"],
    ["", "DEFAULT"],
    [null, "DEFAULT"],
    ["AMZ", "AMZ"],
    ["amz_x", "AMZ"],
    ["A", "OTHER"],
  ] as [string | null, string][])("%s -> %s", (g, f) => {
    expect(groupFamily(g)).toBe(f);
  });
});

describe("checkReject (server)", () => {
  const c = ctx({ group: "OTHER" });
  it("accepts a visible reject by name or description", () => {
    expect(checkReject("bad_image", REJECTS, c)).toEqual({ ok: true, reject: REJECTS[0] });
    expect(checkReject("Bad image", REJECTS, c)).toEqual({ ok: true, reject: REJECTS[0] });
  });
  it("refuses an unknown or hidden reject", () => {
    expect(checkReject("nope", REJECTS, c)).toEqual({ ok: false, message: TEXTS.rejectNotAvailable });
    expect(checkReject("vin_not_from_vehicle", REJECTS, c)).toEqual({
      ok: false,
      message: TEXTS.rejectNotAvailable,
    });
  });
});

describe("rejectFrom", () => {
  it.each([
    ["QC", "QC"],
    ["qc", "QC"],
    ["damage", "INSPECT"],
    [undefined, "INSPECT"],
  ] as [string | undefined, string][])("%s -> %s", (t, f) => {
    expect(rejectFrom(t)).toBe(f);
  });
});
