import type { Config } from "../config.ts";
import type { Db } from "../db/connect.ts";

/** Days and rows kept of client reports and of crash feedback (CLIENT_REPORT_KEEP_DAYS, …_KEEP_ROWS). */
export type ReportRetentionLimits = Pick<Config["clientReports"], "keepDays" | "keepRows">;

/** How often the server prunes (app.ts); a run on a pruned table costs two short index reads. */
export const REPORT_PRUNE_INTERVAL_MS = 5 * 60_000;

/** Rows per DELETE, so a first run over a large backlog holds no long transaction. */
const BATCH = 5000;

const DAY_MS = 86_400_000;

/** The tables pruned: both have `id` and `created_at`. */
const TABLES = ["client_reports", "feedback_reports"] as const;
type ReportTable = (typeof TABLES)[number];

export interface PruneResult {
  client_reports: number;
  feedback_reports: number;
}

/**
 * Retention of what clients post (issue 20): client reports and crash feedback older than `keepDays`
 * are deleted, and of each table only the newest `keepRows` are kept (the oldest go). A limit of 0
 * turns that limit off. The server runs `prune` on a timer (app.ts); every statement is an idempotent
 * DELETE in bounded batches, so several instances may run it at once.
 */
export class ReportRetention {
  constructor(
    private readonly db: Db,
    readonly limits: ReportRetentionLimits,
  ) {}

  /** Deletes what is past the limits at `now`; answers how many rows went from each table. */
  async prune(now: Date = new Date()): Promise<PruneResult> {
    const result: PruneResult = { client_reports: 0, feedback_reports: 0 };
    for (const table of TABLES) {
      if (this.limits.keepDays > 0)
        result[table] += await this.pruneOlderThan(
          table,
          new Date(now.getTime() - this.limits.keepDays * DAY_MS),
        );
      if (this.limits.keepRows > 0) result[table] += await this.pruneBeyond(table, this.limits.keepRows);
    }
    return result;
  }

  private async pruneOlderThan(table: ReportTable, before: Date): Promise<number> {
    return this.inBatches(() =>
      this.db
        .deleteFrom(table)
        .where("id", "in", (eb) =>
          eb.selectFrom(table).select("id").where("created_at", "<", before).limit(BATCH),
        )
        .executeTakeFirst(),
    );
  }

  /** The rows past the newest `keep` (newest by time, then id, as the list orders them). */
  private async pruneBeyond(table: ReportTable, keep: number): Promise<number> {
    return this.inBatches(() =>
      this.db
        .deleteFrom(table)
        .where("id", "in", (eb) =>
          eb
            .selectFrom(table)
            .select("id")
            .orderBy("created_at", "desc")
            .orderBy("id", "desc")
            .offset(keep)
            .limit(BATCH),
        )
        .executeTakeFirst(),
    );
  }

  private async inBatches(run: () => Promise<{ numDeletedRows: bigint }>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = Number((await run()).numDeletedRows);
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
