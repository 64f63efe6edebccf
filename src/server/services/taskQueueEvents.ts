import { EventEmitter } from "node:events";

/**
 * "A task was queued" signal for long-polling homework calls. In-process today; the interface is what
 * a PostgreSQL LISTEN/NOTIFY backing would implement for several instances.
 */
export interface TaskQueueEvents {
  notifyQueued(count?: number): void;
  /** Resolves true when a task is queued within `ms`, false on timeout or close. */
  waitForQueued(ms: number): Promise<boolean>;
  close(): void;
}

export function createTaskQueueEvents(): TaskQueueEvents {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let closed = false;
  return {
    notifyQueued(count = 1) {
      if (count > 0) emitter.emit("queued");
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
      emitter.emit("close");
    },
  };
}
