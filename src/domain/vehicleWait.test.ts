import { describe, expect, it } from "vitest";
import { skillsForPhotoCode } from "./photoCodes.ts";
import { NOT_DECODED } from "./vehicleData.ts";
import { isVehicleKnown, needsVehicle, releasesWaitingTasks, tasksWaitForVehicle } from "./vehicleWait.ts";

const camry = { year: 2018, make: "Toyota", model: "Camry", bodyType: "4dr" };

describe("tasks that need the vehicle", () => {
  it("are the damage tasks of the exterior views and the trim, colour and interior lookups", () => {
    const waiting = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "15"].flatMap((code) =>
      skillsForPhotoCode(code, "all")
        .filter((s) => needsVehicle(s, code))
        .map((s) => `${code}:${s}`),
    );
    expect(waiting).toEqual([
      "02:interior",
      "04:damage_full",
      "04:damage_other",
      "04:damage_body",
      "04:ext_id",
      "05:damage_full",
      "05:damage_other",
      "05:damage_body",
      "07:damage_full",
      "07:damage_other",
      "07:damage_body",
      "07:ext_id",
      "08:damage_full",
      "08:damage_other",
      "08:damage_body",
      "08:trim_id",
    ]);
    // Done from the photo alone: a damage skill off the exterior views has no cage to wait for.
    expect(needsVehicle("damage_other", "09")).toBe(false);
    for (const s of ["vin", "odom", "plate_number", "tire", "glass", "qc"])
      expect(needsVehicle(s, "08")).toBe(false);
  });

  it("knows a vehicle by its year, make, model and body type", () => {
    expect(isVehicleKnown(camry)).toBe(true);
    expect(isVehicleKnown({ ...camry, year: "2018" })).toBe(true);
    expect(isVehicleKnown(null)).toBe(false);
    expect(isVehicleKnown({})).toBe(false);
    expect(isVehicleKnown({ ...camry, year: null })).toBe(false);
    expect(isVehicleKnown({ ...camry, year: "" })).toBe(false);
    expect(isVehicleKnown({ ...camry, make: " " })).toBe(false);
    expect(isVehicleKnown({ ...camry, model: NOT_DECODED })).toBe(false);
    expect(isVehicleKnown({ ...camry, bodyType: undefined })).toBe(false);
  });

  it("waits only while the vehicle is unknown and a VIN task will tell it", () => {
    expect(tasksWaitForVehicle({}, true)).toBe(true);
    expect(tasksWaitForVehicle({ make: "Toyota", model: "Camry" }, true)).toBe(true);
    expect(tasksWaitForVehicle(camry, true)).toBe(false);
    expect(tasksWaitForVehicle({}, false)).toBe(false);
  });

  it("is released when the VIN task ends, whatever its answer, or when an answer makes the vehicle known", () => {
    expect(releasesWaitingTasks("vin", {}, null)).toBe(true);
    expect(releasesWaitingTasks("vin", {}, camry)).toBe(true);
    expect(releasesWaitingTasks("plate_number", {}, camry)).toBe(true);
    expect(releasesWaitingTasks("plate_number", {}, { make: "Toyota" })).toBe(false);
    expect(releasesWaitingTasks("odom", {}, null)).toBe(false);
    // A vehicle known before the answer: nothing of this inspection waits.
    expect(releasesWaitingTasks("vin", camry, camry)).toBe(false);
  });
});
