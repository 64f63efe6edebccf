/**
 * Fixed-window attempt counters in memory, bounded: a flood of made-up keys (usernames, addresses)
 * cannot grow it past `maxKeys`; when full, windows that have ended are dropped first, then the oldest.
 * Per instance, like the rate limits of every other route: behind a round-robin proxy an attacker gets
 * at most one window's allowance per instance.
 */
export class AttemptCounter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may try again; 0 when it is under its limit. */
  blockedFor(key: string): number {
    const w = this.windows.get(key);
    const now = this.now();
    if (!w || w.resetAt <= now) return 0;
    return w.count >= this.max ? w.resetAt - now : 0;
  }

  /** Attempts of `key` in its current window. */
  count(key: string): number {
    const w = this.windows.get(key);
    return w && w.resetAt > this.now() ? w.count : 0;
  }

  /** Counts one attempt of `key`. */
  add(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count += 1;
      return;
    }
    if (!w && this.windows.size >= this.maxKeys) this.makeRoom(now);
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** Takes back one attempt of `key` (it turned out to be the right password). */
  remove(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count -= 1;
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    const over = this.windows.size - this.maxKeys + 1;
    if (over <= 0) return;
    let dropped = 0;
    for (const key of this.windows.keys()) {
      if (dropped++ >= over) break;
      this.windows.delete(key);
    }
  }
}
