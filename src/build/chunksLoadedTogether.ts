/**
 * One chunk for each part of the page whose code always loads together (a Vite build plugin).
 *
 * Left to itself, the bundler splits a lazily loaded page by which other pages share each module: the
 * inspection workspace arrived as ~45 chunks, each gzipped apart with its own import/export glue (the
 * same code in one chunk is 16.6 kB smaller gzipped than in 46; docs/benchmarks.md). Which modules a
 * page really uses is known only after tree-shaking (a page importing Button through Fluent's index
 * does not use Card), so the plan comes from a first build: the modules of every chunk a part's own
 * chunk loads statically. The real build then groups exactly those modules. Groups of higher priority
 * keep theirs (the login page's shell, Pixi's WebGL path); another page that uses a module of a part
 * loads that part's whole chunk: a trade made for the screen agents spend their day on.
 */
import { build, type Plugin, type Rollup } from "vite";

/** Set while the planning build runs: the plugin stands aside, and so do build steps that write files. */
const PLANNING = "CHUNK_PLAN_PASS";
export const isPlanningBuild = (): boolean => process.env[PLANNING] === "1";

export interface Part {
  /** The chunk's name. */
  name: string;
  /** The modules (absolute paths) the part is loaded by: lazily imported pages or components. */
  roots: readonly string[];
  /** Below the shell's and Pixi's groups; a module two parts share goes to the higher one. */
  priority: number;
}

type Chunk = Pick<Rollup.OutputChunk, "fileName" | "imports" | "isEntry" | "moduleIds">;

/**
 * The modules of the chunk holding `root` and of every chunk it loads statically, the page's entry
 * excepted. (Usually `root` is that chunk's facade; in a build with the development pages, a page of
 * those may import it statically and share its chunk.)
 */
export function modulesLoadedWith(chunks: readonly Chunk[], root: string): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.find((c) => c.moduleIds.includes(root));
  if (start === undefined) throw new Error(`chunksLoadedTogether: no chunk is loaded by ${root}`);
  const modules = new Set<string>();
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const chunk = stack.pop() as Chunk;
    if (seen.has(chunk.fileName) || chunk.isEntry) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return modules;
}

/** Code-splitting groups for `parts`, from a planning build's chunks; each module goes to one part. */
export function groupsFor(chunks: readonly Chunk[], parts: readonly Part[]) {
  const taken = new Set<string>();
  return [...parts]
    .sort((a, b) => b.priority - a.priority)
    .map(({ name, roots, priority }) => {
      const loaded = roots.flatMap((root) => [...modulesLoadedWith(chunks, root)]);
      const members = new Set(loaded.filter((id) => !taken.has(id)));
      for (const id of members) taken.add(id);
      return { name, priority, test: (id: string) => members.has(id) };
    });
}

export function chunksLoadedTogether(configFile: string, parts: readonly Part[]): Plugin {
  return {
    name: "chunks-loaded-together",
    apply: "build",
    async config(config, { mode }) {
      if (isPlanningBuild() || config.build?.ssr) return;
      process.env[PLANNING] = "1";
      let result: Awaited<ReturnType<typeof build>>;
      try {
        result = await build({ configFile, mode, logLevel: "silent", build: { write: false } });
      } finally {
        delete process.env[PLANNING];
      }
      if (!("output" in result) && !Array.isArray(result)) throw new Error("chunksLoadedTogether: no output");
      const chunks = (Array.isArray(result) ? result : [result])
        .flatMap((r) => r.output)
        .filter((item): item is Rollup.OutputChunk => item.type === "chunk");
      const output = config.build?.rollupOptions?.output;
      if (output === undefined || Array.isArray(output))
        throw new Error("chunksLoadedTogether: expects one build.rollupOptions.output object");
      const splitting = typeof output.codeSplitting === "object" ? output.codeSplitting : {};
      output.codeSplitting = {
        ...splitting,
        groups: [...(splitting.groups ?? []), ...groupsFor(chunks, parts)],
      };
    },
  };
}
