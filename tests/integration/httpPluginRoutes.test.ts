import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Routes registered by plugins (the OpenAPI document and viewer, the static client files, the outline
 * images, /metrics) answer errors like the contract routes: the one JSON body, 4xx for bad input,
 * never a stack or a fault's own message, even when the fault is in a hook that runs on every answer.
 */
let t: TestApp;
let clientDir: string;
let port: number;
const GENERIC_500 = { success: false, code: "INTERNAL", message: "There was a error while processing." };

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "plugin-routes-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>app</title>");
  writeFileSync(join(clientDir, "assets", "main.js"), "export const x = 1;");
  t = await startTestApp({ CLIENT_DIR: clientDir });
  port = Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

/** A real request with the path as written: inject() would resolve `%2e%2e` segments first. */
function getRaw(path: string): Promise<{ status: number; type: string; nosniff: boolean; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"]),
          nosniff: res.headers["x-content-type-options"] === "nosniff",
          body,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

/** Server-Timing (authHook's onSend) formats with toFixed on every /api answer, error answers included. */
const FAULT = () => {
  throw new Error("forced fault in onSend");
};

describe("errors on plugin routes", () => {
  it("a hook failing on every answer of a plugin route gives the generic 500, not Fastify's body", async () => {
    vi.spyOn(Number.prototype, "toFixed").mockImplementation(FAULT);
    for (const url of ["/api/docs/json", "/api/docs", "/api/health", "/api/no-such-call"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toEqual(GENERIC_500);
      expect(res.headers["x-content-type-options"], url).toBe("nosniff");
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("a hook failing once gives the generic 500 through the usual hooks", async () => {
    vi.spyOn(Number.prototype, "toFixed").mockImplementationOnce(FAULT);
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(GENERIC_500);
    expect(res.headers["server-timing"]).toMatch(/^total;dur=/);
  });

  it("malformed queries and URLs on plugin routes are 4xx in the error body", async () => {
    for (const path of [
      "/api/docs/json?x[",
      "/api/docs/json?__proto__[a]=1",
      "/api/docs/json?x[]=1&x[a]=2",
    ]) {
      const res = await getRaw(path);
      expect(res.status, path).toBe(200);
      expect(JSON.parse(res.body), path).toHaveProperty("openapi");
    }
    for (const path of ["/api/docs/static/%", "/assets/%", "/outlines/%", "/%"]) {
      const res = await getRaw(path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body), path).toMatchObject({ success: false, code: "FST_ERR_BAD_URL" });
      expect(res.nosniff, path).toBe(true);
    }
  });

  it("path traversal on the static files is a 4xx in the error body, never the file nor a stack", async () => {
    for (const path of [
      "/%2e%2e/",
      "/%2e%2e/%2e%2e/package.json",
      "/../../package.json",
      "/assets/..%2f..%2fpackage.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/assets/..%5c..%5cpackage.json",
      "/outlines/%2e%2e/%2e%2e/package.json",
      "/outlines/..%2f..%2f..%2fpackage.json",
      "/api/docs/static/%2e%2e/%2e%2e/%2e%2e/%2e%2e/package.json",
      "/api/docs/static/..%2f..%2f..%2f..%2fpackage.json",
    ]) {
      const res = await getRaw(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.type, path).toMatch(/^application\/json/);
      expect(JSON.parse(res.body), path).toMatchObject({ success: false, code: expect.any(String) });
      expect(res.body, path).not.toMatch(/"name":|at .*:\d+:\d+/);
    }
  });

  it("a plugin's refusal without a code of its own is named by its status", async () => {
    const res = await getRaw("/outlines/..%2f..%2f..%2fpackage.json");
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body)).toEqual({ success: false, code: "FORBIDDEN", message: "Forbidden" });
  });

  it("a missing file under every static prefix is the one 404", async () => {
    for (const path of ["/assets/none.js", "/outlines/none.svg", "/api/docs/static/none.js", "/api/none"]) {
      const res = await getRaw(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body), path).toEqual({
        success: false,
        code: "NOT_FOUND",
        message: "Not found.",
      });
    }
  });
});
