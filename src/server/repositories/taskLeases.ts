import { sql } from "kysely";
import { HEARTBEAT_LEASE_S, PLUS_TIME_S } from "../../domain/constants.ts";
import type { LeaseKind } from "../../domain/taskLease.ts";
import type { Db } from "../db/connect.ts";

/** A task as the lease calls judge it: its hold, and what decides its lease kind (test mode). */
export interface LeaseContext {
  id: string;
  status: string;
  holder_id: string | null;
  answered_by: string | null;
  lease_expires_at: Date | null;
  /** The lease runs, by the database's clock (the one the sweep and the answers use). */
  live: boolean;
  session_id: string | null;
  vin: string | null;
}

/**
 * The lease calls' SQL (issue 21): the photo-shown restart and the heartbeat. Each write is one
 * statement guarded like the answers' (holder, held, lease still running), so it cannot revive a lease
 * the sweep or an answer has ended meanwhile; `undefined` means it changed nothing.
 */
export class TaskLeasesRepository {
  constructor(private readonly db: Db) {}

  async context(taskId: string): Promise<LeaseContext | undefined> {
    const { rows } = await sql<LeaseContext>`
      select t.id, t.status, t.holder_id, t.answered_by, t.lease_expires_at,
        coalesce(t.lease_expires_at > now(), false) as live, i.session_id, v.vin
      from tasks t
      left join inspections i on i.id = t.inspection_id
      left join vehicles v on v.inspection_id = t.inspection_id
      where t.id = ${taskId}`.execute(this.db);
    return rows[0];
  }

  /**
   * The photo is on screen: a countdown lease starts again from now with the task's full time (lease_s
   * is the slot's time plus the grace; +30 s once plus-time was used), a heartbeat lease is kept for
   * HEARTBEAT_LEASE_S. Once per hold: a report after held_at is this hold's. Never shortens a lease.
   */
  async restartOnShown(taskId: string, userId: string, kind: LeaseKind): Promise<Date | undefined> {
    const seconds =
      kind === "heartbeat"
        ? sql`${HEARTBEAT_LEASE_S}::int`
        : sql`lease_s + case when plus_time_used then ${PLUS_TIME_S}::int else 0 end`;
    const { rows } = await sql<{ lease_expires_at: Date }>`
      update tasks set shown_at = now(),
        lease_expires_at = greatest(lease_expires_at, now() + make_interval(secs => ${seconds}))
      where id = ${taskId} and holder_id = ${userId} and status = 'held' and lease_expires_at > now()
        and (shown_at is null or shown_at < held_at)
      returning lease_expires_at`.execute(this.db);
    return rows[0]?.lease_expires_at;
  }

  /** A heartbeat lease runs HEARTBEAT_LEASE_S from now (never less than it had, +30 s included). */
  async keepAlive(taskId: string, userId: string): Promise<Date | undefined> {
    const { rows } = await sql<{ lease_expires_at: Date }>`
      update tasks
      set lease_expires_at = greatest(lease_expires_at, now() + make_interval(secs => ${HEARTBEAT_LEASE_S}::int))
      where id = ${taskId} and holder_id = ${userId} and status = 'held' and lease_expires_at > now()
      returning lease_expires_at`.execute(this.db);
    return rows[0]?.lease_expires_at;
  }
}
