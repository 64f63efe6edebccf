import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { HashReply, HashRequest } from "./hashWorker.ts";
import { dummyHash, hashPassword, verifyPassword } from "./passwords.ts";

/**
 * The password-hash pool: at most `concurrency` hashes at once and a short waiting line; past that a
 * caller is refused at once (`PoolFullError`) instead of queueing. An unbounded login flood once took
 * every core and every libuv thread, and other users' photo loads waited seconds behind it (issue 20).
 *
 * Each hash runs on a thread of the pool's own (hashWorker.ts, started when first needed, at most one
 * per concurrent hash), not on libuv's thread pool, which photo reads share. Node's scrypt never ran on
 * the event loop, so threads alone changed little in the flood benchmark; what they give is a priority
 * of their own: with `nice` (Linux) the pool's hashing takes only the CPU request handling leaves (the
 * guard's suspect lane). If a thread cannot start or dies, hashing falls back to libuv's pool
 * (passwords.ts), bounded the same.
 */
export class PoolFullError extends Error {}

export interface HashPoolOptions {
  /** false: hash on libuv's pool, as before the threads. */
  threads?: boolean;
  /** Nice value of the hash threads (Linux, 0–19; 0: the server's own priority). */
  nice?: number;
}

class ThreadLostError extends Error {}

export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: HashThread[] = [];
  private threadsFailed: boolean;
  private readonly nice: number;

  readonly concurrency: number;
  readonly queue: number;

  constructor(concurrency: number, queue: number, options: HashPoolOptions = {}) {
    // A thread per hash at once, each with its own V8 heap (~30 MB): past the cores more threads only
    // take memory and time-slice the same CPUs, so the rest wait in line instead.
    this.concurrency = Math.max(1, Math.min(concurrency, availableParallelism()));
    this.queue = queue + Math.max(0, concurrency - this.concurrency);
    this.threadsFailed = options.threads === false;
    this.nice = options.nice ?? 0;
  }

  /** A new password's hash. */
  async hash(password: string): Promise<string> {
    const reply = await this.run({ kind: "hash", password });
    if (typeof reply !== "string") throw new Error("hash thread answered a verify");
    return reply;
  }

  /** Whether `password` matches `stored`; undefined (no such user) costs the same work and is false. */
  async verify(password: string, stored: string | undefined): Promise<boolean> {
    const reply = await this.run({ kind: "verify", password, stored: stored ?? null });
    if (typeof reply !== "boolean") throw new Error("hash thread answered a hash");
    return reply;
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async run(request: HashRequest): Promise<string | boolean> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new PoolFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await this.compute(request);
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below the work in hand.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** On a thread of the pool's own; a slot holds at most one, so there are never more than `concurrency`. */
  private async compute(request: HashRequest): Promise<string | boolean> {
    const thread = this.thread();
    if (thread) {
      try {
        const reply = await thread.run(request);
        this.idle.push(thread);
        if ("error" in reply) throw new Error(reply.error);
        return "hash" in reply ? reply.hash : reply.ok;
      } catch (err) {
        if (!(err instanceof ThreadLostError)) throw err;
        this.threadsFailed = true;
      }
    }
    if (request.kind === "hash") return hashPassword(request.password);
    return verifyPassword(request.password, request.stored ?? (await dummyHash()));
  }

  private thread(): HashThread | null {
    if (this.threadsFailed) return null;
    const idle = this.idle.pop();
    if (idle) return idle;
    try {
      return new HashThread(this.nice);
    } catch {
      this.threadsFailed = true;
      return null;
    }
  }
}

/** One hash thread, one request at a time. */
class HashThread {
  private readonly worker: Worker;
  private nextId = 1;
  private lost = false;
  private job: { id: number; resolve: (reply: HashReply) => void; reject: (err: Error) => void } | undefined;

  constructor(nice: number) {
    this.worker = startWorker(nice);
    // An idle thread does not keep the process alive; one hashing does, as libuv's request did.
    this.worker.unref();
    this.worker.on("message", (reply: HashReply) => {
      const job = this.job;
      if (job?.id !== reply.id) return;
      this.job = undefined;
      this.worker.unref();
      job.resolve(reply);
    });
    const lost = () => {
      this.lost = true;
      const job = this.job;
      this.job = undefined;
      job?.reject(new ThreadLostError());
    };
    this.worker.on("error", lost);
    this.worker.on("exit", lost);
  }

  run(request: HashRequest): Promise<HashReply> {
    return new Promise((resolve, reject) => {
      if (this.lost) return reject(new ThreadLostError());
      const id = this.nextId++;
      this.job = { id, resolve, reject };
      this.worker.ref();
      this.worker.postMessage({ id, request });
    });
  }
}

/**
 * The thread runs the TypeScript module through tsx, as the server does (`node --import tsx`): a worker
 * does not inherit the parent's --import, so a small ES module registers tsx, then imports the entry
 * (as symbolicateInWorker.ts does). It lowers its priority first: starting tsx costs more CPU than a
 * hash, and the thread tsx starts for its loader inherits the priority. On Linux a nice value belongs
 * to the thread, so this lowers the hashing alone; elsewhere it would lower the whole server: left alone.
 */
function startWorker(nice: number): Worker {
  const tsxApi = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const entry = new URL("./hashWorker.ts", import.meta.url).href;
  const boot = [
    'import { setPriority } from "node:os";',
    `if (process.platform === "linux" && ${nice} > 0) try { setPriority(${nice}); } catch {}`,
    `const { register } = await import(${JSON.stringify(pathToFileURL(tsxApi).href)});`,
    "register();",
    `await import(${JSON.stringify(entry)});`,
  ].join("\n");
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`));
}
