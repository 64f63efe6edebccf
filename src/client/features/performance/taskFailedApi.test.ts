import { describe, expect, it } from "vitest";
import { CALLS } from "../../../contract/index.ts";
import { taskFailedApi } from "./taskFailedApi.ts";

describe("review loop endpoints", () => {
  it.each(Object.entries(taskFailedApi))("%s has the contract's method and url", (key, endpoint) => {
    const def = CALLS.find((c) => c.id === endpoint.id);
    expect(def, `contract call ${endpoint.id}`).toBeDefined();
    expect(endpoint.id).toBe(key);
    expect({ method: endpoint.method, url: endpoint.url }).toEqual({ method: def?.method, url: def?.url });
  });
});
