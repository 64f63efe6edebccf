import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { bearer, loginAs, startTestApp, TEST_SECRET, type TestApp } from "./support/testApp.ts";

/**
 * Requests an attacker shapes (issue 20, items 5, 8 and 10): a token whose role disagrees with its
 * session, bodies nested deeper than any call needs, and the headers every answer carries.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(token) });

describe("a token's role", () => {
  it("must be its session's: a validly signed token on a real session with another role is refused", async () => {
    const token = await loginAs(t.app, "agent1");
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const key = new TextEncoder().encode(TEST_SECRET);
    const sign = (role: string) =>
      new SignJWT({ ...claims, role }).setProtectedHeader({ alg: "HS256" }).sign(key);
    // The same claims re-signed pass (the test signs as the server does) ...
    expect((await me(await sign("AGENT"))).statusCode).toBe(200);
    // ... another role on the same session does not, and reaches nothing the role would open.
    for (const role of ["SUPER", "ADMIN", "TRAINER"]) {
      const forged = await sign(role);
      expect((await me(forged)).statusCode, role).toBe(401);
      const list = await t.app.inject({ method: "GET", url: "/api/client-reports", headers: bearer(forged) });
      expect(list.statusCode, role).toBe(401);
    }
    // The real token still works: nothing about the session changed.
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe("deep bodies", () => {
  it("answer 400 before any handler, never a 500", async () => {
    const token = await loginAs(t.app, "agent1");
    for (const depth of [33, 3_000, 100_000]) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/tasks/00000000-0000-4000-8000-000000000000/accept",
        headers: { ...bearer(token), "content-type": "application/json" },
        payload: `{"message":"x","damages":${"[".repeat(depth)}${"]".repeat(depth)}}`,
      });
      expect(res.statusCode, String(depth)).toBe(400);
      expect(res.json()).toEqual({ success: false, code: "BODY_TOO_DEEP", message: TEXTS.bodyTooDeep });
    }
    // A public call too, before any account is looked up.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      headers: { "content-type": "application/json" },
      payload: `{"login":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    });
    expect(login.statusCode).toBe(400);
    // Prototype poisoning is still refused by the parser behind the check.
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      headers: { "content-type": "application/json" },
      payload: '{"login":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });
});

describe("security headers", () => {
  it("on every answer: the app, the API, errors and the OpenAPI viewer", async () => {
    for (const url of [
      "/",
      "/api/health",
      "/api/no-such-call",
      "/api/docs",
      "/api/docs/json",
      "/assets/none.js",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(res.headers["referrer-policy"], url).toBe("same-origin");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toMatch(/frame-ancestors 'none'/);
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp, url).not.toMatch(/https:|swagger\.io/);
      expect(/script-src ([^;]*)/.exec(csp)?.[1], url).not.toMatch(/unsafe/);
    }
  });

  it("the OpenAPI viewer's page runs only its own hashed scripts", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc.split(" ").every((s) => s === "'self'" || /^'sha256-/.test(s))).toBe(true);
    expect(res.body).not.toMatch(/validator\.swagger\.io/);
  });
});
