import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadOrCreateSecret } from "./auth/secret.ts";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded engine on port 8080 with demo data", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      seedDemo: true,
      production: false,
      tokenTtlHours: 12,
      dbPoolSize: 10,
    });
    expect(c.dataDir.endsWith("/data")).toBe(true);
  });

  it("reads the PostgreSQL pool size; 0 keeps the default, a fraction is refused", () => {
    expect(loadConfig({ DB_POOL_SIZE: "25" }).dbPoolSize).toBe(25);
    expect(loadConfig({ DB_POOL_SIZE: "0" }).dbPoolSize).toBe(10);
    expect(() => loadConfig({ DB_POOL_SIZE: "2.5" })).toThrow(/DB_POOL_SIZE/);
  });

  it("refuses to run on PostgreSQL or in production without JWT_SECRET", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://x/y" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: "postgres://x/y", JWT_SECRET: "short" })).toThrow(/32/);
  });

  it("seeds nothing on PostgreSQL unless SEED=demo", () => {
    const secret = "s".repeat(32);
    expect(loadConfig({ DATABASE_URL: "postgres://x/y", JWT_SECRET: secret }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: "postgres://x/y", JWT_SECRET: secret, SEED: "demo" }).seedDemo).toBe(
      true,
    );
    expect(() => loadConfig({ SEED: "yes" })).toThrow(ConfigError);
  });

  it("password checks: limits, the hash pool, and the suspect lane's lower priority", () => {
    expect(loadConfig({}).loginRateLimit).toMatchObject({
      max: 10,
      perAddress: 30,
      perAccount: 50,
      windowMs: 60_000,
      hashQueue: 32,
      hashNice: 10,
    });
    expect(loadConfig({}).loginRateLimit.hashConcurrency).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ PASSWORD_HASH_NICE: "0" }).loginRateLimit.hashNice).toBe(0);
    expect(loadConfig({ PASSWORD_HASH_NICE: "40" }).loginRateLimit.hashNice).toBe(19);
    expect(() => loadConfig({ PASSWORD_HASH_NICE: "-1" })).toThrow(/PASSWORD_HASH_NICE/);
  });

  it("keeps a rotated webhook secret signing 24 h by default, WEBHOOK_SECRET_GRACE_HOURS otherwise", () => {
    expect(loadConfig({}).webhooks.secretGraceHours).toBe(24);
    expect(loadConfig({ WEBHOOK_SECRET_GRACE_HOURS: "2" }).webhooks.secretGraceHours).toBe(2);
    expect(loadConfig({ WEBHOOK_SECRET_GRACE_HOURS: "0" }).webhooks.secretGraceHours).toBe(0);
    expect(() => loadConfig({ WEBHOOK_SECRET_GRACE_HOURS: "1.5" })).toThrow(/WEBHOOK_SECRET_GRACE_HOURS/);
  });

  it("refuses malformed numbers", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
  });
});

describe("loadOrCreateSecret", () => {
  it("creates one owner-only secret and reuses it", () => {
    const dir = mkdtempSync(join(tmpdir(), "secret-"));
    const a = loadOrCreateSecret(dir);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecret(dir)).toBe(a);
  });
});
