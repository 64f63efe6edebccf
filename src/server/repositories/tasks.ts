import { type Selectable, sql, type Transaction } from "kysely";
import { DONE_TASK_STATUS } from "../../domain/taskStatus.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { TasksTable } from "../db/schemaTasks.ts";

export type TaskRow = Selectable<TasksTable>;
type Tx = Transaction<Database> | Db;

export interface NewTask {
  inspectionId: string;
  photoCode: string;
  name: string;
  type: "INSPECT" | "QC";
  priority: number;
  leaseS: number;
  originalTaskId?: string;
  originalHolderId?: string;
  /** `queued` unless given: work that needs the vehicle may start `awaiting_vehicle` (domain/vehicleWait). */
  status?: "queued" | "awaiting_vehicle";
}

/** Dispatch SQL (claim, lease sweep) and task state changes, in one place. */
export class TasksRepository {
  constructor(private readonly db: Db) {}

  /**
   * Tasks inserted together are one microsecond apart in the order given, so the queue (priority, then
   * age) hands them out in that order rather than by their random ids.
   */
  async insert(tx: Tx, tasks: readonly NewTask[]): Promise<TaskRow[]> {
    if (tasks.length === 0) return [];
    return tx
      .insertInto("tasks")
      .values(
        tasks.map((t, i) => ({
          created_at: sql<Date>`now() + ${i} * interval '1 microsecond'`,
          inspection_id: t.inspectionId,
          photo_code: t.photoCode,
          name: t.name,
          type: t.type,
          priority: t.priority,
          lease_s: t.leaseS,
          original_task_id: t.originalTaskId ?? null,
          original_holder_id: t.originalHolderId ?? null,
          status: t.status ?? "queued",
        })),
      )
      .returningAll()
      .execute();
  }

  findById(id: string, tx: Tx = this.db): Promise<TaskRow | undefined> {
    return tx.selectFrom("tasks").selectAll().where("id", "=", id).executeTakeFirst();
  }

  /** The task row locked for an answer (inside the answering transaction). */
  lockById(tx: Tx, id: string): Promise<TaskRow | undefined> {
    return tx.selectFrom("tasks").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  }

  /**
   * The atomic claim: the oldest queued task, priority first, whose skill the user has and that the
   * user did not do originally (QC). SKIP LOCKED lets concurrent claims on PostgreSQL pass each other.
   */
  async claim(tx: Tx, userId: string, skills: readonly string[]): Promise<TaskRow | undefined> {
    if (skills.length === 0) return undefined;
    const result = await sql<TaskRow>`
      update tasks set status = 'held', holder_id = ${userId}, held_at = now(),
        lease_expires_at = now() + make_interval(secs => lease_s), ahead_of = null, ahead_until = null
      where id = (
        select id from tasks
        where status = 'queued' and name in (${sql.join(skills)})
          and (original_holder_id is null or original_holder_id <> ${userId})
          and (ahead_of is null or ahead_until <= now())
        order by priority desc, created_at, id
        for update skip locked
        limit 1)
      returning *`.execute(tx);
    return result.rows[0];
  }

  /**
   * Returns every task whose lease ran out to the queue, records its hold as a timeout (from held_at to the
   * lease's end) and moves the holder back to Waiting. One statement, so it is idempotent and safe on
   * several instances. Answers the tasks given back per skill (task name), to wake as many agents of each.
   */
  async sweepExpired(tx: Tx = this.db): Promise<Record<string, number>> {
    const result = await sql<{ name: string; n: string }>`
      with expired as (
        select id, holder_id, name, type, held_at, lease_expires_at, plus_time_used from tasks
        where status = 'held' and lease_expires_at <= now()
        for update skip locked
      ), released as (
        update tasks t set status = 'queued', holder_id = null, held_at = null, lease_expires_at = null,
          plus_time_used = false
        from expired e where t.id = e.id
        returning e.*
      ), recorded as (
        insert into agent_activity
          (user_id, kind, task_id, task_type, task_name, result, plus_time, started_at, ended_at)
        select holder_id, 'task', id, type, name, 'timeout', plus_time_used, coalesce(held_at, now()),
          lease_expires_at
        from released where holder_id is not null
      ), waiting as (
        update users u set status = 'Waiting', status_changed_at = now()
        from released r where u.id = r.holder_id and u.status = 'Inspecting'
      )
      select name, count(*) as n from released group by name`.execute(tx);
    const out: Record<string, number> = {};
    for (const r of result.rows) out[r.name] = Number(r.n);
    return out;
  }

  /** Gives a held task back to the queue (timeout call). */
  async release(tx: Tx, id: string): Promise<void> {
    await tx
      .updateTable("tasks")
      .set({
        status: "queued",
        holder_id: null,
        held_at: null,
        lease_expires_at: null,
        plus_time_used: false,
      })
      .where("id", "=", id)
      .execute();
  }

  async markDone(tx: Tx, id: string, userId: string, kind: string, answer: Record<string, unknown>) {
    return tx
      .updateTable("tasks")
      .set({
        status: DONE_TASK_STATUS,
        answer: JSON.stringify(answer),
        answer_kind: kind,
        answered_by: userId,
        answered_at: sql<Date>`now()`,
        lease_expires_at: null,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** +30 s once, only on a live lease of the holder. */
  async extendLease(id: string, userId: string, seconds: number): Promise<boolean> {
    const result = await this.db
      .updateTable("tasks")
      .set({
        plus_time_used: true,
        lease_expires_at: sql<Date>`lease_expires_at + make_interval(secs => ${seconds})`,
      })
      .where("id", "=", id)
      .where("holder_id", "=", userId)
      .where("status", "=", "held")
      .where("plus_time_used", "=", false)
      .where("lease_expires_at", ">", sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The slot's inspection task still waiting for an answer (queued or awaiting the vehicle), if any. */
  findOpenInSlot(
    tx: Tx,
    inspectionId: string,
    photoCode: string,
    name: string,
  ): Promise<TaskRow | undefined> {
    return tx
      .selectFrom("tasks")
      .selectAll()
      .where("inspection_id", "=", inspectionId)
      .where("photo_code", "=", photoCode)
      .where("name", "=", name)
      .where("type", "=", "INSPECT")
      .where("status", "in", ["queued", "awaiting_vehicle"])
      .orderBy("created_at")
      .executeTakeFirst();
  }

  async countQueued(): Promise<number> {
    const row = await this.db
      .selectFrom("tasks")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
