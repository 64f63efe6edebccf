import type { FastifyInstance } from "fastify";
import { badRequest } from "../errors.ts";

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in a request's body, query or
 * parameters (values or keys) would fail deep inside a query as a 500. Refuse it at the edge with a
 * clear 400 instead, before any handler runs. Iterative, so a deeply nested body cannot blow the stack.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\u0000")) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes("\u0000")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

const NUMBER_LITERAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A number too large for a double ("1e309" in a query, 1e309 in JSON) becomes Infinity, which passes
 * the schema's integer checks and then fails in SQL as a 500. Refuse it at the edge, like NUL.
 */
export function containsNonFiniteNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "number") {
      if (!Number.isFinite(v)) return true;
    } else if (typeof v === "string") {
      if (NUMBER_LITERAL.test(v) && !Number.isFinite(Number(v))) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object" && !Buffer.isBuffer(v)) {
      for (const item of Object.values(v)) stack.push(item);
    }
  }
  return false;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw badRequest("Invalid request: text may not contain NUL characters");
    }
    if (
      containsNonFiniteNumber(req.params) ||
      containsNonFiniteNumber(req.query) ||
      containsNonFiniteNumber(req.body)
    ) {
      throw badRequest("Invalid request: a number is too large");
    }
  });
}
