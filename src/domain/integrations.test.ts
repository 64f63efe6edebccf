import { describe, expect, it } from "vitest";
import {
  canManageIntegrations,
  isApiKeyScope,
  isWebhookEvent,
  isWebhookUrl,
  nextWebhookAttempt,
  WEBHOOK_RETRY_MAX_DELAY_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  webhookRetryDelayMs,
} from "./integrations.ts";
import { ROLES } from "./roles.ts";

describe("webhook retry schedule", () => {
  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [10, 2_560_000],
    [11, WEBHOOK_RETRY_MAX_DELAY_MS],
    [500, WEBHOOK_RETRY_MAX_DELAY_MS],
  ])("after %i failed tries waits %i ms without jitter", (attempts, ms) => {
    expect(webhookRetryDelayMs(attempts, 0.5)).toBe(ms);
  });

  it("jitters within ±20 %", () => {
    expect(webhookRetryDelayMs(1, 0)).toBe(4_000);
    expect(webhookRetryDelayMs(1, 0.999999)).toBe(6_000);
  });

  it("gives up once the next try would fall past the window", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const until = new Date(now.getTime() + 10_000);
    expect(nextWebhookAttempt(now, 1, until, 0.5)).toEqual(new Date(now.getTime() + 5_000));
    expect(nextWebhookAttempt(now, 2, until, 0.5)).toEqual(new Date(now.getTime() + 10_000));
    expect(nextWebhookAttempt(now, 3, until, 0.5)).toBeNull();
  });

  it("keeps trying for about a day", () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const until = new Date(start.getTime() + WEBHOOK_RETRY_WINDOW_MS);
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextWebhookAttempt(now, attempts, until, 0.5);
      if (!next) break;
      now = next;
    }
    expect(until.getTime() - now.getTime()).toBeLessThan(WEBHOOK_RETRY_MAX_DELAY_MS * 1.2);
    expect(attempts).toBeGreaterThan(20);
    expect(attempts).toBeLessThan(40);
  });
});

describe("integration values", () => {
  it.each([
    ["https://hooks.example.com/x", true],
    ["http://127.0.0.1:8080/hook?a=1", true],
    ["ftp://example.com/", false],
    ["https://user:pw@example.com/", false],
    ["not a url", false],
    [`https://example.com/${"a".repeat(2000)}`, false],
  ])("isWebhookUrl(%s) = %s", (url, ok) => {
    expect(isWebhookUrl(url)).toBe(ok);
  });

  it("knows its scopes and events", () => {
    expect(isApiKeyScope("ingest")).toBe(true);
    expect(isApiKeyScope("admin")).toBe(false);
    expect(isWebhookEvent("inspection.completed")).toBe(true);
    expect(isWebhookEvent("inspection.deleted")).toBe(false);
  });

  it("lets ADMIN and SUPER manage integrations, nobody else", () => {
    expect(ROLES.filter(canManageIntegrations)).toEqual(["ADMIN", "SUPER"]);
  });
});
