import type { FastifyError, FastifyInstance } from "fastify";
import type { CallDef } from "../../contract/call.ts";
import { TEXTS } from "../../domain/texts.ts";
import { AttemptCounter } from "../auth/attemptCounter.ts";
import type { Config } from "../config.ts";
import { AppError, RetryLaterError } from "../errors.ts";
import { type CallHandler, registerCall } from "../http/registerCall.ts";

/** Posts per user in a window and the largest body (CLIENT_REPORT_RATE_MAX, …_WINDOW_MS, …_MAX_BYTES). */
export type ReportLimits = Pick<Config["clientReports"], "max" | "windowMs" | "maxBytes">;

/** Users counted per call and instance; past it the ended windows, then the oldest, are dropped. */
export const REPORT_LIMIT_USERS = 10_000;

/**
 * Registers a call that stores what a signed-in client sends (a client report, a crash feedback)
 * behind the report limits (issue 20), so that no role can flood the database:
 * - at most `max` posts per user in `windowMs`, counted on this instance in memory (bounded:
 *   REPORT_LIMIT_USERS users) and keyed by the signed-in user's id, checked before the body is read:
 *   past it 429 RATE_LIMITED with Retry-After, nothing stored;
 * - a body of at most `maxBytes`: past it 413 TOO_LARGE, nothing read further nor stored.
 * Each call counts on its own, so a crash loop's reports never use up a person's feedback.
 */
export async function registerReportCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  limits: ReportLimits,
  handler: CallHandler<C>,
): Promise<void> {
  const posts = new AttemptCounter(limits.max, limits.windowMs, REPORT_LIMIT_USERS);
  await app.register(async (scoped) => {
    // A scope's own onRequest hooks run after the root's: the auth hook has set the claims (or refused).
    scoped.addHook("onRequest", async (req) => {
      const key = req.claims ? `user:${req.claims.sub}` : `address:${req.ip}`;
      const waitMs = posts.blockedFor(key);
      if (waitMs > 0)
        throw new RetryLaterError(429, "RATE_LIMITED", TEXTS.tooManyReports, Math.ceil(waitMs / 1000));
      posts.add(key);
    });
    // Fastify's own 413 says "Request body is too large"; ours names the cap. Anything else goes on to
    // the app's one error answer (an error handler that throws hands the error to its parent's).
    scoped.setErrorHandler((err: FastifyError) => {
      if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE")
        throw new AppError(413, "TOO_LARGE", TEXTS.reportTooLarge(limits.maxBytes));
      throw err;
    });
    registerCall(scoped, { ...call, bodyLimit: limits.maxBytes }, handler);
  });
}
