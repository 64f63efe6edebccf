import { describe, expect, it } from "vitest";
import {
  buildTaskAnswer,
  checkTireDamages,
  emptyTaskForm,
  type FormContext,
  type FormSection,
  formSectionsFor,
  setWheelGroup,
  type TaskForm,
  tireComponentOf,
} from "./taskForm.ts";
import { TEXTS } from "./texts.ts";
import { validateVehicleData } from "./vehicleData.ts";

const form = (patch: Partial<TaskForm> = {}): TaskForm => ({
  ...emptyTaskForm({ createToggleOn: true }),
  ...patch,
});

describe("formSectionsFor", () => {
  const cases: [string, string, string | null, FormSection[]][] = [
    ["vin", "01", null, ["vin", "createVehicle"]],
    ["vin", "01", "holman", ["identifiers", "vin", "createVehicle"]],
    ["vin", "08", null, []],
    ["plate_number", "08", null, ["plate", "createVehicle"]],
    ["odom", "03", null, ["odometer"]],
    ["odom", "01", null, []],
    ["trim_id", "08", null, ["trim", "transmission"]],
    ["ext_id", "04", null, ["extColor"]],
    ["interior", "02", null, ["interior", "intColor"]],
    ["tire", "06", null, ["tires", "wheelMaterial"]],
    ["damage_body", "04", null, []],
    ["glass", "09", null, []],
    ["unknown", "01", null, []],
  ];
  it.each(cases)("%s on %s (%s)", (task, code, usecase, sections) => {
    expect(formSectionsFor(task, code, usecase)).toEqual(sections);
  });
});

describe("buildTaskAnswer", () => {
  const ctx = (patch: Partial<FormContext>): FormContext => ({ taskName: "vin", photoCode: "01", ...patch });

  it("VIN task, toggle on: only the VIN, upper-cased", () => {
    expect(buildTaskAnswer(form({ vin: "1hgcm82633a004352", make: "x" }), ctx({}))).toEqual({
      fields: { vin: "1HGCM82633A004352" },
      damages: [],
    });
  });

  it("VIN task, toggle off: a created vehicle with 'Not Decoded' defaults", () => {
    const answer = buildTaskAnswer(
      form({ createToggleOn: false, vin: "ABC", body_type: "SUV", year: "2019" }),
      ctx({ decode: "none" }),
    );
    expect(answer.fields).toEqual({
      vin: "ABC",
      body_type: "SUV",
      year: "2019",
      make: TEXTS.notDecoded,
      model: TEXTS.notDecoded,
      createVehicle: true,
    });
  });

  it("toggle off without vin and body_type is refused by the shared validator", () => {
    const answer = buildTaskAnswer(form({ createToggleOn: false }), ctx({}));
    expect(validateVehicleData(answer.fields, { photoCode: "01" })).toEqual({
      vin: TEXTS.requiredField,
      body_type: TEXTS.requiredField,
    });
  });

  it("holman: serial and pin are sent, upper-cased", () => {
    const answer = buildTaskAnswer(form({ serial: "ab12", pin: "" }), ctx({ usecase: "holman" }));
    expect(answer.fields).toEqual({ serial: "AB12" });
  });

  it("plate task: plate upper-cased; a damage task sends nothing", () => {
    expect(
      buildTaskAnswer(form({ plate_number: "abc 1" }), ctx({ taskName: "plate_number", photoCode: "08" }))
        .fields,
    ).toEqual({ plate_number: "ABC 1" });
    expect(buildTaskAnswer(form({ vin: "X" }), ctx({ taskName: "damage_body", photoCode: "04" }))).toEqual({
      fields: {},
      damages: [],
    });
  });

  it("trim task: trim_id and option_id together, with the transmission", () => {
    const answer = buildTaskAnswer(
      form({ trim_id: "T-1", option_id: "T-1-std", trans_agent: "Manual" }),
      ctx({ taskName: "trim_id", photoCode: "08" }),
    );
    expect(answer.fields).toEqual({ trim_id: "T-1", option_id: "T-1-std", trans_agent: "Manual" });
  });

  it("interior: status field and the interior damage on component INTERIOR", () => {
    const answer = buildTaskAnswer(
      form({ int_status: "FAIR", int_id: "2", interiorDamage: "STAIN" }),
      ctx({
        taskName: "interior",
        photoCode: "02",
        choices: [
          { damage_name: "STAIN", grade_score: 1, material: "Textured Surface", damage_type: "INTERIOR" },
        ],
      }),
    );
    expect(answer.fields).toEqual({ int_status: "FAIR", int_id: "2" });
    expect(answer.damages).toEqual([
      {
        component: "INTERIOR",
        damage_group: "INTERIOR",
        damage_name: "STAIN",
        material: "Textured Surface",
        damage_type: "INTERIOR",
        grade_score: 1,
      },
    ]);
  });

  it("tires: the front pair's choice and material on a front task only", () => {
    const f = form();
    f.tires = setWheelGroup(f.tires, ["wheel_front_left", "wheel_front_right"], "TREAD_LOW");
    f.wheels = setWheelGroup(f.wheels, ["wheel_front_left", "wheel_front_right"], "Alloy Wheel");
    f.tires.wheel_rear_left = "TREAD_WORN"; // not this task's wheels: ignored
    const answer = buildTaskAnswer(f, ctx({ taskName: "tire", photoCode: "06", position: "front" }));
    expect(answer.fields).toEqual({ wheel_front_left: "Alloy Wheel", wheel_front_right: "Alloy Wheel" });
    expect(answer.damages.map((d) => [d.component, d.damage_name, d.material])).toEqual([
      ["TIRE_FRONT_LEFT", "TREAD_LOW", "Rubber"],
      ["TIRE_FRONT_RIGHT", "TREAD_LOW", "Rubber"],
    ]);
  });
});

describe("checkTireDamages", () => {
  const d = (component: string, damage_name = "TREAD_LOW") => ({ component, damage_name });
  const cases: [string, ReturnType<typeof d>[], "front" | "rear" | null, boolean, boolean][] = [
    ["front pair, same choice", [d("TIRE_FRONT_LEFT"), d("TIRE_FRONT_RIGHT")], "front", false, true],
    ["rear wheel on a front task", [d("TIRE_REAR_LEFT")], "front", false, false],
    [
      "front pair split without bmw",
      [d("TIRE_FRONT_LEFT"), d("TIRE_FRONT_RIGHT", "X")],
      "front",
      false,
      false,
    ],
    [
      "front pair split with bmw sizes",
      [d("TIRE_FRONT_LEFT"), d("TIRE_FRONT_RIGHT", "X")],
      "front",
      true,
      true,
    ],
    ["one wheel of a pair only", [d("TIRE_FRONT_LEFT")], "front", false, false],
    [
      "all four, no position",
      ["FRONT_LEFT", "FRONT_RIGHT", "REAR_LEFT", "REAR_RIGHT"].map((w) => d(`TIRE_${w}`)),
      null,
      false,
      true,
    ],
    ["no damages", [], "rear", false, true],
    ["not a tire component", [d("WHEEL_FRONT_LEFT")], "front", false, false],
  ];
  it.each(cases)("%s", (_name, damages, position, perWheel, ok) => {
    expect(checkTireDamages(damages, { position, perWheel }).ok).toBe(ok);
  });

  it("names the tire component of a wheel field", () => {
    expect(tireComponentOf("wheel_rear_right")).toBe("TIRE_REAR_RIGHT");
  });
});
