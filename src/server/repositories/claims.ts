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
  /** The claiming users as they are now (no lock). */
  readUsers(tx: Tx, ids: readonly string[]): Promise<ClaimingUser[]> {
    return tx
      .selectFrom("users")
      .select(["id", "status", "skills", "total_task_failed"])
      .where("id", "=", sql<string>`any(${[...ids]}::uuid[])`)
      .execute();
  }

  /** The users about to get a task, locked in id order (no deadlock between instances' batches). */
  lockUsers(tx: Tx, ids: readonly string[]): Promise<ClaimingUser[]> {
    return tx
      .selectFrom("users")
      .select(["id", "status", "skills", "total_task_failed"])
      .where("id", "=", sql<string>`any(${[...ids]}::uuid[])`)
      .orderBy("id")
      .forUpdate()
      .execute();
  }

  /** Live tasks already held by any of these users (a holder always gets its task back). */
  liveHeldBy(tx: Tx, ids: readonly string[]): Promise<TaskRow[]> {
    return tx
      .selectFrom("tasks")
      .selectAll()
      .where("holder_id", "=", sql<string>`any(${[...ids]}::uuid[])`)
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

  /**
   * Hands out the chosen tasks, starting each lease, moves their new holders from Waiting to Inspecting
   * and records the holds: one statement with two array parameters, however many agents the batch has.
   */
  async assign(tx: Tx, pairs: readonly { taskId: string; userId: string }[]): Promise<TaskRow[]> {
    if (pairs.length === 0) return [];
    const taskIds = pairs.map((p) => p.taskId);
    const userIds = pairs.map((p) => p.userId);
    // The candidate rows are locked by this transaction, so every pair is still queued. The `= any`
    // filters give the planner primary-key paths (fresh tables have no statistics for the unnest join).
    const result = await sql<TaskRow>`
      with v as (
        select * from unnest(${taskIds}::uuid[], ${userIds}::uuid[]) as v(task_id, user_id)
      ), held as (
        update tasks t set status = 'held', holder_id = v.user_id, held_at = now(),
          lease_expires_at = now() + make_interval(secs => t.lease_s)
        from v where t.id = v.task_id and t.id = any(${taskIds}::uuid[]) and t.status = 'queued'
        returning t.*
      ), inspecting as (
        update users set status = 'Inspecting', status_changed_at = now()
        where id = any(${userIds}::uuid[]) and status = 'Waiting'
      ), recorded as (
        insert into agent_activity (user_id, kind, task_id, task_type, task_name)
        select holder_id, 'task', id, type, name from held
      )
      select * from held`.execute(tx);
    return result.rows;
  }
}
