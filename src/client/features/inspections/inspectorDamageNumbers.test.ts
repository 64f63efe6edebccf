import { describe, expect, it } from "vitest";
import { inspectorDamageNumbers } from "./inspectorDamageNumbers.ts";
import { markMarkers } from "./workstation/markMode.ts";

const mark = (id: string | undefined, x: number) => ({
  ...(id ? { id } : {}),
  component: "HOOD",
  damage_group: "BODY",
  damage_name: "DENT",
  damage_location: { x, y: 0.5 },
});

describe("the inspector's damages numbered as the photo's markers (issue 23)", () => {
  it("before any change: 1..n as the inspector marked them", () => {
    expect(inspectorDamageNumbers(["a", "b", "c"], [mark("a", 0.1), mark("b", 0.2), mark("c", 0.3)])).toEqual(
      [1, 2, 3],
    );
  });

  it("after the first is removed: it has none, the others take the markers' new numbers", () => {
    const marks = [mark("b", 0.2), mark("c", 0.3)];
    const numbers = inspectorDamageNumbers(["a", "b", "c"], marks);
    expect(numbers).toEqual([null, 1, 2]);
    // The canvas draws the same numbers at those damages' places.
    const { markers } = markMarkers(marks, [], null);
    expect(markers.map((m) => [m.position.x, m.number])).toEqual([
      [0.2, 1],
      [0.3, 2],
    ]);
  });

  it("the QA's additions come after; a changed damage keeps its number by id", () => {
    const marks = [mark("a", 0.1), { ...mark("c", 0.3), damage_name: "SCRATCH" }, mark(undefined, 0.6)];
    expect(inspectorDamageNumbers(["a", "b", "c"], marks)).toEqual([1, null, 2]);
  });
});
