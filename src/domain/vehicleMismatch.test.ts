import { describe, expect, it } from "vitest";
import { TEXTS } from "./texts.ts";
import { identityOf, vehicleLabel, vehicleMismatch, vehicleMismatchOf } from "./vehicleMismatch.ts";

const tesla = identityOf({ year: 2021, make: "TESLA", model: "Model 3" });
const pacifica = identityOf({ year: 2019, make: "Chrysler", model: "Pacifica" });

describe("a decoded VIN against the inspection's vehicle", () => {
  it("another make, model or year is a mismatch, with both vehicles", () => {
    expect(vehicleMismatch(tesla, pacifica)).toEqual({ decoded: tesla, known: pacifica });
    expect(
      vehicleMismatch(tesla, identityOf({ year: 2021, make: "Tesla", model: "Model Y" })),
    ).not.toBeNull();
    expect(
      vehicleMismatch(tesla, identityOf({ year: 2019, make: "Tesla", model: "Model 3" })),
    ).not.toBeNull();
    expect(vehicleMismatch(tesla, identityOf({ make: "Ford" }))).not.toBeNull();
  });

  it("make ignores case, model ignores case, spaces and punctuation, year is exact", () => {
    const same = [
      { year: 2021, make: "tesla", model: "MODEL3" },
      { year: "2021", make: " Tesla ", model: "model-3" },
    ];
    for (const known of same)
      expect(vehicleMismatch(tesla, identityOf(known)), JSON.stringify(known)).toBeNull();
    const crv = identityOf({ year: 2014, make: "Honda", model: "CR-V" });
    expect(vehicleMismatch(crv, identityOf({ year: 2014, make: "HONDA", model: "crv" }))).toBeNull();
    const chrysler = identityOf({ make: "Chrysler", model: "Town and Country" });
    expect(vehicleMismatch(chrysler, identityOf({ make: "Chrysler", model: "Town & Country" }))).toBeNull();
  });

  it("compares only what both sides know: nothing known, 'Not Decoded' or no decoded year is no mismatch", () => {
    expect(vehicleMismatch(tesla, identityOf({}))).toBeNull();
    expect(
      vehicleMismatch(tesla, identityOf({ make: TEXTS.notDecoded, model: TEXTS.notDecoded })),
    ).toBeNull();
    expect(vehicleMismatch(tesla, identityOf({ make: "Tesla", model: "", year: null }))).toBeNull();
    const yearless = identityOf({ make: "Tesla", model: "Model 3", year: null });
    expect(vehicleMismatch(yearless, identityOf({ year: 2019, make: "Tesla", model: "Model 3" }))).toBeNull();
  });

  it("names a vehicle by what is known of it", () => {
    expect(vehicleLabel(tesla)).toBe("2021 TESLA Model 3");
    expect(vehicleLabel(identityOf({ make: "Chrysler" }))).toBe("Chrysler");
    expect(TEXTS.vehicleMismatchQuestion(vehicleLabel(tesla), vehicleLabel(pacifica))).toBe(
      "The VIN decodes to 2021 TESLA Model 3; this inspection is a 2019 Chrysler Pacifica. Accept anyway?",
    );
  });

  it("reads a stored disagreement back from loose JSON, and nothing else", () => {
    const stored = JSON.parse(JSON.stringify({ decoded: tesla, known: pacifica }));
    expect(vehicleMismatchOf(stored)).toEqual({ decoded: tesla, known: pacifica });
    expect(vehicleMismatchOf(undefined)).toBeNull();
    expect(vehicleMismatchOf({ decoded: tesla })).toBeNull();
    expect(vehicleMismatchOf("mismatch")).toBeNull();
  });
});
