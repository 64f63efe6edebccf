import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type BuildOptions, buildApp } from "../../../src/server/app.ts";
import { TokenService } from "../../../src/server/auth/tokens.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { type OpenedDatabase, openDatabase } from "../../../src/server/db/connect.ts";
import type { Services } from "../../../src/server/services/index.ts";
import { createPgDatabase } from "../../support/postgres.ts";

export const TEST_SECRET = "integration-test-secret-0123456789abcdef";

/**
 * The engine under test: embedded PGlite in memory by default; a fresh database on a PostgreSQL
 * server when TEST_ENGINE=postgres and TEST_DATABASE_URL points at one (CI runs both).
 */
export const engineUnderTest = process.env.TEST_ENGINE === "postgres" ? "postgres" : "pglite";

/** A copy of the migrated, demo-user-seeded database that `globalSetup.ts` prepared once per run. */
async function openTestDatabase(): Promise<OpenedDatabase> {
  const template = inject("dbTemplate");
  if (engineUnderTest === "pglite") {
    return openDatabase({ dataDir: null, pgliteTemplate: new Blob([await readFile(template)]) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_ENGINE=postgres needs TEST_DATABASE_URL");
  const scratch = await createPgDatabase(adminUrl, "it", template);
  const opened = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await scratch.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  routes: { method: string; url: string }[];
  services: Services;
  database: OpenedDatabase;
  close(): Promise<void>;
}

/** `build`: the app's build options (main.ts's `eagerSerializers`, off in tests: ~0.6 s per build). */
export async function startTestApp(
  env: Record<string, string> = {},
  build: BuildOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({
    LOG_LEVEL: "silent",
    CLIENT_DIR: "/nonexistent",
    JWT_SECRET: TEST_SECRET,
    ...env,
  });
  const { app, services, routes } = await buildApp(config, database, TEST_SECRET, build);
  return {
    app,
    routes,
    services,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = "demo1234",
): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/users/login",
    payload: { login: username, password, url: "AGENT", role: "AGENT" },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signed-in sessions for many agents at once, without a login each (scrypt per login would dominate
 * the concurrency tests): a token issued with the test secret and its session row.
 */
export async function agentTokens(t: TestApp, users: { id: string; username: string }[]): Promise<string[]> {
  const issuer = new TokenService(TEST_SECRET, 3600);
  const out: string[] = [];
  for (const u of users) {
    const { token, claims } = await issuer.issue({ id: u.id, username: u.username, role: "AGENT" });
    await t.services.sessions.create({
      jti: claims.jti,
      userId: u.id,
      role: "AGENT",
      expiresAt: new Date(claims.exp * 1000),
      loginUrl: null,
      loginRole: null,
      ip: null,
      userAgent: null,
    });
    out.push(token);
  }
  return out;
}
