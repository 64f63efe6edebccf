import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  EMPTY_FILTERS,
  LIST_PATH,
  listPathFrom,
  MY_QUEUE_PATH,
  readListState,
  toListQuery,
  writeListState,
} from "./listQuery.ts";

describe("failed-task list state in the URL", () => {
  it("a new search is the user's queue, what the badge counts and links to", () => {
    const fresh = readListState(new URLSearchParams());
    expect(fresh.filters).toEqual({ ...EMPTY_FILTERS, queue: true });
    expect(toListQuery(fresh, "UTC")).toEqual({ page: 1, limit: 50, timezone: "UTC", queue: "mine" });
    const badge = new URL(MY_QUEUE_PATH, "http://x");
    expect(badge.pathname).toBe(LIST_PATH);
    expect(readListState(badge.searchParams).filters).toEqual({ ...EMPTY_FILTERS, queue: true });
  });

  it("a search that cleared the default keeps it cleared (page is always written)", () => {
    const url = writeListState({ filters: EMPTY_FILTERS, page: 1, limit: DEFAULT_PAGE_SIZE });
    expect(url.toString()).toBe("page=1");
    expect(readListState(url).filters).toEqual(EMPTY_FILTERS);
  });

  it("the detail page returns to the list it was opened from, else to a new search", () => {
    expect(listPathFrom({ listSearch: "?queue=mine&status=VERIFYING&page=3&limit=10" })).toBe(
      `${LIST_PATH}?queue=mine&status=VERIFYING&page=3&limit=10`,
    );
    expect(listPathFrom({ listSearch: "" })).toBe(LIST_PATH);
    expect(listPathFrom(null)).toBe(LIST_PATH);
    expect(listPathFrom({ listSearch: "//evil.example" })).toBe(LIST_PATH);
  });

  it("round-trips filters, page and limit; unknown status, action and sizes are dropped", () => {
    const state = {
      filters: {
        ...EMPTY_FILTERS,
        queue: true,
        qa: "qa1",
        filterType: "action" as const,
        action: "qa" as const,
        from: "2026-11-01,00:00",
        to: "2026-11-02,13:00",
      },
      page: 3,
      limit: 10 as const,
    };
    expect(readListState(writeListState(state))).toEqual(state);
    const bad = readListState(new URLSearchParams("status=NOPE&action=x&limit=30&page=-2"));
    expect(bad).toMatchObject({ page: 1, limit: 50, filters: { status: "", action: "" } });
  });

  it("sends only the switched-on one of damage name and action, and a range only with both ends", () => {
    const base = { page: 2, limit: 20 as const };
    const both = { ...EMPTY_FILTERS, damageName: "DENT", action: "qa" as const, from: "2026-11-01,00:00" };
    expect(toListQuery({ ...base, filters: both }, "UTC")).toEqual({
      page: 2,
      limit: 20,
      timezone: "UTC",
      damageName: "DENT",
    });
    expect(
      toListQuery({ ...base, filters: { ...both, filterType: "action", to: "2026-11-02,00:00" } }, "UTC"),
    ).toEqual({
      page: 2,
      limit: 20,
      timezone: "UTC",
      action: "qa",
      from: "2026-11-01,00:00",
      to: "2026-11-02,00:00",
    });
  });
});
