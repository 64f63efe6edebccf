import { sql, type Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { TaskRow } from "./tasks.ts";

type Tx = Transaction<Database>;

export interface ClaimingUser {
  id: string;
  status: string;
  skills: string[];
  total_task_failed: number;
}

/**
 * The SQL of a batched claim (services/claimBatcher.ts): a handful of set-based statements that hand
 * out tasks to many waiting agents inside one transaction, instead of one transaction per agent.
 */
export class ClaimsRepository {
  /** The claiming users, locked in id order (no deadlock between instances' batches). */
  lockUsers(tx: Tx, ids: readonly string[]): Promise<ClaimingUser[]> {
    return tx
      .selectFrom("users")
      .select(["id", "status", "skills", "total_task_failed"])
      .where("id", "in", ids)
      .orderBy("id")
      .forUpdate()
      .execute();
  }

  /** Live tasks already held by any of these users (a holder always gets its task back). */
  liveHeldBy(tx: Tx, ids: readonly string[]): Promise<TaskRow[]> {
    return tx
      .selectFrom("tasks")
      .selectAll()
      .where("holder_id", "in", ids)
      .where("status", "=", "held")
      .where("lease_expires_at", ">", sql<Date>`now()`)
      .execute();
  }

  /**
   * The next queued tasks of these skills in dispatch order (priority, then age), locked. SKIP LOCKED
   * lets another instance's batch take the rows this one does not see.
   */
  async candidates(tx: Tx, names: readonly string[], exclude: readonly string[], limit: number) {
    if (names.length === 0 || limit <= 0) return [];
    let q = tx
      .selectFrom("tasks")
      .select(["id", "name", "original_holder_id"])
      .where("status", "=", "queued")
      .where("name", "in", names);
    if (exclude.length > 0) q = q.where("id", "not in", exclude);
    return q
      .orderBy("priority", "desc")
      .orderBy("created_at")
      .orderBy("id")
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  /** Hands out the chosen tasks (one statement), starting each lease. */
  async assign(tx: Tx, pairs: readonly { taskId: string; userId: string }[]): Promise<TaskRow[]> {
    if (pairs.length === 0) return [];
    const values = sql.join(pairs.map((p) => sql`(${p.taskId}::uuid, ${p.userId}::uuid)`));
    const result = await sql<TaskRow>`
      update tasks t set status = 'held', holder_id = v.user_id, held_at = now(),
        lease_expires_at = now() + make_interval(secs => t.lease_s)
      from (values ${values}) as v(task_id, user_id)
      where t.id = v.task_id and t.status = 'queued'
      returning t.*`.execute(tx);
    return result.rows;
  }

  /** The new holders move from Waiting to Inspecting and their holds are recorded. */
  async recordHolds(tx: Tx, tasks: readonly TaskRow[]): Promise<void> {
    if (tasks.length === 0) return;
    const holders = tasks.map((t) => t.holder_id ?? "");
    await tx
      .updateTable("users")
      .set({ status: "Inspecting", status_changed_at: new Date() })
      .where("id", "in", holders)
      .where("status", "=", "Waiting")
      .execute();
    await tx
      .insertInto("agent_activity")
      .values(
        tasks.map((t) => ({
          user_id: t.holder_id ?? "",
          kind: "task",
          task_id: t.id,
          task_type: t.type,
          task_name: t.name,
        })),
      )
      .execute();
  }
}
