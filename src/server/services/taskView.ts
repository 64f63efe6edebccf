import type { Damage, HomeworkResponse, PredictData } from "../../contract/taskTypes.ts";
import { SERIES_TABLE, vehicleSeriesIn } from "../../domain/damageSeries.ts";
import { supportCodesFor } from "../../domain/photoCodes.ts";
import { TEXTS } from "../../domain/texts.ts";
import { notFound } from "../errors.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type {
  DamageRow,
  InspectionRow,
  InspectionsRepository,
  PhotoRow,
  VehicleRow,
} from "../repositories/inspections.ts";
import type { TaskRow, TasksRepository } from "../repositories/tasks.ts";
import { vehicleIdentity } from "./lookups.ts";
import type { TaskCageResolver } from "./taskCage.ts";
import type { VinDecoder } from "./vinDecoder.ts";

export const photoUrl = (p: PhotoRow): string => p.web_url ?? `/api/photos/${p.id}`;

/** The original of a photo when a separate web version exists (stored: both files; by URL: both URLs). */
export const superPhotoUrl = (p: PhotoRow): string | null =>
  p.original_path && p.web_path
    ? `/api/photos/${p.id}?size=original`
    : p.original_url && p.web_url && p.original_url !== p.web_url
      ? p.original_url
      : null;

export const damageView = (d: DamageRow): Damage => ({
  _id: d.id,
  component: d.component,
  damage_group: d.damage_group,
  material: d.material,
  source: d.source,
  damage_name: d.damage_name,
  damage_type: d.damage_type,
  grade_score: d.grade_score,
  unit_measure: d.unit_measure,
  damage_location: d.damage_location,
  actual_image: d.actual_image,
});

export const inspectionView = (i: InspectionRow) => ({
  _id: i.id,
  inspectionID: i.inspection_id,
  sessionID: i.session_id,
  group: i.group,
  qcPassed: i.qc_passed,
  inspectionThemes: i.themes,
  options: i.options,
  completedAt: i.completed_at ? i.completed_at.toISOString() : null,
});

export const vehicleView = (v: VehicleRow) => ({
  vin: v.vin,
  year: v.year,
  make: v.make,
  model: v.model,
  bodyType: v.body_type,
  vrm: v.vrm,
  data: v.data,
});

/** No recognition model runs yet: the predictions the spec's task response carries are none (§3). */
const noPredictions = (): PredictData => ({ vin: { predictions: [] } });

export const emptyHomework = (message: string, success = true, code?: string): HomeworkResponse => ({
  success,
  ...(code ? { code } : {}),
  message,
  task: null,
  taskSlot: null,
  taskSetting: null,
  inspection: null,
  vehicle: null,
  cage: null,
  auto: false,
  predictData: noPredictions(),
});

/** The task columns the response is built from (a claim hands back only these: repositories/claims.ts). */
export type ViewedTask = Pick<
  TaskRow,
  | "id"
  | "inspection_id"
  | "name"
  | "photo_code"
  | "type"
  | "priority"
  | "lease_expires_at"
  | "plus_time_used"
  | "original_task_id"
>;

/** Builds the spec's task response (§3) for a held task. */
export class TaskViewBuilder {
  constructor(
    private readonly inspections: InspectionsRepository,
    private readonly tasks: TasksRepository,
    private readonly catalogues: CataloguesRepository,
    /** Absent: no cage (views built outside the engine; prefer TaskEngine.views). */
    private readonly cages?: TaskCageResolver,
    /** Absent: no series (the failed-task detail, which looks nothing up). */
    private readonly decoder?: VinDecoder,
  ) {}

