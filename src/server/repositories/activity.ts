import { type Selectable, sql, type Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { AgentActivityTable } from "../db/schemaTasks.ts";

export type ActivityRow = Selectable<AgentActivityTable>;
type Tx = Transaction<Database> | Db;

/** Agent activity: status periods (onDuty) and task holds (onInspect, answers, timeouts, plus-time). */
export class ActivityRepository {
  constructor(private readonly db: Db) {}

  async taskHeld(tx: Tx, userId: string, task: { id: string; type: string; name: string }): Promise<void> {
    await tx
      .insertInto("agent_activity")
      .values({ user_id: userId, kind: "task", task_id: task.id, task_type: task.type, task_name: task.name })
      .execute();
  }

  /** Closes the user's open hold of a task with its result (accepted, rejected, finished, timeout). */
  async taskEnded(tx: Tx, userId: string, taskId: string, result: string, plusTime: boolean): Promise<void> {
    await tx
      .updateTable("agent_activity")
      .set({ ended_at: sql<Date>`now()`, result, plus_time: plusTime })
      .where("user_id", "=", userId)
      .where("task_id", "=", taskId)
      .where("kind", "=", "task")
      .where("ended_at", "is", null)
      .execute();
  }

  /** Whether the user ever held this task (a late answer is then 409, not 403). */
  async hasHeld(userId: string, taskId: string, tx: Tx = this.db): Promise<boolean> {
    const row = await tx
      .selectFrom("agent_activity")
      .select("id")
      .where("user_id", "=", userId)
      .where("task_id", "=", taskId)
      .where("kind", "=", "task")
      .executeTakeFirst();
    return Boolean(row);
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

  /** Activity that started since `from` or is still open. */
  since(userId: string, from: Date): Promise<ActivityRow[]> {
    return this.db
      .selectFrom("agent_activity")
      .selectAll()
      .where("user_id", "=", userId)
      .where((eb) =>
        eb.or([eb("started_at", ">=", from), eb("ended_at", "is", null), eb("ended_at", ">=", from)]),
      )
      .orderBy("started_at")
      .execute();
  }
}
