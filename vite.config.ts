import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_URL ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: { outDir: process.env.CLIENT_DIR ?? "dist/client", emptyOutDir: true, sourcemap: true },
  server: { proxy: { "/api": apiTarget } },
  worker: { format: "es" },
});
