import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../src/build/precompress.ts";
import { startTestApp, type TestApp } from "./support/testApp.ts";

/**
 * Issue 8, front-end delivery: the build's text files go out brotli- or gzip-compressed by the
 * request's Accept-Encoding (precompressed at build time), everything else about serving unchanged.
 */
let t: TestApp;
let clientDir: string;
const CHUNK = "main-Ab12_cd.js";
// Realistic enough to compress well and far above the 1 kB threshold.
const CODE = Array.from({ length: 400 }, (_, i) => `export const f${i}=(a)=>a.map((x)=>x*${i});`).join("\n");
const INDEX = `<!doctype html><html><head><title>app</title></head><body><div id="root"></div><script type="module" src="/assets/${CHUNK}"></script>${"<!-- padding -->".repeat(80)}</body></html>`;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "http-compression-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), INDEX);
  writeFileSync(join(clientDir, "assets", CHUNK), CODE);
  writeFileSync(join(clientDir, "assets", `${CHUNK}.map`), `{"version":3,"mappings":"${"A".repeat(2000)}"}`);
  writeFileSync(join(clientDir, "assets", "tiny.js"), "export const x = 1;");
  writeFileSync(join(clientDir, "assets", "photo.png"), Buffer.alloc(4096, 7));
  // As the build does (what it writes is src/build/precompress.test.ts's).
  precompressDir(clientDir);
  t = await startTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });

describe("precompressed client files", () => {
  it("a chunk comes back brotli when accepted, with the asset's cache headers and the right type", async () => {
    const res = await get(`/assets/${CHUNK}`, "br, gzip");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(CODE.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CODE);
  });

  it("gzip when only gzip is accepted, the file itself when nothing is", async () => {
    const gz = await get(`/assets/${CHUNK}`, "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CODE);
    for (const accept of [undefined, "identity"]) {
      const plain = await get(`/assets/${CHUNK}`, accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(CODE);
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it("the app's page is compressed at / and on a client route's reload, still fresh and with the CSP", async () => {
    for (const url of ["/", "/inspections/42"]) {
      const res = await get(url, "gzip, deflate, br");
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(String(res.headers["content-security-policy"]), url).toMatch(/script-src 'self'/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("small files and images go as they are; maps, missing chunks and the .br/.gz files themselves are 404", async () => {
    const tiny = await get("/assets/tiny.js", "br, gzip");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe("export const x = 1;");
    const png = await get("/assets/photo.png", "br, gzip");
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.rawPayload).toEqual(readFileSync(join(clientDir, "assets", "photo.png")));
    for (const url of [
      `/assets/${CHUNK}.map`,
      `/assets/${CHUNK}.br`,
      `/assets/${CHUNK}.gz`,
      "/assets/missing-abc.js",
    ]) {
      const res = await get(url, "br, gzip");
      expect(res.statusCode, url).toBe(404);
      expect(res.headers["content-encoding"], url).toBeUndefined();
    }
  });
});
