import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SourceMapGenerator } from "source-map-js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_LIMITS, StackSymbolicator } from "./symbolicate.ts";
import { BackgroundSymbolicator } from "./symbolicateInWorker.ts";

/**
 * A tiny built chunk and its map, made here: `function p(e){throw Error(e)}` on line 1, from
 * src/client/Panel.tsx where `function Panel(message)` is on line 10 and the throw on line 11.
 */
const CODE = "function p(e){throw Error(e)}";
const THROW = CODE.indexOf("throw");
let dir: string;

function writeChunk(name: string, map: string, code = CODE): void {
  writeFileSync(join(dir, "assets", name), code);
  writeFileSync(join(dir, "assets", `${name}.map`), map);
}

function tinyMap(file: string): string {
  const gen = new SourceMapGenerator({ file });
  const source = "src/client/Panel.tsx";
  gen.addMapping({ generated: { line: 1, column: 0 }, original: { line: 10, column: 0 }, source });
  gen.addMapping({
    generated: { line: 1, column: 9 },
    original: { line: 10, column: 9 },
    source,
    name: "Panel",
  });
  gen.addMapping({ generated: { line: 1, column: THROW }, original: { line: 11, column: 2 }, source });
  return gen.toString();
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "symbolicate-"));
  mkdirSync(join(dir, "assets"));
  writeChunk("main-abc123.js", tinyMap("main-abc123.js"));
  writeChunk("broken-abc123.js", "{not json");
  writeChunk("nomap-abc123.js", tinyMap("x"));
  rmSync(join(dir, "assets", "nomap-abc123.js.map"));
  // Outside assets/: never read, whatever a report names.
  writeFileSync(join(dir, "secret.js"), CODE);
  writeFileSync(join(dir, "secret.js.map"), tinyMap("secret.js"));
  // The build's page: its entry, a chunk without a map, one that does not exist, one outside assets/.
  writeFileSync(
    join(dir, "index.html"),
    `<script type="module" src="/assets/main-abc123.js"></script><link rel="modulepreload" href="/assets/nomap-abc123.js">
     <link rel="modulepreload" href="/assets/gone-abc123.js"><script src="/secret.js"></script>`,
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = (file: string, column = THROW + 1) => `http://127.0.0.1:5194/assets/${file}:1:${column}`;

describe("StackSymbolicator", () => {
  it("maps Chromium and Firefox frames of our chunks to source, line, column and function name", async () => {
    const s = new StackSymbolicator(dir);
    const text = `Error: boom\n    at p (${at("main-abc123.js")})\np@${at("main-abc123.js")}\n@${at("main-abc123.js")}`;
    expect((await s.symbolicate(text))?.split("\n")).toEqual([
      "Error: boom",
      "    at Panel (src/client/Panel.tsx:11:3)",
      "    at Panel (src/client/Panel.tsx:11:3)",
      "    at src/client/Panel.tsx:11:3",
    ]);
  });

  it("leaves unknown files, missing or broken maps, traversals and garbage as they are", async () => {
    const s = new StackSymbolicator(dir);
    const lines = [
      "Error: boom",
      `    at p (${at("main-abc123.js")})`,
      `    at p (${at("other-abc123.js")})`,
      `    at p (${at("nomap-abc123.js")})`,
      `    at p (${at("broken-abc123.js")})`,
      "    at p (http://x/assets/../secret.js:1:15)",
      "    at p (http://x/assets/%2e%2e/secret.js:1:15)",
      "    at p (http://x/secret.js:1:15)",
      `    at p (${at("main-abc123.js", 9999)})`,
      "\u0000\uffff garbage @@ :1:2",
    ];
    const out = (await s.symbolicate(lines.join("\n")))?.split("\n");
    expect(out?.[1]).toBe("    at Panel (src/client/Panel.tsx:11:3)");
    expect(out?.slice(2, 8)).toEqual(lines.slice(2, 8));
    expect(out?.[9]).toBe(lines[9]);
    // Nothing mappable: null, so the report keeps only its raw text.
    expect(await s.symbolicate(lines.slice(2).join("\n"))).toBeNull();
    expect(await s.symbolicate("")).toBeNull();
    expect(await s.symbolicate(undefined)).toBeNull();
  });

  it("works without a client folder", async () => {
    const s = new StackSymbolicator(join(dir, "missing"));
    expect(await s.symbolicate(`    at p (${at("main-abc123.js")})`)).toBeNull();
  });

  it("maps at most maxFrames frames of a huge stack", async () => {
    const s = new StackSymbolicator(dir, { ...DEFAULT_LIMITS, maxFrames: 3 });
    const text = Array.from({ length: 500 }, () => `    at p (${at("main-abc123.js")})`).join("\n");
    const out = (await s.symbolicate(text))?.split("\n") ?? [];
    expect(out.filter((l) => l.includes("src/client/Panel.tsx"))).toHaveLength(3);
    expect(out).toHaveLength(500);
  });

  it("keeps parsed maps within its byte limit, dropping the least recently used", async () => {
    for (const name of ["a-1.js", "b-1.js", "c-1.js"]) writeChunk(name, tinyMap(name));
    const one = CODE.length + tinyMap("a-1.js").length;
    const s = new StackSymbolicator(dir, { ...DEFAULT_LIMITS, maxCacheBytes: one * 2 });
    for (const name of ["a-1.js", "b-1.js", "a-1.js", "c-1.js"]) {
      expect(await s.symbolicate(`    at p (${at(name)})`)).toContain("Panel");
    }
    // a was used after b, so b went when c came.
    expect(s.cached).toEqual({ maps: 2, bytes: one * 2 });
    // A chunk and map larger than maxFileBytes are not read at all.
    const small = new StackSymbolicator(dir, { ...DEFAULT_LIMITS, maxFileBytes: one - 1 });
    expect(await small.symbolicate(`    at p (${at("a-1.js")})`)).toBeNull();
  });
});

describe("warming up", () => {
  it("parses the maps of the chunks index.html names, and only those that exist", async () => {
    const s = new StackSymbolicator(dir);
    expect(await s.warm()).toBe(1);
    expect(s.cached.maps).toBe(1);
    expect(await new StackSymbolicator(join(dir, "missing")).warm()).toBe(0);
  });
});

describe("BackgroundSymbolicator", () => {
  it("warms and maps on its own thread, with the same answers", async () => {
    const here = vi.spyOn(StackSymbolicator.prototype, "symbolicate");
    const s = new BackgroundSymbolicator(dir);
    try {
      expect(await s.warm()).toBe(1);
      expect(await s.symbolicate(`Error: boom\n    at p (${at("main-abc123.js")})`)).toBe(
        "Error: boom\n    at Panel (src/client/Panel.tsx:11:3)",
      );
      expect(await s.symbolicate(`    at p (${at("other-abc123.js")})`)).toBeNull();
      expect(await s.symbolicate(undefined)).toBeNull();
      // Not one call on this thread: the worker has its own copy of the module.
      expect(here).not.toHaveBeenCalled();
    } finally {
      here.mockRestore();
      await s.close();
    }
  });

  it("maps on this thread when its worker is gone", async () => {
    const s = new BackgroundSymbolicator(dir);
    await s.close();
    expect(await s.symbolicate(`    at p (${at("main-abc123.js")})`)).toBe(
      "    at Panel (src/client/Panel.tsx:11:3)",
    );
    expect(await s.warm()).toBe(0);
  });
});
