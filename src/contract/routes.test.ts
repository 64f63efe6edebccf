import { describe, expect, it } from "vitest";
import { CALLS } from "./index.ts";
import { API_PREFIX, ROUTES } from "./routes.ts";

/**
 * The route table is the one place a method and URL are written: the server registers the CallDefs,
 * the client reads the table by id, so the two must be the same calls with the same method and URL.
 */
describe("the route table and the contract's calls", () => {
  it.each(CALLS.map((c) => [c.id, c] as const))("%s has its route's method and url", (id, call) => {
    expect(Object.hasOwn(ROUTES, id), `ROUTES has ${id}`).toBe(true);
    expect({ method: call.method, url: call.url }).toEqual(ROUTES[id as keyof typeof ROUTES]);
  });

  it("every route is a call of the contract, and each call is listed once", () => {
    const ids = CALLS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("every route is under the API prefix, and no two share a method and url", () => {
    const routes = Object.values(ROUTES);
    for (const { url } of routes) expect(url.startsWith(`${API_PREFIX}/`), url).toBe(true);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
