import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A shipped migration must do the same thing forever: it may import Kysely, Node's own modules, types,
 * and the frozen-row loader, never code that changes with the product (seed data, domain rules).
 */
const dir = new URL("./", import.meta.url);
const migrations = readdirSync(dir).filter((f) => /^\d{4}_.*\.ts$/.test(f) && !f.endsWith(".test.ts"));
const ALLOWED = [/^kysely$/, /^node:/, /^\.\/frozenRows\.ts$/];

/** The runtime imports of a module's source (type-only imports vanish when it runs). */
const runtimeImports = (source: string): string[] =>
  [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]!);

describe("migrations are frozen", () => {
  it("finds the migrations", () => expect(migrations.length).toBeGreaterThan(20));

  it.each(migrations)("%s imports nothing that changes with the product", (file) => {
    const source = readFileSync(new URL(file, dir), "utf8");
    const outside = runtimeImports(source).filter((spec) => !ALLOWED.some((re) => re.test(spec)));
    expect(outside).toEqual([]);
  });

  it("sees a planted import of seed code", () => {
    const planted = `import { type Kysely, sql } from "kysely";\nimport { catalogueRows } from "../../seed/catalogues/index.ts";\nimport type { Database } from "../schema.ts";`;
    expect(runtimeImports(planted)).toEqual(["kysely", "../../seed/catalogues/index.ts"]);
  });
});
