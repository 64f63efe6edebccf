import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Issue 8, hostile input: the strict headers on the SPA's pages (not only on the API), an app that
 * needs no inline script (so the CSP can forbid it), and the security log — every refused login,
 * token and authorisation with who, what and when (the scale-out test checks the same through nginx
 * on PostgreSQL; this one runs on every engine without extra tools).
 */
let t: TestApp;
const lines: string[] = [];
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/main-x.js"></script></body></html>';

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), "http-security-"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  t = await startTestApp({ LOG_LEVEL: "info", CLIENT_DIR: clientDir, LOGIN_RATE_LIMIT_MAX: "1000" });
  // Pino's destination: request loggers are children of app.log and write to the stream they inherit.
  const log = t.app.log as unknown as Record<symbol, unknown>;
  const stream = Object.getOwnPropertySymbols(log).find((s) => s.description === "pino.stream");
  if (!stream) throw new Error("no pino stream on app.log");
  log[stream] = { write: (line: string) => lines.push(line) };
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

/** The log entries of one event (JSON lines). */
const events = (event: string) =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((e) => e.event === event);

describe("security headers on the SPA", () => {
  it.each(["/", "/inspections", "/performance/listTaskFailed"])(
    "%s answers the app with the strict CSP",
    async (url) => {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      const csp = String(res.headers["content-security-policy"]);
      expect(csp).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(csp).toMatch(/(^|; )object-src 'none'(;|$)/);
      expect(csp).toMatch(/(^|; )base-uri 'none'(;|$)/);
      expect(csp).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    },
  );

  it("the app's page has no inline script for the CSP to allow", () => {
    const html = readFileSync(join(import.meta.dirname, "../../index.html"), "utf8");
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i); // no inline event handlers either
  });
});

describe("security log", () => {
  it("a wrong password: who tried (the login name), what, from where and when — never the password", async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { login: "agent1", password: "not-the-password-42" },
    });
    expect(res.statusCode).toBe(401);
    const [entry] = events("auth.refused");
    expect(entry).toMatchObject({
      login: "agent1",
      method: "POST",
      route: "/api/users/login",
      ip: "127.0.0.1",
    });
    expect(entry?.time).toBeGreaterThanOrEqual(before);
    expect(lines.join("\n")).not.toContain("not-the-password-42");
  });

  it("a revoked token: what was refused, from where and when", async () => {
    const token = await loginAs(t.app, "agent2");
    await t.app.inject({ method: "POST", url: "/api/users/logout", headers: bearer(token) });
    lines.length = 0;
    const res = await t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    const [entry] = events("auth.refused");
    expect(entry).toMatchObject({ method: "GET", route: "/api/users/me", ip: "127.0.0.1" });
    expect(entry?.time).toEqual(expect.any(Number));
    expect(lines.join("\n")).not.toContain(token.split(".")[2]); // the token is not logged
  });

  it("a refused authorisation: the signed-in user and role, the call, when", async () => {
    const agent = await loginAs(t.app, "agent1");
    lines.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inspections",
      headers: bearer(agent),
      payload: { sessionID: "SECLOG1", photos: [{ photoCode: "01", url: "https://x.example/1.jpg" }] },
    });
    expect(res.statusCode).toBe(403);
    const [entry] = events("authz.refused");
    expect(entry).toMatchObject({
      user: "agent1",
      role: "AGENT",
      method: "POST",
      route: "/api/inspections",
      ip: "127.0.0.1",
    });
    expect(entry?.time).toEqual(expect.any(Number));
  });
});
