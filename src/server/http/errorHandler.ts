import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TEXTS } from "../../domain/texts.ts";
import { AppError } from "../errors.ts";
import { isDatabaseUnavailable } from "./dbUnavailable.ts";

/**
 * Security log (issue 8): every refused authentication and authorisation, with who (the login name
 * tried, or the signed-in user and role), what (method and route) and when (the log line's time).
 */
function logRefusal(req: FastifyRequest, err: AppError): void {
  const body = req.body as { login?: unknown } | undefined;
  const login = typeof body?.login === "string" ? body.login.slice(0, 64) : undefined;
  req.log.warn(
    {
      event: err.statusCode === 401 ? "auth.refused" : "authz.refused",
      code: err.code,
      method: req.method,
      route: req.routeOptions.url ?? req.url.slice(0, 200),
      ip: req.ip,
      ...(req.claims ? { user: req.claims.username, role: req.claims.role } : login ? { login } : {}),
    },
    err.statusCode === 401 ? "authentication refused" : "authorisation refused",
  );
}

/** Every error leaves as `{success:false, code, message}`; 5xx never carry internals. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 401 || err.statusCode === 403) logRefusal(req, err);
      return reply.status(err.statusCode).send({
        success: false,
        code: err.code,
        message: err.message,
        ...(err.status ? { status: err.status } : {}),
      });
    }
    if (err.validation) {
      const first = err.validation[0];
      const where = err.validationContext ?? "request";
      const field = first?.instancePath ? first.instancePath.replace(/^\//, "").replaceAll("/", ".") : "";
      const message = `Invalid ${where}${field ? ` field "${field}"` : ""}: ${first?.message ?? "bad value"}`;
      return reply.status(400).send({ success: false, code: "VALIDATION", message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ success: false, code: err.code ?? "BAD_REQUEST", message: err.message });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ err: err.message, url: req.url }, "database unavailable");
      return reply
        .status(503)
        .header("Retry-After", "2")
        .send({ success: false, code: "DB_UNAVAILABLE", message: TEXTS.genericError });
    }
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ success: false, code: "INTERNAL", message: TEXTS.genericError });
  });
}

/**
 * Router-level errors (a malformed URL, a parameter longer than the router allows) never reach the
 * error handler; Fastify hands them here (its `frameworkErrors` option) so they answer the same body.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  void reply
    .status(status)
    .send({ success: false, code: err.code ?? "BAD_REQUEST", message: "Bad request URL" });
}
