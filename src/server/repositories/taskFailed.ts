import {
  type Expression,
  type ExpressionBuilder,
  type Insertable,
  type RawBuilder,
  type Selectable,
  sql,
  type Transaction,
} from "kysely";
import type { QaData } from "../../domain/failedTask.ts";
import { type QueueOwner, WAITS_FOR } from "../../domain/failedTaskStatus.ts";
import { isTrainerLike, TRAINER_LIKE_ROLES } from "../../domain/roles.ts";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { FailedTaskNote, TaskFailedTable } from "../db/schemaTaskFailed.ts";

export type TaskFailedRow = Selectable<TaskFailedTable>;
export type NewTaskFailed = Insertable<TaskFailedTable>;

/**
 * The columns a list page shows (services/taskFailedView.ts). The linked rows' ids, the points and the
 * filter arrays stay in the table: node-pg parses 14 columns per row instead of 23 (the text arrays
 * cost most), 0.91 → 0.78 ms of the server's CPU per page of 50.
 */
const LIST_COLUMNS = [
  "id",
  "status",
  "created_at",
  "finished_at",
  "updated_at",
  "inspector_username",
  "qa_username",
  "photo_code",
  "name",
  "session_id",
  "type",
  "qa_data",
  "inspector_data",
  "notes",
] as const;
export type TaskFailedListRow = Pick<TaskFailedRow, (typeof LIST_COLUMNS)[number]>;
type Tx = Transaction<Database> | Db;

export interface TaskFailedFilters {
  qa?: string;
  inspector?: string;
  taskName?: string;
  status?: string;
  action?: string;
  damageName?: string;
  sessionID?: string;
  range?: { from: Date; to: Date; column: "created_at" | "finished_at" };
  /** Only the tasks this user is the inspector or the QA of (an AGENT's or TRAINEE's list). */
  party?: string;
  /** Only what waits for this user (the list's queue=mine): the SQL form of isWaitingFor. */
  waitingFor?: QueueOwner;
}

/** The SQL form of the domain's isWaitingFor (WAITS_FOR) over task_failed's columns. */
const waitingForSql = (eb: ExpressionBuilder<Database, "task_failed">, user: QueueOwner) =>
  eb.or([
    eb.and([eb("status", "=", WAITS_FOR.inspector), eb("inspector_username", "=", user.username)]),
    eb.and([eb("status", "=", WAITS_FOR.qa), eb("qa_username", "=", user.username)]),
    ...(isTrainerLike(user.role) ? [eb("status", "=", WAITS_FOR.trainer)] : []),
  ]);

const where = (eb: ExpressionBuilder<Database, "task_failed">, f: TaskFailedFilters) => {
  const parts = [];
  if (f.qa) parts.push(eb("qa_username", "=", f.qa));
  if (f.inspector) parts.push(eb("inspector_username", "=", f.inspector));
  if (f.taskName) parts.push(eb("name", "=", f.taskName));
  if (f.status) parts.push(eb("status", "=", f.status));
  if (f.sessionID) parts.push(eb("session_id", "=", f.sessionID));
  if (f.party) parts.push(eb.or([eb("inspector_username", "=", f.party), eb("qa_username", "=", f.party)]));
  if (f.waitingFor) parts.push(waitingForSql(eb, f.waitingFor));
  if (f.range) {
    parts.push(eb(f.range.column, ">=", f.range.from));
    parts.push(eb(f.range.column, "<=", f.range.to));
  }
  // Generated text arrays with GIN indexes (migration 0009), not jsonb containment on every row.
  if (f.action) parts.push(eb(sql<boolean>`actions @> array[${f.action}]::text[]`, "=", true));
  if (f.damageName) parts.push(eb(sql<boolean>`damage_names @> array[${f.damageName}]::text[]`, "=", true));
  return eb.and(parts);
};

/** An action or a damage name with any other filter: the page's plan follows the total (pageQuery). */
const gated = (f: TaskFailedFilters) =>
  Boolean(f.action || f.damageName) && Object.values(f).filter((v) => v !== undefined && v !== "").length > 1;

/** Over this many matches a walk of the created_at index finds a page soon (pageQuery). */
const WALK_FROM = 20_000;

const HOUR_MS = 3_600_000;

/**
 * The UTC hours wholly inside [from, to]: from the first hour starting at or after `from` to the end
 * of the last hour ending at or before `to`. None (a range inside one hour, or reversed): undefined.
 */
