import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Password checks under attack (issue 20, items 1, 2 and 9): forwarded headers believed only from the
 * listed proxies; limits per account and address, per address and per account, unknown usernames
 * alike; a bounded hash pool that refuses at once when full; changeProfile's old password under the
 * same limits.
 */
const tryLogin = (
  t: TestApp,
  login: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { login, password, url: "AGENT", role: "AGENT" },
    remoteAddress,
    headers,
  });

/** The address the server recorded for the session a login opened. */
async function sessionAddress(t: TestApp, token: string): Promise<string | null> {
  const { jti } = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
  const row = await t.database.db
    .selectFrom("sessions")
    .select("ip")
    .where("jti", "=", jti)
    .executeTakeFirst();
  return row?.ip ?? null;
}

describe("forwarded headers without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => t.close());

  it("a forged X-Forwarded-For neither resets the limit nor names the address", async () => {
    for (let i = 0; i < 3; i++)
      expect((await tryLogin(t, "agent2", "nope", "10.20.0.1")).statusCode).toBe(401);
    for (let i = 0; i < 15; i++) {
      const res = await tryLogin(t, "agent2", "nope", "10.20.0.1", { "x-forwarded-for": `198.51.100.${i}` });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        success: false,
        code: "RATE_LIMITED",
        message: TEXTS.tooManyAttempts,
      });
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    // The right password from the locked address is refused too, whatever header it carries.
    const right = await tryLogin(t, "agent2", "demo1234", "10.20.0.1", { "x-forwarded-for": "203.0.113.9" });
    expect(right.statusCode).toBe(429);
    // Another real address is not locked out; its session records the real address, not the header.
    const other = await tryLogin(t, "agent2", "demo1234", "10.20.0.2", { "x-forwarded-for": "203.0.113.9" });
    expect(other.statusCode).toBe(200);
    expect(await sessionAddress(t, other.json().token)).toBe("10.20.0.2");
  });
});

describe("TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: "10.30.0.1, 10.31.0.0/16", LOGIN_RATE_LIMIT_MAX: "2" });
  });
  afterAll(() => t.close());

  it("believes X-Forwarded-For from a listed proxy only", async () => {
    const viaProxy = await tryLogin(t, "agent3", "demo1234", "10.30.0.1", {
      "x-forwarded-for": "198.51.100.7",
    });
    expect(await sessionAddress(t, viaProxy.json().token)).toBe("198.51.100.7");
    const viaRange = await tryLogin(t, "agent3", "demo1234", "10.31.4.5", {
      "x-forwarded-for": "198.51.100.8",
    });
    expect(await sessionAddress(t, viaRange.json().token)).toBe("198.51.100.8");
    const direct = await tryLogin(t, "agent3", "demo1234", "10.32.0.1", {
      "x-forwarded-for": "198.51.100.9",
    });
    expect(await sessionAddress(t, direct.json().token)).toBe("10.32.0.1");
  });

  it("limits each client behind the proxy apart, by the address the proxy saw", async () => {
    const through = (client: string, password: string) =>
      tryLogin(t, "trainee1", password, "10.30.0.1", { "x-forwarded-for": client });
    expect((await through("198.51.100.20", "nope")).statusCode).toBe(401);
    expect((await through("198.51.100.20", "nope")).statusCode).toBe(401);
    expect((await through("198.51.100.20", "demo1234")).statusCode).toBe(429);
    // The proxy's other clients are not locked out by that one.
    expect((await through("198.51.100.21", "demo1234")).statusCode).toBe(200);
  });

  it("sends HSTS on answers the listed proxy says came over HTTPS, not on plain HTTP", async () => {
    const https = await t.app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: "10.30.0.1",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toMatch(/^max-age=\d{8}/);
    const forged = await t.app.inject({
      method: "GET",
      url: "/api/health",
      remoteAddress: "10.40.0.1",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forged.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("a failed-login flood", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_ADDRESS_MAX: "5", LOGIN_RATE_LIMIT_ACCOUNT_MAX: "4" });
  });
  afterAll(() => t.close());

  it("made-up usernames from one address: limited per address, with no hashing past the limit", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await tryLogin(t, `nobody${i}`, "x", "10.50.0.1")).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    // Everybody else signs in as usual.
    expect((await tryLogin(t, "qa1", "demo1234", "10.50.0.2")).statusCode).toBe(200);
  });

  it("an unknown username counts as a known one, per account across addresses", async () => {
    for (const name of ["ghost", "agent1"]) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await tryLogin(t, name, "x", `10.51.${name.length}.${i}`)).statusCode);
      expect(codes, name).toEqual([401, 401, 401, 401, 429, 429]);
    }
  });

  it("right passwords do not add up: a shift's logins from one office address all pass", async () => {
    for (let i = 0; i < 8; i++)
      expect((await tryLogin(t, "super1", "demo1234", "10.52.0.1")).statusCode).toBe(200);
  });
});

describe("the hash pool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PASSWORD_HASH_CONCURRENCY: "1", PASSWORD_HASH_QUEUE: "1" });
  });
  afterAll(() => t.close());

  it("refuses at once when full (503 BUSY, Retry-After), never a 500; a refused check does not count", async () => {
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tryLogin(t, `flood${i}`, "x", `10.60.0.${i}`)),
    );
    const codes = all.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(2);
    expect(codes.filter((c) => c === 503)).toHaveLength(8);
    const busy = all.find((r) => r.statusCode === 503);
    expect(busy?.json()).toEqual({ success: false, code: "BUSY", message: TEXTS.serverBusy });
    expect(busy?.headers["retry-after"]).toBe("1");
    // Once the pool is free, logins pass again.
    expect((await tryLogin(t, "agent1", "demo1234", "10.60.1.1")).statusCode).toBe(200);
  });
});

describe("changeProfile's old password", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT_MAX: "3" });
  });
  afterAll(() => t.close());

  it("counts toward the login's limits: guessing stops, the password stays", async () => {
    const token = await loginAs(t.app, "trainer1");
    const change = (oldPassword: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/users/changeProfile",
        headers: bearer(token),
        payload: { oldPassword, newPassword: "a-new-password" },
      });
    for (let i = 0; i < 3; i++) {
      const res = await change(`guess-${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("WRONG_PASSWORD");
    }
    const limited = await change("demo1234");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("RATE_LIMITED");
    // Nothing changed: the old password still signs in (from another address).
    expect((await tryLogin(t, "trainer1", "demo1234", "10.70.0.2")).statusCode).toBe(200);
  });
});
