import { describe, expect, it } from "vitest";
import type { Notifier } from "../db/notifier.ts";
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

describe("taskQueueEvents by skill", () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  /** Starts waiters in order; answers what each resolved with (undefined while still waiting). */
  const waitAll = (events: ReturnType<typeof createTaskQueueEvents>, skills: (string[] | undefined)[]) => {
    const got: (string | boolean | undefined)[] = skills.map(() => undefined);
    const done = skills.map((s, i) => events.waitForQueued(200, s).then((v) => (got[i] = v)));
    return { got, done: Promise.all(done) };
  };

  it("N tasks of a skill wake N of the waiters with that skill, the longest waiting first", async () => {
    const events = createTaskQueueEvents();
    const { got, done } = waitAll(events, [["vin"], ["odom"], ["odom", "vin"], ["odom"], ["odom"]]);
    events.notifyQueued({ odom: 2 });
    await flush();
    expect(got).toEqual([undefined, "odom", "odom", undefined, undefined]);
    events.notifyQueued({ vin: 1, odom: 5 });
    await flush();
    expect(got).toEqual(["vin", "odom", "odom", "odom", "odom"]);
    await done;
  });

  it("a plain count, or a waiter without skills, wakes whatever is queued", async () => {
    const events = createTaskQueueEvents();
    const { got, done } = waitAll(events, [["vin"], undefined, ["odom"]]);
    events.notifyQueued({ qc: 1 });
    await flush();
    expect(got).toEqual([undefined, "qc", undefined]);
    events.notifyQueued(1);
    await flush();
    expect(got).toEqual([true, "qc", true]);
    await done;
  });

  it("a waiter whose client went away leaves at once and takes no wake-up", async () => {
    const events = createTaskQueueEvents();
    const gone = new AbortController();
    const { got, done } = waitAll(events, [["odom"]]);
    const left = events.waitForQueued(5000, ["odom"], gone.signal);
    const later = waitAll(events, [["odom"]]);
    gone.abort();
    expect(await left).toBe(false);
    events.notifyQueued({ odom: 2 });
    await flush();
    expect([...got, ...later.got]).toEqual(["odom", "odom"]);
    await Promise.all([done, later.done]);
  });

  it("passes a wake-up on to the next waiter of the skill, none when nobody else waits", async () => {
    const events = createTaskQueueEvents();
    const { got, done } = waitAll(events, [["qc"], ["odom"]]);
    events.passOn("qc");
    await flush();
    expect(got).toEqual(["qc", undefined]);
    events.passOn("qc");
    await done;
    expect(got).toEqual(["qc", false]);
  });
});

describe("taskQueueEvents over a notifier (several instances)", () => {
  /** An in-memory stand-in for LISTEN/NOTIFY: every instance hears every message, its own included. */
  const bus = (): Notifier => {
    const subs = new Map<string, Set<(p: string) => void>>();
    return {
      async publish(channel, payload) {
        queueMicrotask(() => {
          for (const h of subs.get(channel) ?? []) h(payload);
        });
      },
      subscribe(channel, h) {
        const set = subs.get(channel) ?? new Set();
        subs.set(channel, set);
        set.add(h);
        return () => set.delete(h);
      },
      ready: async () => {},
      close: async () => {},
    };
  };

  it("a task queued on one instance wakes a waiter on another, once per message", async () => {
    const shared = bus();
    const a = createTaskQueueEvents(shared);
    const b = createTaskQueueEvents(shared);
    const waiting = b.waitForQueued(5000);
    a.notifyQueued(3);
    expect(await waiting).toBe(true);
    // A's own message coming back does not wake A's waiters a second time.
    let wakes = 0;
    const count = () => a.waitForQueued(50).then((woke) => woke && wakes++);
    const first = count();
    a.notifyQueued(1);
    await first;
    await count();
    expect(wakes).toBe(1);
    a.close();
    b.close();
  });

  it("tasks of a skill queued on one instance wake as many waiters of that skill on another", async () => {
    const shared = bus();
    const a = createTaskQueueEvents(shared);
    const b = createTaskQueueEvents(shared);
    const woken = await Promise.all([
      b.waitForQueued(100, ["odom"]),
      b.waitForQueued(100, ["vin"]),
      b.waitForQueued(100, ["odom"]),
      (async () => {
        a.notifyQueued({ odom: 1 });
        return null;
      })(),
    ]);
    expect(woken).toEqual(["odom", false, false, null]);
    a.close();
    b.close();
  });

  it("a failed publish is reported, and local waiters are still woken", async () => {
    const errors: unknown[] = [];
    const broken: Notifier = { ...bus(), publish: () => Promise.reject(new Error("db away")) };
    const events = createTaskQueueEvents(broken, (err) => errors.push(err));
    const waiting = events.waitForQueued(5000);
    events.notifyQueued(1);
    expect(await waiting).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toHaveLength(1);
  });
});
