import { describe, expect, it } from "vitest";
import { CALLS } from "../../../contract/index.ts";
import { inspectionsAdminApi } from "./inspectionsAdminApi.ts";
import { EMPTY_SEARCH, listQuery, readSearch, writeSearch } from "./searchQuery.ts";

describe("the Inspections page's URL", () => {
  it("round-trips a search and leaves empty fields out", () => {
    const search = { ...EMPTY_SEARCH, vin: "JTM123", status: "completed" as const, open: "S1" };
    expect(writeSearch(search).toString()).toBe("vin=JTM123&status=completed&open=S1");
    expect(readSearch(writeSearch(search))).toEqual(search);
  });

  it("drops an unknown status", () => {
    expect(readSearch(new URLSearchParams("status=lost&session=S2"))).toEqual({
      ...EMPTY_SEARCH,
      session: "S2",
    });
  });

  it("asks the list for the days' first and last instants in the user's timezone", () => {
    const query = listQuery(
      { ...EMPTY_SEARCH, from: "2026-01-02", to: "2026-01-02", session: "S3" },
      "Asia/Ho_Chi_Minh",
    );
    expect(query).toEqual({
      sessionID: "S3",
      from: "2026-01-01T17:00:00.000Z",
      to: "2026-01-02T16:59:59.999Z",
    });
  });
});

describe("the Inspections page's endpoints", () => {
  it.each(Object.entries(inspectionsAdminApi))("%s has the contract's method and url", (key, endpoint) => {
    const def = CALLS.find((c) => c.id === endpoint.id);
    expect(endpoint.id).toBe(key);
    expect({ method: endpoint.method, url: endpoint.url }).toEqual({ method: def?.method, url: def?.url });
  });
});
