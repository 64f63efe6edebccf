import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OfferedCage } from "../../contract/taskCages.ts";
import type { CageView } from "../../contract/taskTypes.ts";
import { bodyTypeFor, outlineViewForPhoto } from "../../domain/bodyTypes.ts";
import { defaultCageInfo } from "../../domain/cageFit.ts";
import { offerableCages } from "../../domain/cageOffers.ts";
import { badRequest } from "../errors.ts";
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

/** What the cage of a task's photo depends on (a claimed task carries only some columns). */
type PhotoOfTask = Pick<TaskRow, "inspection_id" | "photo_code">;

/** An API validation message (not a screen text): the workstation sends an id it was offered. */
export const CAGE_CHOICE_INVALID = "cageInfo.cageId must be one of the cages offered for this task's photo.";

/**
 * The cageInfo an answer sent, split into the chosen cage's id (`cageId`, ours: the T queue's choice)
 * and the alignment stored for the photo. A cageId that is not a string is refused (400).
 */
export interface CageChoice {
  cageId: string | undefined;
  info: Record<string, unknown>;
}

export function splitCageChoice(cageInfo: Record<string, unknown>): CageChoice {
  const { cageId, ...info } = cageInfo;
  if (cageId !== undefined && typeof cageId !== "string") throw badRequest(CAGE_CHOICE_INVALID);
  return { cageId, info };
}

/**
 * The cages of a task's photo (product §3 task response `cage`, task option `cageInfo`; product §2 T "change
 * cage / reload"): the vehicle's candidate cages best first, each cage's SVG for the photo code (the
 * slot's cage file, or the body type's generated outline when the slot has none), the one the photo
 * shows (an agent's stored choice while it is still offered, else the best), and where it sits on the
 * photo — as an agent last aligned it, else the default box (src/domain/cageFit.ts).
 */
export class TaskCageResolver {
  constructor(
    private readonly repo: TaskCagesRepository,
    private readonly files: CageFileStorage,
  ) {}

  /**
   * The cages offered for a vehicle, best first: with its body type when that names one of ours (else
   * any body type). Only ACTIVE cages while one matches; the others (not DELETED) only when none does.
   */
  async candidates(vehicle: VehicleRow | undefined): Promise<MatchedCage[]> {
    if (!vehicle?.make || !vehicle.model) return [];
    const wanted = { make: vehicle.make, model: vehicle.model, year: vehicle.year };
    const bodyType = vehicle.body_type ? bodyTypeFor(vehicle.body_type)?.name : undefined;
    const typed = bodyType ? await this.repo.candidates({ ...wanted, bodyType }) : [];
    const rows = typed.length > 0 ? typed : await this.repo.candidates({ ...wanted, bodyType: null });
    return offerableCages(rows);
  }

  /** The candidates that have a drawing for the task's photo, as the workstation draws them. */
  async offered(task: TaskRow, vehicle: VehicleRow | undefined): Promise<OfferedCage[]> {
    if (!outlineViewForPhoto(task.photo_code)) return [];
    const cages = await this.candidates(vehicle);
    const views = await Promise.all(cages.map((c) => this.viewOf(c, task.photo_code)));
    return views.filter((v): v is OfferedCage => v !== null);
  }

  /**
   * The cage an answer's alignment is stored for: the id the agent chose (refused unless offered for
   * this photo), else the cage the photo shows now.
   */
  async chosenFor(task: TaskRow, vehicle: VehicleRow | undefined, cageId: string | undefined) {
    if (cageId === undefined) return (await this.shown(task, vehicle))?.cage._id ?? null;
    const cage = (await this.candidates(vehicle)).find((c) => c.id === cageId);
    if (!cage || !(await this.viewOf(cage, task.photo_code))) throw badRequest(CAGE_CHOICE_INVALID);
    return cageId;
  }

  async forTask(
    task: PhotoOfTask,
    vehicle: VehicleRow | undefined,
    photo: PhotoRow | undefined,
  ): Promise<TaskCage> {
    const shown = await this.shown(task, vehicle);
    if (!shown) return NONE;
    const { cage } = shown;
    const cageInfo =
      shown.stored?.cage_info ??
      (photo && photo.width > 0 && photo.height > 0
        ? defaultCageInfo({ width: photo.width, height: photo.height })
        : null);
    return { cage, cageInfo };
  }

  /**
   * The cage the photo shows and its stored alignment: an agent's stored choice while it is still
   * offered, else the best candidate with a drawing (one drawing read in the usual case).
   */
  private async shown(task: PhotoOfTask, vehicle: VehicleRow | undefined) {
    if (!outlineViewForPhoto(task.photo_code)) return null;
    const cages = await this.candidates(vehicle);
    if (cages.length === 0) return null;
    const stored = await this.repo.cageInfoOf(task.inspection_id, task.photo_code);
    const chosen = cages.find((c) => c.id === stored?.cage_id);
    for (const c of chosen ? [chosen, ...cages.filter((c) => c !== chosen)] : cages) {
      const cage = await this.viewOf(c, task.photo_code);
      if (cage) return { cage, stored };
    }
    return null;
  }

  /** A cage as drawn on a photo code, or null when it has no drawing for it. */
  private async viewOf(cage: MatchedCage, photoCode: string): Promise<OfferedCage | null> {
    const view = outlineViewForPhoto(photoCode);
    if (!view) return null;
    const slots = await this.repo.cageFiles(cage.id);
    const file = slots.get(photoCode)?.file ?? null;
    const uploaded = file?.endsWith(".svg") ? await this.files.read(file) : null;
    let svg = uploaded ? uploaded.bytes.toString("utf8") : null;
    if (!svg) {
      const slug = bodyTypeFor(cage.body_type)?.slug;
      svg = slug
        ? await readFile(join(OUTLINES_DIR, slug, `${view.view}.svg`), "utf8").catch(() => null)
        : null;
    }
    if (!svg) return null;
    // 07 shows the right side: a slot that reuses the left drawing (or the generated outline) is mirrored.
    const reusesLeft = file !== null && file === slots.get("04")?.file;
    const mirrored = view.mirrored && (!uploaded || reusesLeft);
    // The editors' labels name the parts the file leaves unnamed; a 07 drawn from 04's file with no
    // labels of its own uses 04's (the same file, so the same part ids).
    const own = slots.get(photoCode)?.labels ?? [];
    const labels = own.length === 0 && reusesLeft ? (slots.get("04")?.labels ?? []) : own;
    return {
      _id: cage.id,
      make: cage.make,
      model: cage.model,
      year: cage.year,
      bodyType: cage.body_type,
      trim: cage.trim,
      status: cage.status,
      code: photoCode,
      svg,
      mirrored,
      labels: labels.map(({ id, label, group }) => ({ id, label, group })),
    };
  }
}
