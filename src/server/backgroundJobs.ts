import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { OpenedDatabase } from "./db/connect.ts";
import { isDatabaseUnavailable } from "./http/dbUnavailable.ts";
import type { Services } from "./services/index.ts";
import { WEBHOOK_DUE_CHANNEL } from "./webhooks/settings.ts";

/** How long the app's start waits for the webhook listener before it goes on with the poll alone. */
const LISTEN_WAIT_MS = 5000;

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
export async function startBackgroundJobs(
  app: FastifyInstance,
  services: Services,
  config: Config,
  database: Pick<OpenedDatabase, "listen">,
): Promise<void> {
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
    every(config.pruneIntervalMs, "report pruning", () => services.reportRetention.prune()),
    // Webhook deliveries finished more than WEBHOOK_LOG_KEEP_DAYS ago (issue 24): batched DELETEs.
    every(config.pruneIntervalMs, "webhook log pruning", () => services.webhooks.pruneLog()),
    // Webhook outbox delivery (issue 24): each instance claims due deliveries under a lease (SKIP LOCKED).
    ...(config.webhooks.pollMs > 0
      ? [every(config.webhooks.pollMs, "webhook delivery", () => services.webhooks.worker.tick())]
      : []),
  ];
  // A delivery that became due wakes the worker at once (its commit's NOTIFY, migration 0032); the poll
  // above stays for notifications lost while the listener reconnects. Off with the worker (pollMs 0).
  let stopListening: (() => void) | undefined;
  if (config.webhooks.pollMs > 0 && database.listen) {
    const listening = database
      .listen(WEBHOOK_DUE_CHANNEL, () => {
        services.webhooks.worker
          .wake()
          .catch((err: unknown) => logJobFailure(app.log, "webhook delivery", err));
      })
      .then(
        (stop) => {
          stopListening = stop;
          return true;
        },
        (err: unknown) => {
          app.log.warn({ err }, "webhook listener failed; delivering on the poll alone");
          return true;
        },
      );
    // A listener that cannot connect yet (it keeps trying) must not hold the start: the poll delivers.
    const timer = new Promise<false>((r) => setTimeout(r, LISTEN_WAIT_MS, false).unref());
    if (!(await Promise.race([listening, timer])))
      app.log.warn("webhook listener not ready; delivering on the poll until it is");
  }
  // Crash reports are symbolicated on a thread of their own; the current build's source maps are parsed
  // there once the server listens (not awaited: readiness first).
  app.addHook("onListen", async () => {
    void services.symbolicator.warm();
  });
  app.addHook("onClose", async () => {
    for (const timer of timers) clearInterval(timer);
    stopListening?.();
    await services.webhooks.worker.close();
    await services.symbolicator.close();
    await services.tasks.close();
  });
}
