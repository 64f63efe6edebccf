import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { OUTLINES_URL_PREFIX } from "../../domain/bodyTypes.ts";
import { sendNotFound } from "./errorHandler.ts";

/** assets/generated/outlines, written by `npm run assets:outlines` and committed. */
export const OUTLINES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "..",
  "..",
  "assets",
  "generated",
  "outlines",
);

/**
 * Serves the body-type outline images read-only at /outlines/{slug}/{front,rear,left}.{svg,png} and
 * /outlines/index.json. They are public data — generic vehicle line drawings, the same for every user —
 * so no authentication is asked (the auth hook only guards /api). GET and HEAD only; no directory
 * listing; @fastify/static refuses paths that leave the root.
 */
export async function registerOutlines(app: FastifyInstance, root: string = OUTLINES_DIR): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn({ root }, "outline images missing: run npm run assets:outlines");
    return;
  }
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: "/",
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: "deny",
        cacheControl: true,
        maxAge: "1h",
      });
      // A missing outline is a 404, not the SPA's index.html.
      scope.setNotFoundHandler((_req, reply) => sendNotFound(reply));
    },
    { prefix: OUTLINES_URL_PREFIX.replace(/\/$/, "") },
  );
}
