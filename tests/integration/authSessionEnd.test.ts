import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEXTS } from "../../src/domain/texts.ts";
import { hashPassword } from "../../src/server/auth/passwords.ts";
import { TokenService } from "../../src/server/auth/tokens.ts";
import { UsersRepository } from "../../src/server/repositories/users.ts";
import { bearer, loginAs, startTestApp, TEST_SECRET, type TestApp } from "./support/testApp.ts";

/**
 * How a session ends, as the client sees it (product §8, product §S1): a shift that ran out
 * answers SHIFT_EXPIRED, a session an administrator ended answers KICK_AGENT — each a 401 with its
 * message, which the client shows in the error modal whose CLOSE logs out — while a missing, forged or
 * logged-out token stays a plain Unauthorized.
 */
let t: TestApp;
let users: UsersRepository;
beforeAll(async () => {
  t = await startTestApp();
  users = new UsersRepository(t.database.db);
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: "GET", url: "/api/users/me", headers: bearer(token) });

/** A fresh agent signed in through the login call; answers its name and token. */
async function freshAgent(): Promise<{ username: string; id: string; token: string }> {
  const username = `end${randomUUID().slice(0, 8)}`;
  const row = await users.upsert({
    username,
    role: "AGENT",
    skills: ["vin"],
    sex: "Other",
    email: "",
    passwordHash: await hashPassword("demo1234"),
  });
  return { username, id: row.id, token: await loginAs(t.app, username) };
}

async function expectRefusal(token: string, code: string, message: string): Promise<void> {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ success: false, code, message });
}

describe("the shift runs out", () => {
  it("answers SHIFT_EXPIRED to a token past its lifetime", async () => {
    const { id, username } = await freshAgent();
    const key = new TextEncoder().encode(TEST_SECRET);
    const expired = await new SignJWT({ username, role: "AGENT" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(id)
      .setJti(randomUUID())
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(key);
    await expectRefusal(expired, "SHIFT_EXPIRED", TEXTS.shiftExpired);
  });

  it("answers SHIFT_EXPIRED when the session row's shift ended before the token's", async () => {
    const { id, username } = await freshAgent();
    const { token, claims } = await new TokenService(TEST_SECRET, 3600).issue({
      id,
      username,
      role: "AGENT",
    });
    await t.services.sessions.create({
      jti: claims.jti,
      userId: id,
      role: "AGENT",
      expiresAt: new Date(Date.now() - 1000),
      loginUrl: null,
      loginRole: null,
      ip: null,
      userAgent: null,
    });
    await expectRefusal(token, "SHIFT_EXPIRED", TEXTS.shiftExpired);
  });
});

describe("an administrator ends the session", () => {
  // The same steps as `npm run user -- --disable` (src/server/cli/user.ts).
  it("answers KICK_AGENT once the account is disabled, and the login is refused", async () => {
    const { username, id, token } = await freshAgent();
    expect((await me(token)).statusCode).toBe(200);
    await users.setDisabled(username, true);
    await t.services.sessions.revokeAllOf(id);
    await expectRefusal(token, "KICK_AGENT", TEXTS.kickAgent);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: { login: username, password: "demo1234" },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe("BAD_CREDENTIALS");
  });

  it("answers KICK_AGENT as soon as the role changes, even before the sessions are ended", async () => {
    const { username, token } = await freshAgent();
    await t.database.db
      .updateTable("users")
      .set({ role: "VIEWER" })
      .where("username", "=", username)
      .execute();
    await expectRefusal(token, "KICK_AGENT", TEXTS.kickAgent);
  });

  it("answers KICK_AGENT when the administrator resets the password (same role)", async () => {
    const { id, token } = await freshAgent();
    await t.services.sessions.revokeAllOf(id);
    await expectRefusal(token, "KICK_AGENT", TEXTS.kickAgent);
    // A refused request changes nothing: still refused, same answer.
    await expectRefusal(token, "KICK_AGENT", TEXTS.kickAgent);
  });
});

describe("plain Unauthorized", () => {
  it("for a missing, malformed, forged or unknown token", async () => {
    const noHeader = await t.app.inject({ method: "GET", url: "/api/users/me" });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json()).toEqual({ success: false, code: "UNAUTHORIZED", message: TEXTS.unauthorized });
    const { id, username } = await freshAgent();
    const unknown = await new TokenService(TEST_SECRET, 3600).issue({ id, username, role: "AGENT" });
    const forged = await new TokenService("another-secret-0123456789abcdef0123456789", 3600).issue({
      id,
      username,
      role: "AGENT",
    });
    for (const token of ["garbage", unknown.token, forged.token]) {
      await expectRefusal(token, "UNAUTHORIZED", TEXTS.unauthorized);
    }
  });

  it("after the user's own logout", async () => {
    const { token } = await freshAgent();
    const out = await t.app.inject({ method: "POST", url: "/api/users/logout", headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await expectRefusal(token, "UNAUTHORIZED", TEXTS.unauthorized);
  });

  it("in the other sessions after the user changes the password", async () => {
    const { username, token: other } = await freshAgent();
    const current = await loginAs(t.app, username);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/users/changeProfile",
      headers: bearer(current),
      payload: { oldPassword: "demo1234", newPassword: "another-pass-1" },
    });
    expect(res.statusCode).toBe(200);
    await expectRefusal(other, "UNAUTHORIZED", TEXTS.unauthorized);
    expect((await me(current)).statusCode).toBe(200);
  });
});
