import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import { isDatabaseUnavailable } from "./http/dbUnavailable.ts";
import type { Services } from "./services/index.ts";
import { REPORT_PRUNE_INTERVAL_MS } from "./services/reportRetention.ts";

/**
 * A job that failed because the database is away (PostgreSQL restarting) is a warning: the next tick
 * runs again once it is back, as requests answer 503 meanwhile. Anything else is an error.
 */
export function logJobFailure(
  log: Pick<FastifyBaseLogger, "warn" | "error">,
  name: string,
  err: unknown,
): void {
  if (isDatabaseUnavailable(err))
    log.warn({ err: (err as Error).message }, `${name} failed: database unavailable`);
  else log.error({ err }, `${name} failed`);
}

/**
 * The work an instance does on its own, beside requests: every job is idempotent and safe with several
 * instances, and all of it stops when the app closes. Routes only register calls; this is the one place
 * that starts timers and threads.
 */
export function startBackgroundJobs(app: FastifyInstance, services: Services, config: Config): void {
  const every = (ms: number, name: string, job: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      job().catch((err: unknown) => logJobFailure(app.log, name, err));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    // Lease sweep (product §S3): one idempotent UPDATE.
    every(config.tasks.leaseSweepMs, "lease sweep", () => services.tasks.dispatch.sweep()),
    // Failed-task auto-verification (product §S5): bounded batches until none are due, one run at
    // a time here (a tick during a run is skipped); instances split a backlog (locked rows are skipped).
    every(config.taskFailed.autoVerifySweepMs, "failed-task auto-verification", () =>
      services.taskFailed.review.autoVerify(undefined, { batchSize: config.taskFailed.autoVerifyBatch }),
    ),
    // Client reports and feedback past CLIENT_REPORT_KEEP_DAYS/_ROWS (issue 20): batched DELETEs.
    every(REPORT_PRUNE_INTERVAL_MS, "report pruning", () => services.reportRetention.prune()),
    // Webhook outbox delivery (issue 24): each instance claims due deliveries under a lease (SKIP LOCKED).
    ...(config.webhooks.pollMs > 0
      ? [every(config.webhooks.pollMs, "webhook delivery", () => services.webhooks.worker.tick())]
      : []),
  ];
  // Crash reports are symbolicated on a thread of their own; the current build's source maps are parsed
  // there once the server listens (not awaited: readiness first).
  app.addHook("onListen", async () => {
    void services.symbolicator.warm();
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearInterval(timer);
    await services.webhooks.worker.close();
    await services.symbolicator.close();
    await services.tasks.close();
  });
}
