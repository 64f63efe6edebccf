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
 * A queued task a batch may hand out, with every column a claim hands back but its holder, and its
 * lease's end as it will be if this transaction takes it (`now()` is the transaction's start, the same
 * in the snapshot and the assign): the assign then writes the hold and answers only how many it wrote.
 */
export type ClaimCandidate = Omit<ClaimedTask, "holder_id"> & { original_holder_id: string | null };

/**
 * What a batch starts from: the claimants, the ids of live tasks they already hold, the first candidates;
 * `leasesRunOut`: some held task's lease has run out, so no candidates were read (sweep, then read again).
 */
export interface ClaimSnapshot {
  users: ClaimingUser[];
  heldIds: string[];
  candidates: ClaimCandidate[];
  leasesRunOut: boolean;
}

/**
 * The columns a claim hands back: what the batch (holder), the task view and the cage resolver read.
 * Every column more is parsed for each of a batch's rows (300 at a burst) by the driver.
 */
export const CLAIMED_COLUMNS = [
  "id",
  "holder_id",
  "inspection_id",
  "name",
  "photo_code",
  "type",
  "priority",
  "lease_expires_at",
  "plus_time_used",
  "original_task_id",
] as const;
export type ClaimedTask = Pick<TaskRow, (typeof CLAIMED_COLUMNS)[number]>;

/** The columns of a candidate read back (the lease's end as it will be once held); `holder_id` is the claimant. */
const CANDIDATE_COLUMNS = CLAIMED_COLUMNS.filter((c) => c !== "holder_id" && c !== "lease_expires_at");
const leaseEnd = sql<Date>`now() + make_interval(secs => lease_s)`;

/** A candidate read as JSON, with its lease's end as a date again (as the driver reads a row itself). */
function candidateFromJson(row: Record<string, unknown>): ClaimCandidate {
  if (typeof row.lease_expires_at === "string") row.lease_expires_at = new Date(row.lease_expires_at);
  return row as unknown as ClaimCandidate;
}

/** The task a claimant holds once the assign has written the hold of this candidate. */
export function heldTask(candidate: ClaimCandidate, holderId: string): ClaimedTask {
  const { original_holder_id: _, ...task } = candidate;
  return { ...task, holder_id: holderId };
}

/** The candidate columns, in dispatch order (priority, then age). */
const candidateOrder = sql`order by priority desc, created_at, id`;

/**
 * The SQL of a batched claim (services/claimBatcher.ts): two set-based statements hand out tasks to
 * many waiting agents inside one transaction — one reads (and locks the first candidates), one writes —
 * whatever the number of agents in the batch.
 *
 * `rowLocks` false is for the embedded engine only. PGlite is one connection in this process, and our
 * dialect (db/pgliteDialect.ts) hands it out under a FIFO lock from BEGIN to COMMIT, so transactions
 * run strictly one after another (tests/integration/tasksConcurrency.test.ts proves it on PGlite): a
 * row lock there excludes nobody and is only a write of every locked row. PostgreSQL keeps them: several
 * instances' batches run at once.
 *
 * The candidates come back as one JSON value carrying every column a claim hands back, and the assign
 * answers only a count: PGlite parses a result value by value in JavaScript, on the thread that runs
 * everything else, and 300 rows back from the assign cost more than the wider snapshot (on PostgreSQL
 * about even). Each id list is sent once, as one parameter, and read through a CTE: a uuid[] of 300 costs
 * the server ~0.2 ms to take in each time it is sent (docs/benchmarks.md, Dispatch, session 4).
 */
export class ClaimsRepository {
  constructor(private readonly rowLocks = true) {}