function wholeHours(range: { from: Date; to: Date }): { first: Date; end: Date } | undefined {
  const first = Math.ceil(range.from.getTime() / HOUR_MS) * HOUR_MS;
  const end = Math.floor(range.to.getTime() / HOUR_MS) * HOUR_MS;
  return first < end ? { first: new Date(first), end: new Date(end) } : undefined;
}

/** Failed tasks: list, detail, confirm, delete, auto-verification and totalTaskFailed. All SQL here. */
export class TaskFailedRepository {
  constructor(private readonly db: Db) {}

  async insert(tx: Tx, row: NewTaskFailed): Promise<TaskFailedRow> {
    return tx.insertInto("task_failed").values(row).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: string, tx: Tx = this.db): Promise<TaskFailedRow | undefined> {
    return tx.selectFrom("task_failed").selectAll().where("id", "=", id).executeTakeFirst();
  }

  lockById(tx: Tx, id: string): Promise<TaskFailedRow | undefined> {
    return tx.selectFrom("task_failed").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  }

  /**
   * One page, newest first, and the total matching, in one statement: the total (a one-row CTE) left
   * joined to the page, so an empty page still carries it. One round trip and one pool connection
   * instead of two (the tail of the mixed load is waiting for PostgreSQL's core; docs/benchmarks.md).
   */
  async list(
    filters: TaskFailedFilters,
    page: number,
    limit: number,
  ): Promise<{ rows: TaskFailedListRow[]; total: number }> {
    const result = await this.listStatement(filters, page, limit).execute(this.db);
    const total = Number(result.rows[0]?.list_total ?? 0);
    const rows = result.rows
      .filter((r) => r.id !== null)
      .map(({ list_total: _, ...row }) => row as TaskFailedListRow);
    return { rows, total };
  }

  private listStatement(filters: TaskFailedFilters, page: number, limit: number) {
    return sql<TaskFailedListRow & { list_total: string | number | null }>`
      with t as materialized (${this.totalQuery(filters)})
      select t.n as list_total, p.* from t left join (${this.pageQuery(filters, page, limit)}) p on true
      order by p.created_at desc, p.id desc`;
  }

  /**
   * Plans (EXPLAIN, nothing runs) the list's statement for a few views on `conn`: a new PostgreSQL
   * connection's first plan over task_failed reads the catalog for the table, its 12 indexes and the
   * kept counts (383 buffers against 54 once cached, 4–20 ms under load), which a server warms into
   * its pooled connections before it takes requests (services/listWarmUp.ts).
   */
  async planList(conn: Tx): Promise<void> {
    const hourAgo = new Date(Date.now() - HOUR_MS);
    const views: [TaskFailedFilters, number][] = [
      [{}, 1],
      [{ status: "QA-REVIEWING" }, 1],
      [{ taskName: "odom" }, 2],
      [{ range: { from: hourAgo, to: new Date(), column: "created_at" } }, 1],
    ];
    for (const [filters, page] of views)
      await sql`explain ${this.listStatement(filters, page, 50)}`.execute(conn);
  }

  /**
   * Past the first page, the rows skipped are found by id only, so that walk is an index-only scan
   * when the filter's index covers it, and only the page's rows are read from the table (deferred
   * join): page 20 of a task name read 1,000 scattered table rows to return 50.
   * An action or a damage name combined with another filter (`gated`): PostgreSQL estimates each
   * condition's share independently and walks the created_at index until a page is found, which reads
   * the whole table when the combination is rare (action qa + damage name DENT matching nothing: 10 s
   * at 1,000,000 rows). The total, counted first (the statement's `t`), decides instead: over WALK_FROM
   * matches the walk finds a page within ~1,000,000 / WALK_FROM × 50 rows; at or under it, the
   * matches are fetched through the filters' indexes and sorted (the order by `created_at + 0 s`
   * keeps PostgreSQL off the created_at walk). Only the chosen branch runs (a one-time filter).
   */
  private pageQuery(filters: TaskFailedFilters, page: number, limit: number) {
    const offset = (page - 1) * limit;
    const ordered = (walk: boolean | null) => {
      let q = this.db.selectFrom("task_failed").where((eb) => where(eb, filters));
      if (walk !== null)
        q = q.where(sql<boolean>`(select n from t) ${sql.raw(walk ? ">" : "<=")} ${WALK_FROM}`);
      return q
        .orderBy(walk === false ? sql`created_at + interval '0 s'` : sql`created_at`, "desc")
        .orderBy("id", "desc")
        .limit(limit);
    };
    const rows = this.db
      .selectFrom("task_failed")
      .select(LIST_COLUMNS)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc");
    if (gated(filters)) {
      const ids = (walk: boolean) => ordered(walk).select("id").offset(offset);
      return rows.where(sql<boolean>`id in (select id from ((${ids(true)}) union all (${ids(false)})) as u)`);
    }
    if (offset === 0) return ordered(null).select(LIST_COLUMNS);
    return rows.where("id", "in", ordered(null).select("id").offset(offset));
  }

