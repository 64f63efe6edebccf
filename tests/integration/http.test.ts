import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("HTTP foundation", () => {
  it("health names the engine", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.json()).toEqual({ status: "ok", db: engineUnderTest });
  });

  it("serves strict security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
  });

  it("answers bad input with a clear 4xx in the error body, never a stack", async () => {
    const cases = [
      {
        method: "POST" as const,
        url: "/api/users/login",
        payload: "{not json",
        headers: { "content-type": "application/json" },
      },
      {
        method: "POST" as const,
        url: "/api/users/login",
        payload: '{"__proto__":{"a":1},"login":"x","password":"y"}',
        headers: { "content-type": "application/json" },
      },
      {
        method: "POST" as const,
        url: "/api/users/login",
        payload: { login: "x".repeat(5000), password: "y" },
      },
      {
        method: "POST" as const,
        url: "/api/users/login",
        payload: "x".repeat(2 * 1024 * 1024),
        headers: { "content-type": "application/json" },
      },
      { method: "GET" as const, url: "/api/nothing-here" },
      { method: "PATCH" as const, url: "/api/users/me" },
    ];
    for (const c of cases) {
      const res = await t.app.inject(c);
      expect(res.statusCode, c.url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, c.url).toBeLessThan(500);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("refuses numbers beyond a double (they would reach SQL as Infinity) with a 400", async () => {
    const token = await loginAs(t.app, "admin1");
    for (const url of [
      "/api/cages?page=1e309",
      "/api/cages?year=1e309",
      "/api/taskFailed/getAllTaskFailed?page=1e309",
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: "VALIDATION" });
    }
  });

  it("publishes the OpenAPI document generated from the contract", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/users/login", "/api/users/changeProfile"]),
    );
  });

  it("records a crash report from the fallback screen", async () => {
    const token = await loginAs(t.app, "viewer1");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: bearer(token),
      payload: { message: "boom", details: "stack here", path: "/cages" },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.services.feedback.list();
    expect(rows[0]).toMatchObject({ username: "viewer1", message: "boom", path: "/cages" });
  });
});
