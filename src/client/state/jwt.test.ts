// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { makeToken } from "../testing/fixtures.ts";
import { decodeTokenPayload, isTokenExpired, tokenExpiryMs } from "./jwt.ts";

describe("JWT payload", () => {
  it("decodes a base64url payload, including non-ASCII text", () => {
    const token = makeToken(60, { username: "agent1" });
    expect(decodeTokenPayload(token)).toMatchObject({ sub: "u1", username: "agent1" });
    const unicode = `x.${Buffer.from(JSON.stringify({ name: "Đức" })).toString("base64url")}.y`;
    expect(decodeTokenPayload(unicode)).toEqual({ name: "Đức" });
  });

  it("answers null for text that is not a JWT", () => {
    expect(decodeTokenPayload("garbage")).toBeNull();
    expect(decodeTokenPayload("a.!!!.c")).toBeNull();
    expect(decodeTokenPayload(`a.${btoa("[1]")}.c`)).toBeNull();
  });

  it("reads exp as milliseconds and tells expiry", () => {
    const token = makeToken(60);
    const expiry = tokenExpiryMs(token) ?? 0;
    expect(Math.abs(expiry - (Date.now() + 60_000))).toBeLessThan(2000);
    expect(isTokenExpired(token)).toBe(false);
    expect(isTokenExpired(makeToken(-1))).toBe(true);
    expect(isTokenExpired(token, expiry)).toBe(true);
    expect(isTokenExpired("no.exp.here")).toBe(true);
  });
});