  /**
   * The total: no filter or a status alone read the trigger-kept counts per status (migration 0013),
   * a task name alone those per name (0017), a creation range alone those per hour (0018), an action
   * or a damage name alone, or with a creation range, those per tag and hour (0021).
   */
  private totalQuery(filters: TaskFailedFilters): Expression<{ n: string }> {
    const { status, taskName, range, action, damageName, ...others } = filters;
    const kept = (counts: RawBuilder<{ n: string }>) => counts;
    const noOthers = Object.values(others).every((v) => v === undefined || v === "");
    const tag =
      action && !damageName ? ["action", action] : damageName && !action ? ["damage", damageName] : null;
    const tagged = Boolean(action || damageName);
    const hours = range?.column === "created_at" ? wholeHours(range) : undefined;
    if (noOthers && !tagged && !taskName && !range)
      return kept(sql<{ n: string }>`select coalesce(sum(n), 0) as n from task_failed_status_counts
        where ${status ? sql`status = ${status}` : sql`true`}`);
    if (noOthers && !tagged && taskName && !status && !range)
      return kept(sql<{ n: string }>`select coalesce(sum(n), 0) as n from task_failed_name_counts
        where name = ${taskName}`);
    if (noOthers && !status && !taskName && (!tagged || tag) && (!range || hours)) {
      const [kind, value] = tag ?? [];
      const counts = tag
        ? sql`task_failed_tag_counts where kind = ${kind} and value = ${value} and`
        : sql`task_failed_hour_counts where`;
      if (!range || !hours)
        return kept(sql<{ n: string }>`select coalesce(sum(n), 0) as n from ${counts} true`);
      // [from, to] as the list filters it: the hours wholly inside, plus the rows of the partial
      // hours at either end, counted through the created_at index (at most two hours of rows).
      const edge = (from: Date, to: RawBuilder<unknown>) => sql`(select count(*) from task_failed
        where created_at >= ${from} and ${to}
          and ${tag ? sql`${sql.ref(kind === "action" ? "actions" : "damage_names")} @> array[${value}]::text[]` : sql`true`})`;
      return kept(sql<{ n: string }>`select
        (select coalesce(sum(n), 0) from ${counts} hour >= ${hours.first} and hour < ${hours.end})
        + ${edge(range.from, sql`created_at < ${hours.first}`)}
        + ${edge(hours.end, sql`created_at <= ${range.to}`)}
        as n`);
    }
    return this.db
      .selectFrom("task_failed")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where((eb) => where(eb, filters));
  }

  /** The list's page query as SQL, for the query-plan test and the benchmark. */
  compileList(filters: TaskFailedFilters, limit: number, page = 1) {
    const pageQuery = this.pageQuery(filters, page, limit);
    if (!gated(filters)) return pageQuery.compile();
    return sql`with t as materialized (${this.totalQuery(filters)}) select * from (${pageQuery}) p`.compile(
      this.db,
    );
  }

  /**
   * The leaderboard (product §S6) over failed tasks created in [start, end): the sums of the
   * generated per-task points (migration 0005), one row per user and side with points > 0. An
   * index-only scan of task_failed_created_cover (migration 0010), whatever the range.
   */
  async pointsBetween(
    start: Date,
    end: Date,
  ): Promise<{ side: "inspector" | "qa"; username: string; point: number }[]> {
    const result = await sql<{ side: "inspector" | "qa"; username: string; point: string }>`
      select 'inspector' as side, inspector_username as username, sum(inspector_points) as point
        from task_failed where created_at >= ${start} and created_at < ${end}
        group by inspector_username having sum(inspector_points) > 0
      union all
      select 'qa' as side, qa_username as username, sum(qa_points) as point
        from task_failed where created_at >= ${start} and created_at < ${end}
        group by qa_username having sum(qa_points) > 0`.execute(this.db);
    return result.rows.map((r) => ({ ...r, point: Number(r.point) }));
  }

