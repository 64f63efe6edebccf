import { describe, expect, it } from "vitest";
import { answerFieldLines, optionLabel, trimPackKey } from "./answerLabels.ts";
import { TEXTS } from "./texts.ts";

const reasons = [
  { name: "interior_ok", description: "Interior graded" },
  { name: "blurry", description: "Photo is blurry" },
];
const lists = {
  int_status: [
    { name: "GOOD", description: "Good" },
    { name: "POOR", description: "Poor" },
  ],
  wheel_material: [{ name: "Alloy Wheel", description: "Alloy" }],
  ext_id: [{ name: "c-7", description: "Super White (White, 040)" }],
  trim_pack: [
    { name: trimPackKey("t1", "o1"), description: "EX Sedan 4D" },
    { name: trimPackKey("t1", "o2"), description: "EX Sedan 4D Premium" },
  ],
};

describe("an answer as a person reads it", () => {
  it("a reason reads as its description, by its name (accepts) or its description (rejects)", () => {
    expect(optionLabel(reasons, "interior_ok")).toBe("Interior graded");
    expect(optionLabel(reasons, "Photo is blurry")).toBe("Photo is blurry");
    expect(optionLabel(reasons, "qc_custom")).toBe("qc_custom");
    expect(optionLabel(undefined, "interior_ok")).toBe("interior_ok");
  });

  it("fields read with the form's labels and the catalogue's descriptions of their values", () => {
    const lines = answerFieldLines(
      { int_status: "GOOD", wheel_front_left: "Alloy Wheel", ext_id: "c-7", odom_reading: 12345, vin: "" },
      lists,
    );
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      [TEXTS.intStatusLabel, "Good"],
      [TEXTS.wheelMaterialLabel(TEXTS.wheelName("wheel_front_left")), "Alloy"],
      [TEXTS.extColorLabel, "Super White (White, 040)"],
      [TEXTS.odometerReadingLabel, "12345"],
    ]);
  });

  it("a trim pack is one line named by both ids; an unknown value or field stays as it came", () => {
    const pack = answerFieldLines({ trim_id: "t1", option_id: "o2" }, lists);
    expect(pack.map((l) => [l.label, l.value])).toEqual([[TEXTS.trimLabel, "EX Sedan 4D Premium"]]);
    expect(answerFieldLines({ trim_id: "t9", option_id: "o9", source: "feed" }, lists)).toEqual([
      { key: "trim_id", label: TEXTS.trimLabel, value: "t9" },
      { key: "source", label: "source", value: "feed" },
    ]);
  });

  it("createVehicle reads as the create-vehicle switch does: on means the vehicle exists", () => {
    expect(answerFieldLines({ createVehicle: true }, {})).toEqual([
      { key: "createVehicle", label: TEXTS.createVehicleToggle, value: TEXTS.no },
    ]);
  });
});
