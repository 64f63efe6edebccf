import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { enqueueEvent } from "../../src/server/repositories/webhookOutbox.ts";
import { bearer, loginAs, startTestApp, type TestApp } from "./support/testApp.ts";
import { deliveriesOf, startReceiver, subscribe, webhookEnv } from "./support/webhooks.ts";

/**
 * What a webhook request may do (issue 24): no private, loopback or link-local target unless
 * WEBHOOK_ALLOW_PRIVATE=1 (checked when saved and again at delivery), no redirect followed, one timeout
 * for the whole exchange, a few kB of the response read at most.
 */
let strict: TestApp;
let open: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const admins = new Map<TestApp, string>();
beforeAll(async () => {
  strict = await startTestApp({ WEBHOOK_POLL_MS: "0" });
  open = await startTestApp(webhookEnv({ WEBHOOK_TIMEOUT_MS: "400" }));
  for (const t of [strict, open]) admins.set(t, await loginAs(t.app, "admin1"));
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await strict.close();
  await open.close();
});
afterEach(async () => {
  for (const t of [strict, open]) await sql`delete from webhook_subscriptions`.execute(t.database.db);
  receiver.received.length = 0;
  receiver.handle = (_req, res) => res.end("ok");
});

const tick = (t: TestApp) => t.services.webhooks.worker.tick(new Date(Date.now() + 1000));
const emit = (t: TestApp) => enqueueEvent(t.database.db, "inspection.completed", { sessionID: "S" });

async function lastAttempt(t: TestApp, subscriptionId: string) {
  const [delivery] = await deliveriesOf(t, subscriptionId);
  return t.database.db
    .selectFrom("webhook_attempts")
    .selectAll()
    .where("delivery_id", "=", delivery!.id)
    .orderBy("attempted_at", "desc")
    .executeTakeFirstOrThrow();
}

describe("webhook targets", () => {
  it.each([
    "http://127.0.0.1:9/hook",
    "http://localhost/hook",
    "http://[::1]/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://10.0.0.8/hook",
    "http://[::ffff:192.168.0.1]/hook",
  ])("refuses %s by default", async (url) => {
    const res = await strict.app.inject({
      method: "POST",
      url: "/api/webhooks",
      headers: bearer(admins.get(strict)!),
      payload: { url, events: ["inspection.completed"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("TARGET_REFUSED");
  });

  it("refuses a URL that is not http(s) or carries credentials", async () => {
    for (const url of ["ftp://example.com/x", "https://user:pw@example.com/x"]) {
      const res = await strict.app.inject({
        method: "POST",
        url: "/api/webhooks",
        headers: bearer(admins.get(strict)!),
        payload: { url, events: ["inspection.completed"] },
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it("checks the target again at delivery (a name that now resolves to a private address)", async () => {
    // Saved while it was allowed (or its DNS answered differently then): the delivery refuses it.
    const [row] = await strict.database.db
      .insertInto("webhook_subscriptions")
      .values({
        url: receiver.url.replace("127.0.0.1", "localhost"),
        events: ["inspection.completed"],
        secret: `whsec_${Buffer.alloc(32, 7).toString("base64")}`,
        updated_at: new Date(),
        created_by: null,
      })
      .returning("id")
      .execute();
    await emit(strict);
    expect(await tick(strict)).toBe(1);
    expect(receiver.received).toHaveLength(0);
    const attempt = await lastAttempt(strict, row!.id);
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toMatch(/private, loopback or link-local/);
    expect((await deliveriesOf(strict, row!.id))[0]?.status).toBe("pending");
  });
});

describe("webhook requests", () => {
  it("does not follow a redirect", async () => {
    const target = await startReceiver();
    try {
      receiver.handle = (_req, res) => {
        res.writeHead(307, { location: target.url });
        res.end();
      };
      const sub = await subscribe(open, admins.get(open)!, receiver.url, ["inspection.completed"]);
      await emit(open);
      expect(await tick(open)).toBe(1);
      expect(receiver.received).toHaveLength(1);
      expect(target.received).toHaveLength(0);
      const attempt = await lastAttempt(open, sub.id);
      expect(attempt).toMatchObject({ status_code: 307 });
      expect(attempt.error).toMatch(/not followed/);
      expect((await deliveriesOf(open, sub.id))[0]?.status).toBe("pending");
    } finally {
      await target.close();
    }
  });

  it("gives a slow receiver up at the timeout", async () => {
    receiver.handle = () => {
      // Never answers.
    };
    const sub = await subscribe(open, admins.get(open)!, receiver.url, ["inspection.completed"]);
    await emit(open);
    const t0 = Date.now();
    expect(await tick(open)).toBe(1);
    expect(Date.now() - t0).toBeLessThan(3000);
    const attempt = await lastAttempt(open, sub.id);
    expect(attempt.status_code).toBeNull();
    expect(attempt.error).toBe("timed out after 400 ms");
    expect(attempt.latency_ms).toBeGreaterThanOrEqual(390);
    expect((await deliveriesOf(open, sub.id))[0]).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("reads a few kB of the response at most, and still counts the 2xx", async () => {
    let written = 0;
    receiver.handle = (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      // An endless body: only the client closing the connection ends it.
      const pump = () => {
        if (res.destroyed) return;
        written += chunk.length;
        if (res.write(chunk)) setImmediate(pump);
        else res.once("drain", pump);
      };
      pump();
    };
    const sub = await subscribe(open, admins.get(open)!, receiver.url, ["inspection.completed"]);
    await emit(open);
    const t0 = Date.now();
    expect(await tick(open)).toBe(1);
    expect(Date.now() - t0).toBeLessThan(400);
    const attempt = await lastAttempt(open, sub.id);
    expect(attempt).toMatchObject({ status_code: 200, error: null });
    expect(attempt.response_excerpt).toBe("a".repeat(4096));
    expect((await deliveriesOf(open, sub.id))[0]?.status).toBe("delivered");
    expect(written).toBeLessThan(16 * 1024 * 1024);
  });
});
