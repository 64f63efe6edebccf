import { describe, expect, it, vi } from "vitest";
import type { ClaimedDelivery, WebhookOutboxRepository } from "../repositories/webhookOutbox.ts";
import { DEFAULT_WEBHOOK_SETTINGS } from "./settings.ts";
import { WebhookWorker } from "./worker.ts";

/** An outbox whose claims the test answers one by one (nothing due: no request is sent). */
function fakeOutbox() {
  const pending: ((rows: ClaimedDelivery[]) => void)[] = [];
  const claim = vi.fn(
    () =>
      new Promise<ClaimedDelivery[]>((resolve) => {
        pending.push(resolve);
      }),
  );
  const outbox = { claim, record: vi.fn() } as unknown as WebhookOutboxRepository;
  /** Answers the oldest open claim with nothing due, once it was made. */
  const answer = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    pending.shift()?.([]);
  };
  return { outbox, claim, answer };
}

describe("WebhookWorker wake-ups (a commit's NOTIFY)", () => {
  it("a wake with no round under way claims at once", async () => {
    const f = fakeOutbox();
    const worker = new WebhookWorker(f.outbox, DEFAULT_WEBHOOK_SETTINGS);
    const woken = worker.wake();
    await f.answer();
    expect(await woken).toBe(0);
    expect(f.claim).toHaveBeenCalledTimes(1);
  });

  it("a wake during a round makes it claim once more: the event may have committed after its claim", async () => {
    const f = fakeOutbox();
    const worker = new WebhookWorker(f.outbox, DEFAULT_WEBHOOK_SETTINGS);
    const round = worker.tick();
    await vi.waitFor(() => expect(f.claim).toHaveBeenCalledTimes(1));
    const woken = worker.wake();
    await f.answer();
    await f.answer();
    await Promise.all([round, woken]);
    expect(f.claim).toHaveBeenCalledTimes(2);
  });

  it("a wake claims past the current millisecond: a row stamped within it (microseconds) is due", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const now = new Date("2026-11-28T11:00:00.123Z");
      vi.setSystemTime(now);
      const f = fakeOutbox();
      const worker = new WebhookWorker(f.outbox, DEFAULT_WEBHOOK_SETTINGS);
      const woken = worker.wake();
      await f.answer();
      await woken;
      // A redelivery committed at 11:00:00.123456 is due on a clock after 11:00:00.123.
      const [claimedAt] = f.claim.mock.calls[0] as unknown as [Date];
      expect(claimedAt.getTime()).toBeGreaterThan(now.getTime());
    } finally {
      vi.useRealTimers();
    }
  });

  it("a round nobody woke ends after one claim with fewer than a batch due", async () => {
    const f = fakeOutbox();
    const worker = new WebhookWorker(f.outbox, DEFAULT_WEBHOOK_SETTINGS);
    const round = worker.tick();
    await f.answer();
    await round;
    expect(f.claim).toHaveBeenCalledTimes(1);
  });

  it("a closed worker is not woken", async () => {
    const f = fakeOutbox();
    const worker = new WebhookWorker(f.outbox, DEFAULT_WEBHOOK_SETTINGS);
    await worker.close();
    expect(await worker.wake()).toBe(0);
    expect(f.claim).not.toHaveBeenCalled();
  });
});
