import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressDir, precompressFile } from "./precompress.ts";

// Realistic enough to compress well and far above the 1 kB threshold.
const CODE = Array.from({ length: 400 }, (_, i) => `export const f${i}=(a)=>a.map((x)=>x*${i});`).join("\n");
const INDEX = `<!doctype html><html><body>${"<!-- padding -->".repeat(80)}</body></html>`;
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "precompress-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), INDEX);
  writeFileSync(join(dir, "assets", "main-Ab12_cd.js"), CODE);
  writeFileSync(join(dir, "assets", "main-Ab12_cd.js.map"), `{"version":3,"mappings":"${"A".repeat(2000)}"}`);
  writeFileSync(join(dir, "assets", "tiny.js"), "export const x = 1;");
  writeFileSync(join(dir, "assets", "photo.png"), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify({ padding: "x".repeat(2000) }));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the build's precompression step", () => {
  it("compresses the text files above 1 kB only, never maps, images or the dot folders", () => {
    expect(precompressDir(dir).sort()).toEqual([join("assets", "main-Ab12_cd.js"), "index.html"]);
    for (const skipped of [
      "assets/main-Ab12_cd.js.map",
      "assets/tiny.js",
      "assets/photo.png",
      ".vite/manifest.json",
    ])
      expect(existsSync(join(dir, `${skipped}.br`)), skipped).toBe(false);
  });

  it("writes brotli and gzip siblings that give the file back", () => {
    precompressDir(dir);
    const file = join(dir, "assets", "main-Ab12_cd.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(CODE);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(CODE);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(CODE.length / 4);
  });

  it("compresses one file again when it changed (a rewritten sw.js), and says when it is too small", () => {
    const file = join(dir, "index.html");
    precompressDir(dir);
    const changed = INDEX.replace("padding", "changed");
    writeFileSync(file, changed);
    expect(precompressFile(file)).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(changed);
    expect(precompressFile(join(dir, "assets", "tiny.js"))).toBe(false);
  });
});
