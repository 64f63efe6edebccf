import { describe, expect, it } from "vitest";
import { noVehicleLookups } from "../../../tests/support/vehicleLookups.ts";
import { vehicleCatalogueRows } from "../seed/catalogues/vehicleCatalogue.ts";
import { buildOffer, decodedTrimNames, orderTrims, type VehicleIdentity } from "./vehicleOffer.ts";

const rows = vehicleCatalogueRows();
const rowsOf = (make: string, model: string, year: number) => {
  const trims = rows.trims.filter(
    (t) => t.make === make && t.model === model && t.year_from <= year && year <= t.year_to,
  );
  const ids = new Set(trims.map((t) => t.id));
  return {
    trims,
    packs: rows.packs.filter((p) => ids.has(p.trim_id)),
    colours: rows.colours.filter((c) => c.make === make),
  };
};
const identity = (make: string, model: string, year: number, decodedTrim: string | null = null) =>
  ({ make, model, year, decodedTrim, series: null }) satisfies VehicleIdentity;

describe("decodedTrimNames", () => {
  it("splits vPIC's lists and drops parenthesised codes", () => {
    expect(decodedTrimNames("GLS/GLS Preferred/ Limited")).toEqual(["GLS", "GLS Preferred", "Limited"]);
    expect(decodedTrimNames("LT (1LT)")).toEqual(["LT"]);
    expect(decodedTrimNames(null)).toEqual([]);
    expect(decodedTrimNames(" / ")).toEqual([]);
  });
});

describe("orderTrims", () => {
  it("puts the decoded trim first, matching without punctuation, and keeps catalogue order otherwise", () => {
    const { trims } = rowsOf("Honda", "Odyssey", 2011);
    const names = orderTrims(trims, "EXL/ EXL-NAVI/ EXL-RES").map((t) => t.name);
    expect(names[0]).toBe("EX-L");
    expect(names.slice(1)).toEqual(["LX", "EX", "Touring", "Touring Elite"]);
    expect(orderTrims(trims, "Something else").map((t) => t.name)).toEqual([
      "LX",
      "EX",
      "EX-L",
      "Touring",
      "Touring Elite",
    ]);
  });
});

describe("buildOffer", () => {
  it("offers a Tesla its trims, packs and colours, with no manual gearbox", () => {
    const offer = buildOffer(identity("Tesla", "Model 3", 2019), rowsOf("Tesla", "Model 3", 2019));
    expect(offer.vehicle_transmissions).toEqual([{ transmission: { name: "1-speed direct drive" } }]);
    expect(offer.vehicle_trims.map((e) => e.trim.name)).toEqual([
      "Standard Range Plus",
      "Long Range",
      "Performance",
    ]);
    expect(
      offer.vehicle_trims.every((e) => e.trim.transmission_type_id === 1 && e.trim.fuel_type === "Electric"),
    ).toBe(true);
    // Each trim: its standard configuration and Full Self-Driving Capability.
    expect(offer.vehicle_trims_pack).toHaveLength(6);
    expect(offer.vehicle_trims_pack[1]!.full_name).toBe(
      "2019 Tesla Model 3 Standard Range Plus, 1-speed direct drive, Full Self-Driving Capability",
    );
    expect(offer.vehicle_ext_colors.map((c) => c.ext_color.color_name)).toContain("Pearl White Multi-Coat");
    expect(offer.vehicle_ext_colors.map((c) => c.ext_color.color_name)).not.toContain("Blue Crush");
  });

  it("lists a trim once per transmission, each entry with its standard pack, and the distinct transmissions", () => {
    const offer = buildOffer(identity("Honda", "Civic", 2008, "LX"), rowsOf("Honda", "Civic", 2008));
    expect(offer.vehicle_trims.slice(0, 2).map((e) => `${e.trim.name} ${e.trim.transmission}`)).toEqual([
      "LX 5-speed manual",
      "LX 5-speed automatic",
    ]);
    expect(offer.vehicle_trims[0]!.trim.transmission_type_id).toBe(2);
    expect(offer.vehicle_trims[0]!.option.option_id).toMatch(/\.std$/);
    expect(offer.vehicle_transmissions.map((t) => t.transmission.name)).toEqual([
      "5-speed manual",
      "5-speed automatic",
      "6-speed manual",
    ]);
  });

  it("offers nothing for a vehicle the catalogue does not know, and keeps the year", () => {
    const offer = buildOffer(identity("Lada", "Niva", 1990), { trims: [], packs: [], colours: [] });
    expect(offer).toEqual(noVehicleLookups(1990));
  });
});
