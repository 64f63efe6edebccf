import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { chunksLoadedTogether, isPlanningBuild } from "./src/build/chunksLoadedTogether.ts";
import { fluentThemeLiteral } from "./src/build/fluentThemeLiteral.ts";
import { fluentTokensInline } from "./src/build/fluentTokensInline.ts";
import { pixiForTheWorkstation } from "./src/build/pixiForTheWorkstation.ts";
import { precompress } from "./src/build/precompress.ts";

const ROOT = dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";
/** The placeholder in src/client/sw/sw.ts; replaced by a hash of the same length. */
const SW_BUILD_ID = "__SW_BUILD_ID___";

/**
 * The service worker's cache version is the hash of everything else the build wrote, so each build
 * that changes an asset gets new caches (and the old ones are deleted) without a hand-kept number.
 * Done after writing: only then are every chunk's contents (and names) final.
 */
function serviceWorkerVersion(): Plugin {
  return {
    name: "service-worker-version",
    apply: "build",
    writeBundle(options, bundle) {
      const hash = createHash("sha256");
      for (const name of Object.keys(bundle).sort()) {
        const item = bundle[name];
        if (!item || name === "sw.js" || name.endsWith(".map")) continue;
        hash.update(name).update(item.type === "chunk" ? item.code : item.source);
      }
      const file = join(options.dir ?? "", "sw.js");
      const code = readFileSync(file, "utf8");
      if (!code.includes(SW_BUILD_ID)) throw new Error(`sw.js has no ${SW_BUILD_ID} to replace`);
      writeFileSync(file, code.replaceAll(SW_BUILD_ID, hash.digest("hex").slice(0, SW_BUILD_ID.length)));
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    pixiForTheWorkstation(ROOT),
    fluentTokensInline(),
    fluentThemeLiteral(ROOT),
    // The inspection workspace in one chunk, and the workstation it loads (beside Pixi's own chunk)
    // in another, instead of ~45 small ones; the signed-in shell's navigation and banner in a third.
    // Planned by a first build that writes nothing.
    chunksLoadedTogether(fileURLToPath(import.meta.url), [
      {
        name: "signed-in",
        roots: ["NavBar.tsx", "AlertBanner.tsx"].map((f) => resolve(ROOT, "src/client/shell", f)),
        priority: 6,
        everywhere: true,
      },
      {
        name: "workspace",
        roots: [resolve(ROOT, "src/client/features/inspections/InspectionsPage.tsx")],
        priority: 4,
      },
      {
        name: "workstation",
        roots: [resolve(ROOT, "src/client/features/inspections/workstation/MarkCanvas.tsx")],
        priority: 3,
      },
    ]),
    ...(isPlanningBuild() ? [] : [serviceWorkerVersion(), precompress()]),
  ],
  build: {
    outDir: process.env.CLIENT_DIR ?? "dist/client",
    emptyOutDir: true,
    // Maps are written beside the assets for the server's stack symbolication (src/server/ops/
    // symbolicate.ts), but with no sourceMappingURL comment and never served (spa.ts answers 404).
    sourcemap: "hidden",
    // .vite/manifest.json: the chunk graph the front-end budget test walks.
    manifest: true,
    rollupOptions: {
      // The service worker is its own entry, built to /sw.js so its scope is the whole app.
      input: { main: "index.html", sw: "src/client/sw/sw.ts" },
      output: {
        entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js"),
        // Sources as project paths (src/client/…), wherever CLIENT_DIR puts the build; no source text.
        sourcemapPathTransform: (source, mapPath) =>
          relative(ROOT, resolve(dirname(mapPath), source)).replaceAll("\\", "/"),
        sourcemapExcludeSources: true,
        // Everything the login page loads statically is one chunk, not ~20 that each repeat their
        // imports and exports and compress apart: login route 149.0 -> 142.3 kB gzip, the workspace
        // through a damage task 9.9 kB less (docs/benchmarks.md). The service worker stays whole.
        codeSplitting: {
          groups: [
            {
              name: "shell",
              tags: ["$initial"],
              test: (id) => !id.includes("/src/client/sw/"),
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": apiTarget } },
  worker: { format: "es" },
});
