import type { FastifyInstance } from "fastify";
import { TEXTS } from "../../domain/texts.ts";
import { AppError } from "../errors.ts";

/**
 * Deeper than any body of the contract (the deepest, a damage list, is 4 levels) with room to spare;
 * a 3,000-deep array used to overflow the stack past the parser and answer 500 (issue 20).
 */
export const JSON_MAX_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `max`, read once as characters (strings skipped),
 * before it is parsed: a hostile body costs one pass and no recursion.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies: Fastify's own parser (prototype poisoning refused) behind the depth check, so a deep
 * body answers 400 before any handler, validator or serializer walks it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) {
      done(new AppError(400, "BODY_TOO_DEEP", TEXTS.bodyTooDeep), undefined);
      return;
    }
    parse(req, text, done);
  });
}
