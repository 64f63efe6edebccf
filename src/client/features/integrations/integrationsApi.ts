import type { createApiKey, listApiKeys, revokeApiKey } from "../../../contract/apiKeys.ts";
import type {
  createWebhook,
  deleteWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  updateWebhook,
} from "../../../contract/webhooks.ts";
import { endpoint } from "../../api/call.ts";

/** The Integrations screens' calls (issue 24), typed from src/contract with `import type`. */
export const integrationsApi = {
  listApiKeys: endpoint<typeof listApiKeys>("listApiKeys", "GET", "/api/api-keys"),
  createApiKey: endpoint<typeof createApiKey>("createApiKey", "POST", "/api/api-keys"),
  revokeApiKey: endpoint<typeof revokeApiKey>("revokeApiKey", "DELETE", "/api/api-keys/:id"),
  listWebhooks: endpoint<typeof listWebhooks>("listWebhooks", "GET", "/api/webhooks"),
  createWebhook: endpoint<typeof createWebhook>("createWebhook", "POST", "/api/webhooks"),
  getWebhook: endpoint<typeof getWebhook>("getWebhook", "GET", "/api/webhooks/:id"),
  updateWebhook: endpoint<typeof updateWebhook>("updateWebhook", "PUT", "/api/webhooks/:id"),
  deleteWebhook: endpoint<typeof deleteWebhook>("deleteWebhook", "DELETE", "/api/webhooks/:id"),
  listWebhookDeliveries: endpoint<typeof listWebhookDeliveries>(
    "listWebhookDeliveries",
    "GET",
    "/api/webhooks/:id/deliveries",
  ),
  redeliverWebhook: endpoint<typeof redeliverWebhook>(
    "redeliverWebhook",
    "POST",
    "/api/webhooks/deliveries/:id/redeliver",
  ),
};
