import type { Transaction } from "kysely";
import type { HomeworkResponse } from "../../contract/taskTypes.ts";
import { hasTooManyFailedTasks } from "../../domain/constants.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import { conflict, notFound } from "../errors.ts";
import type { ClaimedTask, ClaimingUser, ClaimSnapshot, ClaimsRepository } from "../repositories/claims.ts";
import { type Candidate, type Claimant, matchClaims } from "./claimMatching.ts";
import { emptyHomework } from "./taskView.ts";

export type ClaimResult =
  | { kind: "task"; task: ClaimedTask }
  | { kind: "answer"; answer: HomeworkResponse }
  /**
   * Nothing handed out. `skills`: the agent's (its long-poll waits for those); `skipped`: skills of queued
   * tasks this agent may not take (a QC task of its own inspection), whose wake-up it passes on.
   */
  | { kind: "none"; skills?: readonly string[]; skipped?: readonly string[] };

/** What one batch cost: how many agents it served and how long its transaction took. */
export interface BatchStats {
  size: number;
  ms: number;
}

interface Waiter {
  resolve(result: ClaimResult): void;
  reject(error: unknown): void;
}

/**
 * Extra candidates fetched in later rounds (QC tasks an agent may not take). The first round locks
 * exactly one row per free claimant, so another instance's batch skips as few rows as possible.
 */
const SLACK = 8;
/** Rounds of fetching further candidates for agents whose skills the first rows did not cover. */
const MAX_ROUNDS = 4;
/** Transactions a batch may start over when another instance served one of its agents meanwhile. */
const MAX_ATTEMPTS = 3;
/** The assign found an agent no longer Waiting: the whole batch rolls back and runs again. */
class StaleClaimants extends Error {}

export interface ClaimBatcherOptions {
  /** Most claimants in one transaction. */
  maxBatch?: number;
  /** Told of every batch (benchmarks and profiling). */
  onBatch?: (stats: BatchStats) => void;
}

/**
 * Coalesces concurrent claims into batches: every claim arriving while a batch runs joins the next one,
 * and a batch hands out N tasks to N waiting agents in one transaction of two statements (snapshot and
 * assign; the lease sweep and a second snapshot only when a lease has run out, and the rare re-read of
 * tasks already held), whatever N is.
 * One batch runs at a time per process: on PGlite (one connection) this turns 300 queued transactions
 * into two or three; on PostgreSQL, row locks (users in id order, tasks with SKIP LOCKED) keep claims
 * atomic across instances, each running its own batches. (Splitting a burst over several transactions
 * at once was measured slower on PostgreSQL here: docs/benchmarks.md.)
 */
export class ClaimBatcher {
  private pending = new Map<string, Waiter[]>();
  private running = false;
  private scheduled = false;
  private readonly maxBatch: number;
  private readonly onBatch: ((stats: BatchStats) => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly claims: ClaimsRepository,
    /** Returns expired leases to the queue inside the batch's transaction; answers how many per skill. */
    private readonly sweep: (trx: Transaction<Database>) => Promise<Record<string, number>>,
    /** Told when the batch's sweep gave tasks back, per skill (to wake as many waiting agents). */
    private readonly onReleased: (released: Record<string, number>) => void,
    options: ClaimBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 500;
    this.onBatch = options.onBatch;
  }

