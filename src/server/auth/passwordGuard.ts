import { TEXTS } from "../../domain/texts.ts";
import { RetryLaterError } from "../errors.ts";
import { AttemptCounter } from "./attemptCounter.ts";
import { HashPool, PoolFullError } from "./hashPool.ts";

export interface PasswordLimits {
  /** Wrong passwords per account and address in a window. */
  max: number;
  /** Wrong passwords per address, whatever the usernames (a flood of made-up names). */
  perAddress: number;
  /** Wrong passwords per account, whatever the addresses (guessing spread over many). */
  perAccount: number;
  windowMs: number;
  hashConcurrency: number;
  hashQueue: number;
  /** Nice value of the hash threads (Linux): hashing yields the cores to request handling. */
  hashNice: number;
}

/** Seconds a busy pool asks the caller to wait: one hash takes well under a second. */
const BUSY_RETRY_SECONDS = 1;

/**
 * Attempts in the window (wrong, or still in flight) past which an address or account is suspect:
 * more than one person's typos, fewer than any limit.
 */
export const SUSPECT_AFTER = 5;

/**
 * Every password check (login, and the old password of a password change) goes through here:
 * limits per account and address, per address and per account, checked before any hashing so a
 * refused attempt costs nothing; then the bounded hash pool. An unknown username is checked against
 * a dummy hash and counts the same as a known one, so neither time nor limits tell them apart.
 * An attempt counts when it starts (a burst cannot slip past the limit in flight) and is taken back
 * when the password was right, so a shift's logins from one office address never add up.
 *
 * A check from an address, or for an account, that already has `SUSPECT_AFTER` attempts in the window
 * is hashed in a lane of its own: one thread at a lower priority (`hashNice`) with its own waiting
 * line. A flood's hashing then takes only the CPU that request handling leaves, so other users' photo
 * loads barely notice it (issue 20), and when the machine is busy it is the suspect checks that wait,
 * never everybody's: a low priority for every hash starved ordinary logins on a loaded machine.
 */
export class PasswordGuard {
  private readonly byAccountAndAddress: AttemptCounter;
  private readonly byAddress: AttemptCounter;
  private readonly byAccount: AttemptCounter;
  private readonly pool: HashPool;
  /** The suspect lane; without a lower priority (hashNice 0) suspect checks share the pool. */
  private readonly suspectPool: HashPool;

  constructor(limits: PasswordLimits, now: () => number = Date.now) {
    this.byAccountAndAddress = new AttemptCounter(limits.max, limits.windowMs, 100_000, now);
    this.byAddress = new AttemptCounter(limits.perAddress, limits.windowMs, 100_000, now);
    this.byAccount = new AttemptCounter(limits.perAccount, limits.windowMs, 100_000, now);
    this.pool = new HashPool(limits.hashConcurrency, limits.hashQueue);
    this.suspectPool =
      limits.hashNice > 0 ? new HashPool(1, limits.hashQueue, { nice: limits.hashNice }) : this.pool;
  }

  /**
   * Whether `password` matches `stored` (undefined: no such user), for `login` asking from `address`.
   * Throws 429 RATE_LIMITED when a limit is reached, 503 BUSY when the hash pool is full.
   */
  async check(
    login: string,
    address: string,
    password: string,
    stored: string | undefined,
  ): Promise<boolean> {
    this.refuseIfLimited(login, address);
    const keys = this.keysOf(login, address);
    const suspect = keys.some(([counter, key]) => counter.count(key) >= SUSPECT_AFTER);
    const pool = suspect ? this.suspectPool : this.pool;
    for (const [counter, key] of keys) counter.add(key);
    let ok = false;
    try {
      ok = await this.inPool(() => pool.verify(password, stored));
    } catch (err) {
      // A refused (busy) check is no guess: it does not count.
      if (err instanceof RetryLaterError) for (const [counter, key] of keys) counter.remove(key);
      throw err;
    }
    if (ok && stored !== undefined) for (const [counter, key] of keys) counter.remove(key);
    return ok && stored !== undefined;
  }

  /**
   * 429 RATE_LIMITED when `login` from `address` is past a limit. `check` starts with it; a caller may
   * ask first, before reading the user, so a refusal costs no database read and takes the same time
   * for a name that exists and one that does not.
   */
  refuseIfLimited(login: string, address: string): void {
    const keys = this.keysOf(login, address);
    const waitMs = Math.max(...keys.map(([counter, key]) => counter.blockedFor(key)));
    if (waitMs > 0)
      throw new RetryLaterError(429, "RATE_LIMITED", TEXTS.tooManyAttempts, Math.ceil(waitMs / 1000));
  }

  /** A new password's hash, through the same pool. */
  hash(password: string): Promise<string> {
    return this.inPool(() => this.pool.hash(password));
  }

  private async inPool<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof PoolFullError)
        throw new RetryLaterError(503, "BUSY", TEXTS.serverBusy, BUSY_RETRY_SECONDS);
      throw err;
    }
  }

  private keysOf(login: string, address: string): [AttemptCounter, string][] {
    const account = login.trim().toLowerCase().slice(0, 128);
    return [
      [this.byAccountAndAddress, `${address}|${account}`],
      [this.byAddress, address],
      [this.byAccount, account],
    ];
  }
}
