import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/** The figures /metrics reads at scrape time: the same on every instance, since they come from the database. */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /** Tasks waiting for an agent, tasks under a lease, and tasks waiting for their inspection's vehicle. */
  async queueDepth(): Promise<{ queued: number; held: number; awaiting_vehicle: number }> {
    const rows = await sql<{ status: string; n: string }>`
      select status, count(*) as n from tasks where status in ('queued', 'held', 'awaiting_vehicle')
      group by status`.execute(this.db);
    const depth = { queued: 0, held: 0, awaiting_vehicle: 0 };
    for (const r of rows.rows) if (r.status in depth) depth[r.status as keyof typeof depth] = Number(r.n);
    return depth;
  }

  /**
   * Tasks ever handed to an agent: the ended holds (a hold's activity row is written when it ends) and
   * the live ones, which are only in `tasks`.
   */
  async claimsTotal(): Promise<number> {
    const row = await sql<{ n: string }>`
      select (select count(*) from agent_activity where kind = 'task')
        + (select count(*) from tasks where status = 'held') as n`.execute(this.db);
    return Number(row.rows[0]?.n ?? 0);
  }

  /** Leases that ran out or were given back by timeout. */
  timeoutsTotal(): Promise<number> {
    return this.countActivity(sql`result = 'timeout'`);
  }

  private async countActivity(where: ReturnType<typeof sql>): Promise<number> {
    const row = await sql<{ n: string }>`select count(*) as n from agent_activity where ${where}`.execute(
      this.db,
    );
    return Number(row.rows[0]?.n ?? 0);
  }
}
