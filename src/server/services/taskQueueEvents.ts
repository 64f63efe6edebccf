import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { Notifier } from "../db/notifier.ts";

/**
 * "A task was queued" signal for long-polling homework calls. In-process on the embedded database;
 * with a notifier (PostgreSQL LISTEN/NOTIFY) a task queued through one instance also wakes the
 * long-polls waiting on every other instance.
 */
export interface TaskQueueEvents {
  notifyQueued(count?: number): void;
  /** Resolves true when a task is queued within `ms`, false on timeout or close. */
  waitForQueued(ms: number): Promise<boolean>;
  close(): void;
}

export const TASK_QUEUED_CHANNEL = "task_queued";

export function createTaskQueueEvents(
  notifier: Notifier | null = null,
  onError: (err: unknown) => void = () => {},
): TaskQueueEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  // Our own messages come back through LISTEN too; local waiters were already woken at once.
  const instance = randomUUID();
  const unsubscribe = notifier?.subscribe(TASK_QUEUED_CHANNEL, (payload) => {
    if (!payload.startsWith(instance)) emitter.emit("queued");
  });
  return {
    notifyQueued(count = 1) {
      if (count <= 0) return;
      emitter.emit("queued");
      notifier?.publish(TASK_QUEUED_CHANNEL, `${instance}:${count}`).catch(onError);
    },
    waitForQueued(ms) {
      if (closed || ms <= 0) return Promise.resolve(false);
      return new Promise((resolve) => {
        const done = (value: boolean) => {
          clearTimeout(timer);
          emitter.off("queued", onQueued);
          emitter.off("close", onClose);
          resolve(value);
        };
        const onQueued = () => done(true);
        const onClose = () => done(false);
        const timer = setTimeout(() => done(false), ms);
        emitter.on("queued", onQueued);
        emitter.on("close", onClose);
      });
    },
    close() {
      closed = true;
      unsubscribe?.();
      emitter.emit("close");
    },
  };
}
