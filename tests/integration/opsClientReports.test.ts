import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/** Our own error reporting (issue 8): any signed-in user reports, only ADMIN and SUPER read. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/client-reports",
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

describe("client reports", () => {
  it("records errors, crashes and traces with who sent them, and lists them to administrators", async () => {
    const agent = await loginAs(t.app, "agent1");
    const sent = [
      { kind: "error", message: "TypeError: x is undefined", detail: "at a.js:1:2", path: "/inspections" },
      { kind: "crash", message: "Render failed", detail: "in TaskPanel", path: "/inspections" },
      { kind: "trace", message: "page load", path: "/", durationMs: 812 },
    ];
    for (const body of sent) expect((await post(agent, body)).statusCode).toBe(200);

    const admin = await loginAs(t.app, "admin1");
    const all = await t.app.inject({ method: "GET", url: "/api/client-reports", headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    const data = all.json().data as { kind: string; username: string; durationMs: number | null }[];
    expect(data.map((d) => d.kind)).toEqual(["trace", "crash", "error"]);
    expect(data.every((d) => d.username === "agent1")).toBe(true);
    expect(data[0]?.durationMs).toBe(812);
    const crashes = await t.app.inject({
      method: "GET",
      url: "/api/client-reports?kind=crash",
      headers: bearer(admin),
    });
    expect(crashes.json().data).toHaveLength(1);
    // Found by the contract fuzzer: "1e309" coerces to Infinity.
    const huge = await t.app.inject({
      method: "GET",
      url: "/api/client-reports?limit=1e309",
      headers: bearer(admin),
    });
    expect(huge.statusCode).toBeLessThan(500);
  });

  it("pages newest first with the total of the kind asked, and refuses a bad page", async () => {
    const agent = await loginAs(t.app, "agent2");
    for (let i = 1; i <= 5; i++) {
      expect((await post(agent, { kind: "error", message: `paged ${i}`, path: "/account" })).statusCode).toBe(
        200,
      );
    }
    const admin = await loginAs(t.app, "super1");
    const get = (query: string) =>
      t.app.inject({ method: "GET", url: `/api/client-reports?${query}`, headers: bearer(admin) });
    const errors = (await get("kind=error")).json();
    const first = await get("kind=error&limit=2&page=1");
    const second = await get("kind=error&limit=2&page=2");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: errors.total, page: 1, limit: 2 });
    expect(errors.total).toBe(errors.data.length);
    expect(errors.total).toBeGreaterThanOrEqual(5);
    const messages = [...first.json().data, ...second.json().data].map((d: { message: string }) => d.message);
    expect(messages).toEqual(["paged 5", "paged 4", "paged 3", "paged 2"]);
    const past = await get(`kind=error&limit=2&page=${Math.ceil(errors.total / 2) + 1}`);
    expect(past.json().data).toEqual([]);
    const all = (await get("")).json();
    expect(all).toMatchObject({ page: 1, limit: 50 });
    expect(all.total).toBeGreaterThan(errors.total);
    for (const bad of ["page=0", "page=abc", "page=1.5", "limit=0", "kind=other"]) {
      expect((await get(bad)).statusCode, bad).toBe(400);
    }
  });

  it("refuses readers other than ADMIN and SUPER, anonymous reports and bad reports", async () => {
    const agent = await loginAs(t.app, "agent1");
    const list = await t.app.inject({ method: "GET", url: "/api/client-reports", headers: bearer(agent) });
    expect(list.statusCode).toBe(403);
    expect((await post(null, { kind: "error", message: "x", path: "/" })).statusCode).toBe(401);
    expect((await post(agent, { kind: "other", message: "x", path: "/" })).statusCode).toBe(400);
    expect((await post(agent, { kind: "error", message: "", path: "/" })).statusCode).toBe(400);
    expect((await post(agent, { kind: "error", message: "x".repeat(3000), path: "/" })).statusCode).toBe(400);
  });
});
