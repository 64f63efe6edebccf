// @vitest-environment jsdom

import { Type } from "typebox";
import { describe, expect, it } from "vitest";
import { defineCall } from "../../contract/call.ts";
import { ROUTES } from "../../contract/routes.ts";
import { changeProfile } from "../../contract/users.ts";
import { jsonResponse, stubFetch } from "../testing/fixtures.ts";
import { call, callData, endpoint, endpointsOf, fillPath, HttpError } from "./call.ts";
import { endpoints } from "./endpoints.ts";

const getCage = defineCall({
  id: "getCage",
  method: "GET",
  url: "/api/cages/:id/files/{slot}",
  summary: "test",
  tag: "test",
  access: "public",
  schema: {
    params: Type.Object({ id: Type.String(), slot: Type.String() }),
    querystring: Type.Object({ page: Type.Optional(Type.Integer()) }),
    response: Type.Object({ ok: Type.Boolean() }),
  },
});

describe("typed call", () => {
  it("fills :param and {param} placeholders, encoded", () => {
    expect(fillPath("/api/cages/:id/files/{slot}", { id: "a b", slot: "01" })).toBe(
      "/api/cages/a%20b/files/01",
    );
    expect(fillPath("/api/cages/:id", {})).toBe("/api/cages/:id");
  });

  it("sends method, path params and query from a contract CallDef", async () => {
    const fetchMock = stubFetch({ "GET /api/cages/7/files/04": { ok: true } });
    const result = await call(getCage, { params: { id: "7", slot: "04" }, query: { page: 2 } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/cages/7/files/04?page=2");
    expect(result.ok && result.data.ok).toBe(true);
  });

  it("sends the body with the contract's method", async () => {
    const fetchMock = stubFetch({ "PUT /api/users/changeProfile": { success: true, message: "m" } });
    await call(changeProfile, { body: { sex: "Female" }, quiet: true });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "PUT", body: '{"sex":"Female"}' });
  });

  it("works with a client endpoint and needs no input when nothing is required", async () => {
    stubFetch({ "GET /api/users/me": { success: true, user: { username: "x" } } });
    const result = await call(endpoints.me);
    expect(result.ok && result.data.user.username).toBe("x");
  });

  it("an endpoint is its call's id with the route table's method and url", () => {
    expect(endpoint("getCage")).toEqual({ id: "getCage", ...ROUTES.getCage });
    expect(endpointsOf("me", "acceptTask")).toEqual({
      me: { id: "me", method: "GET", url: "/api/users/me" },
      acceptTask: { id: "acceptTask", method: "PUT", url: "/api/tasks/:id/accept" },
    });
  });

  it("callData answers the data or throws an HttpError", async () => {
    stubFetch({
      "GET /api/health": () => jsonResponse(503, { success: false, code: "DOWN", message: "down" }),
    });
    await expect(callData(endpoints.health, { quietError: true })).rejects.toEqual(
      new HttpError(503, "DOWN", "down"),
    );
  });
});
