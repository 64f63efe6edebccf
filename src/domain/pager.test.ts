import { describe, expect, it } from "vitest";
import { clampPage, pageButtons, pageRange } from "./pager.ts";

describe("pager", () => {
  it("page buttons: first, last and a window, gaps as null", () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageButtons(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
    // A gap of exactly one page shows the page rather than an ellipsis.
    expect(pageButtons(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
  });

  it("clamps a typed page into range", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.6, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("the rows a page shows", () => {
    expect(pageRange(1, 50, 0)).toEqual({ from: 0, to: 0 });
    expect(pageRange(1, 50, 120)).toEqual({ from: 1, to: 50 });
    expect(pageRange(3, 50, 120)).toEqual({ from: 101, to: 120 });
    expect(pageRange(9, 10, 30)).toEqual({ from: 30, to: 30 });
  });
});
