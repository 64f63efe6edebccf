import type { FastifyInstance } from "fastify";
import { forbidden } from "../errors.ts";
import type { AuthService } from "../services/auth.ts";

/**
 * The one place that enforces who may call what: every route carries its contract `access`
 * (public, or the roles allowed); anything else under /api without `access` is refused.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest("claims", null);
  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (access === "public") return;
    if (access === undefined) {
      if (
        req.url.startsWith("/api/") &&
        req.routeOptions.url !== undefined &&
        !req.url.startsWith("/api/docs")
      ) {
        throw forbidden();
      }
      return;
    }
    const claims = await auth.authenticate(req.headers.authorization);
    // Set before the role check so the refusal is logged with who asked (errorHandler).
    req.claims = claims;
    if (!access.includes(claims.role)) throw forbidden();
  });
}
