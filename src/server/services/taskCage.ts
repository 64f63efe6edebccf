import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { CageView } from "../../contract/taskTypes.ts";
import { bodyTypeFor, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { defaultCageInfo } from "../../domain/cageFit.ts";
import { OUTLINES_DIR } from "../http/outlines.ts";
import type { PhotoRow, VehicleRow } from "../repositories/inspections.ts";
import type { MatchedCage, TaskCagesRepository } from "../repositories/taskCages.ts";
import type { TaskRow } from "../repositories/tasks.ts";
import type { CageFileStorage } from "../storage/cageFiles.ts";

export interface TaskCage {
  cage: CageView | null;
  cageInfo: Record<string, unknown> | null;
}

const NONE: TaskCage = { cage: null, cageInfo: null };

/**
 * The cage of a task's photo (spec §3 task response `cage`, task option `cageInfo`): the vehicle's
 * matched cage, its SVG for the photo code (the slot's cage file, or the body type's generated outline
 * when the slot has none), and where it sits on the photo — as an agent last aligned it, else the
 * default box (src/domain/cageFit.ts).
 */
export class TaskCageResolver {
  constructor(
    private readonly repo: TaskCagesRepository,
    private readonly files: CageFileStorage,
  ) {}

  /** The cage matched to a vehicle: with its body type when that names one of ours, else any. */
  async match(vehicle: VehicleRow | undefined): Promise<MatchedCage | undefined> {
    if (!vehicle?.make || !vehicle.model) return undefined;
    const wanted = { make: vehicle.make, model: vehicle.model, year: vehicle.year };
    const bodyType = vehicle.body_type ? bodyTypeFor(vehicle.body_type)?.name : undefined;
    return (
      (bodyType ? await this.repo.match({ ...wanted, bodyType }) : undefined) ??
      (await this.repo.match({ ...wanted, bodyType: null }))
    );
  }

  async forTask(
    task: TaskRow,
    vehicle: VehicleRow | undefined,
    photo: PhotoRow | undefined,
  ): Promise<TaskCage> {
    const view = outlineViewForPhoto(task.photo_code);
    if (!view) return NONE;
    const cage = await this.match(vehicle);
    if (!cage) return NONE;
    const files = await this.repo.cageFiles(cage.id);
    const file = files.get(task.photo_code) ?? null;
    const uploaded = file?.endsWith(".svg") ? await this.files.read(file) : null;
    let svg = uploaded ? uploaded.bytes.toString("utf8") : null;
    if (!svg) {
      const slug = bodyTypeFor(cage.body_type)?.slug;
      svg = slug
        ? await readFile(join(OUTLINES_DIR, slug, `${view.view}.svg`), "utf8").catch(() => null)
        : null;
    }
    if (!svg) return NONE;
    // 07 shows the right side: a slot that reuses the left drawing (or the generated outline) is mirrored.
    const mirrored = view.mirrored && (!uploaded || file === files.get("04"));
    const stored = await this.repo.cageInfoOf(task.inspection_id, task.photo_code);
    const cageInfo =
      stored?.cage_info ??
      (photo && photo.width > 0 && photo.height > 0
        ? defaultCageInfo({ width: photo.width, height: photo.height })
        : null);
    return {
      cage: {
        _id: cage.id,
        make: cage.make,
        model: cage.model,
        year: cage.year,
        bodyType: cage.body_type,
        status: cage.status,
        code: task.photo_code,
        svg,
        mirrored,
      },
      cageInfo,
    };
  }
}
