import { createHmac } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TokenService } from "./tokens.ts";

const SECRET = "unit-test-secret-0123456789abcdef0123456789";
const key = new TextEncoder().encode(SECRET);
const service = new TokenService(SECRET, 3600);
const user = { id: "7f0c1b7e-8a4e-4c1e-9a55-0d7f3c2b1a00", username: "agent1", role: "AGENT" as const };
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const claims = () => ({
  username: user.username,
  role: user.role,
  sub: user.id,
  jti: "j-1",
  exp: now() + 60,
});
const hs256 = (payload: Record<string, unknown>, secret = key) =>
  new SignJWT(payload).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(secret);

describe("TokenService (HS256 over node:crypto)", () => {
  it("issues standard JWTs that jose verifies, and verifies tokens jose signed", async () => {
    const { token, claims: issued } = service.issue(user);
    const { payload, protectedHeader } = await jwtVerify(token, key, { algorithms: ["HS256"] });
    expect(protectedHeader).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toMatchObject({ sub: user.id, username: "agent1", role: "AGENT", jti: issued.jti });
    expect(payload.exp).toBe(issued.exp);
    expect(service.verify(token)).toEqual({ ok: true, claims: issued });

    const byJose = await hs256(claims());
    expect(service.verify(byJose)).toMatchObject({ ok: true, claims: { sub: user.id, jti: "j-1" } });
  });

  it("refuses alg none, other algorithms, crit, a wrong key and a tampered part", async () => {
    const good = await hs256(claims());
    const [h, p, s] = good.split(".") as [string, string, string];
    const withHeader = (header: Record<string, unknown>) => {
      const input = `${b64(header)}.${p}`;
      return `${input}.${createHmac("sha256", SECRET).update(input).digest("base64url")}`;
    };
    const refused = [
      `${b64({ alg: "none", typ: "JWT" })}.${p}.`,
      `${b64({ alg: "none" })}.${p}.${s}`,
      withHeader({ alg: "HS512" }),
      withHeader({ alg: "hs256" }),
      withHeader({ typ: "JWT" }),
      withHeader({ alg: "HS256", crit: ["exp"] }),
      await new SignJWT(claims()).setProtectedHeader({ alg: "HS512" }).sign(key),
      await new SignJWT(claims()).setProtectedHeader({ alg: "HS384" }).sign(key),
      await hs256(claims(), new TextEncoder().encode("x".repeat(40))),
      `${h}.${b64({ ...claims(), role: "SUPER" })}.${s}`,
      `${b64({ alg: "HS256", typ: "JWT", kid: "x" })}.${p}.${s}`,
      `${h}.${p}.${s.slice(0, -1)}`,
      `${h}.${p}.${s}A`,
      `${h}.${p}`,
      `${h}.${p}.${s}.x`,
      "garbage",
      "",
    ];
    for (const token of refused)
      expect(service.verify(token), token).toEqual({ ok: false, reason: "invalid" });
  });

  it("requires exp, sub, jti, username and a known role; checks iat and nbf when present", async () => {
    const { exp: _e, ...noExp } = claims();
    const { sub: _s, ...noSub } = claims();
    const { jti: _j, ...noJti } = claims();
    for (const payload of [
      noExp,
      noSub,
      noJti,
      { ...claims(), exp: String(now() + 60) },
      { ...claims(), username: 5 },
      { ...claims(), role: "ROOT" },
      { ...claims(), iat: "yesterday" },
      { ...claims(), nbf: now() + 600 },
    ]) {
      const input = `${b64({ alg: "HS256" })}.${b64(payload)}`;
      const token = `${input}.${createHmac("sha256", SECRET).update(input).digest("base64url")}`;
      expect(service.verify(token), JSON.stringify(payload)).toEqual({ ok: false, reason: "invalid" });
    }
    const array = `${b64({ alg: "HS256" })}.${b64([claims()])}`;
    expect(
      service.verify(`${array}.${createHmac("sha256", SECRET).update(array).digest("base64url")}`).ok,
    ).toBe(false);
    expect(service.verify(await hs256({ ...claims(), nbf: now() - 5, iat: now() - 5 })).ok).toBe(true);
  });

  it("tells an expired token (exp reached) from an invalid one, as jose does", async () => {
    expect(service.verify(await hs256({ ...claims(), exp: now() - 10 }))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(service.verify(await hs256({ ...claims(), exp: now() }))).toEqual({
      ok: false,
      reason: "expired",
    });
    // An expired token with a bad signature is invalid, not expired: nothing is read before the signature.
    const [h, p] = (await hs256({ ...claims(), exp: now() - 10 })).split(".");
    expect(service.verify(`${h}.${p}.${"A".repeat(43)}`)).toEqual({ ok: false, reason: "invalid" });
  });
});
