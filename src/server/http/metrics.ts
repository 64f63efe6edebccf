import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/connect.ts";
import { forbidden, unauthorized } from "../errors.ts";
import { MetricsRepository } from "../repositories/metrics.ts";
import type { AuthService } from "../services/auth.ts";
import { registerRuntimeMetrics } from "./metricsRuntime.ts";

/** Roles that may read /metrics with their own token when no METRICS_TOKEN is configured for scrapers. */
const METRICS_ROLES = new Set(["ADMIN", "SUPER"]);

/**
 * Prometheus metrics at /metrics (issue 8): request latency per route, queue depth, claims and
 * timeouts. Queue and task figures are read from the database at scrape time, so they are the same
 * on every instance (aggregate them with max, not sum); request latency is per instance. A scraper
 * sends `Bearer $METRICS_TOKEN`; an ADMIN or SUPER may also look with a session token.
 */
export function registerMetrics(
  app: FastifyInstance,
  db: Db,
  auth: AuthService,
  metricsToken: string | undefined,
): Registry {
  const figures = new MetricsRepository(db);
  const register = new Registry();
  collectDefaultMetrics({ register });
  const stopRuntime = registerRuntimeMetrics(register);
  app.addHook("onClose", async () => stopRuntime());
  // Fine below 100 ms, where the p99 targets are (25 ms for lists, 50 for claims): the load bench
  // compares these with what its clients measured, and the difference is time spent outside the server.
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route and status",
    labelNames: ["method", "route", "status"],
    buckets: [0.0025, 0.005, 0.01, 0.015, 0.025, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  new Gauge({
    name: "tasks_queue_depth",
    help: "Tasks by dispatch status (queued = waiting for an agent, held = under a lease, awaiting_vehicle = waiting for the inspection's VIN task)",
    labelNames: ["status"],
    registers: [register],
    async collect() {
      const depth = await figures.queueDepth();
      this.reset();
      for (const [status, n] of Object.entries(depth)) this.set({ status }, n);
    },
  });
  const fromDatabase = (name: string, help: string, read: () => Promise<number>) =>
    new Counter({
      name,
      help,
      registers: [register],
      async collect() {
        const n = await read();
        this.reset();
        this.inc(n);
      },
    });
  fromDatabase("tasks_claimed_total", "Tasks handed to an agent (every instance)", () =>
    figures.claimsTotal(),
  );
  fromDatabase("task_timeouts_total", "Leases that ran out or were given back by timeout", () =>
    figures.timeoutsTotal(),
  );

  app.addHook("onResponse", async (req, reply) => {
    if (req.url === "/metrics") return;
    latency.observe(
      { method: req.method, route: req.routeOptions.url ?? "unmatched", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  /** The scraper's token, or an ADMIN/SUPER session; refusals are logged with who and from where. */
  const check = async (req: FastifyRequest): Promise<void> => {
    const header = req.headers.authorization ?? "";
    if (metricsToken) {
      const given = Buffer.from(header.replace(/^Bearer /, ""));
      const want = Buffer.from(metricsToken);
      if (given.length === want.length && timingSafeEqual(given, want)) return;
    }
    const claims = await auth.authenticate(header).catch(() => null);
    if (!claims) throw unauthorized();
    if (!METRICS_ROLES.has(claims.role)) {
      req.log.warn(
        { event: "authz.refused", user: claims.username, role: claims.role, route: "/metrics", ip: req.ip },
        "authorisation refused",
      );
      throw forbidden();
    }
  };
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    await check(req);
    return reply.header("Content-Type", register.contentType).send(await register.metrics());
  });
  return register;
}
