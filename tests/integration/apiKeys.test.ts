import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALLS } from "../../src/contract/index.ts";
import { nextSession, taskEnv } from "./support/tasks.ts";
import { bearer, engineUnderTest, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * API keys for machine callers (issue 24): shown once, stored hashed, honoured only on the calls whose
 * contract names their scope, refused everywhere else and from the moment they are revoked.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp(taskEnv());
  admin = await loginAs(t.app, "admin1");
});
afterAll(() => t.close());

async function createKey(scopes: string[], name = "Capture app") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/api-keys",
    headers: bearer(admin),
    payload: { name, scopes },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ key: string; apiKey: { _id: string; prefix: string; scopes: string[] } }>();
}

const ingestWith = (headers: Record<string, string>) => {
  const sessionID = nextSession("K");
  return t.app.inject({
    method: "POST",
    url: "/api/inspections",
    headers,
    payload: {
      sessionID,
      options: { decode: "none" },
      photos: [
        { photoCode: "03", url: `https://photos.example.com/${sessionID}/03.jpg`, width: 10, height: 10 },
      ],
    },
  });
};

const concrete = (url: string) => url.replace(/:([A-Za-z]+)/g, "00000000-0000-4000-8000-000000000000");

describe("API keys", () => {
  it("are shown once and stored as a SHA-256 only", async () => {
    const { key, apiKey } = await createKey(["ingest"]);
    expect(key).toMatch(/^vik_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const list = await t.app.inject({ method: "GET", url: "/api/api-keys", headers: bearer(admin) });
    expect(list.body).not.toContain(key);
    expect(list.json().data).toContainEqual(expect.objectContaining({ _id: apiKey._id, revokedAt: null }));
    const row = await t.database.db
      .selectFrom("api_keys")
      .selectAll()
      .where("id", "=", apiKey._id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.key_hash).toString("hex")).toHaveLength(64);
    expect(JSON.stringify(row)).not.toContain(key.slice(4));
  });

  it("ingest with either header", async () => {
    const { key } = await createKey(["ingest"]);
    const viaAuthorization = await ingestWith({ authorization: `ApiKey ${key}` });
    expect(viaAuthorization.statusCode).toBe(200);
    expect(viaAuthorization.json().inspection.sessionID).toMatch(/^K/);
    expect((await ingestWith({ "x-api-key": key })).statusCode).toBe(200);
  });

  it("are refused on every call that does not accept their scope", async () => {
    const { key } = await createKey(["ingest"]);
    // Calls of another scope answer 403, the rest 401 (a key is no user's token).
    const outside = CALLS.filter((c) => c.access !== "public" && c.apiKeyScope !== "ingest");
    expect(outside.length).toBeGreaterThan(30);
    for (const call of outside) {
      for (const headers of [{ authorization: `ApiKey ${key}` }, { "x-api-key": key }]) {
        const res = await t.app.inject({ method: call.method, url: concrete(call.url), headers });
        expect([401, 403], `${call.method} ${call.url}`).toContain(res.statusCode);
      }
    }
  });

  it("without the ingest scope cannot ingest", async () => {
    const { key } = await createKey(["results"]);
    const res = await ingestWith({ "x-api-key": key });
    expect(res.statusCode).toBe(403);
  });

  it("with the results scope read results, the list and the export, and nothing with ingest only", async () => {
    const ingestKey = (await createKey(["ingest"])).key;
    const resultsKey = (await createKey(["results"])).key;
    const sessionID = (await ingestWith({ "x-api-key": ingestKey })).json().inspection.sessionID;
    const read = (key: string, url: string) =>
      t.app.inject({ method: "GET", url, headers: { "x-api-key": key } });
    for (const url of [
      `/api/inspections/${sessionID}/result`,
      "/api/inspections",
      "/api/inspections/export",
    ]) {
      expect((await read(resultsKey, url)).statusCode, url).toBe(200);
      expect((await read(ingestKey, url)).statusCode, url).toBe(403);
    }
    // The task states are for people (the Inspections page), not for keys.
    expect((await read(resultsKey, `/api/inspections/${sessionID}/tasks`)).statusCode).toBe(401);
  });

  it("are refused once revoked, and revoked once", async () => {
    const { key, apiKey } = await createKey(["ingest"]);
    expect((await ingestWith({ "x-api-key": key })).statusCode).toBe(200);
    const revoke = () =>
      t.app.inject({ method: "DELETE", url: `/api/api-keys/${apiKey._id}`, headers: bearer(admin) });
    expect((await revoke()).statusCode).toBe(200);
    expect((await ingestWith({ "x-api-key": key })).statusCode).toBe(401);
    expect((await ingestWith({ authorization: `ApiKey ${key}` })).statusCode).toBe(401);
    expect((await revoke()).statusCode).toBe(409);
  });

  it("refuse a made-up key, and a user's token still ingests", async () => {
    expect((await ingestWith({ "x-api-key": `vik_${"A".repeat(43)}` })).statusCode).toBe(401);
    expect((await ingestWith({ "x-api-key": "nonsense" })).statusCode).toBe(401);
    expect((await ingestWith(bearer(admin))).statusCode).toBe(200);
  });

  it("are managed by ADMIN and SUPER only", async () => {
    const agent = await loginAs(t.app, "agent1");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: bearer(agent),
      payload: { name: "x", scopes: ["ingest"] },
    });
    expect(res.statusCode).toBe(403);
  });
});

// The CLI works on the embedded engine here; once per run is enough.
describe.skipIf(engineUnderTest === "postgres")("npm run apikey", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "apikey-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[]) =>
    spawnSync("npx", ["tsx", "src/server/cli/apiKey.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "" },
      timeout: 120_000,
    });

  it("creates a key, lists it without the key, revokes it", { timeout: 240_000 }, () => {
    const created = run(["create", "--name", "Scanner", "--scopes", "ingest,results"]);
    expect(created.stderr).not.toMatch(/Error/);
    const key = created.stdout.match(/vik_[A-Za-z0-9_-]{43}/)?.[0];
    expect(key).toBeDefined();
    const revoked = run(["revoke", key!.slice(0, 12)]);
    expect(revoked.stdout).toContain("Revoked Scanner");
    const listed = run(["list"]);
    expect(listed.stdout).toMatch(/Scanner {2}\[ingest,results\] {2}revoked/);
    expect(listed.stdout).not.toContain(key);
    expect(run(["create", "--name", "x", "--scopes", "admin"]).status).toBe(2);
  });
});
