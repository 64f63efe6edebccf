import type { FastifyInstance } from "fastify";
import { createApiKey, listApiKeys, revokeApiKey } from "../../contract/apiKeys.ts";
import {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listInspectionDeliveries,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from "../../contract/webhooks.ts";
import { TEXTS } from "../../domain/texts.ts";
import { registerCall } from "../http/registerCall.ts";
import type { Services } from "../services/index.ts";

const ok = { success: true as const, message: TEXTS.success };

/**
 * API keys and webhooks (issue 24): ADMIN and SUPER manage both (the contract's access); an inspection's
 * deliveries are read by the Inspections page's roles too.
 */
export function integrationRoutes(app: FastifyInstance, { apiKeys, webhooks }: Services): void {
  registerCall(app, listApiKeys, async () => ({ success: true as const, data: await apiKeys.list() }));
  registerCall(app, createApiKey, async ({ auth, body }) => ({
    success: true as const,
    ...(await apiKeys.create(body.name, body.scopes, auth().sub)),
  }));
  registerCall(app, revokeApiKey, async ({ auth, params }) => {
    await apiKeys.revoke(params.id, auth().sub);
    return ok;
  });

  registerCall(app, listWebhooks, async () => ({ success: true as const, data: await webhooks.list() }));
  registerCall(app, createWebhook, async ({ auth, body }) => ({
    success: true as const,
    ...(await webhooks.create(body, auth().sub)),
  }));
  registerCall(app, getWebhook, async ({ params }) => ({
    success: true as const,
    webhook: await webhooks.get(params.id),
  }));
  registerCall(app, updateWebhook, async ({ params, body }) => ({
    success: true as const,
    webhook: await webhooks.update(params.id, body),
  }));
  registerCall(app, rotateWebhookSecret, async ({ params }) => ({
    success: true as const,
    ...(await webhooks.rotateSecret(params.id)),
  }));
  registerCall(app, deleteWebhook, async ({ params }) => {
    await webhooks.remove(params.id);
    return ok;
  });
  registerCall(app, listWebhookDeliveries, async ({ params, query }) => ({
    success: true as const,
    ...(await webhooks.deliveries(params.id, query.page ?? 1, query.limit ?? 50)),
  }));
  registerCall(app, listInspectionDeliveries, async ({ params }) => ({
    success: true as const,
    sessionID: params.sessionID,
    data: await webhooks.deliveriesOfInspection(params.sessionID),
  }));
  registerCall(app, redeliverWebhook, async ({ params }) => ({
    success: true as const,
    delivery: await webhooks.redeliver(params.id),
  }));
}
