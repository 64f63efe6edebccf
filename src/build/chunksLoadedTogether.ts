/**
 * One chunk for each part of the page whose code always loads together (a Vite build plugin).
 *
 * Left to itself, the bundler splits a lazily loaded page by which other pages share each module: the
 * inspection workspace arrived as ~45 chunks, each gzipped apart with its own import/export glue (the
 * same code in one chunk is 16.6 kB smaller gzipped than in 46; docs/benchmarks.md). Which modules a
 * page really uses is known only after tree-shaking (a page importing Button through Fluent's index
 * does not use Card), so the plan comes from a first build: the modules of every chunk a part's own
 * chunk loads statically (src/build/chunkPlan.ts says which go where). The real build then groups
 * exactly those modules. Groups of higher priority keep theirs (the login page's shell, Pixi's WebGL
 * path).
 */
import { build, type Plugin, type Rollup } from "vite";
import { groupsFor, type Part } from "./chunkPlan.ts";
import { addCodeSplittingGroups } from "./codeSplittingGroups.ts";

/** Set while the planning build runs: the plugin stands aside, and so do build steps that write files. */
const PLANNING = "CHUNK_PLAN_PASS";
export const isPlanningBuild = (): boolean => process.env[PLANNING] === "1";

/** The development pages (builds with VITE_DEV_PAGES=1 only), which share the workstation's code. */
const DEV_PAGES = /[\\/]src[\\/]client[\\/].*[\\/]Dev\w*\.tsx$/;

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
      addCodeSplittingGroups(config, "chunksLoadedTogether", groupsFor(chunks, parts, DEV_PAGES));
    },
  };
}
