import { describe, expect, it } from "vitest";
import { DEMO_MODELS } from "../demoVehicles.ts";
import {
  engineTypeOf,
  slug,
  transmissionCode,
  transmissionTypeId,
  vehicleCatalogueRows,
} from "./vehicleCatalogue.ts";

const rows = vehicleCatalogueRows();

describe("vehicle catalogue rows", () => {
  it("covers every make, model and year of the demo world with trims and colours", () => {
    for (const m of DEMO_MODELS) {
      const trims = rows.trims.filter(
        (t) => t.make === m.make && t.model === m.model && t.year_from <= m.year && m.year <= t.year_to,
      );
      expect(trims.length, `${m.year} ${m.make} ${m.model}`).toBeGreaterThan(0);
      expect(
        rows.colours.some((c) => c.make === m.make && c.kind === "ext"),
        m.make,
      ).toBe(true);
      expect(
        rows.colours.some((c) => c.make === m.make && c.kind === "int"),
        m.make,
      ).toBe(true);
    }
  });

  it("has unique ids, a standard pack per trim row and packs only of known trims", () => {
    const unique = (ids: string[]) => new Set(ids).size === ids.length;
    expect(unique(rows.trims.map((t) => t.id))).toBe(true);
    expect(unique(rows.packs.map((p) => p.option_id))).toBe(true);
    expect(unique(rows.colours.map((c) => c.id))).toBe(true);
    const trimIds = new Set(rows.trims.map((t) => t.id));
    expect(rows.packs.every((p) => trimIds.has(p.trim_id))).toBe(true);
    // The accept call takes trim_id and option_id of at most 64 characters.
    expect(rows.packs.every((p) => p.option_id.length <= 64 && p.trim_id.length <= 64)).toBe(true);
    for (const t of rows.trims)
      expect(rows.packs.some((p) => p.trim_id === t.id && p.package === "")).toBe(true);
  });

  it("gives electric cars no manual gearbox", () => {
    const electric = rows.trims.filter((t) => t.fuel_type === "Electric");
    expect(electric.length).toBeGreaterThan(0);
    expect(electric.every((t) => t.transmission_type_id === 1)).toBe(true);
  });

  it("derives ids, transmission type and engine type", () => {
    expect(slug("Town and Country")).toBe("town-and-country");
    expect(slug(" EX-L / NAVI ")).toBe("ex-l-navi");
    expect(transmissionTypeId("6-speed manual")).toBe(2);
    expect(transmissionCode("10-speed automatic")).toBe("a10");
    expect(transmissionCode("1-speed direct drive")).toBe("d1");
    expect(transmissionCode("CVT")).toBe("cvt");
    expect(transmissionTypeId("CVT")).toBe(1);
    expect(engineTypeOf("2.0L turbo I4")).toBe("I4");
  });
});
