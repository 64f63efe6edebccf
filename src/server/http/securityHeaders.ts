import type { FastifyInstance } from "fastify";

/** Strict headers on the SPA and API; the OpenAPI viewer under /api/docs has its own (docsCsp). */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Fluent UI (Griffel) inserts style elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join("; ");

/** The headers every answer carries; also written by the answers that bypass the hooks (errorHandler.ts). */
export const FIXED_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
} as const;

/**
 * Sent on answers to HTTPS requests (direct, or through a proxy listed in TRUST_PROXY that says so in
 * X-Forwarded-Proto): a browser that once reached the site over TLS never falls back to plain HTTP.
 * Not on plain HTTP, where browsers ignore it and a local install must keep working.
 */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The OpenAPI viewer's own policy: swagger-ui's (hashes of its inline script and style), made as strict
 * as ours: no third-party origin (its validator badge is off), no framing, nothing over https: only.
 */
export const docsCsp = (pluginPolicy: string): string =>
  pluginPolicy
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace("base-uri 'self'", "base-uri 'none'")
    .replace(" validator.swagger.io", "")
    .replaceAll(" https:", "")
    .replace(" upgrade-insecure-requests;", "")
    .replaceAll(" ;", ";")
    .concat(" connect-src 'self'; form-action 'none';");

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    if (req.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    // A route that set its own policy keeps it: stored cage files (sandbox), the OpenAPI viewer (docsCsp).
    if (!reply.hasHeader("Content-Security-Policy")) reply.header("Content-Security-Policy", CSP);
    if (req.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
    return payload;
  });
}
