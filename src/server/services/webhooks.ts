import {
  type CreateWebhookBody,
  INSPECTION_DELIVERIES_SHOWN,
  type InspectionDeliveryView,
  type UpdateWebhookBody,
  type WebhookDeliveryView,
  type WebhookView,
} from "../../contract/webhooks.ts";
import {
  isWebhookEvent,
  isWebhookUrl,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookDeliveryStatus,
} from "../../domain/integrations.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, conflict, notFound } from "../errors.ts";
import { pruneFinishedDeliveries } from "../repositories/webhookLogRetention.ts";
import { WebhookOutboxRepository } from "../repositories/webhookOutbox.ts";
import {
  type DeliveryRow,
  type InspectionDeliveryRow,
  type WebhookRow,
  WebhooksRepository,
} from "../repositories/webhooks.ts";
import type { WebhookSettings } from "../webhooks/settings.ts";
import { newWebhookSecret } from "../webhooks/sign.ts";
import { resolveTarget, TargetRefused } from "../webhooks/target.ts";
import { WebhookWorker } from "../webhooks/worker.ts";

const toView = (row: WebhookRow): WebhookView => ({
  _id: row.id,
  url: row.url,
  description: row.description,
  events: row.events.filter(isWebhookEvent),
  enabled: row.enabled,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  secretRotatedAt: row.secret_rotated_at?.toISOString() ?? null,
  // Once the grace period is over the previous secret signs nothing: it is not shown as pending either.
  previousSecretUntil:
    row.previous_secret && row.previous_secret_until && row.previous_secret_until.getTime() > Date.now()
      ? row.previous_secret_until.toISOString()
      : null,
});

const statusOf = (s: string): WebhookDeliveryStatus =>
  (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(s) ? (s as WebhookDeliveryStatus) : "pending";

const toDeliveryView = (row: DeliveryRow): WebhookDeliveryView => ({
  _id: row.id,
  event: row.event_type,
  status: statusOf(row.status),
  attempts: row.attempts,
  createdAt: row.created_at.toISOString(),
  nextAttemptAt: row.status === "pending" ? row.next_attempt_at.toISOString() : null,
  deliveredAt: row.delivered_at?.toISOString() ?? null,
  lastStatusCode: row.last_status_code,
  lastLatencyMs: row.last_latency_ms,
  lastError: row.last_error,
  attemptLog: row.attempt_log.map((a) => ({
    at: new Date(a.attempted_at).toISOString(),
    statusCode: a.status_code,
    latencyMs: a.latency_ms,
    error: a.error,
    responseExcerpt: a.response_excerpt,
  })),
});

/** A receiver's origin and path: a query string may carry the receiver's own token, and QA reads this too. */
const targetOf = (url: string): string => {
  const u = new URL(url);
  return `${u.origin}${u.pathname}`;
};

const toInspectionDeliveryView = (row: InspectionDeliveryRow): InspectionDeliveryView => ({
  ...toDeliveryView(row),
  subscription: { _id: row.subscription_id, target: targetOf(row.url), description: row.description },
});

/** Webhook subscriptions, their delivery log and redelivery (issue 24); the worker that delivers. */
export class WebhookService {
  readonly worker: WebhookWorker;
  private readonly repo: WebhooksRepository;

  constructor(
    private readonly db: Db,
    private readonly settings: WebhookSettings,
  ) {
    this.repo = new WebhooksRepository(db);
    this.worker = new WebhookWorker(new WebhookOutboxRepository(db), settings);
  }

  /** A URL a subscription may keep: well formed, and (unless allowed) resolving to public addresses only. */
  private async checkedUrl(url: string): Promise<string> {
    const trimmed = url.trim();
    if (!isWebhookUrl(trimmed)) throw badRequest(TEXTS.webhookUrlInvalid);
    try {
      await resolveTarget(new URL(trimmed), this.settings.allowPrivate, this.settings.resolve);
    } catch (err) {
      if (err instanceof TargetRefused)
        throw badRequest(TEXTS.webhookTargetRefused(err.message), "TARGET_REFUSED");
      throw err;
    }
    return trimmed;
  }

  async create(body: CreateWebhookBody, createdBy: string | null) {
    const url = await this.checkedUrl(body.url);
    const secret = newWebhookSecret();
    const row = await this.repo.insert({
      url,
      description: body.description?.trim() ?? "",
      events: [...new Set(body.events)],
      secret,
      createdBy,
    });
    return { secret, webhook: toView(row) };
  }

  async list(): Promise<WebhookView[]> {
    return (await this.repo.list()).map(toView);
  }

  async get(id: string): Promise<WebhookView> {
    const row = await this.repo.find(id);
    if (!row) throw notFound();
    return toView(row);
  }

  async update(id: string, body: UpdateWebhookBody): Promise<WebhookView> {
    const row = await this.repo.update(id, {
      ...(body.url !== undefined ? { url: await this.checkedUrl(body.url) } : {}),
      ...(body.events !== undefined ? { events: [...new Set(body.events)] } : {}),
      ...(body.description !== undefined ? { description: body.description.trim() } : {}),
      ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    });
    if (!row) throw notFound();
    return toView(row);
  }

  /** A new secret, shown in this answer only; the old one signs too until the grace period ends. */
  async rotateSecret(id: string): Promise<{ secret: string; webhook: WebhookView }> {
    const secret = newWebhookSecret();
    const row = await this.repo.rotateSecret(id, secret, this.settings.secretGraceHours * 3_600_000);
    if (!row) throw notFound();
    return { secret, webhook: toView(row) };
  }

  async remove(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound();
  }

  async deliveries(id: string, page: number, limit: number) {
    if (!(await this.repo.find(id))) throw notFound();
    const { rows, total } = await this.repo.deliveries(id, page, limit);
    return { data: rows.map(toDeliveryView), total, page, limit };
  }

  /** One inspection's deliveries, newest first (the Inspections page); 404 for an unknown session. */
  async deliveriesOfInspection(sessionId: string): Promise<InspectionDeliveryView[]> {
    const rows = await this.repo.deliveriesOfInspection(sessionId, INSPECTION_DELIVERIES_SHOWN);
    if (!rows) throw notFound();
    return rows.map(toInspectionDeliveryView);
  }

  /**
   * The delivery log's retention (WEBHOOK_LOG_KEEP_DAYS; a background job runs it): deliveries finished
   * more than that many days before `now` are deleted. Answers how many went.
   */
  async pruneLog(now: Date = new Date()): Promise<number> {
    if (this.settings.logKeepDays <= 0) return 0;
    return pruneFinishedDeliveries(this.db, new Date(now.getTime() - this.settings.logKeepDays * 86_400_000));
  }

  async redeliver(id: string): Promise<WebhookDeliveryView> {
    const { found, row } = await this.repo.redeliver(id, WEBHOOK_RETRY_WINDOW_MS);
    if (!found) throw notFound();
    if (!row) throw conflict(TEXTS.webhookDeliveryInFlight, "DELIVERY_IN_FLIGHT");
    return toDeliveryView(row);
  }
}
