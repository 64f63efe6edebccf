import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, EMPTY_FILTERS, readListState, toListQuery, writeListState } from "./listQuery.ts";

const agent = { role: "AGENT" as const, username: "agent1" };
const qa = { role: "QA" as const, username: "qa1" };

describe("failed-task list state in the URL", () => {
  it("a new search for an AGENT defaults to INSPECTOR-REVIEWING and their own username; others to nothing", () => {
    expect(readListState(new URLSearchParams(), agent).filters).toMatchObject({
      status: "INSPECTOR-REVIEWING",
      inspector: "agent1",
    });
    expect(readListState(new URLSearchParams(), qa).filters).toEqual(EMPTY_FILTERS);
  });

  it("a search that cleared the defaults keeps them cleared (page is always written)", () => {
    const url = writeListState({ filters: EMPTY_FILTERS, page: 1, limit: DEFAULT_PAGE_SIZE });
    expect(url.toString()).toBe("page=1");
    expect(readListState(url, agent).filters).toEqual(EMPTY_FILTERS);
  });

  it("round-trips filters, page and limit; unknown status, action and sizes are dropped", () => {
    const state = {
      filters: {
        ...EMPTY_FILTERS,
        qa: "qa1",
        filterType: "action" as const,
        action: "qa" as const,
        from: "2026-11-01,00:00",
        to: "2026-11-02,13:00",
      },
      page: 3,
      limit: 10 as const,
    };
    expect(readListState(writeListState(state), qa)).toEqual(state);
    const bad = readListState(new URLSearchParams("status=NOPE&action=x&limit=30&page=-2"), qa);
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
