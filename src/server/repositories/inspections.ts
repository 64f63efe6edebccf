import { type Selectable, sql, type Transaction } from "kysely";
import type { Db } from "../db/connect.ts";
import type { Database } from "../db/schema.ts";
import type { DamagesTable, InspectionsTable, PhotosTable, VehiclesTable } from "../db/schemaTasks.ts";

export type InspectionRow = Selectable<InspectionsTable>;
export type VehicleRow = Selectable<VehiclesTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type DamageRow = Selectable<DamagesTable>;
type Tx = Transaction<Database> | Db;

export interface NewInspection {
  sessionId: string;
  inspectionId: string;
  group: string;
  qcPassed: boolean;
  themes: { name: string; themeColor?: string }[];
  options: Record<string, unknown>;
  truth: Record<string, unknown> | null;
  priority: number;
  vehicle: {
    vin: string | null;
    year: number | null;
    make: string | null;
    model: string | null;
    bodyType: string | null;
    vrm: string | null;
  };
  tires: Record<string, unknown> | null;
}

export interface NewPhoto {
  photoCode: string;
  originalPath: string | null;
  originalUrl: string | null;
  webPath: string | null;
  webUrl: string | null;
  width: number;
  height: number;
}

export interface VehicleChanges {
  vin?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  body_type?: string | null;
  vrm?: string | null;
  data: Record<string, unknown>;
}

/** Inspections with their vehicle, photos, damages and tire info. */
export class InspectionsRepository {
  constructor(private readonly db: Db) {}

  findBySession(sessionId: string, tx: Tx = this.db): Promise<InspectionRow | undefined> {
    return tx.selectFrom("inspections").selectAll().where("session_id", "=", sessionId).executeTakeFirst();
  }

  findById(id: string, tx: Tx = this.db): Promise<InspectionRow | undefined> {
    return tx.selectFrom("inspections").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom("inspections")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async create(tx: Tx, i: NewInspection, photos: readonly NewPhoto[]): Promise<InspectionRow> {
    const row = await tx
      .insertInto("inspections")
      .values({
        session_id: i.sessionId,
        inspection_id: i.inspectionId,
        group: i.group,
        qc_passed: i.qcPassed,
        themes: JSON.stringify(i.themes),
        options: JSON.stringify(i.options),
        truth: i.truth ? JSON.stringify(i.truth) : null,
        priority: i.priority,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const v = i.vehicle;
    await tx
      .insertInto("vehicles")
      .values({
        inspection_id: row.id,
        vin: v.vin,
        year: v.year,
        make: v.make,
        model: v.model,
        body_type: v.bodyType,
        vrm: v.vrm,
        data: JSON.stringify({}),
      })
      .execute();
    if (photos.length > 0) {
      await tx
        .insertInto("photos")
        .values(
          photos.map((p) => ({
            inspection_id: row.id,
            photo_code: p.photoCode,
            original_path: p.originalPath,
            original_url: p.originalUrl,
            web_path: p.webPath,
            web_url: p.webUrl,
            width: p.width,
            height: p.height,
          })),
        )
        .execute();
    }
    if (i.tires) {
      await tx
        .insertInto("tire_info")
        .values({ inspection_id: row.id, data: JSON.stringify(i.tires) })
        .execute();
    }
    return row;
  }

  vehicleOf(inspectionId: string, tx: Tx = this.db): Promise<VehicleRow | undefined> {
    return tx.selectFrom("vehicles").selectAll().where("inspection_id", "=", inspectionId).executeTakeFirst();
  }

  photosOf(inspectionId: string, tx: Tx = this.db): Promise<PhotoRow[]> {
    return tx.selectFrom("photos").selectAll().where("inspection_id", "=", inspectionId).execute();
  }

  photoById(id: string): Promise<PhotoRow | undefined> {
    return this.db.selectFrom("photos").selectAll().where("id", "=", id).executeTakeFirst();
  }

  damagesOf(inspectionId: string, photoCode: string, tx: Tx = this.db): Promise<DamageRow[]> {
    return tx
      .selectFrom("damages")
      .selectAll()
      .where("inspection_id", "=", inspectionId)
      .where("photo_code", "=", photoCode)
      .orderBy("created_at")
      .execute();
  }

  async tireInfo(sessionId: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.db
      .selectFrom("tire_info")
      .innerJoin("inspections", "inspections.id", "tire_info.inspection_id")
      .select("tire_info.data")
      .where("inspections.session_id", "=", sessionId)
      .executeTakeFirst();
    return row?.data;
  }

  /** The latest other inspection of the same VIN ('Data Same Vin'), with its vehicle row. */
  async sameVinBefore(vin: string, inspectionId: string) {
    return this.db
      .selectFrom("vehicles")
      .innerJoin("inspections", "inspections.id", "vehicles.inspection_id")
      .select([
        "inspections.session_id",
        "inspections.completed_at",
        "inspections.created_at",
        "vehicles.updated_at",
        "vehicles.data",
      ])
      .where("vehicles.vin", "=", vin)
      .where("inspections.id", "!=", inspectionId)
      .orderBy("inspections.created_at", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Whether a user currently holds a live task of this inspection, or has one of its queued tasks held
   * ahead (issue 21: its photo is fetched before the task is theirs) — photo access for agents.
   */
  async isHeldBy(inspectionId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("tasks")
      .select("id")
      .where("inspection_id", "=", inspectionId)
      .where((eb) =>
        eb.or([
          eb.and([
            eb("holder_id", "=", userId),
            eb("status", "=", "held"),
            eb("lease_expires_at", ">", sql<Date>`now()`),
          ]),
          eb.and([
            eb("ahead_of", "=", userId),
            eb("status", "=", "queued"),
            eb("ahead_until", ">", sql<Date>`now()`),
          ]),
        ]),
      )
      .executeTakeFirst();
    return Boolean(row);
  }

  /**
   * Whether the user is a party (inspector or QA) to a failed task of the inspection: the review loop
   * shows its photos to whoever may open it (canOpenFailedTask).
   */
  async isFailedTaskParty(inspectionId: string, username: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("task_failed")
      .select("id")
      .where("inspection_id", "=", inspectionId)
      .where((eb) => eb.or([eb("inspector_username", "=", username), eb("qa_username", "=", username)]))
      .executeTakeFirst();
    return Boolean(row);
  }
}
