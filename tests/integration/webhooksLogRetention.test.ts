import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookService } from "../../src/server/services/webhooks.ts";
import { DEFAULT_WEBHOOK_SETTINGS } from "../../src/server/webhooks/settings.ts";
import { loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { subscribe, webhookEnv } from "./support/webhooks.ts";

/**
 * The delivery log's retention (issue 24): the background pruning job (every PRUNE_INTERVAL_MS, here
 * 200 ms) deletes deliveries finished more than WEBHOOK_LOG_KEEP_DAYS ago, with their tries: delivered
 * ones by their delivery, failed ones by the end of their retry window. Pending ones stay, however old.
 */
const DAY_MS = 86_400_000;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp(webhookEnv({ WEBHOOK_LOG_KEEP_DAYS: "30", PRUNE_INTERVAL_MS: "200" }));
  admin = await loginAs(t.app, "admin1");
});
afterAll(async () => {
  await t.close();
});

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

describe("webhook delivery log retention", () => {
  it("the pruning job deletes what finished more than 30 days ago, and its tries", async () => {
    const sub = await subscribe(t, admin, "http://127.0.0.1:9/hook", ["inspection.completed"]);
    const delivery = (name: string, fields: Record<string, unknown>) => ({
      subscription_id: sub.id,
      event_type: "inspection.completed",
      data: JSON.stringify({ name }),
      created_at: daysAgo(40),
      // Not due: the worker is off here anyway.
      next_attempt_at: new Date(Date.now() + DAY_MS),
      ...fields,
    });
    const rows = await t.database.db
      .insertInto("webhook_deliveries")
      .values([
        delivery("delivered long ago", { status: "delivered", delivered_at: daysAgo(31) }),
        delivery("delivered recently", { status: "delivered", delivered_at: daysAgo(29) }),
        // Created long ago, redelivered by hand yesterday: its log stays.
        delivery("redelivered yesterday", { status: "delivered", delivered_at: daysAgo(1) }),
        delivery("failed long ago", { status: "failed", retry_until: daysAgo(31) }),
        delivery("failed recently", { status: "failed", retry_until: daysAgo(29) }),
        delivery("still pending", { status: "pending", retry_until: daysAgo(35) }),
      ])
      .returning(["id", "data"])
      .execute();
    await t.database.db
      .insertInto("webhook_attempts")
      .values(rows.map((r) => ({ delivery_id: r.id, attempted_at: daysAgo(31), latency_ms: 5 })))
      .execute();

    const names = async () =>
      (await t.database.db.selectFrom("webhook_deliveries").select("data").execute())
        .map((r) => String(r.data.name))
        .sort();
    const deadline = Date.now() + 20_000;
    while ((await names()).length > 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await names()).toEqual([
      "delivered recently",
      "failed recently",
      "redelivered yesterday",
      "still pending",
    ]);
    const tries = await t.database.db.selectFrom("webhook_attempts").select("delivery_id").execute();
    expect(tries).toHaveLength(4);
    const gone = rows.filter((r) => /long ago/.test(String(r.data.name))).map((r) => r.id);
    expect(tries.filter((a) => gone.includes(a.delivery_id))).toEqual([]);
  });

  it("keeps everything when WEBHOOK_LOG_KEEP_DAYS is 0", async () => {
    const keepAll = new WebhookService(t.database.db, { ...DEFAULT_WEBHOOK_SETTINGS, logKeepDays: 0 });
    const before = await t.database.db.selectFrom("webhook_deliveries").select("id").execute();
    expect(await keepAll.pruneLog(new Date(Date.now() + 1000 * DAY_MS))).toBe(0);
    expect(await t.database.db.selectFrom("webhook_deliveries").select("id").execute()).toHaveLength(
      before.length,
    );
    // The same rows a year on with the default 30 days: all but the pending one go.
    const keep30 = new WebhookService(t.database.db, DEFAULT_WEBHOOK_SETTINGS);
    expect(await keep30.pruneLog(new Date(Date.now() + 365 * DAY_MS))).toBe(before.length - 1);
  });
});
