/**
 * The import-direction check (issue 25): every import between our files follows docs/architecture.md's
 * layering (src/build/importDirection.ts). KNOWN lists the imports that still break it, each with why;
 * the test fails on any other, and on a KNOWN entry that is gone (remove it: the list only shrinks).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { type Edge, importGraph, isTestOnly, violations } from "./build/importDirection.ts";

const ROOT = join(import.meta.dirname, "..");

/** Debts: imports that still break a rule, each with why (none today). */
const KNOWN: readonly string[] = [];

const key = (e: Edge) => `${e.from} -> ${e.to}`;
let edges: Edge[] = [];

beforeAll(async () => {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "src", "workers"], {
    cwd: ROOT,
  })
    .toString()
    .split("\n")
    // Tracked files deleted in the working tree are listed too: only what exists is an entry point.
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && !isTestOnly(f) && existsSync(join(ROOT, f)));
  edges = (await importGraph(ROOT, files)).filter((e) => !isTestOnly(e.from));
}, 60_000);

describe("import direction", () => {
  it("reads the real graph (a sanity floor: an empty graph would pass anything)", () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges).toContainEqual({ from: "src/contract/tasks.ts", to: "src/domain/roles.ts" });
  });

  it("has no import against the layering beyond the known debts", () => {
    const found = violations(edges).map((v) => `${key(v)} (${v.rule})`);
    const unexpected = found.filter((f) => !KNOWN.some((k) => f.startsWith(`${k} (`)));
    expect(unexpected).toEqual([]);
  });

  it("lists no debt that is already paid", () => {
    const found = new Set(violations(edges).map(key));
    expect(KNOWN.filter((k) => !found.has(k))).toEqual([]);
  });

  it.each([
    ["src/domain/texts.ts", "src/client/api/http.ts", "domain imports nothing of ours"],
    ["src/geometry/polygon.ts", "src/canvas/loaders.ts", "geometry imports only domain"],
    ["src/canvas/Scene.tsx", "src/client/state/session.ts", "canvas never imports client or server"],
    ["src/server/app.ts", "src/client/routes.tsx", "the server never imports client code"],
    ["src/client/App.tsx", "src/server/app.ts", "the client never imports server code"],
    [
      "src/client/features/cages/A.tsx",
      "src/client/features/inspections/B.ts",
      "features never import each other",
    ],
    [
      "src/client/ui/Table.tsx",
      "src/client/features/cages/A.tsx",
      "shared client folders never import a feature",
    ],
    ["src/contract/tasks.ts", "src/server/app.ts", "the contract imports only domain"],
  ])("refuses a planted %s -> %s", (from, to, rule) => {
    expect(violations([...edges, { from, to }]).filter((v) => v.from === from)).toEqual([{ from, to, rule }]);
  });

  it("allows what the layering allows", () => {
    const allowed: Edge[] = [
      { from: "src/client/features/cages/A.tsx", to: "src/client/features/cages/B.ts" },
      { from: "src/client/features/cages/A.tsx", to: "src/client/ui/Table.tsx" },
      { from: "src/client/routes.tsx", to: "src/client/features/cages/A.tsx" },
      { from: "src/server/app.ts", to: "workers/cage-parse/parse.ts" },
      { from: "src/canvas/Scene.tsx", to: "src/geometry/polygon.ts" },
    ];
    expect(violations(allowed)).toEqual([]);
  });
});
