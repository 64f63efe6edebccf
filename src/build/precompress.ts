/**
 * The client build's .br/.gz siblings (a Vite build step): spa.ts serves them by Accept-Encoding.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; images are compressed already and maps are never served. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this the encoding saves less than its headers and a request's cost. */
const MIN_BYTES = 1024;

/**
 * Writes name.br (brotli, max quality) and name.gz (gzip 9) beside every compressible file of a
 * client build, for spa.ts to send by Accept-Encoding (@fastify/static preCompressed): the best
 * ratio once at build time instead of a cheap one per request. Dot folders (.vite) are never served.
 * Returns the files it compressed, relative to dir.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    const name = relative(dir, file);
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || name.startsWith(".")) continue;
    if (precompressFile(file)) done.push(name);
  }
  return done;
}

/** Writes file.br and file.gz beside one file when it is big enough; says whether it did. */
export function precompressFile(file: string): boolean {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  return true;
}

/** The Vite plugin: compresses the output folder once the bundle is closed (after every writeBundle,
 * so sw.js is final). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
