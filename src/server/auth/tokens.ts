import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { isRole, type Role } from "../../domain/roles.ts";

/** Claims every token carries (server-behaviour §1). */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
  jti: string;
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: "expired" | "invalid" };

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(user: {
    id: string;
    username: string;
    role: Role;
  }): Promise<{ token: string; claims: TokenClaims }> {
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + this.ttlSeconds;
    const token = await new SignJWT({ username: user.username, role: user.role })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, claims: { sub: user.id, username: user.username, role: user.role, jti, exp } };
  }

  /** HS256 pinned: `alg: none` and every other algorithm are refused; `exp` is required. */
  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ["HS256"],
        requiredClaims: ["exp", "sub", "jti"],
      });
      const { sub, jti, exp, username, role } = payload;
      if (typeof sub !== "string" || typeof jti !== "string" || typeof exp !== "number") {
        return { ok: false, reason: "invalid" };
      }
      if (typeof username !== "string" || !isRole(role)) return { ok: false, reason: "invalid" };
      return { ok: true, claims: { sub, jti, exp, username, role } };
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? "expired" : "invalid" };
    }
  }
}
