/**
 * Code cites the product's behaviour as "product §4" or "product §S3" (docs/product.md), never a
 * document outside the repository. Every section cited must exist there, and no comment may cite the
 * spec files the project was built from ("spec §n", "server-behaviour §n").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const SOURCES = ["src", "tests", "workers"];
const CITE = /product §(S?\d+)/g;
const OUTSIDE = /\b(?:spec|server-behaviour|product-spec)(?:\.md)? ?§ ?\d/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".") || name === "node_modules" || name === "fixtures") return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

/** The sections docs/product.md has: "## §4 …" and "## §S3 …". */
const productSections = (markdown: string): Set<string> =>
  new Set([...markdown.matchAll(/^## §(S?\d+) /gm)].map((m) => m[1]!));

describe("citations of the product's behaviour", () => {
  const sections = productSections(readFileSync(join(ROOT, "docs/product.md"), "utf8"));
  // This file names both forms in its own examples.
  const files = SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter(
    (file) => !file.endsWith("productDoc.test.ts"),
  );

  it("docs/product.md has §1–§9 and §S1–§S8", () => {
    for (const s of ["1", "9", "S1", "S8"]) expect(sections.has(s)).toBe(true);
  });

  it("every section cited exists in docs/product.md", () => {
    const missing = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(CITE)]
        .filter((m) => !sections.has(m[1]!))
        .map((m) => `${file.slice(ROOT.length + 1)}: ${m[0]}`),
    );
    expect(missing).toEqual([]);
  });

  it("no comment cites the spec files outside the repository", () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(OUTSIDE)].map((m) => `${file.slice(ROOT.length + 1)}: ${m[0]}`),
    );
    expect(outside).toEqual([]);
  });

  it("sees a section that does not exist", () => {
    expect(productSections("## §1 A\n## §S2 B\n")).toEqual(new Set(["1", "S2"]));
    expect([..."see product §12".matchAll(CITE)].map((m) => m[1])).toEqual(["12"]);
  });
});
