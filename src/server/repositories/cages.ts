import { type Expression, type Insertable, type Selectable, sql, type Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type {
  CageDetailsTable,
  CageHistoriesTable,
  CageNotesTable,
  CagesTable,
  LabelEntry,
} from "../db/schemaCages.ts";

export type CageRecord = Selectable<CagesTable>;
export type CageListRecord = CageRecord & { notes_count: string | number | null };
export type CageDetailRecord = Selectable<CageDetailsTable> & { label_by_username: string | null };
export type CageNoteRecord = Selectable<CageNotesTable>;
export type CageHistoryRecord = Selectable<CageHistoriesTable>;
type Tx = Transaction<Database> | Db;

export interface CageFilters {
  group?: string;
  make?: string;
  model?: string;
  year?: number;
  bodyType?: string;
  trim?: string;
  code?: string;
  status?: string;
}

export type CageSortColumn = "updated_at" | "make" | "model" | "year" | "body_type" | "status";

/** `%` and `_` typed by a user are literal characters in a prefix search. */
const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** No filter but a status: the views whose total is kept per status (migration 0008). */
const onlyStatus = (filters: CageFilters) =>
  Object.entries(filters).every(([key, v]) => key === "status" || v === undefined || v === "");

/**
 * The makes, body types and year range of the live cages, for the list's filter options: the counts per
 * value kept by triggers (migration 0022), a few dozen rows whatever the number of cages (a plain
 * DISTINCT reads every row). As one JSON array of [kind, value], for the list's single statement.
 */
const OPTIONS = sql`select coalesce(json_agg(json_build_array(kind, value) order by kind, value), '[]'::json)
  as options from cage_value_counts where n > 0`;

export interface CageSettingsRecord {
  makes: string[];
  bodyTypes: string[];
  minYear: number | null;
  maxYear: number | null;
}

function settingsOf(rows: { kind: string; value: string }[]): CageSettingsRecord {
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value);
  const years = of("year").map(Number);
  return {
    makes: of("make"),
    bodyTypes: of("body_type"),
    minYear: years.length > 0 ? Math.min(...years) : null,
    maxYear: years.length > 0 ? Math.max(...years) : null,
  };
}

type LiveCages = ReturnType<CagesRepository["liveCages"]>;
const countOf = (q: LiveCages) => q.select((eb) => eb.fn.countAll<string>().as("total"));

