import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: process.env.CLIENT_DIR ?? "dist/client",
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph the front-end budget test walks.
    manifest: true,
    rollupOptions: {
      // The service worker is its own entry, built to /sw.js so its scope is the whole app.
      input: { main: "index.html", sw: "src/client/sw/sw.ts" },
      output: { entryFileNames: (chunk) => (chunk.name === "sw" ? "sw.js" : "assets/[name]-[hash].js") },
    },
  },
  server: { proxy: { "/api": apiTarget } },
  worker: { format: "es" },
});
