import { describe, expect, it } from "vitest";
import type { OfferedCage } from "../../../../contract/taskCages.ts";
import { answerCageInfo, cageName, currentCage, nextCage, startCageQueue } from "./cageQueue.ts";

const cage = (id: string, trim = ""): OfferedCage => ({
  _id: id,
  make: "Toyota",
  model: "RAV4",
  year: 2018,
  bodyType: "SUV",
  trim,
  status: "ACTIVE",
  code: "04",
  svg: `<svg id="${id}"/>`,
  mirrored: false,
});
const [A, B, C] = [cage("a"), cage("b"), cage("c")];
const ids = (q: ReturnType<typeof startCageQueue>) =>
  q && { shown: currentCage(q)._id, rejects: q.cageRejects };

describe("the T cage queue", () => {
  it("the first T rejects the shown cage and shows the next", () => {
    expect(ids(startCageQueue([A, B, C], "a"))).toEqual({ shown: "b", rejects: ["a"] });
    expect(ids(startCageQueue([A, B, C], "c"))).toEqual({ shown: "a", rejects: ["c"] });
  });

  it("one cage, or a shown cage no longer offered: T shows the best one (a reload)", () => {
    expect(ids(startCageQueue([A], "a"))).toEqual({ shown: "a", rejects: [] });
    expect(ids(startCageQueue([A, B], "gone"))).toEqual({ shown: "a", rejects: [] });
    expect(ids(startCageQueue([A, B], null))).toEqual({ shown: "a", rejects: [] });
  });

  it("nothing offered: no queue", () => {
    expect(startCageQueue([], "a")).toBeNull();
  });

  it("T again walks on, wraps after the last, and the shown cage is never among the rejects", () => {
    let q = startCageQueue([A, B, C], "a")!;
    q = nextCage(q);
    expect(ids(q)).toEqual({ shown: "c", rejects: ["a", "b"] });
    q = nextCage(q);
    expect(ids(q)).toEqual({ shown: "a", rejects: ["b", "c"] });
    q = nextCage(q);
    expect(ids(q)).toEqual({ shown: "b", rejects: ["c", "a"] });
  });

  it("a single cage stays where it is", () => {
    const q = startCageQueue([A], "a")!;
    expect(nextCage(q)).toBe(q);
  });

  it("names a cage by make, model, year and trim", () => {
    expect(cageName(cage("x", "Adventure"))).toBe("Toyota RAV4 2018 Adventure");
    expect(cageName(cage("x"))).toBe("Toyota RAV4 2018");
  });

  it("the answer's cageInfo is the alignment with the shown cage's id (a copy)", () => {
    const alignment = {
      original_image: { width: 960, height: 600 },
      actual_image: { width: 960, height: 600 },
      cage: { x: 58, y: 48, width: 845, height: 504 },
    };
    const info = answerCageInfo(startCageQueue([A, B], "a")!, alignment);
    expect(info).toEqual({ ...alignment, cageId: "b" });
    expect(info.cage).not.toBe(alignment.cage);
  });
});
