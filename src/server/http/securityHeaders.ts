import type { FastifyInstance } from "fastify";

/** Strict headers on the SPA and API; the OpenAPI viewer under /api/docs needs its own inline script. */
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
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    reply.headers(FIXED_SECURITY_HEADERS);
    // A route that set its own (stricter) policy keeps it, e.g. stored cage files (sandbox).
    if (!req.url.startsWith("/api/docs") && !reply.hasHeader("Content-Security-Policy"))
      reply.header("Content-Security-Policy", CSP);
    if (req.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
    return payload;
  });
}
