import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { DEFAULT_LIMITS, StackSymbolicator, type SymbolicatorLimits } from "./symbolicate.ts";
import type { SymbolicateReply, SymbolicateRequest } from "./symbolicateWorker.ts";

/**
 * The server's symbolicator (issue 8): StackSymbolicator on a worker thread, so parsing a map never
 * blocks the event loop (the main chunk's map cost ~218 ms of blocked loop at the first report), and
 * `warm()` after listening parses the current build's maps before any report arrives. If the thread
 * cannot start or dies, the same work runs here instead; like StackSymbolicator it never throws.
 */
export class BackgroundSymbolicator {
  private worker: Worker | null = null;
  private failed = false;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: SymbolicateReply | null) => void>();
  private fallback: StackSymbolicator | null = null;

  constructor(
    private readonly clientDir: string,
    private readonly limits: SymbolicatorLimits = DEFAULT_LIMITS,
  ) {}

  symbolicate(text: string | undefined): Promise<string | null> {
    if (!text) return Promise.resolve(null);
    return this.ask({ kind: "map", text }).then((reply) =>
      reply ? reply.mapped : this.inThread().symbolicate(text),
    );
  }

  /** Parses the current build's maps on the thread; resolves with how many (0 without a build). */
  warm(): Promise<number> {
    return this.ask({ kind: "warm" }).then((reply) => reply?.warmed ?? 0);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failed = true;
    this.settleAll();
    await worker?.terminate();
  }

  private ask(request: { kind: "warm" } | { kind: "map"; text: string }): Promise<SymbolicateReply | null> {
    const worker = this.thread();
    if (!worker) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, ...request } satisfies SymbolicateRequest);
    });
  }

  private thread(): Worker | null {
    if (this.worker || this.failed) return this.worker;
    try {
      this.worker = startWorker({ clientDir: this.clientDir, limits: this.limits });
    } catch {
      this.failed = true;
      return null;
    }
    this.worker.unref();
    this.worker.on("message", (reply: SymbolicateReply) => {
      this.pending.get(reply.id)?.(reply);
      this.pending.delete(reply.id);
    });
    const lost = () => {
      this.worker = null;
      this.failed = true;
      this.settleAll();
    };
    this.worker.on("error", lost);
    this.worker.on("exit", lost);
    return this.worker;
  }

  /** Requests without an answer go to the in-thread symbolicator (null reply). */
  private settleAll(): void {
    for (const resolve of this.pending.values()) resolve(null);
    this.pending.clear();
  }

  private inThread(): StackSymbolicator {
    this.fallback ??= new StackSymbolicator(this.clientDir, this.limits);
    return this.fallback;
  }
}

/**
 * The worker runs the TypeScript module through tsx, as the server does (`node --import tsx`): a worker
 * does not inherit the parent's --import, so a small ES module registers tsx, then imports the entry.
 */
function startWorker(data: { clientDir: string; limits: SymbolicatorLimits }): Worker {
  const tsxApi = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const entry = new URL("./symbolicateWorker.ts", import.meta.url).href;
  const boot = [
    `const { register } = await import(${JSON.stringify(pathToFileURL(tsxApi).href)});`,
    "register();",
    `await import(${JSON.stringify(entry)});`,
  ].join("\n");
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: data });
}
