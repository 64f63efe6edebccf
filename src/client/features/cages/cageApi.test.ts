import { describe, expect, it } from "vitest";
import { CALLS } from "../../../contract/index.ts";
import { cageApi } from "./cageApi.ts";

describe("cage endpoints", () => {
  it.each(Object.entries(cageApi))("%s has the contract's method and url", (key, endpoint) => {
    const def = CALLS.find((c) => c.id === endpoint.id);
    expect(def, `contract call ${endpoint.id}`).toBeDefined();
    expect(endpoint.id).toBe(key);
    expect({ method: endpoint.method, url: endpoint.url }).toEqual({ method: def?.method, url: def?.url });
  });
});
