import { describe, expect, it } from "vitest";
import { CALLS } from "../../../contract/index.ts";
import { integrationsApi } from "./integrationsApi.ts";

describe("the Integrations screens' endpoints", () => {
  it.each(Object.entries(integrationsApi))("%s has the contract's method and url", (key, endpoint) => {
    const def = CALLS.find((c) => c.id === endpoint.id);
    expect(endpoint.id).toBe(key);
    expect({ method: endpoint.method, url: endpoint.url }).toEqual({ method: def?.method, url: def?.url });
  });
});
