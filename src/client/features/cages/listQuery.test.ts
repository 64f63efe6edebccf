import { describe, expect, it } from "vitest";
import {
  readListQuery,
  sortDirectionOf,
  withFilter,
  withLimit,
  withPage,
  withSort,
  yearOptions,
} from "./listQuery.ts";

const p = (s: string) => new URLSearchParams(s);

describe("cage list state in the URL", () => {
  it("reads filters, page and size; drops what the server would refuse", () => {
    expect(readListQuery(p(""))).toEqual({ limit: 10 });
    expect(
      readListQuery(
        p(
          "page=3&limit=50&group=B&make=Ford&model=F-1&year=2021&bodyType=SUV&trim=LX&code=FOR&status=ACTIVE",
        ),
      ),
    ).toEqual({
      page: 3,
      limit: 50,
      group: "B",
      make: "Ford",
      model: "F-1",
      year: 2021,
      bodyType: "SUV",
      trim: "LX",
      code: "FOR",
      status: "ACTIVE",
    });
    expect(readListQuery(p("page=0&limit=30&group=C&year=99&status=DELETED&model=%20%20"))).toEqual({
      limit: 10,
    });
    expect(readListQuery(p("page=abc&status=NOPE")).page).toBeUndefined();
    expect(readListQuery(p(`model=${"x".repeat(80)}`)).model).toHaveLength(64);
  });

  it("a filter change resets the page; an empty value removes the filter", () => {
    expect(withFilter(p("page=4&make=BMW"), "model", "33").toString()).toBe("make=BMW&model=33");
    expect(withFilter(p("page=4&make=BMW"), "make", "").toString()).toBe("");
  });

  it("page and size", () => {
    expect(withPage(p("make=BMW"), 3).toString()).toBe("make=BMW&page=3");
    expect(withPage(p("page=3"), 1).toString()).toBe("");
    expect(withLimit(p("page=3"), 20).toString()).toBe("limit=20");
    expect(withLimit(p("limit=20"), 10).toString()).toBe("");
  });

  it("years from max down to min", () => {
    expect(yearOptions({ min: 2018, max: 2021 })).toEqual([2021, 2020, 2019, 2018]);
    expect(yearOptions({ min: 2022, max: 2021 })).toEqual([]);
  });
});

describe("sorting by a column header", () => {
  it("ascending, then descending, then the default; back to page 1", () => {
    const once = withSort(p("page=3"), "year");
    expect(once.toString()).toBe("sort=year");
    const twice = withSort(once, "year");
    expect(twice.toString()).toBe("sort=-year");
    expect(withSort(twice, "year").toString()).toBe("");
    expect(withSort(twice, "make").toString()).toBe("sort=make");
    expect(sortDirectionOf(readListQuery(twice), "year")).toBe("descending");
    expect(sortDirectionOf(readListQuery(twice), "make")).toBeUndefined();
    expect(readListQuery(p("sort=-status")).sort).toBe("-status");
    expect(readListQuery(p("sort=trim")).sort).toBeUndefined();
  });
});
