import { describe, expect, it } from "vitest";
import { offerableCages } from "./cageOffers.ts";

const cage = (id: string, status: string) => ({ id, status });

describe("offerableCages", () => {
  it("offers only the ACTIVE cages while one matches, in their ranked order", () => {
    const ranked = [cage("a", "CONFIRMED"), cage("b", "ACTIVE"), cage("c", "DRAFT"), cage("d", "ACTIVE")];
    expect(offerableCages(ranked).map((c) => c.id)).toEqual(["b", "d"]);
  });

  it("offers every matching cage, ranked, when none is ACTIVE", () => {
    const ranked = [cage("a", "CONFIRMED"), cage("b", "ARCHIVED"), cage("c", "DRAFT")];
    expect(offerableCages(ranked).map((c) => c.id)).toEqual(["a", "b", "c"]);
  });

  it("offers nothing when nothing matches", () => {
    expect(offerableCages([])).toEqual([]);
  });
});
