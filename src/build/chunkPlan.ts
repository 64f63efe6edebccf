/**
 * Which modules go to which part's chunks (pure; src/build/chunksLoadedTogether.ts runs it on the
 * chunks of a planning build). A part's roots load a set of modules; of those, each part gets
 * - `<name>-libs`: the libraries (node_modules, virtual helpers) it loads. Another page using one of
 *   them loads this chunk too: library code only, never our code nor Pixi (which has its own group);
 * - `<name>`: our modules that nothing but the part loads (its roots and what they load lazily, like
 *   the workstation behind the workspace), so no other page loads the part's own code.
 * A part every page loads (`everywhere`: the signed-in shell) is one chunk of all it loads: no page
 * can load it needlessly. A module two parts load goes to the part of higher priority; Pixi's WebGL
 * path and the login page's shell are groups of higher priority still, so no part's chunk holds them
 * (a page using the damage picker's combobox must not load Pixi with it).
 */
import type { Rollup } from "vite";

export interface Part {
  /** The chunk's name. */
  name: string;
  /** The modules (absolute paths) the part is loaded by: lazily imported pages or components. */
  roots: readonly string[];
  /** Below the shell's and Pixi's groups; a module two parts load goes to the higher one. */
  priority: number;
  /** Every signed-in page loads the part: one chunk of everything it loads. */
  everywhere?: boolean;
}

export type Chunk = Pick<
  Rollup.OutputChunk,
  "fileName" | "imports" | "dynamicImports" | "isEntry" | "isDynamicEntry" | "moduleIds"
>;

export interface Group {
  name: string;
  priority: number;
  test: (id: string) => boolean;
}

const isLibrary = (id: string) => id.startsWith("\0") || /[\\/]node_modules[\\/]/.test(id);

/** The chunks `start` loads, itself included: static imports only, or dynamic ones too; never the entry. */
function chunksFrom(chunks: readonly Chunk[], start: readonly Chunk[], lazy: boolean): Chunk[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const found = new Map<string, Chunk>();
  const stack = [...start];
  while (stack.length > 0) {
    const chunk = stack.pop() as Chunk;
    if (found.has(chunk.fileName) || chunk.isEntry) continue;
    found.set(chunk.fileName, chunk);
    for (const file of [...chunk.imports, ...(lazy ? chunk.dynamicImports : [])]) {
      const next = byFile.get(file);
      if (next) stack.push(next);
    }
  }
  return [...found.values()];
}

/**
 * The chunk holding `root` (usually its facade; in a build with the development pages a page of those
 * may import it statically and share its chunk). A root no chunk holds fails the build.
 */
function chunkOf(chunks: readonly Chunk[], root: string): Chunk {
  const chunk = chunks.find((c) => c.moduleIds.includes(root));
  if (chunk === undefined) throw new Error(`chunksLoadedTogether: no chunk is loaded by ${root}`);
  return chunk;
}

/** The modules of the chunks holding `roots` and of every chunk they load statically, the entry excepted. */
export function modulesLoadedWith(chunks: readonly Chunk[], roots: readonly string[]): Set<string> {
  const starts = roots.map((root) => chunkOf(chunks, root));
  return new Set(chunksFrom(chunks, starts, false).flatMap((c) => c.moduleIds));
}

/**
 * For each module, the lazily loaded chunks (pages, components) whose loading brings it. Chunks holding
 * an `ignored` module do not count: the development pages, which a release build does not have.
 */
function loadersOf(chunks: readonly Chunk[], ignored?: RegExp): Map<string, Set<string>> {
  const loaders = new Map<string, Set<string>>();
  const counted = (c: Chunk) => c.isDynamicEntry && !c.moduleIds.some((id) => ignored?.test(id));
  for (const entry of chunks.filter(counted))
    for (const chunk of chunksFrom(chunks, [entry], false))
      for (const id of chunk.moduleIds) loaders.set(id, (loaders.get(id) ?? new Set()).add(entry.fileName));
  return loaders;
}

/**
 * Code-splitting groups for `parts` (two per part), from a planning build's chunks; `devPages` are the
 * development pages' modules, whose sharing a module does not keep it out of a part.
 */
export function groupsFor(chunks: readonly Chunk[], parts: readonly Part[], devPages?: RegExp): Group[] {
  const loaders = loadersOf(chunks, devPages);
  const taken = new Set<string>();
  return [...parts]
    .sort((a, b) => b.priority - a.priority)
    .flatMap(({ name, roots, priority, everywhere }) => {
      const starts = roots.map((root) => chunkOf(chunks, root));
      // The part's own lazy chunks: what its roots load, at once or later.
      const inside = new Set(chunksFrom(chunks, starts, true).map((c) => c.fileName));
      const loaded = modulesLoadedWith(chunks, roots);
      const libs = new Set<string>();
      const own = new Set<string>();
      for (const id of loaded) {
        if (taken.has(id)) continue;
        if (everywhere) own.add(id);
        else if (isLibrary(id)) libs.add(id);
        else if ([...(loaders.get(id) ?? [])].every((file) => inside.has(file))) own.add(id);
        else continue;
        taken.add(id);
      }
      const ownGroup = { name, priority, test: (id: string) => own.has(id) };
      return everywhere
        ? [ownGroup]
        : [{ name: `${name}-libs`, priority, test: (id: string) => libs.has(id) }, ownGroup];
    });
}
