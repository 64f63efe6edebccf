import { sql, type Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { LabelEntry } from "../db/schemaCages.ts";

type Tx = Transaction<Database> | Db;

export interface MatchedCage {
  id: string;
  make: string;
  model: string;
  year: number;
  body_type: string;
  trim: string;
  status: string;
}

/** A slot's cage file and the label entries saved for its parts (issue 22: they name unnamed parts). */
export interface SlotDrawing {
  file: string | null;
  labels: LabelEntry[];
}

/** At most this many cages are offered for one photo (the T queue): more is noise for the agent. */
export const MAX_CANDIDATES = 10;

/** Cages matched to a task's vehicle, and the cageInfo agents aligned per inspection photo. */
export class TaskCagesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The cages for a vehicle, best first: same make and model (case-insensitive), the body type when
   * given, not DELETED; ACTIVE first, then the nearest year, the later year, the most recently updated.
   */
  candidates(v: { make: string; model: string; year: number | null; bodyType: string | null }) {
    let q = this.db
      .selectFrom("cages")
      .select(["id", "make", "model", "year", "body_type", "trim", "status"])
      .where(sql<string>`lower(make)`, "=", v.make.toLowerCase())
      .where(sql<string>`lower(model)`, "=", v.model.toLowerCase())
      .where("status", "<>", "DELETED");
    if (v.bodyType) q = q.where("body_type", "=", v.bodyType);
    return (
      q
        .orderBy(sql`(status = 'ACTIVE')`, "desc")
        // No year known: no nearest year (a bare `0` here was read as a column position: a 500).
        .$if(v.year !== null, (qb) => qb.orderBy(sql`abs(year - ${v.year})`))
        .orderBy("year", "desc")
        .orderBy("updated_at", "desc")
        .orderBy("id")
        .limit(MAX_CANDIDATES)
        .execute() as Promise<MatchedCage[]>
    );
  }

  /** The cage file of each of a cage's slots, with the labels its editors gave the parts, by photo code. */
  async cageFiles(cageId: string): Promise<Map<string, SlotDrawing>> {
    const rows = await this.db
      .selectFrom("cage_details")
      .select(["code", "cage_file", "label_data"])
      .where("cage_id", "=", cageId)
      .execute();
    return new Map(rows.map((r) => [r.code, { file: r.cage_file, labels: r.label_data ?? [] }]));
  }

  async cageInfoOf(inspectionId: string, photoCode: string) {
    return this.db
      .selectFrom("task_cage_info")
      .select(["cage_id", "cage_info"])
      .where("inspection_id", "=", inspectionId)
      .where("photo_code", "=", photoCode)
      .executeTakeFirst();
  }

  /** The latest alignment of a photo wins (one row per inspection photo). */
  async saveCageInfo(
    tx: Tx,
    row: {
      inspectionId: string;
      photoCode: string;
      cageId: string | null;
      info: object;
      userId: string;
      taskId: string;
    },
  ): Promise<void> {
    const values = {
      inspection_id: row.inspectionId,
      photo_code: row.photoCode,
      cage_id: row.cageId,
      cage_info: JSON.stringify(row.info),
      set_by: row.userId,
      task_id: row.taskId,
      set_at: new Date(),
    };
    await tx
      .insertInto("task_cage_info")
      .values(values)
      .onConflict((oc) =>
        oc.columns(["inspection_id", "photo_code"]).doUpdateSet({
          cage_id: values.cage_id,
          cage_info: values.cage_info,
          set_by: values.set_by,
          task_id: values.task_id,
          set_at: values.set_at,
        }),
      )
      .execute();
  }
}
