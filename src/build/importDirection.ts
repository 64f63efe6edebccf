/**
 * Which folder may import which (issue 25): the layering docs/architecture.md describes, as rules over
 * the import graph. The graph comes from esbuild, which resolves every import the way the bundler does
 * (`.ts`/`.tsx`, index files, `?worker` suffixes left out); the rules are plain data checked by
 * `violations`, so a test can plant an edge and see it refused.
 */
import { build } from "esbuild";

export interface Edge {
  from: string;
  to: string;
}

export interface Rule {
  name: string;
  /** Files the rule applies to (repository-relative path). */
  from: RegExp;
  /** Given the importing file's match, whether importing `to` breaks the rule. */
  forbids: (to: string, fromMatch: RegExpMatchArray) => boolean;
}

const ours = (p: string) => /^(src|workers)\//.test(p);
const inside = (p: string, ...folders: string[]) => folders.some((f) => p.startsWith(f));

export const RULES: Rule[] = [
  {
    name: "domain imports nothing of ours",
    from: /^src\/domain\//,
    forbids: (to) => ours(to) && !inside(to, "src/domain/"),
  },
  {
    name: "geometry imports only domain",
    from: /^src\/geometry\//,
    forbids: (to) => ours(to) && !inside(to, "src/domain/", "src/geometry/"),
  },
  {
    name: "the contract imports only domain",
    from: /^src\/contract\//,
    forbids: (to) => ours(to) && !inside(to, "src/domain/", "src/contract/"),
  },
  {
    name: "workers import only domain and geometry",
    from: /^workers\//,
    forbids: (to) => ours(to) && !inside(to, "src/domain/", "src/geometry/", "workers/"),
  },
  {
    name: "canvas never imports client or server",
    from: /^src\/canvas\//,
    forbids: (to) => inside(to, "src/client/", "src/server/"),
  },
  {
    name: "the server never imports client code",
    from: /^src\/server\//,
    forbids: (to) => inside(to, "src/client/", "src/canvas/"),
  },
  {
    name: "the client never imports server code",
    from: /^src\/client\//,
    forbids: (to) => inside(to, "src/server/"),
  },
  {
    name: "features never import each other",
    from: /^src\/client\/features\/([^/]+)\//,
    forbids: (to, m) => inside(to, "src/client/features/") && !inside(to, `src/client/features/${m[1]}/`),
  },
  {
    // The app's routes (src/client/*.tsx) load features; the shared client folders serve them.
    name: "shared client folders never import a feature",
    from: /^src\/client\/(?!features\/)[^/]+\//,
    forbids: (to) => inside(to, "src/client/features/"),
  },
];

export interface Violation extends Edge {
  rule: string;
}

export function violations(edges: readonly Edge[], rules: readonly Rule[] = RULES): Violation[] {
  const found: Violation[] = [];
  for (const edge of edges) {
    for (const rule of rules) {
      const m = edge.from.match(rule.from);
      if (m && rule.forbids(edge.to, m)) found.push({ ...edge, rule: rule.name });
    }
  }
  return found;
}

/** Test files and test kits are not shipped and may reach across. */
export const isTestOnly = (path: string) => /\.test\.tsx?$|TestKit\.tsx?$|^src\/client\/testing\//.test(path);

/** Every import between our own files, resolved by esbuild from `files` (repository-relative). */
export async function importGraph(root: string, files: readonly string[]): Promise<Edge[]> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [...files],
    bundle: true,
    write: false,
    metafile: true,
    outdir: "out",
    splitting: true,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "silent",
    loader: { ".svg": "empty", ".png": "empty", ".css": "empty", ".wasm": "empty" },
    plugins: [
      {
        name: "vite-suffixes",
        // `?worker`, `?url`, `?raw`: Vite's, not files; the module they name is an entry of its own.
        setup: (b) => b.onResolve({ filter: /\?/ }, (args) => ({ path: args.path, external: true })),
      },
    ],
  });
  const edges: Edge[] = [];
  for (const [from, input] of Object.entries(result.metafile.inputs)) {
    for (const imp of input.imports) if (!imp.external && ours(imp.path)) edges.push({ from, to: imp.path });
  }
  return edges;
}
