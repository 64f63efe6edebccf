import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { forbidden } from "../errors.ts";
import { type ApiKeyCaller, type ApiKeyService, apiKeyOf } from "../services/apiKeys.ts";
import type { AuthService } from "../services/auth.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** How long the token and session check took, ms (null: not checked). */
    authMs: number | null;
    /** The machine caller when the request came with an API key (issue 24); its `claims` stay null. */
    apiKey: ApiKeyCaller | null;
  }
}

/**
 * The one place that enforces who may call what: every route carries its contract `access`
 * (public, or the roles allowed); anything else under /api without `access` is refused.
 * The claims put on the request carry what the session check read of the caller (`caller`: timezone
 * and badge count, for the lists), so no handler re-reads the user row.
 * An API key is honoured only on a call whose contract names the scope it accepts (`apiKeyScope`); it
 * stands for no user, so a handler that asks for the caller's claims refuses it.
 * Every answer under /api says how long the server took and, when checked, the session check
 * (`Server-Timing`, as browsers' and the load bench's tools read it): no figures beyond durations.
 */
export function registerAuthHook(app: FastifyInstance, auth: AuthService, apiKeys: ApiKeyService): void {
  app.decorateRequest("claims", null);
  app.decorateRequest("authMs", null);
  app.decorateRequest("apiKey", null);
  app.addHook("onRequest", async (req) => {
    const access = req.routeOptions.config?.access;
    if (access === "public") return;
    if (access === undefined) {
      // A route of its own under /api without `access` is refused; an unknown /api path that only the
      // static files' wildcard matched goes on to the one 404.
      const route = req.routeOptions.url;
      if (route?.startsWith("/api/") && !route.startsWith("/api/docs")) throw forbidden();
      return;
    }
    const t0 = performance.now();
    const scope = req.routeOptions.config?.apiKeyScope;
    const key = scope ? apiKeyOf(req.headers) : null;
    if (scope && key !== null) {
      req.apiKey = await apiKeys.authenticate(key, scope);
      req.authMs = performance.now() - t0;
      return;
    }
    const claims = await auth.authenticate(req.headers.authorization);
    req.authMs = performance.now() - t0;
    // Set before the role check so the refusal is logged with who asked (errorHandler).
    req.claims = claims;
    if (!access.includes(claims.role)) throw forbidden();
  });
  app.addHook("onSend", async (req, reply) => {
    if (!req.url.startsWith("/api/")) return;
    // Plugin routes (the OpenAPI document) run outside this hook's context: the timer and authMs may be unset.
    const total = reply.elapsedTime;
    const parts =
      typeof total === "number" && Number.isFinite(total) ? [`total;dur=${total.toFixed(1)}`] : [];
    if (typeof req.authMs === "number") parts.push(`auth;dur=${req.authMs.toFixed(1)}`);
    if (parts.length > 0) reply.header("server-timing", parts.join(", "));
  });
}
