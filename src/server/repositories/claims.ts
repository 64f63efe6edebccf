import { CompiledQuery, sql, type Transaction } from "kysely";
import type { Engine } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { TaskRow } from "./tasks.ts";

type Tx = Transaction<Database>;

export interface ClaimingUser {
  id: string;
  status: string;
  skills: string[];
  total_task_failed: number;
}

export interface ClaimCandidate {
  id: string;
  name: string;
  original_holder_id: string | null;
}

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

/** A claimed task read as JSON, with its lease's end as a date again (as the driver reads the row itself). */
function taskFromJson(row: Record<string, unknown>): ClaimedTask {
  if (typeof row.lease_expires_at === "string") row.lease_expires_at = new Date(row.lease_expires_at);
  return row as unknown as ClaimedTask;
}

/**
 * A uuid[] parameter in PostgreSQL's binary array format: node-pg sends a Buffer as a binary value, which
 * the server reads 16 bytes at a time, where the text form of 300 ids costs it ~0.2 ms to parse
 * (array_in). Throws on anything but a canonical uuid (a bad one must not become another id).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuidArrayParam(ids: readonly string[]): Buffer {
  const out = Buffer.alloc(20 + 20 * ids.length);
  out.writeInt32BE(1, 0); // dimensions
  out.writeInt32BE(0, 4); // no nulls
  out.writeUInt32BE(2950, 8); // element type: uuid
  out.writeInt32BE(ids.length, 12);
  out.writeInt32BE(1, 16); // lower bound
  let at = 20;
  for (const id of ids) {
    if (!UUID.test(id)) throw new Error(`not a uuid: ${id}`);
    out.writeInt32BE(16, at);
    out.write(id.replaceAll("-", ""), at + 4, 16, "hex");
    at += 20;
  }
  return out;
}

/** The candidate columns, in dispatch order (priority, then age). */
const CANDIDATE_ORDER = "order by priority desc, created_at, id";

/**
 * The snapshot (see `snapshot`). $1, the claimants' ids, is sent once and read where needed (each id
 * array sent costs the server ~0.2 ms to parse). Users and candidates come back as JSON arrays of
 * values, not objects: cheaper to build and to parse (`snapshot` names them again).
 */
function snapshotSql(o: { checkLeases: boolean; rowLocks: boolean }): string {
  const runOut = o.checkLeases
    ? "exists(select 1 from tasks where status = 'held' and lease_expires_at <= now())"
    : "false";
  return `with due as (select ${runOut} as run_out), us as (
    select id, status, skills, total_task_failed from users where id = any($1::uuid[])
  ), held as (
    select id, holder_id from tasks
    where holder_id = any($1::uuid[]) and status = 'held' and lease_expires_at > now()
  ), free as (
    select skills from us where status = 'Waiting' and id not in (select holder_id from held)
  ), cand as (
    select id, name, original_holder_id, priority, created_at from tasks
    where status = 'queued'
      and name = any(array(select distinct jsonb_array_elements_text(skills) from free))
      and (ahead_of is null or ahead_until <= now())
    ${CANDIDATE_ORDER}
    limit (select case when (select run_out from due) then 0 else count(*) end from free)
    ${o.rowLocks ? "for update skip locked" : ""}
  )
  select
    (select run_out from due) as run_out,
    (select coalesce(json_agg(json_build_array(id, status, skills, total_task_failed)), '[]') from us) as users,
    (select coalesce(json_agg(held.id), '[]') from held) as held,
    (select coalesce(json_agg(json_build_array(id, name, original_holder_id) ${CANDIDATE_ORDER}), '[]')
      from cand) as candidates`;
}

