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

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw badRequest("Invalid request: text may not contain NUL characters");
    }
  });
}
