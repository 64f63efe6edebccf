import type { IngestBody } from "../../contract/tasks.ts";
import { type DamageMode, isPhotoCode, skillsForPhotoCode } from "../../domain/photoCodes.ts";
import { TEXTS } from "../../domain/texts.ts";
import { leaseSeconds } from "../../domain/timer.ts";
import { AWAITING_VEHICLE, needsVehicle, tasksWaitForVehicle } from "../../domain/vehicleWait.ts";
import type { Db } from "../db/connect.ts";
import { badRequest, conflict } from "../errors.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type { InspectionsRepository, NewPhoto } from "../repositories/inspections.ts";
import type { NewTask, TasksRepository } from "../repositories/tasks.ts";
import { PhotoFormatError, type PhotoStorage, type StoredPhoto } from "../storage/photos.ts";
import { type TaskQueueEvents, tally } from "./taskQueueEvents.ts";

/**
 * Ingestion: an inspection with its photos, and one task per skill per photo code: queued, or, for work
 * that needs a vehicle the inspection does not have yet, waiting for its VIN task (domain/vehicleWait).
 */
export class IngestService {
  constructor(
    private readonly db: Db,
    private readonly inspections: InspectionsRepository,
    private readonly tasks: TasksRepository,
    private readonly catalogues: CataloguesRepository,
    private readonly storage: PhotoStorage,
    private readonly events: TaskQueueEvents,
  ) {}

  /**
   * Checks and encodes every data photo before writing any (so a bad one leaves no file behind), side by
   * side (at most 15 photos): each encode is mostly single-threaded. URL photos are kept as given.
   */
  private async storePhotos(given: IngestBody["photos"]): Promise<{ row: NewPhoto; stored?: StoredPhoto }[]> {
    const prepared = await Promise.all(
      given.map(async (p) => {
        if (p.url) return null;
        try {
          return await this.storage.prepare(p.data ?? "");
        } catch (err) {
          if (err instanceof PhotoFormatError) throw badRequest(`Photo ${p.photoCode}: ${err.message}`);
          throw err;
        }
      }),
    );
    return Promise.all(
      given.map(async (p, i) => {
        const photo = prepared[i];
        if (!photo) {
          const url = p.url ?? null;
          const size = { width: p.width ?? 0, height: p.height ?? 0 };
          return {
            row: {
              photoCode: p.photoCode,
              originalPath: null,
              originalUrl: url,
              webPath: null,
              webUrl: url,
              ...size,
            },
          };
        }
        const stored = await this.storage.write(photo);
        return {
          stored,
          row: {
            photoCode: p.photoCode,
            originalPath: stored.originalPath,
            originalUrl: null,
            webPath: stored.webPath,
            webUrl: null,
            width: stored.width,
            height: stored.height,
          },
        };
      }),
    );
  }

  async ingest(body: IngestBody): Promise<{ id: string; sessionId: string; tasks: number }> {
    const codes = body.photos.map((p) => p.photoCode);
    if (new Set(codes).size !== codes.length) throw badRequest("Each photo code may appear once.");
    if (await this.inspections.findBySession(body.sessionID)) {
      throw conflict(TEXTS.duplicateSession, "DUPLICATE_SESSION");
    }
    for (const p of body.photos) {
      if (!p.url === !p.data) throw badRequest(`Photo ${p.photoCode}: give either url or data.`);
    }
    const photos = await this.storePhotos(body.photos);
    const options = body.options ?? {};
    const damageMode: DamageMode = options.damage_mode ?? "split";
    const slotTime = new Map(
      (await this.catalogues.allSlots()).map((s) => [`${s.name}|${s.photo_code}`, s.inspects.time]),
    );
    const priority = body.priority ?? 0;
    const v = body.vehicle ?? {};
    const created = await this.db
      .transaction()
      .execute(async (trx) => {
        const row = await this.inspections.create(
          trx,
          {
            sessionId: body.sessionID,
            inspectionId: body.inspectionID ?? body.sessionID,
            group: body.group ?? "DEFAULT",
            qcPassed: body.qcPassed ?? false,
            themes: body.inspectionThemes ?? [],
            options,
            truth: body.truth ?? null,
            priority,
            vehicle: {
              vin: v.vin?.toUpperCase() ?? null,
              year: v.year ?? null,
              make: v.make ?? null,
              model: v.model ?? null,
              bodyType: v.bodyType ?? null,
              vrm: v.vrm?.toUpperCase() ?? null,
            },
            tires: body.tires ?? null,
          },
          photos.map((p) => p.row),
        );
        const newTasks: NewTask[] = [];
        // In photo-code order: an inspection's tasks are handed out VIN plate first.
        for (const code of [...codes].sort()) {
          if (!isPhotoCode(code)) continue;
          for (const name of skillsForPhotoCode(code, damageMode)) {
            if (name === "vin" && options.customized?.skip_vin) continue;
            newTasks.push({
              inspectionId: row.id,
              photoCode: code,
              name,
              type: "INSPECT",
              priority,
              leaseS: leaseSeconds(slotTime.get(`${name}|${code}`), false),
            });
          }
        }
        const waits = tasksWaitForVehicle(
          v,
          newTasks.some((t) => t.name === "vin"),
        );
        for (const t of newTasks) if (waits && needsVehicle(t.name, t.photoCode)) t.status = AWAITING_VEHICLE;
        const inserted = await this.tasks.insert(trx, newTasks);
        return {
          id: row.id,
          sessionId: row.session_id,
          tasks: inserted.length,
          queued: tally(newTasks.filter((t) => t.status !== AWAITING_VEHICLE).map((t) => t.name)),
        };
      })
      .catch(async (err: unknown) => {
        await this.storage.remove(photos.flatMap((p) => (p.stored ? [p.stored] : [])));
        // Two ingestions of one session at once: the unique index decides, the loser gets 409.
        if ((err as { code?: unknown }).code === "23505")
          throw conflict(TEXTS.duplicateSession, "DUPLICATE_SESSION");
        throw err;
      });
    const { queued, ...result } = created;
    this.events.notifyQueued(queued);
    return result;
  }
}