  async build(task: ViewedTask): Promise<HomeworkResponse> {
    const [inspection, vehicle, photos, setting, slot, damages] = await Promise.all([
      this.inspections.findById(task.inspection_id),
      this.inspections.vehicleOf(task.inspection_id),
      this.inspections.photosOf(task.inspection_id),
      this.catalogues.setting(task.name, task.photo_code),
      this.catalogues.slot(task.name, task.photo_code),
      this.inspections.damagesOf(task.inspection_id, task.photo_code),
    ]);
    if (!inspection) throw notFound();
    const photo = photos.find((p) => p.photo_code === task.photo_code);
    const supportView = supportCodesFor(task.photo_code)
      .map((code) => photos.find((p) => p.photo_code === code))
      .filter((p): p is PhotoRow => Boolean(p))
      .map(photoUrl);
    const original = task.original_task_id ? await this.tasks.findById(task.original_task_id) : undefined;
    const originalCatalogue = original ? await this.originalCatalogue(original) : {};
    const originalDamages = original
      ? { originalDamages: damages.filter((d) => d.task_id === original.id).map(damageView) }
      : {};
    const { cage, cageInfo } = this.cages
      ? await this.cages.forTask(task, vehicle, photo)
      : { cage: null, cageInfo: null };
    const same = vehicle?.vin ? await this.inspections.sameVinBefore(vehicle.vin, inspection.id) : undefined;
    const series = vehicle ? await this.seriesOf(vehicle, inspection.options) : null;
    return {
      success: true,
      message: TEXTS.success,
      task: {
        _id: task.id,
        name: task.name,
        type: task.type,
        photoCode: task.photo_code,
        image_cap: photo ? photoUrl(photo) : null,
        image_super: photo ? superPhotoUrl(photo) : null,
        options: {
          decodeFailed: false,
          supportView,
          cageInfo,
          ...(original
            ? {
                originalAnswer: original.answer,
                originalName: original.name,
                ...originalCatalogue,
                ...originalDamages,
              }
            : {}),
        },
        message: TEXTS.success,
        priority: task.priority,
        leaseExpiresAt: (task.lease_expires_at ?? new Date()).toISOString(),
        plusTimeUsed: task.plus_time_used,
        damages: damages.map(damageView),
      },
      taskSlot: slot
        ? { type: slot.type, photoCode: slot.photo_code, inspects: slot.inspects, supportView }
        : null,
      taskSetting: setting
        ? {
            type: setting.type,
            accepts: setting.accepts,
            rejects: setting.rejects,
            description: setting.description,
          }
        : null,
      inspection: {
        ...inspectionView(inspection),
        sameInspection: same
          ? {
              sessionID: same.session_id,
              finishedAt: same.completed_at ? same.completed_at.toISOString() : null,
              updatedAt: same.updated_at.toISOString(),
              vehicle: same.data,
            }
          : null,
      },
      vehicle: vehicle ? { ...vehicleView(vehicle), series } : null,
      cage,
      auto: false,
      predictData: noPredictions(),
    };
  }

  /**
   * The series the client's damage lookups send as series_nme (product §7), for an inspection on the
   * bmw table only: the VIN decoded as the trim lookup decodes it, matched to the table's series.
   */
  private async seriesOf(vehicle: VehicleRow, options: InspectionRow["options"]): Promise<string | null> {
    if (!this.decoder || options?.damage_table !== SERIES_TABLE) return null;
    const [identity, known] = await Promise.all([
      vehicleIdentity(this.decoder, vehicle),
      this.catalogues.damageSeries(SERIES_TABLE),
    ]);
    return vehicleSeriesIn(known, [identity.series, identity.model]);
  }

  /**
   * A QC task's form is the re-checked task's (product §1): its option lists and its reasons come from
   * that task's catalogue rows, not the qc skill's, so the QA starts from the inspector's choices.
   */
  private async originalCatalogue(original: TaskRow) {
    const [slot, setting] = await Promise.all([
      this.catalogues.slot(original.name, original.photo_code),
      this.catalogues.setting(original.name, original.photo_code),
    ]);
    return {
      ...(slot ? { originalOptions: slot.inspects.options, originalSlotType: slot.type } : {}),
      ...(setting ? { originalReasons: [...setting.accepts, ...setting.rejects] } : {}),
    };
  }
}
