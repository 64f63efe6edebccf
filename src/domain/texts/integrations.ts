/** API keys and webhooks (issue 24): the Integrations screens and the server's messages. Part of TEXTS (../texts.ts). */
const EVENT_LABELS: Record<string, string> = {
  "inspection.completed": "Inspection completed",
  "inspection.photo_rejected": "Photo rejected",
  "task_failed.verified": "Failed task verified",
};
const SCOPE_LABELS: Record<string, string> = {
  ingest: "Ingest: create inspections (POST /api/inspections)",
  results: "Results: read inspection results, the list and the export",
};
const DELIVERY_STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
};

export const INTEGRATION_TEXTS = {
  navIntegrations: "Integrations",
  pageIntegrations: "Integrations",
  integrationsTabs: "Integrations",
  tabApiKeys: "API keys",
  tabWebhooks: "Webhooks",

  // API keys
  apiKeysTableLabel: "API keys, newest first",
  apiKeyName: "Name",
  apiKeyPrefix: "Key",
  apiKeyScopes: "Scopes",
  apiKeyCreated: "Created",
  apiKeyLastUsed: "Last used",
  apiKeyStatus: "Status",
  apiKeyActive: "Active",
  apiKeyRevokedOn: (when: string) => `Revoked ${when}`,
  apiKeyNever: "Never",
  apiKeyRevoke: "Revoke",
  apiKeyRevokeConfirm: (name: string) => `Revoke the key "${name}"? Callers using it are refused at once.`,
  apiKeyCreate: "Create key",
  apiKeyNewTitle: "New API key",
  apiKeyScopeLabel: (scope: string) => SCOPE_LABELS[scope] ?? scope,
  apiKeyNameRequired: "A name is required.",
  apiKeyScopeRequired: "Choose at least one scope.",
  apiKeysEmpty: "No API keys.",
  apiKeyShownOnce: "Copy this key now: it is not shown again (the server keeps only its hash).",
  apiKeyAlreadyRevoked: "This API key is already revoked.",

  // Webhooks
  webhooksTableLabel: "Webhook subscriptions",
  webhookUrl: "URL",
  webhookDescription: "Description",
  webhookEvents: "Events",
  webhookEnabled: "Enabled",
  webhookEventLabel: (event: string) => EVENT_LABELS[event] ?? event,
  webhookAdd: "Add webhook",
  webhookNewTitle: "New webhook",
  webhookEventRequired: "Choose at least one event.",
  webhookUrlInvalid: "The URL must be http or https, with a host and no user name or password.",
  webhookTargetRefused: (reason: string) => `This webhook target is refused: ${reason}.`,
  webhookSecretShownOnce:
    "Copy this signing secret now: it is not shown again. Receivers verify each delivery's webhook-signature with it (Standard Webhooks).",
  webhooksEmpty: "No webhooks.",
  webhookDeliveriesLink: "Deliveries",
  webhookDelete: "Delete",
  webhookDeleteConfirm: (url: string) => `Delete the webhook to ${url} and its delivery log?`,
  webhookDeliveryInFlight: "This delivery is being sent right now; try again in a moment.",
  webhookRotateSecret: "Rotate secret",
  webhookRotateConfirm: (url: string) =>
    `Replace the signing secret of the webhook to ${url}? For a grace period deliveries are signed with the current secret as well, so the receiver can switch over.`,
  webhookRotatedTitle: "New signing secret",
  webhookRotatedNote: (until: string | null) =>
    until
      ? `Copy this signing secret now: it is not shown again. Until ${until} deliveries are signed with the previous secret as well; after that, with this one only.`
      : "Copy this signing secret now: it is not shown again. Deliveries are signed with this one only from now on.",
  webhookPreviousSecretUntil: (until: string) => `Previous secret also signs until ${until}`,

  // Delivery log
  pageWebhookDeliveries: "Webhook deliveries",
  webhookDeliveriesTableLabel: "Deliveries, newest first",
  deliveryTime: "Time",
  deliveryEvent: "Event",
  deliveryStatus: "Status",
  deliveryStatusLabel: (status: string) => DELIVERY_STATUS_LABELS[status] ?? status,
  deliveryAttempts: "Attempts",
  deliveryResponse: "Response",
  deliveryLatency: "Latency",
  deliverySubscription: "Webhook",
  deliveryLatencyMs: (ms: number) => `${ms.toLocaleString("en")} ms`,
  deliveryNextAttempt: (when: string) => `Next try ${when}`,
  deliveryRedeliver: "Redeliver",
  deliveryRedelivered: "Queued for delivery.",
  deliveryAttemptLog: "Attempt log",
  deliveriesEmpty: "No deliveries yet.",
  deliveriesPageOf: (current: number, pages: number, total: number) =>
    `Page ${current} of ${pages} (${total} deliveries)`,
  backToIntegrations: "Back to Integrations",
  copyToClipboard: "Copy",
} as const;
