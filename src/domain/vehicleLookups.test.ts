import { describe, expect, it } from "vitest";
import { colourLabel, transmissionChoices, transmissionKindOf } from "./vehicleLookups.ts";

const SLOT = [
  { name: "Automatic", description: "Automatic transmission" },
  { name: "Manual", description: "Manual transmission" },
];
const lookups = (typeIds: number[], names: string[] = []) => ({
  vehicle_trims: typeIds.map((transmission_type_id) => ({ trim: { transmission_type_id } })),
  vehicle_transmissions: names.map((name) => ({ transmission: { name } })),
});

describe("transmissionChoices", () => {
  it("keeps the slot's kinds the vehicle's trims have", () => {
    expect(transmissionChoices(SLOT, lookups([1, 1]))).toEqual([SLOT[0]]);
    expect(transmissionChoices(SLOT, lookups([2, 1]))).toEqual(SLOT);
  });
  it("keeps the whole slot list without trims or when it names neither kind", () => {
    expect(transmissionChoices(SLOT, lookups([]))).toEqual(SLOT);
    expect(transmissionChoices(SLOT, null)).toEqual(SLOT);
    const other = [{ name: "AT", description: "AT" }];
    expect(transmissionChoices(other, lookups([1]))).toEqual(other);
  });
  it("falls back to the lookup's transmissions without a slot list", () => {
    expect(transmissionChoices([], lookups([1], ["CVT"]))).toEqual([{ name: "CVT", description: "CVT" }]);
    expect(transmissionChoices(undefined, null)).toEqual([]);
  });
  it("maps transmission_type_id 1 to Automatic, anything else to Manual", () => {
    expect(transmissionKindOf(1)).toBe("Automatic");
    expect(transmissionKindOf(2)).toBe("Manual");
  });
});

describe("colourLabel", () => {
  it("leaves out unknown parts", () => {
    expect(colourLabel("Super White", "White", "040")).toBe("Super White (White, 040)");
    expect(colourLabel("Monaco White", "White", "")).toBe("Monaco White (White)");
    expect(colourLabel("Ash", "")).toBe("Ash");
  });
});
