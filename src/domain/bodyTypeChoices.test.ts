import { describe, expect, it } from "vitest";
import {
  bodyTypeChoices,
  captOutlineOf,
  isSameBodyType,
  offersCaptOutlines,
  outlineNameOf,
} from "./bodyTypeChoices.ts";
import { diffFields } from "./qcDiff.ts";

const capt = { inspectionThemes: [{ name: "CAPT" }], options: { customized: { skip_vin: true } } };

describe("the body type choices of a form (product §3)", () => {
  it("offers the ten outlines on a QC task of a CAPT inspection with skip_vin only", () => {
    expect(offersCaptOutlines(true, capt)).toBe(true);
    expect(offersCaptOutlines(true, { ...capt, inspectionThemes: { name: "capt" } })).toBe(true);
    expect(offersCaptOutlines(false, capt), "an inspect task").toBe(false);
    expect(offersCaptOutlines(true, { ...capt, options: { customized: {} } }), "without skip_vin").toBe(
      false,
    );
    expect(offersCaptOutlines(true, { ...capt, inspectionThemes: [{ name: "AMZ" }] }), "another theme").toBe(
      false,
    );
    expect(offersCaptOutlines(true, null)).toBe(false);
  });

  it("lists the enumeration's first ten for CAPT, the nine body types otherwise", () => {
    expect(bodyTypeChoices(true)).toEqual([
      "2dr_Car",
      "4dr_Car",
      "Convertible",
      "Crew_Cab_Pickup",
      "Ext_Cab_Pickup",
      "Mini_Van_Cargo",
      "Mini_Van_Passenger",
      "Reg_Cab_Pickup",
      "Sport_Utility",
      "Station_Wagon",
    ]);
    expect(bodyTypeChoices(false)).toHaveLength(9);
    expect(bodyTypeChoices(false)).toContain("SUV");
  });

  it("reads the nine in outline words, so the same body type is no correction", () => {
    expect(outlineNameOf("SUV")).toBe("Sport_Utility");
    expect(outlineNameOf("Jeep")).toBe("Sport_Utility");
    expect(outlineNameOf("station_wagon")).toBe("Station_Wagon");
    expect(outlineNameOf("Crew-Ext Cab")).toBe("Crew_Cab_Pickup");
    expect(isSameBodyType("SUV", "Sport_Utility")).toBe(true);
    expect(isSameBodyType("4dr", "4dr_Car")).toBe(true);
    expect(isSameBodyType("4dr", "Station_Wagon")).toBe(false);
    expect(isSameBodyType("Sedan", "sedan")).toBe(true);
  });

  it("starts the CAPT list at the inspector's body type, or at none when it is not offered", () => {
    expect(captOutlineOf("SUV")).toBe("Sport_Utility");
    expect(captOutlineOf("Ext_Cab_Pickup")).toBe("Ext_Cab_Pickup");
    expect(captOutlineOf("Tractor_Trailer")).toBe("");
    expect(captOutlineOf("Sedan")).toBe("");
    expect(captOutlineOf("")).toBe("");
  });

  it("a QC diff takes an SUV confirmed as Sport_Utility for no correction, a changed body for one", () => {
    expect(diffFields({ body_type: "SUV" }, { body_type: "Sport_Utility" })).toEqual([]);
    expect(diffFields({ body_type: "SUV" }, { body_type: "Reg_Cab_Pickup" })).toEqual([
      { name: "body_type", data: { inspector: "SUV", qa: "Reg_Cab_Pickup" } },
    ]);
  });
});
