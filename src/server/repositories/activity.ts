import { type Selectable, sql, type Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { AgentActivityTable } from "../db/schemaTasks.ts";

export type ActivityRow = Selectable<AgentActivityTable>;
type Tx = Transaction<Database> | Db;

/** What a hold's activity row is written from: the task row as it was while held. */
export interface EndedHold {
  id: string;
  type: string;
  name: string;
  held_at: Date | null;
  plus_time_used: boolean;
}

/**
 * Agent activity: status periods (onDuty) and ended task holds (onInspect, answers, timeouts, plus-time).
 * A hold is written once, when it ends (answer, timeout call, lease sweep), starting at tasks.held_at: the
 * claim itself writes no activity (300 rows fewer per claim batch). A live hold lives in `tasks` (status
 * held, its holder, held_at), so `since` reads it from there: nothing acknowledged is lost if the process
 * dies between claim and answer, and the lease sweep later writes the timeout.
 */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  /** Records the user's hold of a task as ended now with its result (accepted, rejected, finished, timeout). */
  async taskEnded(tx: Tx, userId: string, task: EndedHold, result: string): Promise<void> {
    await tx
      .insertInto("agent_activity")
      .values({
        user_id: userId,
        kind: "task",
        task_id: task.id,
        task_type: task.type,
        task_name: task.name,
        result,
        plus_time: task.plus_time_used,
        started_at: task.held_at ?? sql<Date>`now()`,
        ended_at: sql<Date>`now()`,
      })
      .execute();
  }

  /** Whether the user holds or ever held this task (a late answer is then 409, not 403). */
  async hasHeld(userId: string, taskId: string, tx: Tx = this.db): Promise<boolean> {
    const result = await sql<{ held: boolean }>`
      select exists (select 1 from agent_activity
          where user_id = ${userId} and task_id = ${taskId} and kind = 'task')
        or exists (select 1 from tasks where id = ${taskId} and holder_id = ${userId} and status = 'held')
        as held`.execute(tx);
    return Boolean(result.rows[0]?.held);
  }

  /** Closes the open status period and opens the new one (none while Offline). */
  async statusChanged(tx: Tx, userId: string, status: string): Promise<void> {
    await tx
      .updateTable("agent_activity")
      .set({ ended_at: sql<Date>`now()` })
      .where("user_id", "=", userId)
      .where("kind", "=", "status")
      .where("ended_at", "is", null)
      .execute();
    if (status !== "Offline") {
      await tx
        .insertInto("agent_activity")
        .values({ user_id: userId, kind: "status", result: status })
        .execute();
    }
  }

  /**
   * Activity that started since `from` or is still open, oldest first; the tasks the user holds now are
   * open task periods (started at held_at, no result yet). One statement: one snapshot of both tables.
   */
  async since(userId: string, from: Date): Promise<ActivityRow[]> {
    const result = await sql<ActivityRow>`
      select id, user_id, kind, task_id, task_type, task_name, result, plus_time, started_at, ended_at
      from agent_activity
      where user_id = ${userId} and (started_at >= ${from} or ended_at is null or ended_at >= ${from})
      union all
      select id, holder_id, 'task', id, type, name, null, plus_time_used, held_at, null
      from tasks where holder_id = ${userId} and status = 'held'
      order by started_at`.execute(this.db);
    return result.rows;
  }
}
