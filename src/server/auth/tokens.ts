import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { isRole, type Role } from "../../domain/roles.ts";

/** Claims every token carries (product §S1). */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
  jti: string;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: "expired" | "invalid" };

const INVALID: VerifyResult = { ok: false, reason: "invalid" };
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

const jsonPart = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/**
 * HS256 JSON Web Tokens (RFC 7519) with node:crypto, synchronously: the check runs on every request,
 * and jose's WebCrypto verify cost about a tenth of the server's CPU under load (docs/benchmarks.md).
 * Tokens stay standard JWTs (tokens.test.ts checks both ways against jose).
 */
export class TokenService {
  private readonly key: Buffer;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = Buffer.from(secret, "utf8");
  }

  issue(user: { id: string; username: string; role: Role }): { token: string; claims: TokenClaims } {
    const jti = randomUUID();
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + this.ttlSeconds;
    const payload = { username: user.username, role: user.role, sub: user.id, jti, iat, exp };
    const signed = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}`;
    return {
      token: `${signed}.${this.sign(signed)}`,
      claims: { sub: user.id, username: user.username, role: user.role, jti, exp },
    };
  }

  /**
   * HS256 pinned: `alg: none` and every other algorithm are refused, as is any `crit` extension; the
   * signature is compared in constant time before the payload is read; `exp`, `sub` and `jti` are
   * required, `iat` and `nbf` checked when present (as jose's jwtVerify does).
   */
  verify(token: string): VerifyResult {
    const parts = token.split(".");
    if (parts.length !== 3) return INVALID;
    const [headerPart = "", payloadPart = "", signature = ""] = parts;
    const header = jsonPart(headerPart);
    if (header?.alg !== "HS256" || "crit" in header) return INVALID;
    const expected = Buffer.from(this.sign(`${headerPart}.${payloadPart}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return INVALID;
    const payload = jsonPart(payloadPart);
    if (!payload) return INVALID;
    const { sub, jti, exp, iat, nbf, username, role } = payload;
    if (typeof sub !== "string" || typeof jti !== "string" || typeof exp !== "number") return INVALID;
    if (typeof username !== "string" || !isRole(role)) return INVALID;
    if (iat !== undefined && typeof iat !== "number") return INVALID;
    const now = Math.floor(Date.now() / 1000);
    if (nbf !== undefined && (typeof nbf !== "number" || nbf > now)) return INVALID;
    if (exp <= now) return { ok: false, reason: "expired" };
    return { ok: true, claims: { sub, jti, exp, username, role } };
  }

  private sign(signingInput: string): string {
    return createHmac("sha256", this.key).update(signingInput).digest("base64url");
  }
}
