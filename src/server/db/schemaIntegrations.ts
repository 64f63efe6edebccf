import type { ColumnType, Generated } from "kysely";

/** Tables of API keys and webhooks (issue 24; migrations 0027, 0028, 0034). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type TextArray = ColumnType<string[], string[], string[]>;

export interface ApiKeysTable {
  id: Generated<string>;
  name: string;
  /** The key's first characters, to tell keys apart in the list (not enough to use it). */
  prefix: string;
  key_hash: Buffer;
  scopes: TextArray;
  created_by: string | null;
  created_at: Generated<Date>;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  revoked_by: string | null;
}

export interface WebhookSubscriptionsTable {
  id: Generated<string>;
  url: string;
  description: Generated<string>;
  events: TextArray;
  /** The `whsec_` signing secret: HMAC needs it in clear, so it is stored as is and shown once. */
  secret: string;
  /** The secret before the last rotation, still signing until `previous_secret_until` (migration 0034). */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: NullableTimestamp;
  secret_rotated_at: NullableTimestamp;
  enabled: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  subscription_id: string;
  event_type: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  retry_until: Generated<Date>;
  locked_until: NullableTimestamp;
  last_status_code: number | null;
  last_latency_ms: number | null;
  last_error: string | null;
  delivered_at: NullableTimestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempted_at: Timestamp;
  status_code: number | null;
  latency_ms: number;
  error: string | null;
  response_excerpt: Generated<string>;
}

export interface IntegrationTables {
  api_keys: ApiKeysTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
