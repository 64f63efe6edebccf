import { describe, expect, it } from "vitest";
import { createTaskQueueEvents } from "./taskQueueEvents.ts";

describe("taskQueueEvents", () => {
  it("wakes a waiter when a task is queued", async () => {
    const events = createTaskQueueEvents();
    const started = Date.now();
    const waiting = events.waitForQueued(5000);
    setTimeout(() => events.notifyQueued(1), 20);
    expect(await waiting).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("times out, ignores zero counts, and releases waiters on close", async () => {
    const events = createTaskQueueEvents();
    const timedOut = events.waitForQueued(30);
    events.notifyQueued(0);
    expect(await timedOut).toBe(false);
    const pending = events.waitForQueued(5000);
    events.close();
    expect(await pending).toBe(false);
    expect(await events.waitForQueued(5000)).toBe(false);
  });
});
