import { type Static, Type } from "typebox";
import {
  INTEGRATION_MANAGERS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
} from "../domain/integrations.ts";
import { INSPECTION_RESULT_READERS } from "../domain/roles.ts";
import { defineCall, MessageBody } from "./call.ts";
import { SessionParams } from "./inspectionResults.ts";
import { route } from "./routes.ts";

const Event = Type.Enum(WEBHOOK_EVENTS);
const Events = Type.Array(Event, { minItems: 1, maxItems: WEBHOOK_EVENTS.length, uniqueItems: true });
const IdParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const DateTime = Type.String({ format: "date-time" });
const NullableDate = Type.Union([DateTime, Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);
const NullableText = Type.Union([Type.String(), Type.Null()]);
const Url = Type.String({ minLength: 1, maxLength: WEBHOOK_URL_MAX });
const Description = Type.String({ maxLength: 200 });
const Managers = [...INTEGRATION_MANAGERS];

export const WebhookView = Type.Object({
  _id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(Event),
  enabled: Type.Boolean(),
  createdAt: DateTime,
  updatedAt: DateTime,
  /** When the signing secret was last rotated (null: never). */
  secretRotatedAt: NullableDate,
  /** Until when deliveries are signed with the previous secret as well (null: no previous secret). */
  previousSecretUntil: NullableDate,
});
export type WebhookView = Static<typeof WebhookView>;

export const WebhookAttemptView = Type.Object({
  at: DateTime,
  statusCode: NullableInt,
  latencyMs: Type.Integer(),
  error: NullableText,
  /** The start of the response body (at most a few kB are read). */
  responseExcerpt: Type.String(),
});
export type WebhookAttemptView = Static<typeof WebhookAttemptView>;

export const WebhookDeliveryView = Type.Object({
  _id: Type.String(),
  event: Type.String(),
  status: Type.Enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: Type.Integer(),
  createdAt: DateTime,
  nextAttemptAt: NullableDate,
  deliveredAt: NullableDate,
  lastStatusCode: NullableInt,
  lastLatencyMs: NullableInt,
  lastError: NullableText,
  /** The latest tries, newest first. */
  attemptLog: Type.Array(WebhookAttemptView),
});
export type WebhookDeliveryView = Static<typeof WebhookDeliveryView>;

export const CreateWebhookBody = Type.Object(
  { url: Url, events: Events, description: Type.Optional(Description) },
  { additionalProperties: false },
);
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    description: Type.Optional(Description),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>;

const OneWebhook = Type.Object({ success: Type.Literal(true), webhook: WebhookView });

export const listWebhooks = defineCall({
  ...route("listWebhooks"),
  summary: "Webhook subscriptions, newest first (never their secrets). ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: { response: Type.Object({ success: Type.Literal(true), data: Type.Array(WebhookView) }) },
});

export const createWebhook = defineCall({
  ...route("createWebhook"),
  summary:
    "Subscribe a URL to events. Deliveries are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature) with the whsec_ secret in this answer only. Private, loopback and link-local targets are refused unless WEBHOOK_ALLOW_PRIVATE=1. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: {
    body: CreateWebhookBody,
    response: Type.Object({ success: Type.Literal(true), secret: Type.String(), webhook: WebhookView }),
  },
});

export const getWebhook = defineCall({
  ...route("getWebhook"),
  summary: "One webhook subscription. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: { params: IdParams, response: OneWebhook },
});

export const updateWebhook = defineCall({
  ...route("updateWebhook"),
  summary: "Change a subscription's URL, events, description or whether it is enabled. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: { params: IdParams, body: UpdateWebhookBody, response: OneWebhook },
});

export const deleteWebhook = defineCall({
  ...route("deleteWebhook"),
  summary: "Delete a subscription with its deliveries. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: { params: IdParams, response: MessageBody },
});

export const rotateWebhookSecret = defineCall({
  ...route("rotateWebhookSecret"),
  summary:
    "Replace a subscription's signing secret. The new whsec_ secret is in this answer only; for the grace period (WEBHOOK_SECRET_GRACE_HOURS, default 24) deliveries carry a signature under each of the new and the previous secret (space-separated in webhook-signature), then the previous one is dropped. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: {
    params: IdParams,
    response: Type.Object({ success: Type.Literal(true), secret: Type.String(), webhook: WebhookView }),
  },
});

export const listWebhookDeliveries = defineCall({
  ...route("listWebhookDeliveries"),
  summary:
    "A subscription's delivery log, newest first: status, attempts, the last response code, latency and error. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: {
    params: IdParams,
    querystring: Type.Object(
      {
        page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
      },
      { additionalProperties: false },
    ),
    response: Type.Object({
      success: Type.Literal(true),
      data: Type.Array(WebhookDeliveryView),
      total: Type.Integer(),
      page: Type.Integer(),
      limit: Type.Integer(),
    }),
  },
});

export const redeliverWebhook = defineCall({
  ...route("redeliverWebhook"),
  summary:
    "Send a delivery again (same webhook-id, so receivers can tell): pending from now, with a new 24 h retry window. 409 while an attempt is in flight. ADMIN and SUPER.",
  tag: "integrations",
  access: Managers,
  schema: {
    params: IdParams,
    response: Type.Object({ success: Type.Literal(true), delivery: WebhookDeliveryView }),
  },
});

/** How many of an inspection's deliveries the Inspections page shows (newest first). */
export const INSPECTION_DELIVERIES_SHOWN = 100;

export const InspectionDeliveryView = Type.Object({
  ...WebhookDeliveryView.properties,
  subscription: Type.Object({
    _id: Type.String(),
    /** The receiver's origin and path: no query string, which may carry the receiver's own token. */
    target: Type.String(),
    description: Type.String(),
  }),
});
export type InspectionDeliveryView = Static<typeof InspectionDeliveryView>;

export const listInspectionDeliveries = defineCall({
  ...route("listInspectionDeliveries"),
  summary: `The webhook deliveries of one inspection's events to every subscription, newest first (at most ${INSPECTION_DELIVERIES_SHOWN}): event, subscription, status, attempts, the last response code and latency. ADMIN, SUPER and QA (the Inspections page).`,
  tag: "integrations",
  access: INSPECTION_RESULT_READERS,
  schema: {
    params: SessionParams,
    response: Type.Object({
      success: Type.Literal(true),
      sessionID: Type.String(),
      data: Type.Array(InspectionDeliveryView),
    }),
  },
});
