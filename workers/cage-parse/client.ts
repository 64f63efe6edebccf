/**
 * Main-thread handle on the cage-parse worker. If the worker cannot start (no Worker, a blocked or
 * failing script) or dies, the same pure `prepareCage` runs on the main thread instead, so a cage is
 * always prepared — only the thread changes.
 */

import * as Comlink from "comlink";
import type { ParseOptions, PreparedCage } from "./types";
import type { CageParseApi } from "./worker";

export interface CageParser {
  prepare(svg: string, options?: ParseOptions): Promise<PreparedCage>;
  /** True once the worker has failed and calls run on the main thread. */
  readonly onMainThread: boolean;
  dispose(): void;
}

interface Running {
  readonly worker: Worker;
  readonly remote: Comlink.Remote<CageParseApi>;
  /** Rejects when the worker reports an error (it failed to load, or crashed). */
  readonly failed: Promise<never>;
}

function startWorker(): Running | null {
  try {
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { type: "module" });
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener("error", (event) =>
        reject(new Error(event.message || "cage-parse worker failed")),
      );
      worker.addEventListener("messageerror", () => reject(new Error("cage-parse worker message error")));
    });
    failed.catch(() => {}); // observed in prepare(); never an unhandled rejection
    return { worker, remote: Comlink.wrap<CageParseApi>(worker), failed };
  } catch {
    return null;
  }
}

export function createCageParser(): CageParser {
  let running = startWorker();
  const stop = (): void => {
    if (running === null) return;
    running.remote[Comlink.releaseProxy]();
    running.worker.terminate();
    running = null;
  };
  return {
    async prepare(svg, options) {
      const current = running;
      if (current !== null) {
        try {
          return await Promise.race([current.remote.prepare(svg, options), current.failed]);
        } catch (error) {
          console.warn("cage-parse worker failed; parsing on the main thread", error);
          stop();
        }
      }
      // Loaded only when needed, so the parser stays out of the main bundle while the worker runs.
      const { prepareCage } = await import("./parseCage");
      return prepareCage(svg, options);
    },
    get onMainThread() {
      return running === null;
    },
    dispose: stop,
  };
}
