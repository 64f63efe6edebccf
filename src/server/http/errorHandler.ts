import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { TEXTS } from "../../domain/texts.ts";
import { AppError, RetryLaterError } from "../errors.ts";
import { isDatabaseUnavailable } from "./dbUnavailable.ts";
import { CSP, FIXED_SECURITY_HEADERS } from "./securityHeaders.ts";

/**
 * Security log (issue 8): every refused authentication and authorisation, with who (the login name
 * tried, or the signed-in user and role), what (method and route) and when (the log line's time).
 */
function logRefusal(req: FastifyRequest, err: AppError): void {
  const body = req.body as { login?: unknown } | undefined;
  const login = typeof body?.login === "string" ? body.login.slice(0, 64) : undefined;
  req.log.warn(
    {
      event:
        err.statusCode === 401 ? "auth.refused" : err.statusCode === 403 ? "authz.refused" : "auth.limited",
      code: err.code,
      method: req.method,
      route: req.routeOptions.url ?? req.url.slice(0, 200),
      ip: req.ip,
      ...(req.claims ? { user: req.claims.username, role: req.claims.role } : login ? { login } : {}),
    },
    err.statusCode === 401
      ? "authentication refused"
      : err.statusCode === 403
        ? "authorisation refused"
        : "limited",
  );
}

/** A 4xx without a code of its own (a plugin's, e.g. @fastify/static's 403) is named by its status. */
function codeOf(err: FastifyError, status: number): string {
  return err.code ?? (STATUS_CODES[status] ?? "Bad Request").toUpperCase().replace(/[^A-Z]+/g, "_");
}

/** The one answer for every error a route (ours or a plugin's) or the 404 handler raises. */
function answerError(err: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof AppError) {
    if (err.statusCode === 401 || err.statusCode === 403 || err.code === "RATE_LIMITED") logRefusal(req, err);
    if (err instanceof RetryLaterError) reply.header("Retry-After", String(err.retryAfterSeconds));
    return reply.status(err.statusCode).send({
      success: false,
      code: err.code,
      message: err.message,
      ...(err.status ? { status: err.status } : {}),
      ...err.details,
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
    return reply.status(status).send({ success: false, code: codeOf(err, status), message: err.message });
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
}

/** Headers of an answer written past the hooks (they may be what failed): the fixed security set. */
const BYPASS_HEADERS = {
  ...FIXED_SECURITY_HEADERS,
  "Content-Security-Policy": CSP,
  "Cache-Control": "no-store",
  "Content-Type": "application/json; charset=utf-8",
};

/**
 * Reached only when answering an error failed in turn, e.g. an onSend hook that throws on every
 * answer of a route: its error answer would fail the same way, and Fastify's own last handler would
 * send the fault's message. Writes the generic 500 directly, past the hooks.
 */
function lastResort(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  req.log.error({ err }, "error answer failed");
  reply.hijack();
  if (reply.raw.headersSent) {
    reply.raw.destroy();
    return;
  }
  const body = JSON.stringify({ success: false, code: "INTERNAL", message: TEXTS.genericError });
  reply.raw.writeHead(500, { ...BYPASS_HEADERS, "Content-Length": Buffer.byteLength(body) });
  reply.raw.end(body);
}

/**
 * Registers the app's routes, plugins' included, in one scope whose error handler is `answerError`
 * (Fastify hands every route the handler of the scope it is registered in); the root keeps
 * `lastResort` for when that answer fails itself. Every error leaves as `{success:false, code,
 * message}`; 5xx never carry internals.
 */
export async function registerWithErrorAnswers(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  app.setErrorHandler(lastResort);
  await app.register(async (scope) => {
    scope.setErrorHandler(answerError);
    await register(scope);
  });
}

/** The one 404 body, for the app's not-found handlers (spa.ts and the outline images' scope). */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ success: false, code: "NOT_FOUND", message: TEXTS.notFound });
}

/**
 * Router-level errors (a malformed URL, a parameter longer than the router allows) never reach the
 * error handler nor the hooks; Fastify hands them here (its `frameworkErrors` option) so they answer
 * the same body with the same security headers.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  void reply
    .status(status)
    .headers(BYPASS_HEADERS)
    .send({ success: false, code: codeOf(err, status), message: "Bad request URL" });
}