  private get skipLocked() {
    return this.rowLocks ? sql`for update skip locked` : sql``;
  }
  /**
   * One round trip: the claiming users as they are now (no lock: most claimants of a wake-up get
   * nothing, and a row lock is a write), the live tasks they hold, and the next queued tasks of the
   * skills of those Waiting and holding nothing — one row per such user, locked; SKIP LOCKED lets another
   * instance's batch take the rows this one does not see.
   * `checkLeases`: also answer whether any held task's lease has run out (one probe of tasks_lease_idx);
   * if one has, the users read are stale (the sweep makes its holder Waiting), so no candidate is read
   * or locked: the caller sweeps and takes the snapshot again without the check.
   */
  async snapshot(tx: Tx, ids: readonly string[], checkLeases = true): Promise<ClaimSnapshot> {
    const runOut = checkLeases
      ? sql`exists(select 1 from tasks where status = 'held' and lease_expires_at <= now())`
      : sql`false`;
    const claimantIds = sql`(select ids from claimants)::uuid[]`;
    const result = await sql<{
      users: ClaimingUser[];
      held: string[];
      candidates: Record<string, unknown>[];
      run_out: boolean;
    }>`
      with claimants as (select ${[...ids]}::uuid[] as ids), due as (select ${runOut} as run_out), us as (
        select id, status, skills, total_task_failed from users where id = any(${claimantIds})
      ), held as (
        select id, holder_id from tasks
        where holder_id = any(${claimantIds}) and status = 'held' and lease_expires_at > now()
      ), free as (
        select skills from us where status = 'Waiting' and id not in (select holder_id from held)
      ), cand as (
        select ${sql.join(CANDIDATE_COLUMNS.map((c) => sql.ref(c)))}, original_holder_id,
          ${leaseEnd} as lease_expires_at, created_at
        from tasks
        where status = 'queued'
          and name = any(array(select distinct jsonb_array_elements_text(skills) from free))
        ${candidateOrder}
        limit (select case when (select run_out from due) then 0 else count(*) end from free)
        ${this.skipLocked}
      )
      select
        (select run_out from due) as run_out,
        (select coalesce(json_agg(us), '[]') from us) as users,
        (select coalesce(json_agg(held.id), '[]') from held) as held,
        (select coalesce(json_agg(json_build_object(${sql.join(
          [...CANDIDATE_COLUMNS, "original_holder_id", "lease_expires_at"].map(
            (c) => sql`${sql.lit(c)}, ${sql.ref(c)}`,
          ),
        )}) ${candidateOrder}), '[]') from cand) as candidates`.execute(tx);
    const row = result.rows[0];
    return {
      users: row?.users ?? [],
      heldIds: row?.held ?? [],
      candidates: (row?.candidates ?? []).map(candidateFromJson),
      leasesRunOut: row?.run_out === true,
    };
  }

  /** The live tasks with these ids (the claimants that already hold one get it back). */
  tasksByIds(tx: Tx, ids: readonly string[]): Promise<ClaimedTask[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .selectFrom("tasks")
      .select(CLAIMED_COLUMNS)
      .where("id", "=", sql<string>`any(${[...ids]}::uuid[])`)
      .execute();
  }

  /** Further queued tasks of these skills in dispatch order, locked (later rounds of a batch). */
  async candidates(
    tx: Tx,
    names: readonly string[],
    exclude: readonly string[],
    limit: number,
  ): Promise<ClaimCandidate[]> {
    if (names.length === 0 || limit <= 0) return [];
    let q = tx
      .selectFrom("tasks")
      .select([...CANDIDATE_COLUMNS, "original_holder_id", leaseEnd.as("lease_expires_at")])
      .where("status", "=", "queued")
      .where("name", "in", names);
    if (exclude.length > 0) q = q.where("id", "not in", exclude);
    q = q.orderBy("priority", "desc").orderBy("created_at").orderBy("id").limit(limit);
    return this.rowLocks ? q.forUpdate().skipLocked().execute() : q.execute();
  }

  /**
   * Hands out the chosen tasks in one statement: locks the agents in id order (no deadlock between
   * batches running at once, on this instance or another; skipped without row locks), moves them from
   * Waiting to Inspecting and starts each lease (a hold's activity row is written when it ends).
   * Answers how many tasks it handed out; the caller builds them from their candidates (heldTask).
   * The candidate rows are locked by this transaction, so every task is still queued; an agent another
   * instance served meanwhile is no longer Waiting, and then no task is handed out at all: the caller
   * sees fewer than the pairs and must roll back and retry (the next snapshot shows that agent's task).
   * The statements are chained through counts, never joined to each other's output: a join to a CTE's
   * output has no row estimate and was planned as a nested loop (300 × 300 rows, most of the batch).
   */
  async assign(tx: Tx, pairs: readonly { taskId: string; userId: string }[]): Promise<number> {
    if (pairs.length === 0) return 0;
    const taskIds = sql`(select t from pairs)::uuid[]`;
    const userIds = sql`(select u from pairs)::uuid[]`;
    // Without row locks (PGlite, one transaction at a time) nothing can change between snapshot and assign.
    const locked = this.rowLocks
      ? sql`locked as (select id from users where id = any(${userIds}) order by id for update),`
      : sql``;
    const afterLocks = this.rowLocks ? sql`and (select count(*) from locked) > 0` : sql``;
    const result = await sql<{ n: number }>`
      with pairs as (
        select ${pairs.map((p) => p.taskId)}::uuid[] as t, ${pairs.map((p) => p.userId)}::uuid[] as u
      ), ${locked} inspecting as (
        update users set status = 'Inspecting', status_changed_at = now()
        where id = any(${userIds}) and status = 'Waiting' ${afterLocks}
        returning id
      ), held as (
        update tasks t set status = 'held', holder_id = v.user_id, held_at = now(),
          lease_expires_at = ${leaseEnd}
        from unnest(${taskIds}, ${userIds}) as v(task_id, user_id)
        where t.id = v.task_id and t.id = any(${taskIds}) and t.status = 'queued'
          and (select count(*) from inspecting) = ${pairs.length}
        returning t.id
      )
      select count(*)::int as n from held`.execute(tx);
    return result.rows[0]?.n ?? 0;
  }
}
