import { readFile, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import {
  assetFileOf,
  declarationColumns,
  findFrames,
  MAX_FRAMES,
  type MappedFrame,
  minifiedName,
  rewriteLines,
  type StackFrame,
} from "./stackFrames.ts";

export interface SymbolicatorLimits {
  /** A chunk and its map larger than this together are not read (ours are under 1.5 MB). */
  maxFileBytes: number;
  /** Parsed maps kept, by the size of the files they came from; the least recently used go first. */
  maxCacheBytes: number;
  /** Frames mapped per report. */
  maxFrames: number;
}

export const DEFAULT_LIMITS: SymbolicatorLimits = {
  maxFileBytes: 8 * 1024 * 1024,
  maxCacheBytes: 32 * 1024 * 1024,
  maxFrames: MAX_FRAMES,
};

/** One chunk's map, its generated lines (for function names) and, lazily, its named tokens by line. */
interface LoadedMap {
  consumer: SourceMapConsumer;
  lines: string[];
  bytes: number;
  named?: Map<number, Map<number, string>>;
}

/**
 * Maps the stack frames of a client report that point at our own built chunks (/assets/*.js) back to
 * the original source with the hidden .map beside each chunk in the served client folder (issue 8).
 * Only names of the form a build writes are looked up, only in CLIENT_DIR/assets; whatever cannot be
 * mapped stays as the browser wrote it. Never throws.
 */
export class StackSymbolicator {
  private readonly assetsDir: string;
  /** Insertion order is recency: a hit moves to the end, eviction takes from the front. */
  private readonly cache = new Map<string, Promise<LoadedMap | null>>();
  private readonly sizes = new Map<string, number>();
  private cachedBytes = 0;

  constructor(
    clientDir: string,
    private readonly limits: SymbolicatorLimits = DEFAULT_LIMITS,
  ) {
    this.assetsDir = resolve(clientDir, "assets");
  }

  /** The text with its frames mapped, or null when not one frame could be. */
  async symbolicate(text: string | undefined): Promise<string | null> {
    if (!text) return null;
    try {
      const mapped = new Map<number, MappedFrame>();
      for (const [index, frame] of findFrames(text, this.limits.maxFrames)) {
        const name = assetFileOf(frame.url);
        const loaded = name ? await this.load(name) : null;
        const original = loaded ? mapFrame(loaded, frame) : null;
        if (original) mapped.set(index, original);
      }
      return mapped.size > 0 ? rewriteLines(text, mapped) : null;
    } catch {
      // A map that parses but answers nonsense must not cost the report.
      return null;
    }
  }

  /**
   * Loads and parses the maps of the chunks the build's index.html names (the entry and what it
   * preloads: what every report's stack points into), so the first report does not wait for them.
   * Up to the cache's limit; never throws. Parsing blocks the thread it runs on: see symbolicateWorker.ts.
   */
  async warm(): Promise<number> {
    let html: string;
    try {
      html = await readFile(join(dirname(this.assetsDir), "index.html"), "utf8");
    } catch {
      return 0;
    }
    const names = [...new Set([...html.matchAll(/\/assets\/([\w.-]+\.js)\b/g)].map((m) => m[1] ?? ""))];
    let warmed = 0;
    for (const name of names) {
      if (this.cachedBytes >= this.limits.maxCacheBytes) break;
      const loaded = assetFileOf(`http://build/assets/${name}`) ? await this.load(name) : null;
      if (!loaded) continue;
      try {
        // source-map-js parses the mappings on the first lookup; the names index is ours.
        loaded.consumer.originalPositionFor({ line: 1, column: 0 });
        namedTokens(loaded);
        warmed++;
      } catch {
        // A map that cannot be parsed is left to fail the same way at the report.
      }
    }
    return warmed;
  }

  /** Maps held now and the bytes they came from (for the cache test). */
  get cached(): { maps: number; bytes: number } {
    return { maps: this.sizes.size, bytes: this.cachedBytes };
  }

  private load(name: string): Promise<LoadedMap | null> {
    const hit = this.cache.get(name);
    if (hit) {
      this.cache.delete(name);
      this.cache.set(name, hit);
      return hit;
    }
    const loading = this.read(name).then(
      (loaded) => {
        // Missing or unreadable maps are not kept: a flood of made-up names must not evict real ones.
        if (!loaded) this.cache.delete(name);
        else this.account(name, loaded.bytes);
        return loaded;
      },
      () => {
        this.cache.delete(name);
        return null;
      },
    );
    this.cache.set(name, loading);
    return loading;
  }

  private async read(name: string): Promise<LoadedMap | null> {
    const file = join(this.assetsDir, name);
    // assetFileOf allows no separator or "..": this holds already, and holds here for any caller.
    if (dirname(file) !== this.assetsDir) return null;
    const [code, map] = await Promise.all([stat(file), stat(`${file}.map`)]);
    if (!code.isFile() || !map.isFile() || code.size + map.size > this.limits.maxFileBytes) return null;
    const [js, raw] = await Promise.all([readFile(file, "utf8"), readFile(`${file}.map`, "utf8")]);
    return { consumer: new SourceMapConsumer(raw), lines: js.split("\n"), bytes: code.size + map.size };
  }

  private account(name: string, bytes: number): void {
    this.sizes.set(name, bytes);
    this.cachedBytes += bytes;
    for (const oldest of this.cache.keys()) {
      if (this.cachedBytes <= this.limits.maxCacheBytes || oldest === name) break;
      const size = this.sizes.get(oldest);
      if (size === undefined) continue; // still loading
      this.cache.delete(oldest);
      this.sizes.delete(oldest);
      this.cachedBytes -= size;
    }
  }
}

/** Where the frame's code was written, and its function's original name when the map has it. */
function mapFrame(loaded: LoadedMap, frame: StackFrame): MappedFrame | null {
  // Past the chunk's end the nearest mapping would be a guess: not this build's frame.
  if (frame.column > (loaded.lines[frame.line - 1]?.length ?? 0)) return null;
  const pos = loaded.consumer.originalPositionFor({ line: frame.line, column: frame.column - 1 });
  if (!pos.source || pos.line === null || pos.column === null) return null;
  return {
    fn: originalName(loaded, frame) ?? frame.fn,
    // Project paths (vite.config.ts writes them so); a map from elsewhere may start with "../".
    source: pos.source.replace(/^(?:\.\.?\/)+/, "").slice(0, 500),
    line: pos.line,
    column: pos.column + 1,
  };
}

/**
 * The original name of the frame's function: the map names the token where the minified function is
 * declared ("function p(" → DevCrashingPanel), the nearest such declaration before the frame.
 */
function originalName(loaded: LoadedMap, frame: StackFrame): string | null {
  const short = minifiedName(frame.fn);
  const line = loaded.lines[frame.line - 1];
  if (!short || line === undefined) return null;
  const named = namedTokens(loaded).get(frame.line);
  if (!named) return null;
  for (const column of declarationColumns(line, short, frame.column - 1)) {
    const name = named.get(column);
    if (name) return name;
  }
  return null;
}

/** Generated line → column → original name, for the tokens the map names; built once per map. */
function namedTokens(loaded: LoadedMap): Map<number, Map<number, string>> {
  if (loaded.named) return loaded.named;
  const named = new Map<number, Map<number, string>>();
  loaded.consumer.eachMapping((m) => {
    if (!m.name) return;
    const line = named.get(m.generatedLine) ?? new Map<number, string>();
    line.set(m.generatedColumn, m.name);
    named.set(m.generatedLine, line);
  });
  loaded.named = named;
  return named;
}