/** The assign (see `assign`): $1 the tasks' ids, $2 their agents' ids (pairwise), $3 how many pairs. */
function assignSql(o: { rowLocks: boolean; rowsAsJson: boolean }): string {
  // As rows, the lease's end comes back as epoch milliseconds: node-pg parses a number for 300 rows
  // faster than a timestamp's text (`assign` makes it a Date again).
  const columns = CLAIMED_COLUMNS.map((c) =>
    c === "lease_expires_at" && !o.rowsAsJson
      ? "(extract(epoch from t.lease_expires_at) * 1000)::float8 as lease_expires_at"
      : `t.${c}`,
  ).join(", ");
  return `with ${o.rowLocks ? "locked as (select id from users where id = any($2::uuid[]) order by id for update)," : ""}
  inspecting as (
    update users set status = 'Inspecting', status_changed_at = now()
    where id = any($2::uuid[]) and status = 'Waiting' ${o.rowLocks ? "and (select count(*) from locked) > 0" : ""}
    returning id
  ), held as (
    update tasks t set status = 'held', holder_id = v.user_id, held_at = now(),
      lease_expires_at = now() + make_interval(secs => t.lease_s), ahead_of = null, ahead_until = null
    from unnest($1::uuid[], $2::uuid[]) as v(task_id, user_id)
    where t.id = v.task_id and t.id = any($1::uuid[]) and t.status = 'queued'
      and (select count(*) from inspecting) = $3::int
    returning ${columns}
  )
  ${o.rowsAsJson ? "select coalesce(json_agg(held), '[]') as held from held" : "select * from held"}`;
}

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
 * `rowsAsJson` (the embedded engine's default too): the assign's rows come back as one JSON value.
 * PGlite parses a result value by value in JavaScript, on the thread that runs everything else: 300
 * rows cost more than one JSON.parse (and only CLAIMED_COLUMNS come back either way). On PostgreSQL
 * the server building the JSON costs more than node-pg's parsing (docs/benchmarks.md, Dispatch).
 *
 * Both are planned for their parameters at every batch, never as prepared statements: a generic plan
 * cannot see how many ids an array holds, and evaluates `= any($n)` by a linear search of the array for
 * each row (a custom plan hashes it) — with 300 ids and stale statistics the assign took 57 ms instead
 * of 8 (docs/benchmarks.md, Dispatch, session 8).
 */
export class ClaimsRepository {
  /** The claim SQL for an engine: any engine but PGlite (an engine not given included) locks rows, the safe choice. */
  static forEngine(engine: Engine | undefined): ClaimsRepository {
    return new ClaimsRepository(engine !== "pglite");
  }

  private readonly snapshotSql: string;
  private readonly resnapshotSql: string;
  private readonly assignSql: string;

  constructor(
    private readonly rowLocks = true,
    private readonly rowsAsJson = !rowLocks,
    /** Id arrays sent in binary (uuidArrayParam): node-pg only; PGlite gets them as text. */
    private readonly binaryIds = rowLocks,
  ) {
    this.snapshotSql = snapshotSql({ checkLeases: true, rowLocks });
    this.resnapshotSql = snapshotSql({ checkLeases: false, rowLocks });
    this.assignSql = assignSql({ rowLocks, rowsAsJson });
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
    const result = await tx.executeQuery<{
      users: [string, string, string[], number][];
      held: string[];
      candidates: [string, string, string | null][];
      run_out: boolean;
    }>(CompiledQuery.raw(checkLeases ? this.snapshotSql : this.resnapshotSql, [this.idsParam(ids)]));
    const row = result.rows[0];
    return {
      users: (row?.users ?? []).map(([id, status, skills, failed]) => ({
        id,
        status,
        skills,
        total_task_failed: failed,
      })),
      heldIds: row?.held ?? [],
      candidates: (row?.candidates ?? []).map(([id, name, original]) => ({
        id,
        name,
        original_holder_id: original,
      })),
      leasesRunOut: row?.run_out === true,
    };
  }

  private idsParam(ids: readonly string[]): unknown {
    return this.binaryIds ? uuidArrayParam(ids) : ids;
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
  async candidates(tx: Tx, names: readonly string[], exclude: readonly string[], limit: number) {
    if (names.length === 0 || limit <= 0) return [];
    let q = tx
      .selectFrom("tasks")
      .select(["id", "name", "original_holder_id"])
      .where("status", "=", "queued")
      .where("name", "in", names)
      // Held ahead for another agent (domain/heldAhead.ts) until its time has passed.
      .where((eb) => eb.or([eb("ahead_of", "is", null), eb("ahead_until", "<=", sql<Date>`now()`)]));
    if (exclude.length > 0) q = q.where("id", "not in", exclude);
    q = q.orderBy("priority", "desc").orderBy("created_at").orderBy("id").limit(limit);
    return this.rowLocks ? q.forUpdate().skipLocked().execute() : q.execute();
  }

  /**
   * Hands out the chosen tasks in one statement: locks the agents in id order (no deadlock between
   * batches running at once, on this instance or another; skipped without row locks), moves them from
   * Waiting to Inspecting and starts each lease (a hold's activity row is written when it ends).
   * The candidate rows are locked by this transaction, so every task is still queued; an agent another
   * instance served meanwhile is no longer Waiting, and then no task is handed out at all: the caller
   * sees fewer rows than pairs and must roll back and retry (the next snapshot shows that agent's task).
   * The statements are chained through counts, never joined to each other's output: a join to a CTE's
   * output has no row estimate and was planned as a nested loop (300 × 300 rows, most of the batch).
   * For the same reason each id array is a parameter wherever it is read, never a CTE's output (read
   * through a CTE, the planner could not see its length and planned that loop again: docs/benchmarks.md,
   * Dispatch, session 4); the same $n each time, so it is sent and parsed once.
   */
  async assign(tx: Tx, pairs: readonly { taskId: string; userId: string }[]): Promise<ClaimedTask[]> {
    if (pairs.length === 0) return [];
    const taskIds = pairs.map((p) => p.taskId);
    const userIds = pairs.map((p) => p.userId);
    const result = await tx.executeQuery<ClaimedTask | { held: Record<string, unknown>[] }>(
      CompiledQuery.raw(this.assignSql, [this.idsParam(taskIds), this.idsParam(userIds), pairs.length]),
    );
    if (!this.rowsAsJson) {
      const rows = result.rows as (Omit<ClaimedTask, "lease_expires_at"> & {
        lease_expires_at: number | Date | null;
      })[];
      for (const row of rows)
        if (typeof row.lease_expires_at === "number") row.lease_expires_at = new Date(row.lease_expires_at);
      return rows as ClaimedTask[];
    }
    const [row] = result.rows as { held: Record<string, unknown>[] }[];
    return (row?.held ?? []).map(taskFromJson);
  }
}
