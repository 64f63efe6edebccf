import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { TEXTS } from "../../domain/texts.ts";

/**
 * Serves the built SPA from one origin with the API. Unknown /api paths answer a JSON 404; any other
 * unknown path answers index.html so client-side routes survive a reload.
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
    if (req.url.startsWith("/api/") || !isPageLoad || !hasClient) {
      return reply.status(404).send({ success: false, code: "NOT_FOUND", message: TEXTS.notFound });
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
