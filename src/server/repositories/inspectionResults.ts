import { sql } from "kysely";
import type { QaData } from "../../domain/failedTask.ts";
import { OPEN_TASK_STATUSES } from "../../domain/vehicleWait.ts";
import type { Db } from "../db/connect.ts";
import type { OptionItem } from "../db/schemaTasks.ts";

/** The filters of the list and the export (service-checked: dates parsed, cursor decoded). */
export interface InspectionFilter {
  status?: "in_progress" | "completed";
  vin?: string;
  sessionId?: string;
  make?: string;
  from?: Date | null;
  to?: Date | null;
}

/** A keyset position: the exact created_at (microseconds, as text) and the id of the last row read. */
export interface Keyset {
  createdAt: string;
  id: string;
}

const head = (db: Db) =>
  db
    .selectFrom("inspections as i")
    .leftJoin("vehicles as v", "v.inspection_id", "i.id")
    .select([
      "i.id",
      "i.session_id",
      "i.inspection_id",
      "i.group",
      "i.options",
      "i.created_at",
      "i.completed_at",
      "v.vin",
      "v.year",
      "v.make",
      "v.model",
      "v.body_type",
      "v.vrm",
      "v.data as vehicle_data",
      // A JS Date keeps milliseconds; the keyset needs the stored microseconds.
      sql<string>`to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
        "created_key",
      ),
    ]);

export type InspectionHead = Awaited<ReturnType<ReturnType<typeof head>["execute"]>>[number];

type HeadQuery = ReturnType<typeof head>;

function filtered(q: HeadQuery, f: InspectionFilter): HeadQuery {
  const { status, sessionId, vin, make, from, to } = f;
  return q
    .$if(status === "completed", (w) => w.where("i.completed_at", "is not", null))
    .$if(status === "in_progress", (w) => w.where("i.completed_at", "is", null))
    .$if(!!sessionId, (w) => w.where("i.session_id", "=", sessionId ?? ""))
    .$if(!!vin, (w) => w.where((eb) => eb(eb.fn("upper", ["v.vin"]), "=", vin?.toUpperCase() ?? "")))
    .$if(!!make, (w) => w.where((eb) => eb(eb.fn("lower", ["v.make"]), "=", make?.toLowerCase() ?? "")))
    .$if(!!from, (w) => w.where("i.created_at", ">=", from ?? new Date(0)))
    .$if(!!to, (w) => w.where("i.created_at", "<=", to ?? new Date(0)));
}

/**
 * The SQL of result documents (issue 24): inspections a keyset page at a time (created_at, id; index
 * 0029), and everything their documents need in one read per table for the whole page, so a document
 * costs the same inside a 5,000-inspection export as alone.
 */
export class InspectionResultsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first (the list) or oldest first (the export), after `after`; `limit` rows. */
  page(
    filter: InspectionFilter,
    order: "desc" | "asc",
    after: Keyset | null,
    limit: number,
  ): Promise<InspectionHead[]> {
    let q = filtered(head(this.db), filter);
    if (after) {
      const op = sql.raw(order === "desc" ? "<" : ">");
      q = q.where(
        sql<boolean>`(i.created_at, i.id) ${op} (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    return q.orderBy("i.created_at", order).orderBy("i.id", order).limit(limit).execute();
  }

  bySession(sessionId: string): Promise<InspectionHead | undefined> {
    return head(this.db).where("i.session_id", "=", sessionId).executeTakeFirst();
  }

  /** Each inspection's task count and how many are still open. */
  async taskCounts(ids: readonly string[]): Promise<Map<string, { total: number; open: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("tasks")
      .select((eb) => [
        "inspection_id",
        eb.fn.countAll<string>().as("total"),
        sql<string>`count(*) filter (where status in (${sql.join(OPEN_TASK_STATUSES)}))`.as("open"),
      ])
      .where("inspection_id", "in", ids)
      .groupBy("inspection_id")
      .execute();
    return new Map(rows.map((r) => [r.inspection_id, { total: Number(r.total), open: Number(r.open) }]));
  }

  tasksOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("tasks as t")
      .leftJoin("users as ua", "ua.id", "t.answered_by")
      .leftJoin("users as uh", "uh.id", "t.holder_id")
      .select([
        "t.id",
        "t.inspection_id",
        "t.photo_code",
        "t.name",
        "t.type",
        "t.status",
        "t.held_at",
        "t.lease_expires_at",
        "t.answer",
        "t.answer_kind",
        "t.answered_at",
        "t.original_task_id",
        "t.created_at",
        "ua.username as answered_by",
        "uh.username as holder",
      ])
      .where("t.inspection_id", "in", ids)
      .orderBy("t.photo_code")
      .orderBy("t.created_at")
      .orderBy("t.id")
      .execute();
  }

  damagesOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("damages as d")
      .leftJoin("users as u", "u.id", "d.created_by")
      .leftJoin("tasks as t", "t.id", "d.task_id")
      .selectAll("d")
      .select(["u.username as marked_by", "t.name as task_name"])
      .where("d.inspection_id", "in", ids)
      .orderBy("d.photo_code")
      .orderBy("d.created_at")
      .orderBy("d.id")
      .execute();
  }

  photoSizesOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom("photos")
      .select(["inspection_id", "photo_code", "width", "height"])
      .where("inspection_id", "in", ids)
      .execute();
  }

  tiresOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.selectFrom("tire_info").selectAll().where("inspection_id", "in", ids).execute();
  }

  async failedOf(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom("task_failed")
      .select([
        "id",
        "inspection_id",
        "task_id",
        "status",
        "photo_code",
        "name",
        "inspector_username",
        "qa_username",
        "created_at",
        "finished_at",
        "qa_data",
      ])
      .where("inspection_id", "in", ids)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return rows.map((r) => ({ ...r, qa_data: r.qa_data as QaData }));
  }

  /** The accept and reject options of every slot (a few dozen rows): their descriptions. */
  settings(): Promise<
    { name: string; photo_code: string; type: string; accepts: OptionItem[]; rejects: OptionItem[] }[]
  > {
    return this.db
      .selectFrom("task_settings")
      .select(["name", "photo_code", "type", "accepts", "rejects"])
      .execute();
  }

  /** Names of the trims, packs and colours the answers chose (ids as answered). */
  async catalogueNames(ids: { trims: string[]; packs: string[]; colours: string[] }) {
    const [trims, packs, colours] = await Promise.all([
      ids.trims.length
        ? this.db.selectFrom("vehicle_trims").select(["id", "name"]).where("id", "in", ids.trims).execute()
        : [],
      ids.packs.length
        ? this.db
            .selectFrom("vehicle_trim_packs")
            .select(["option_id as id", "package as name"])
            .where("option_id", "in", ids.packs)
            .execute()
        : [],
      ids.colours.length
        ? this.db
            .selectFrom("vehicle_colours")
            .select(["id", "color_name as name"])
            .where("id", "in", ids.colours)
            .execute()
        : [],
    ]);
    const map = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
    return { trims: map(trims), packs: map(packs), colours: map(colours) };
  }
}
