import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

/**
 * passwords.ts's scheme (`scrypt$N$r$p$salt$hash`, base64url), computed synchronously: on a hash thread
 * (hashWorker.ts) the work must run on that thread itself, since node's asynchronous scrypt goes to
 * libuv's thread pool, one per process, which photo reads share. The parameters and the format must stay
 * those of passwords.ts (scryptWork.test.ts checks both ways).
 */
const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const KEYLEN = 32;
const MAXMEM = 128 * 1024 * 1024;

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEYLEN, { ...PARAMS, maxmem: MAXMEM });
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export function verifyPasswordSync(password: string, stored: string): boolean {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = scryptSync(password, Buffer.from(salt, "base64url"), KEYLEN, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
