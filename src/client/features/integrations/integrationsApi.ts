import { endpointsOf } from "../../api/call.ts";

/** The Integrations screens' calls (issue 24); method, url and types from src/contract (api/call.ts `endpoint`). */
export const integrationsApi = endpointsOf(
  "listApiKeys",
  "createApiKey",
  "revokeApiKey",
  "listWebhooks",
  "createWebhook",
  "getWebhook",
  "updateWebhook",
  "deleteWebhook",
  "listWebhookDeliveries",
  "redeliverWebhook",
  "rotateWebhookSecret",
);