  claim(userId: string): Promise<ClaimResult> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(userId);
      if (waiters) waiters.push({ resolve, reject });
      else this.pending.set(userId, [{ resolve, reject }]);
      this.schedule();
    });
  }

  /** Starts the next batch after this turn of the event loop, so claims arriving together share it. */
  private schedule(): void {
    if (this.running || this.scheduled || this.pending.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump(): void {
    if (this.running || this.pending.size === 0) return;
    const batch = new Map<string, Waiter[]>();
    for (const [id, waiters] of this.pending) {
      if (batch.size >= this.maxBatch) break;
      batch.set(id, waiters);
    }
    for (const id of batch.keys()) this.pending.delete(id);
    this.running = true;
    void this.run(batch).finally(() => {
      this.running = false;
      this.pump();
    });
  }

  private async run(batch: Map<string, Waiter[]>): Promise<void> {
    try {
      const started = performance.now();
      let released: Record<string, number> = {};
      let outcomes: Map<string, ClaimResult | { error: unknown }> | undefined;
      for (let attempt = 1; outcomes === undefined; attempt++) {
        try {
          outcomes = await this.db.transaction().execute(async (trx) => {
            const { snapshot, swept } = await this.snapshot(trx, [...batch.keys()]);
            released = swept;
            return this.decide(trx, [...batch.keys()], snapshot);
          });
        } catch (err) {
          // Another instance served one of the agents between our snapshot and our assign: start over;
          // after a few races in a row this round hands out nothing (the long-polls wait for the next).
          if (!(err instanceof StaleClaimants)) throw err;
          released = {};
          if (attempt >= MAX_ATTEMPTS)
            outcomes = new Map([...batch.keys()].map((id) => [id, { kind: "none" }]));
        }
      }
      this.onBatch?.({ size: batch.size, ms: performance.now() - started });
      // Woken only once committed: another instance's claim must see the released tasks.
      if (Object.keys(released).length > 0) this.onReleased(released);
      for (const [id, waiters] of batch) {
        const outcome = outcomes.get(id) ?? { error: notFound() };
        for (const w of waiters) {
          if ("error" in outcome) w.reject(outcome.error);
          else w.resolve(outcome);
        }
      }
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  }

  /**
   * A batch's statements and matching for these agents inside the caller's transaction, without the
   * wake-ups a real batch sends: the start-up warm-up (claimWarmUp.ts) runs it on rows of its own in a
   * transaction it rolls back. Answers each agent's outcome, as a batch would.
   */
  async rehearse(
    trx: Transaction<Database>,
    ids: string[],
  ): Promise<Map<string, ClaimResult | { error: unknown }>> {
    const { snapshot } = await this.snapshot(trx, ids);
    return this.decide(trx, ids, snapshot);
  }

  /**
   * Leases run out before anything is read: an agent whose own lease expired is Waiting again. The
   * snapshot says whether any lease has run out (and then reads no candidates); only then the sweep runs
   * and the snapshot is taken again, so a batch costs no sweep round trip while every lease is live.
   */
  private async snapshot(trx: Transaction<Database>, ids: string[]) {
    const first = await this.claims.snapshot(trx, ids);
    if (!first.leasesRunOut) return { snapshot: first, swept: {} };
    const swept = await this.sweep(trx);
    return { snapshot: await this.claims.snapshot(trx, ids, false), swept };
  }

  private async decide(
    trx: Transaction<Database>,
    ids: string[],
    snapshot: ClaimSnapshot,
  ): Promise<Map<string, ClaimResult | { error: unknown }>> {
    const outcomes = new Map<string, ClaimResult | { error: unknown }>();
    const users = new Map(snapshot.users.map((u) => [u.id, u]));
    for (const task of await this.claims.tasksByIds(trx, snapshot.heldIds)) {
      if (task.holder_id) outcomes.set(task.holder_id, { kind: "task", task });
    }
    const claimants: ClaimingUser[] = [];
    for (const id of ids) {
      if (outcomes.has(id)) continue;
      const user = users.get(id);
      if (!user) outcomes.set(id, { error: notFound() });
      else if (hasTooManyFailedTasks(user.total_task_failed)) {
        outcomes.set(id, {
          kind: "answer",
          answer: emptyHomework(TEXTS.tooManyPriorities, false, "TOO_MANY_PRIORITIES"),
        });
      } else if (user.status !== "Waiting")
        outcomes.set(id, { error: conflict(TEXTS.notWaiting, "NOT_WAITING") });
      else if (user.skills.length > 0) claimants.push(user);
    }
    const { held, left } = await this.assign(trx, claimants, snapshot.candidates);
    for (const task of held) if (task.holder_id) outcomes.set(task.holder_id, { kind: "task", task });
    for (const user of claimants) {
      if (outcomes.has(user.id)) continue;
      const skipped = [...new Set(left.filter((c) => user.skills.includes(c.name)).map((c) => c.name))];
      outcomes.set(user.id, { kind: "none", skills: user.skills, skipped });
    }
    for (const id of ids) {
      const user = users.get(id);
      if (!outcomes.has(id)) outcomes.set(id, { kind: "none", ...(user ? { skills: user.skills } : {}) });
    }
    return outcomes;
  }

  /**
   * Matches the claimants to the snapshot's candidates, fetching further rows while some agents still
   * wait (a QC task its original agent may not take, or a locked-out user's row), then writes every
   * hold in one statement. Answers the holds and the candidates nobody could take.
   */
  private async assign(trx: Transaction<Database>, claimants: Claimant[], first: Candidate[]) {
    let waiting = claimants;
    const pool: Candidate[] = [];
    const seen: string[] = [];
    const chosen: { taskId: string; userId: string }[] = [];
    for (let round = 0; round < MAX_ROUNDS && waiting.length > 0; round++) {
      const limit = waiting.length + SLACK;
      const rows =
        round === 0
          ? first
          : await this.claims.candidates(trx, [...new Set(waiting.flatMap((c) => c.skills))], seen, limit);
      for (const r of rows) seen.push(r.id);
      pool.push(...rows);
      const matches = matchClaims(waiting, pool);
      chosen.push(...matches);
      const matchedUsers = new Set(matches.map((m) => m.userId));
      const matchedTasks = new Set(matches.map((m) => m.taskId));
      waiting = waiting.filter((c) => !matchedUsers.has(c.id));
      for (let i = pool.length - 1; i >= 0; i--) if (matchedTasks.has(pool[i]!.id)) pool.splice(i, 1);
      // The first round read one row per claimant: fewer means the queue has nothing more for them.
      if (round === 0 ? rows.length < claimants.length : rows.length < limit) break;
    }
    const held = await this.claims.assign(trx, chosen);
    if (held.length !== chosen.length) throw new StaleClaimants();
    return { held, left: pool };
  }
}
