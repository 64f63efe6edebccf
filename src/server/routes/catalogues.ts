import type { FastifyInstance } from "fastify";
import {
  bmwDamages,
  defaultDamages,
  partNames,
  paveDamages,
  tireInfo,
  vehicleTrims,
} from "../../contract/catalogues.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

export function catalogueRoutes(app: FastifyInstance, services: Services): void {
  const lookups = services.tasks.lookups;
  registerCall(app, paveDamages, async ({ query }) => ({
    success: true as const,
    data: await lookups.damages("autograde", query),
  }));
  registerCall(app, bmwDamages, async ({ query }) => ({
    success: true as const,
    data: await lookups.damages("bmw", query),
  }));
  registerCall(app, defaultDamages, async ({ query }) => ({
    success: true as const,
    data: await lookups.damages("default", query),
  }));
  registerCall(app, partNames, async () => ({ success: true as const, data: await lookups.partNames() }));
  registerCall(app, tireInfo, async ({ params }) => ({
    success: true as const,
    data: await lookups.tires(params.id),
  }));
  registerCall(app, vehicleTrims, async ({ params }) => lookups.trims(params.id));
}
