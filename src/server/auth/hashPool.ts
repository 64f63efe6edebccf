/**
 * The password-hash pool: at most `concurrency` hashes at once and a short waiting line; past that a
 * caller is refused at once (`PoolFullError`) instead of queueing. scrypt runs on libuv's thread pool,
 * which photo reads (fs) share: an unbounded login flood filled every thread and other users' photo
 * loads waited seconds behind it (issue 20). Bounded here, the rest of the thread pool stays free.
 */
export class PoolFullError extends Error {}

export class HashPool {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new PoolFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` never drops below the work in hand.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
