import type { FastifyError, FastifyInstance } from "fastify";
import { TEXTS } from "../../domain/texts.ts";
import { AppError } from "../errors.ts";

/** Every error leaves as `{success:false, code, message}`; 5xx never carry internals. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 401)
        req.log.info({ code: err.code, url: req.url, ip: req.ip }, "authentication refused");
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
    req.log.error({ err }, "unhandled error");
    return reply.status(500).send({ success: false, code: "INTERNAL", message: TEXTS.genericError });
  });
}
