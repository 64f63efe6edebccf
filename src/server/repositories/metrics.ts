import { sql } from "kysely";
import { OPEN_TASK_STATUSES } from "../../domain/vehicleWait.ts";
import type { Db } from "../db/connect.ts";
import { OPEN_STATUSES } from "./vehicleWait.ts";

type OpenTaskStatus = (typeof OPEN_TASK_STATUSES)[number];

/** The figures /metrics reads at scrape time: the same on every instance, since they come from the database. */
export class MetricsRepository {
  constructor(private readonly db: Db) {}

  /** The open tasks by status: waiting for their inspection's vehicle, for an agent, under a lease. */
  async queueDepth(): Promise<Record<OpenTaskStatus, number>> {
    const rows = await sql<{ status: OpenTaskStatus; n: string }>`
      select status, count(*) as n from tasks where status in ${OPEN_STATUSES}
      group by status`.execute(this.db);
    const depth = Object.fromEntries(OPEN_TASK_STATUSES.map((s) => [s, 0])) as Record<OpenTaskStatus, number>;
    for (const r of rows.rows) depth[r.status] = Number(r.n);
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
