import { sql } from "kysely";
import { FAILED_TASK_WARNING_THRESHOLD } from "../../domain/constants.ts";
import { type HoldAheadFacts, heldAheadUntil, mayHoldAhead } from "../../domain/heldAhead.ts";
import type { Db } from "../db/connect.ts";
import { CLAIMED_COLUMNS, type ClaimedTask } from "./claims.ts";

/** A held-ahead task: what the photo prefetch and the handover need. */
export type AheadTask = Pick<ClaimedTask, "id" | "inspection_id" | "photo_code" | "name">;

const claimed = sql.raw(CLAIMED_COLUMNS.map((c) => `t.${c}`).join(", "));

/**
 * The SQL of the next task held ahead (issue 21, item 7; domain/heldAhead.ts). A held-ahead task stays
 * `queued` with `ahead_of` and `ahead_until` set; the claims (ClaimsRepository, TasksRepository.claim)
 * skip it for everyone else until `ahead_until` has passed, and clear both columns when they take it.
 */
export class HeldAheadRepository {
  constructor(private readonly db: Db) {}

  /**
   * Keeps one more task for `userId`, whose current task's lease ends at `leaseEnd`: the one already
   * held ahead (its time moved with the lease), or the first queued task the claim would give them now
   * (skill, never their own QC, not held ahead for another). Nothing when the rule says no, and then a
   * task held before goes back. The user row is locked first: two reports at once hold one task, not two.
   */
  async reserve(userId: string, leaseEnd: Date, idleS: number): Promise<AheadTask | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ status: string; skills: string[]; total_task_failed: number }>`
        select status, skills, total_task_failed from users where id = ${userId} for update`.execute(trx);
      const user = rows[0];
      const facts: HoldAheadFacts | null = user
        ? {
            status: user.status,
            skills: user.skills,
            totalTaskFailed: user.total_task_failed,
            currentLeaseEnd: leaseEnd,
          }
        : null;
      if (!facts || !mayHoldAhead(facts, new Date())) {
        await this.releaseIn(trx, userId);
        return undefined;
      }
      const until = heldAheadUntil(leaseEnd, idleS);
      // A task held ahead whose skill the user has lost goes back before anything else.
      await sql`update tasks set ahead_of = null, ahead_until = null
        where ahead_of = ${userId} and not (${JSON.stringify(facts.skills)}::jsonb ? name)`.execute(trx);
      const kept = await sql<AheadTask>`
        update tasks t set ahead_until = ${until}
        where t.ahead_of = ${userId} and t.status = 'queued'
        returning t.id, t.inspection_id, t.photo_code, t.name`.execute(trx);
      if (kept.rows[0]) return kept.rows[0];
      const taken = await sql<AheadTask>`
        update tasks t set ahead_of = ${userId}, ahead_until = ${until}
        where t.id = (
          select id from tasks
          where status = 'queued' and name in (${sql.join(facts.skills)})
            and (original_holder_id is null or original_holder_id <> ${userId})
            and (ahead_of is null or ahead_until <= now())
          order by priority desc, created_at, id
          for update skip locked
          limit 1)
        returning t.id, t.inspection_id, t.photo_code, t.name`.execute(trx);
      return taken.rows[0];
    });
  }

  /**
   * The answer's handover: the task held ahead for `userId` becomes their held task, its lease starting
   * now (as a claim's; the photo-shown report restarts it), and the user goes from Waiting (the answer
   * just set it) to Inspecting — in one statement, only while the user still has its skill, is Waiting
   * and is not held back by failed tasks. Nothing when there is none (the client asks homework as before).
   */
  async handOver(userId: string): Promise<ClaimedTask | undefined> {
    const { rows } = await sql<ClaimedTask>`
      with ahead as (
        select t.id from tasks t join users u on u.id = t.ahead_of
        where t.ahead_of = ${userId} and t.status = 'queued' and u.status = 'Waiting'
          and u.skills ? t.name and u.total_task_failed <= ${FAILED_TASK_WARNING_THRESHOLD}::int
        limit 1
        for update of t
      ), inspecting as (
        update users set status = 'Inspecting', status_changed_at = now()
        where id = ${userId} and status = 'Waiting' and exists (select 1 from ahead)
        returning id
      )
      update tasks t set status = 'held', holder_id = ${userId}, held_at = now(),
        lease_expires_at = now() + make_interval(secs => t.lease_s), ahead_of = null, ahead_until = null
      where t.id = (select id from ahead) and exists (select 1 from inspecting)
      returning ${claimed}`.execute(this.db);
    return rows[0];
  }

  /** Gives back whatever is held ahead for `userId` (Back To Start, Start Inspect, sign-out): the skills freed. */
  release(userId: string): Promise<string[]> {
    return this.releaseIn(this.db, userId);
  }

  private async releaseIn(db: Db, userId: string): Promise<string[]> {
    const { rows } = await sql<{ name: string; status: string }>`
      update tasks set ahead_of = null, ahead_until = null where ahead_of = ${userId}
      returning name, status`.execute(db);
    return rows.filter((r) => r.status === "queued").map((r) => r.name);
  }
}
