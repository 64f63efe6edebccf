import { type RawBuilder, sql } from "kysely";
import { AWAITING_VEHICLE, OPEN_TASK_STATUSES } from "../../domain/vehicleWait.ts";

/**
 * Tasks waiting for their inspection's vehicle (src/domain/vehicleWait.ts) are queued by the answer
 * that ends the wait, inside that answer's own statement (AnswersRepository.complete): the release
 * commits with the answer or not at all, and a crash between the two cannot leave tasks waiting
 * forever. Keeps their created_at, so they come next in the queue (priority, then age), ahead of
 * inspections that arrived after theirs. Statuses are literals: the statement text stays fixed (prepared).
 */
export const releaseWaitingPart = (inspectionId: string): RawBuilder<unknown> => sql`released as (
  update tasks set status = 'queued'
  where inspection_id = ${inspectionId} and status = ${sql.lit(AWAITING_VEHICLE)}
    and exists (select 1 from done)
  returning name)`;

/** The names of the tasks `releaseWaitingPart` queued, as one JSON column of the statement's row. */
export const releasedNames = sql`(select coalesce(jsonb_agg(name), '[]'::jsonb) from released)`;

/** The statuses of a task not done yet: an inspection with one of these is not complete. */
export const OPEN_STATUSES = sql`(${sql.join(OPEN_TASK_STATUSES.map((s) => sql.lit(s)))})`;
