import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Engine } from "../db/connect.ts";
import type { Services } from "../services/index.ts";
import { cageRoutes } from "./cages.ts";
import { catalogueRoutes } from "./catalogues.ts";
import { inspectionResultRoutes } from "./inspectionResults.ts";
import { integrationRoutes } from "./integrations.ts";
import { opsRoutes } from "./ops.ts";
import { systemRoutes } from "./system.ts";
import { taskFailedRoutes } from "./taskFailed.ts";
import { taskLeaseRoutes } from "./taskLease.ts";
import { taskRoutes } from "./tasks.ts";
import { userRoutes } from "./users.ts";

export async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  config: Config,
  engine: Engine,
) {
  await systemRoutes(app, services, engine, config.clientReports);
  await opsRoutes(app, services, config.clientReports);
  await userRoutes(app, services);
  await taskRoutes(app, services);
  taskLeaseRoutes(app, services);
  await taskFailedRoutes(app, services);
  inspectionResultRoutes(app, services);
  catalogueRoutes(app, services);
  await cageRoutes(app, services);
  integrationRoutes(app, services);
}
