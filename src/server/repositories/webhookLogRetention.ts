import { sql } from "kysely";
import type { Db } from "../db/connect.ts";

/** Rows per DELETE, so a first run over a large backlog holds no long transaction (as report pruning). */
const BATCH = 5000;

/**
 * Deletes the deliveries that finished before `before`, with their tries (cascade): delivered ones by
 * when they were delivered, failed ones by when their retry window closed (a redelivery moves both, so
 * a delivery retried by hand yesterday is kept). Pending deliveries are never deleted, however old.
 * Batched, idempotent DELETEs: every instance may run it at once. Answers how many went.
 */
export async function pruneFinishedDeliveries(db: Db, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ n: string }>`
      with gone as (
        delete from webhook_deliveries where id in (
          select id from webhook_deliveries
           where status <> 'pending' and coalesce(delivered_at, retry_until) < ${before}
           limit ${BATCH})
        returning 1)
      select count(*) as n from gone`.execute(db);
    const deleted = Number(rows[0]?.n ?? 0);
    total += deleted;
    if (deleted < BATCH) return total;
  }
}
