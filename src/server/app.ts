import Fastify, { type FastifyInstance } from "fastify";
import { TokenService } from "./auth/tokens.ts";
import { startBackgroundJobs } from "./backgroundJobs.ts";
import type { Config } from "./config.ts";
import type { OpenedDatabase } from "./db/connect.ts";
import { registerAuthHook } from "./http/authHook.ts";
import { frameworkErrors, registerWithErrorAnswers } from "./http/errorHandler.ts";
import { registerJsonBodies } from "./http/jsonBody.ts";
import { registerMetrics } from "./http/metrics.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerOutlines } from "./http/outlines.ts";
import { registerSecurityHeaders } from "./http/securityHeaders.ts";
import { registerSpa } from "./http/spa.ts";
import { registerTextGuard } from "./http/textGuard.ts";
import { registerRoutes } from "./routes/index.ts";
import { createServices, type Services } from "./services/index.ts";
import { createTaskQueueEvents } from "./services/taskQueueEvents.ts";

export interface App {
  app: FastifyInstance;
  services: Services;
  /** Every route registered, for the test that checks each /api route is a contract call. */
  routes: { method: string; url: string }[];
}

export interface BuildOptions {
  /**
   * Compile the response serializers' union validators (anyOf: nullable fields, loose objects) when the
   * app is built instead of on the first answer that reaches them: fast-json-stringify leaves them to
   * Ajv to compile lazily, which cost the failed-task list's first call 85–100 ms (docs/benchmarks.md,
   * "A route's first call"). ~0.6 s more per build, so the server (main.ts) asks for it, tests do not.
   */
  eagerSerializers?: boolean;
  /** Whether an INSPECT answer queues QC; by default a QC_SHARE_PERCENT chance (tests decide it). */
  sampleQc?: () => boolean;
}

/** Builds the whole HTTP app over an opened, migrated database. Tests call this and use `inject`. */
export async function buildApp(
  config: Config,
  database: OpenedDatabase,
  jwtSecret: string,
  options: BuildOptions = {},
): Promise<App> {
  const app = Fastify({
    ...(options.eagerSerializers ? { serializerOpts: { compileValidators: true } } : {}),
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.authorization", 'req.headers["x-api-key"]'] },
    // Forwarded headers only from the configured proxies: anyone else's X-Forwarded-For is ignored, so
    // the address that limits and logs use is the real client's (issue 20).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  const tokens = new TokenService(jwtSecret, config.tokenTtlHours * 3600);
  const services = createServices(database.db, tokens, config.agentVer, {
    dataDir: config.dataDir,
    clientDir: config.clientDir,
    homeworkWaitMs: config.tasks.homeworkWaitMs,
    heldAheadIdleS: config.tasks.heldAheadIdleS,
    qcShare: config.tasks.qcShare,
    ...(options.sampleQc ? { sampleQc: options.sampleQc } : {}),
    autoVerifyAfterHours: config.taskFailed.autoVerifyAfterHours,
    labelLockIdleMinutes: config.labelLockIdleMinutes,
    engine: database.engine,
    passwordLimits: config.loginRateLimit,
    reportRetention: config.clientReports,
    // Each try in this instance's log (pino adds the pid and host): which instance sent what, when. A
    // delivery given up after its 24 h is a warning: its receiver missed an event for good.
    webhooks: {
      ...config.webhooks,
      onTry: (t) =>
        app.log[t.outcome === "failed" ? "warn" : "info"]({ event: "webhook.try", ...t }, "webhook try"),
    },
    events: createTaskQueueEvents(database.notifier, (err) =>
      app.log.warn({ err }, "task-queued notification not sent"),
    ),
  });
  await startBackgroundJobs(app, services, config, database);
  const routes: App["routes"] = [];
  app.addHook("onRoute", (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url });
  });

  // Hooks on the root reach every route; the routes (plugins' too) and the 404 share one error answer.
  registerJsonBodies(app);
  registerSecurityHeaders(app);
  registerTextGuard(app);
  registerAuthHook(app, services.auth, services.apiKeys);
  await registerWithErrorAnswers(app, async (scope) => {
    await registerOpenApi(scope);
    registerMetrics(scope, database.db, services.auth, config.metricsToken);
    await registerRoutes(scope, services, config, database.engine);
    await registerOutlines(scope);
    await registerSpa(scope, config.clientDir);
  });
  await app.ready();
  return { app, services, routes };
}