  async update(
    tx: Tx,
    id: string,
    changes: { status: string; qaData: QaData; notes: FailedTaskNote[]; finished: boolean },
  ): Promise<TaskFailedRow> {
    return tx
      .updateTable("task_failed")
      .set({
        status: changes.status,
        qa_data: JSON.stringify(changes.qaData),
        notes: JSON.stringify(changes.notes),
        updated_at: sql<Date>`now()`,
        ...(changes.finished ? { finished_at: sql<Date>`now()` } : {}),
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(tx: Tx, id: string): Promise<void> {
    await tx.deleteFrom("task_failed").where("id", "=", id).execute();
  }

  /**
   * One batch of auto-verification (product §S5): at most `limit` of the rows in a REVIEWING
   * status last changed at or before `dueAt` (the domain's autoVerifyDueAt: exactly 48 h idle is due),
   * oldest first (index task_failed_auto_verify_due). Rows another transaction holds (another
   * instance's batch, a reviewer's confirm) are skipped, not waited for; the status guard keeps a row
   * from moving twice. Answers the rows moved and the parties whose totals changed.
   */
  async autoVerify(tx: Tx, dueAt: Date, limit: number): Promise<{ moved: number; parties: string[] }> {
    const result = await sql<{ inspector_username: string; qa_username: string }>`
      with due as (
        select id from task_failed
         where status in ('INSPECTOR-REVIEWING', 'QA-REVIEWING')
           and updated_at <= ${dueAt}
         order by updated_at, id
         limit ${limit}
         for update skip locked)
      update task_failed f set
        status = case f.status when 'INSPECTOR-REVIEWING' then 'INSPECTOR-AUTO-VERIFIED'
                               else 'QA-AUTO-VERIFIED' end,
        updated_at = now(), finished_at = now()
      from due
      where f.id = due.id and f.status in ('INSPECTOR-REVIEWING', 'QA-REVIEWING')
      returning f.inspector_username, f.qa_username`.execute(tx);
    const parties = [...new Set(result.rows.flatMap((r) => [r.inspector_username, r.qa_username]))];
    return { moved: result.rows.length, parties };
  }

  /**
   * Recomputes users.total_task_failed of these users, and of every TRAINER and SUPER when `trainers`
   * (a task moved into or out of VERIFYING: movesTrainerQueue): the SQL form of the domain's
   * isWaitingFor (WAITS_FOR), the VERIFYING count read from the trigger-kept counts (migration 0013).
   * Answers the totals by username.
   */
  async recountTotals(
    tx: Tx,
    usernames: readonly string[],
    o: { trainers?: boolean } = {},
  ): Promise<Map<string, number>> {
    const names = [...new Set(usernames.filter(Boolean))];
    if (names.length === 0 && !o.trainers) return new Map();
    const who = sql`(${names.length ? sql`username in (${sql.join(names)})` : sql`false`}
      ${o.trainers ? sql`or role in (${sql.join(TRAINER_LIKE_ROLES)})` : sql``})`;
    // The users' rows are locked in username order first (two transactions recounting overlapping
    // users, two instances' auto-verification batches, deadlocked on PostgreSQL when locked in scan
    // order), and in a statement of their own: the recount's snapshot is then taken after the locks
    // are held, so it sees the tasks another recount of the same users committed while this waited
    // (one statement kept its earlier snapshot and wrote a total missing them).
    await sql`select id from users where ${who} order by username for update`.execute(tx);
    const rows = await sql<{ username: string; total_task_failed: number }>`
      update users u set total_task_failed = (
        (select count(*) from task_failed f
          where f.status = ${WAITS_FOR.inspector} and f.inspector_username = u.username)
        + (select count(*) from task_failed f
          where f.status = ${WAITS_FOR.qa} and f.qa_username = u.username)
        + case when u.role in (${sql.join(TRAINER_LIKE_ROLES)}) then (select coalesce(sum(n), 0)
          from task_failed_status_counts where status = ${WAITS_FOR.trainer}) else 0 end)
      where ${who}
      returning u.username, u.total_task_failed`.execute(tx);
    return new Map(rows.rows.map((r) => [r.username, Number(r.total_task_failed)]));
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("task_failed")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