export class CagesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /**
   * One page of the Cage Manager, DELETED hidden; model, trim and code match by case-insensitive
   * prefix. Ties on the sort column are broken by id in the same direction, so each sort is a walk of
   * its `(column, id)` index (migration 0021), backwards when descending, and paging is stable.
   * The page, its total and the filter options (`settings`) come in one statement: the total and the
   * options are one-row CTEs left joined to the page (an empty page still carries them), one round
   * trip and one pool connection instead of three (docs/benchmarks.md, Load).
   */
  async list(
    filters: CageFilters,
    sort: { column: CageSortColumn; desc: boolean },
    limit: number,
    offset: number,
  ): Promise<{ rows: CageListRecord[]; total: number; settings: CageSettingsRecord }> {
    const result = await this.listStatement(filters, sort, limit, offset).execute(this.db);
    const first = result.rows[0];
    const rows = result.rows
      .filter((r) => r.id !== null)
      .map(({ list_total: _t, list_options: _o, ...row }) => row as CageListRecord);
    const options = (first?.list_options ?? []).map(([kind, value]) => ({ kind, value }));
    return { rows, total: Number(first?.list_total ?? 0), settings: settingsOf(options) };
  }

  private listStatement(
    filters: CageFilters,
    sort: { column: CageSortColumn; desc: boolean },
    limit: number,
    offset: number,
  ) {
    const q = this.filtered(filters);
    const direction = sql.raw(sort.desc ? "desc" : "asc");
    return sql<CageListRecord & { list_total: string | null; list_options: [string, string][] }>`
      with t as materialized (${this.totalQuery(filters, q)}),
        s as materialized (${OPTIONS})
      select t.total as list_total, s.options as list_options, p.*
      from t cross join s left join (${this.page(q, sort, limit, offset)}) p on true
      order by ${sql.ref(`p.${sort.column}`)} ${direction}, p.id ${direction}`;
  }

  /**
   * Plans (EXPLAIN, nothing runs) the list's statement for a few views on `conn`: a new PostgreSQL
   * connection's first plan over cages reads the catalog for the table, its 13 indexes, the notes and
   * the kept counts (491 buffers against 20 once cached), warmed before requests (services/listWarmUp.ts).
   */
  async planList(conn: Tx): Promise<void> {
    const views: [CageFilters, { column: CageSortColumn; desc: boolean }][] = [
      [{}, { column: "updated_at", desc: true }],
      [{ status: "ACTIVE" }, { column: "updated_at", desc: true }],
      [
        { make: "Toyota", model: "a" },
        { column: "make", desc: false },
      ],
    ];
    for (const [filters, sort] of views)
      await sql`explain ${this.listStatement(filters, sort, 50, 50)}`.execute(conn);
  }

  /**
   * The page's ids first, from the sort's index alone when it carries the filters (migration 0021),
   * then only those rows are read and their notes counted (deferred join): page 10 of 50 by make
   * read and counted the notes of all 500 rows it skipped through.
   */
  private page(q: LiveCages, sort: { column: CageSortColumn; desc: boolean }, limit: number, offset: number) {
    const direction = sort.desc ? "desc" : "asc";
    const ids = q
      .select("id")
      .orderBy(sort.column, direction)
      .orderBy("id", direction)
      .limit(limit)
      .offset(offset);
    return this.db
      .selectFrom("cages")
      .where("id", "in", ids)
      .selectAll("cages")
      .select((eb) =>
        eb
          .selectFrom("cage_notes")
          .whereRef("cage_notes.cage_id", "=", "cages.id")
          .select((e) => e.fn.countAll<string>().as("n"))
          .as("notes_count"),
      )
      .orderBy(sort.column, direction)
      .orderBy("id", direction);
  }

  /** The list's page query and (when not a kept count) its count as SQL, for the benchmark's plans. */
  compileList(
    filters: CageFilters,
    sort: { column: CageSortColumn; desc: boolean },
    limit: number,
    offset: number,
  ) {
    const q = this.filtered(filters);
    return {
      page: this.page(q, sort, limit, offset).compile(),
      count: onlyStatus(filters) ? null : countOf(q).compile(),
    };
  }

  private filtered(filters: CageFilters) {
    let q = this.liveCages();
    if (filters.status) q = q.where("status", "=", filters.status);
    if (filters.group) q = q.where("group", "=", filters.group);
    if (filters.make) q = q.where("make", "=", filters.make);
    if (filters.year) q = q.where("year", "=", filters.year);
    if (filters.bodyType) q = q.where("body_type", "=", filters.bodyType);
    if (filters.model) q = q.where(sql`lower(model)`, "like", likePrefix(filters.model));
    if (filters.trim) q = q.where(sql`lower(trim)`, "like", likePrefix(filters.trim));
    if (filters.code) q = q.where(sql`lower(code)`, "like", likePrefix(filters.code));
    return q;
  }

  /**
   * The total as a one-row query: the most common views (no filter, or only a status) from the
   * per-status counts kept by a trigger (migration 0008), other filters by counting the live rows.
   */
  private totalQuery(filters: CageFilters, q: LiveCages): Expression<{ total: string }> {
    if (!onlyStatus(filters)) return countOf(q);
    const { status } = filters;
    if (status === "DELETED") return sql<{ total: string }>`select 0::bigint as total`;
    return status
      ? sql<{
          total: string;
        }>`select coalesce((select n from cage_status_counts where status = ${status}), 0) as total`
      : sql<{
          total: string;
        }>`select coalesce(sum(n), 0) as total from cage_status_counts where status <> 'DELETED'`;
  }

  /** A literal, not a parameter, so even a generic plan can use the partial live indexes (0006, 0021). */
  private liveCages() {
    return this.db.selectFrom("cages").where(sql<boolean>`status <> 'DELETED'`);
  }

  /**
   * The makes, body types and year range of the live cages, for the list's filter options: one read of
   * the counts per value kept by triggers (migration 0022), a few dozen rows whatever the number of
   * cages (a plain DISTINCT reads every row).
   */
  async settings(): Promise<CageSettingsRecord> {
    const result = await sql<{ kind: string; value: string }>`
      select kind, value from cage_value_counts where n > 0 order by kind, value`.execute(this.db);
    return settingsOf(result.rows);
  }

  /** The same lists by a plain DISTINCT (the benchmark's baseline). */
  async settingsByScan(): Promise<{ makes: string[]; bodyTypes: string[] }> {
    const live = this.db.selectFrom("cages").where("status", "!=", "DELETED");
    const makes = await live.select("make").distinct().orderBy("make").execute();
    const bodies = await live.select("body_type").distinct().orderBy("body_type").execute();
    return { makes: makes.map((r) => r.make), bodyTypes: bodies.map((r) => r.body_type) };
  }

  find(id: string, tx: Tx = this.db): Promise<CageRecord | undefined> {
    return tx.selectFrom("cages").selectAll().where("id", "=", id).executeTakeFirst();
  }

  lock(tx: Tx, id: string): Promise<CageRecord | undefined> {
    return tx.selectFrom("cages").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
  }

  async insert(tx: Tx, cage: Insertable<CagesTable>): Promise<string> {
    const row = await tx.insertInto("cages").values(cage).returning("id").executeTakeFirstOrThrow();
    return row.id;
  }

  async setStatus(tx: Tx, id: string, status: string): Promise<void> {
    await tx.updateTable("cages").set({ status, updated_at: new Date() }).where("id", "=", id).execute();
  }

  /** The information fields of a cage (already checked), and updated_at. */
  async updateInfo(
    tx: Tx,
    id: string,
    info: Partial<Pick<CageRecord, "group" | "make" | "model" | "year" | "body_type" | "trim" | "code">>,
  ): Promise<void> {
    await tx
      .updateTable("cages")
      .set({ ...info, updated_at: new Date() })
      .where("id", "=", id)
      .execute();
  }

  /**
   * A copy of a cage in DRAFT with its slots: the same stored files (immutable, server-named, so they
   * can be shared) and label data, with no label owner or status.
   */
  async duplicate(tx: Tx, source: CageRecord): Promise<string> {
    const id = await this.insert(tx, {
      group: source.group,
      make: source.make,
      model: source.model,
      year: source.year,
      body_type: source.body_type,
      trim: source.trim,
      code: source.code,
      class: source.class,
      status: "DRAFT",
    });
    await sql`
      insert into cage_details (cage_id, code, name, photo_file, cage_file, outline_file, label_file,
                                photo_by, cage_by, outline_by, label_data)
      select ${id}, code, name, photo_file, cage_file, outline_file, label_file,
             photo_by, cage_by, outline_by, label_data
      from cage_details where cage_id = ${source.id}`.execute(tx);
    return id;
  }

  async touch(tx: Tx, id: string): Promise<void> {
    await tx.updateTable("cages").set({ updated_at: new Date() }).where("id", "=", id).execute();
  }

  private details(tx: Tx) {
    return tx
      .selectFrom("cage_details")
      .leftJoin("users", "users.id", "cage_details.label_by")
      .selectAll("cage_details")
      .select("users.username as label_by_username");
  }

  detailsOf(cageId: string, tx: Tx = this.db): Promise<CageDetailRecord[]> {
    return this.details(tx).where("cage_details.cage_id", "=", cageId).orderBy("cage_details.code").execute();
  }

  findDetail(id: string, tx: Tx = this.db): Promise<CageDetailRecord | undefined> {
    return this.details(tx).where("cage_details.id", "=", id).executeTakeFirst();
  }

  async insertDetail(
    tx: Tx,
    d: { cageId: string; code: string; name: string; cageFile?: string | null; cageBy?: string | null },
  ): Promise<string> {
    const row = await tx
      .insertInto("cage_details")
      .values({
        cage_id: d.cageId,
        code: d.code,
        name: d.name,
        cage_file: d.cageFile ?? null,
        cage_by: d.cageBy ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async setDetailFile(
    tx: Tx,
    id: string,
    kind: "photo" | "cage" | "outline",
    file: string,
    by: string,
  ): Promise<void> {
    const set =
      kind === "photo"
        ? { photo_file: file, photo_by: by }
        : kind === "cage"
          ? { cage_file: file, cage_by: by }
          : { outline_file: file, outline_by: by };
    await tx.updateTable("cage_details").set(set).where("id", "=", id).execute();
  }

  async setLabel(
    tx: Tx,
    id: string,
    label: { by: string; status: string; at: Date; data?: LabelEntry[] },
  ): Promise<void> {
    await tx
      .updateTable("cage_details")
      .set({
        label_by: label.by,
        label_status: label.status,
        label_at: label.at,
        ...(label.data ? { label_data: JSON.stringify(label.data) } : {}),
      })
      .where("id", "=", id)
      .execute();
  }

  notesOf(cageId: string): Promise<CageNoteRecord[]> {
    return this.db
      .selectFrom("cage_notes")
      .selectAll()
      .where("cage_id", "=", cageId)
      .orderBy("created_at")
      .execute();
  }

  async addNote(
    tx: Tx,
    note: { cageId: string; type: string; message: string; owner: string; at?: Date },
  ): Promise<void> {
    await tx
      .insertInto("cage_notes")
      .values({
        cage_id: note.cageId,
        type: note.type,
        message: note.message,
        owner: note.owner,
        created_at: note.at,
      })
      .execute();
  }

  historiesOf(cageId: string): Promise<CageHistoryRecord[]> {
    return this.db
      .selectFrom("cage_histories")
      .selectAll()
      .where("cage_id", "=", cageId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  async addHistory(
    tx: Tx,
    entry: { cageId: string; event: string; options: Record<string, unknown>; owner: string; at?: Date },
  ): Promise<void> {
    await tx
      .insertInto("cage_histories")
      .values({
        cage_id: entry.cageId,
        event: entry.event,
        options: JSON.stringify(entry.options),
        owner: entry.owner,
        created_at: entry.at,
      })
      .execute();
  }

  async isEmpty(): Promise<boolean> {
    return !(await this.db.selectFrom("cages").select("id").limit(1).executeTakeFirst());
  }
}
