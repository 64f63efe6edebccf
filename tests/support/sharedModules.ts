import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Which test files need a module registry of their own. vitest.config.ts lets the others share one per
 * worker, which spares each file importing its modules afresh (2026-11-28: the 123 shared unit files
 * 77 s → 25 s; the integration tier, all shared, PGlite 633 → 378 s). A file needs isolation when it
 * changes what later files would import or see: a DOM environment (jsdom globals, React and Fluent
 * bound to one document), module mocks, stubbed globals or environment, fake timers, assignments to
 * process.env or globalThis. Decided by the file's own text, so a new unit test lands on the right side
 * ("unit" or "unit-isolated"); an integration file that needs it fails sharedModules.test.ts.
 */
export const NEEDS_ISOLATION: readonly RegExp[] = [
  /@vitest-environment/,
  /\bvi\.(mock|doMock)\(/,
  /\bvi\.stub(Env|Global)\(/,
  /\bvi\.useFakeTimers\(/,
  /\bprocess\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
  /\bdelete\s+process\.env/,
  /\bglobalThis\.\w+\s*=[^=]/,
];

export function needsIsolation(source: string): boolean {
  return NEEDS_ISOLATION.some((pattern) => pattern.test(source));
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : testFilesUnder(path);
    return /\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The test files (under `roots`, relative paths) that must run isolated. */
export function isolatedTestFiles(roots: readonly string[]): string[] {
  return roots.flatMap(testFilesUnder).filter((f) => needsIsolation(readFileSync(f, "utf8")));
}
