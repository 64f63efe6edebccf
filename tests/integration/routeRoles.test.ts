import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS } from "../../src/contract/index.ts";
import { ROLES, type Role } from "../../src/domain/roles.ts";
import { DEMO_USERS } from "../../src/server/seed/demoUsers.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Walks every contract call with no token and with every role: the answer must follow the call's
 * `access` (401 without a token, 403 for a role not allowed, neither for an allowed one).
 */
let t: TestApp;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: "1000" });
  for (const role of ROLES) {
    const user = DEMO_USERS.find((u) => u.role === role);
    if (!user) throw new Error(`no demo user for ${role}`);
    tokens.set(role, await loginAs(t.app, user.username));
  }
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:([A-Za-z]+)/g, "00000000-0000-4000-8000-000000000000");
// Logout ends the session it is called with, so it runs last.
const ordered = [...CALLS].sort((a, b) => Number(a.id === "logout") - Number(b.id === "logout"));

describe("route x role table", () => {
  it("every /api route the server registers is a contract call, and every call is registered", () => {
    const registered = t.routes
      .filter((r) => r.url.startsWith("/api/") && !r.url.startsWith("/api/docs") && r.method !== "HEAD")
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(registered).toEqual(CALLS.map((c) => `${c.method} ${c.url}`).sort());
  });

  for (const call of ordered) {
    it(`${call.method} ${call.url}`, async () => {
      const anonymous = await t.app.inject({ method: call.method, url: concrete(call.url) });
      if (call.access === "public") {
        expect(anonymous.statusCode).not.toBe(401);
        expect(anonymous.statusCode).not.toBe(403);
        return;
      }
      expect(anonymous.statusCode).toBe(401);
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: call.method,
          url: concrete(call.url),
          headers: bearer(tokens.get(role)!),
        });
        if (call.access.includes(role)) {
          expect([401, 403], `${role} should be allowed`).not.toContain(res.statusCode);
        } else {
          expect(res.statusCode, `${role} should be refused`).toBe(403);
        }
        expect(res.statusCode, `${role}: never a 5xx`).toBeLessThan(500);
      }
    });
  }
});
