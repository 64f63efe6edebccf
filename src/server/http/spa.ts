import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./errorHandler.ts";

/** The path of a request URL, decoded (null when it does not decode). */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "");
  } catch {
    return null;
  }
}

/**
 * Source maps stay on the server (they are our source; symbolicate.ts reads them), and a missing
 * chunk is a 404, not the app's HTML under a .js name.
 */
export function isNeverPage(url: string): boolean {
  const path = decodedPath(url);
  return path === null || path.toLowerCase().endsWith(".map") || path.startsWith("/assets/");
}

/**
 * Serves the built SPA from one origin with the API. Unknown /api paths answer a JSON 404; any other
 * unknown path answers index.html so client-side routes survive a reload. Source maps are never
 * served (the build writes them for the server's stack symbolication only). Text files go out
 * compressed at build time (brotli or gzip) when the browser accepts it.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      // Never serve dot folders of the build (.vite/manifest.json is for the budget test).
      dotfiles: "ignore",
      // The build writes name.br and name.gz beside each text file (src/build/precompress.ts):
      // sent by the request's Accept-Encoding with Content-Encoding and Vary, else the file itself.
      preCompressed: true,
      // Checked again by the plugin on the file it finally opens, as its logical (uncompressed) path;
      // refused paths reach the 404 below. The .br/.gz files are only ever sent as an encoding.
      allowedPath: (path: string) => !/\.(map|br|gz)$/i.test(path),
      setHeaders: (reply, path: string) => {
        // Hashed assets never change; index.html must always be fresh so a new build takes over.
        reply.header(
          "Cache-Control",
          path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  if (hasClient)
    app.get("/", (_req, reply) => reply.header("Cache-Control", "no-cache").sendFile("index.html"));
  app.setNotFoundHandler((req, reply) => {
    const isPageLoad = req.method === "GET" || req.method === "HEAD";
    if (req.url.startsWith("/api/") || !isPageLoad || !hasClient || isNeverPage(req.url)) {
      return sendNotFound(reply);
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
