import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/**
 * Front-end budgets (issue 8), read from the build the e2e run just made (Vite's manifest = the chunk
 * graph): what a route downloads is its chunk plus every chunk it imports statically, gzipped.
 * Figures are printed and recorded in docs/benchmarks.md. The budgets are for what ships: when the e2e
 * build has the development pages (VITE_DEV_PAGES=1, whose lazy chunks make the bundler split shared
 * code differently, ~0.6 kB more on the login route), a release build is made beside it and measured.
 */
let CLIENT_DIR = resolve(process.env.CLIENT_DIR ?? "dist/client");
interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = (): Record<string, Chunk> =>
  JSON.parse(readFileSync(join(CLIENT_DIR, ".vite", "manifest.json"), "utf8"));

/** The chunk files loaded with `keys`: their static imports, transitively (and dynamic ones if asked). */
function closure(m: Record<string, Chunk>, keys: string[], lazy = false): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() ?? "";
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = m[key];
    if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : []));
  }
  return files;
}
const gzKb = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(CLIENT_DIR, f)), { level: 9 }).length, 0) /
  1000;

const routeKey = (m: Record<string, Chunk>, page: string) => {
  const key = Object.keys(m).find((k) => k.endsWith(page));
  if (!key) throw new Error(`no chunk for ${page}`);
  return key;
};

/** The spec's budget for the login route (the signed-in shell and its Fluent parts load lazily). */
const LOGIN_BUDGET_KB = 150;
const WORKSPACE_BUDGET_KB = 400;

/** A release build (no development pages) in a scratch folder, when the e2e build has them. */
function releaseBuild(): (() => void) | null {
  if (!Object.keys(manifest()).some((k) => k.endsWith("src/client/ops/DevPages.tsx"))) return null;
  const dir = mkdtempSync(join(tmpdir(), "budget-release-"));
  execFileSync("npx", ["vite", "build", "--logLevel", "warn"], {
    env: { ...process.env, CLIENT_DIR: dir, VITE_DEV_PAGES: "" },
    stdio: "inherit",
  });
  CLIENT_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

test("front-end budgets: login route, workstation only where used, inspection workspace", () => {
  test.setTimeout(240_000);
  const cleanUp = releaseBuild();
  try {
    checkBudgets();
  } finally {
    cleanUp?.();
  }
});

function checkBudgets(): void {
  const m = manifest();
  const login = closure(m, ["index.html"]);
  const loginKb = gzKb(login);
  const workspace = closure(m, ["index.html", routeKey(m, "features/inspections/InspectionsPage.tsx")]);
  const workspaceKb = gzKb(workspace);
  // Everything the page may load later (the workstation with Pixi, the cage parser), for the record.
  const withLazy = new Set([
    ...login,
    ...closure(m, [routeKey(m, "features/inspections/InspectionsPage.tsx")], true),
  ]);
  const withLazyKb = gzKb([...withLazy].filter((f) => !f.includes("webworkerAll")));
  const pixi = Object.entries(m)
    .filter(([key]) => key.includes("node_modules/pixi.js") || key.includes("@pixi/react"))
    .map(([, c]) => c.file);
  const pixiInLogin = [...login].filter((f) => pixi.includes(f) || /pixi|Workstation/i.test(f));
  console.log(
    `login route JS ${loginKb.toFixed(1)} kB gzip (budget ${LOGIN_BUDGET_KB}); inspection workspace ${workspaceKb.toFixed(1)} kB gzip (budget ${WORKSPACE_BUDGET_KB}), ${withLazyKb.toFixed(1)} kB with the workstation loaded`,
  );
  expect(pixiInLogin, "Pixi and the workstation load only with the pages that use them").toEqual([]);
  expect(loginKb).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  expect(workspaceKb).toBeLessThanOrEqual(WORKSPACE_BUDGET_KB);
}
