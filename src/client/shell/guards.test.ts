import { describe, expect, it } from "vitest";
import { returnPath } from "./guards.tsx";

describe("the page to return to after login", () => {
  it.each([
    [{ from: "/cages?make=Toyota&page=2" }, "/cages?make=Toyota&page=2"],
    [{ from: "/cageView/abc" }, "/cageView/abc"],
    [{ from: "//evil.example/x" }, "/inspections"],
    [{ from: "https://evil.example/" }, "/inspections"],
    [{ from: "/" }, "/inspections"],
    [{ from: 3 }, "/inspections"],
    [null, "/inspections"],
    [undefined, "/inspections"],
  ])("%j → %s", (state, expected) => {
    expect(returnPath(state)).toBe(expected);
  });
});
