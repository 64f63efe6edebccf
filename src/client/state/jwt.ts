/** The claims the client reads from its token. The client never verifies the signature; the server does. */
export interface TokenPayload {
  sub?: string;
  username?: string;
  role?: string;
  jti?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Payload of a JWT, or null when the text is not a readable JWT. */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const part = token.split(".")[1];
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(decodeBase64Url(part));
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    return value as TokenPayload;
  } catch {
    return null;
  }
}

/** Expiry in epoch milliseconds, or null when the token has no readable `exp`. */
export function tokenExpiryMs(token: string): number | null {
  const exp = decodeTokenPayload(token)?.exp;
  return typeof exp === "number" && Number.isFinite(exp) ? exp * 1000 : null;
}

/** A token without a readable expiry counts as expired: the server requires `exp`. */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry === null || expiry <= nowMs;
}
