import type { Insertable } from "kysely";
import type { AcceptBody, FinishBody } from "../../contract/tasks.ts";
import {
  checkPlacement,
  normalisedDamagePosition as normalisedPosition,
  type Point,
  sidedComponent,
} from "../../domain/damagePlacement.ts";
import { isDamageSkill } from "../../domain/photoCodes.ts";
import { checkTireDamages } from "../../domain/taskForm.ts";
import { TEXTS } from "../../domain/texts.ts";
import { INTERIOR_COMPONENT, tireChoiceGroups, type VehicleData } from "../../domain/vehicleData.ts";
import type { DamagesTable } from "../db/schemaTasks.ts";
import { badRequest } from "../errors.ts";
import type { CataloguesRepository } from "../repositories/catalogues.ts";
import type { DamageRow } from "../repositories/inspections.ts";
import type { TaskRow } from "../repositories/tasks.ts";

/**
 * Whether each wheel of a tire task takes its own damage choice (product §5, src/domain tireChoiceGroups):
 * with the bmw damage table and tires that differ in size or type; otherwise one choice per pair.
 */
export function tireChoiceOf(
  photoCode: string,
  options: Record<string, unknown>,
  tireInfo: Record<string, unknown> | null | undefined,
): { perWheel: boolean } {
  const position = photoCode === "06" ? "front" : photoCode === "15" ? "rear" : null;
  const tires = Object.values(tireInfo ?? {}).map((t) => {
    const tire = (t ?? {}) as { size?: unknown; type?: unknown };
    return `${String(tire.size ?? "")}|${String(tire.type ?? "")}`;
  });
  const groups = tireChoiceGroups({
    position,
    damageTable: typeof options.damage_table === "string" ? options.damage_table : null,
    sameSizeType: new Set(tires).size <= 1,
  });
  return { perWheel: groups.every((g) => g.length === 1) };
}

/** JSON with sorted keys, so the same answer sent twice compares equal (idempotent answers). */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** The vehicle fields of an accept payload (everything but message, damages, cageInfo, a confirmation). */
export const vehicleFieldsOf = (body: AcceptBody): VehicleData => {
  const { message: _m, damages: _d, cageInfo: _c, confirmVehicleMismatch: _v, ...fields } = body;
  return fields;
};

const GROUP_OF_TASK: Record<string, string> = { tire: "TIRE", interior: "INTERIOR", glass: "GLASS" };

/**
 * Damages of an answer, checked with the domain placement rule (product §5 "Damage marking") for damage
 * tasks and against the part catalogue; tire and interior tasks take only their own group, unplaced.
 * Tire damages follow the domain tire rule (their position's wheels, one choice per pair unless
 * `tire.perWheel`: bmw with differing sizes); the interior status is on component INTERIOR (product §5).
 */
export async function checkDamages(
  task: TaskRow,
  slotType: string,
  inputs: FinishBody["damages"],
  existing: readonly Pick<DamageRow, "damage_location" | "actual_image">[],
  catalogues: CataloguesRepository,
  userId: string,
  tire: { perWheel: boolean } = { perWheel: true },
): Promise<Insertable<DamagesTable>[]> {
  if (!inputs || inputs.length === 0) return [];
  const placed = isDamageSkill(task.name) || task.name === "glass";
  const ownGroup = GROUP_OF_TASK[task.name];
  if (!placed && !ownGroup) throw badRequest(TEXTS.damagesNotAllowed);
  if (task.name === "tire") {
    const position = task.photo_code === "06" ? "front" : task.photo_code === "15" ? "rear" : null;
    if (!checkTireDamages(inputs, { position, perWheel: tire.perWheel }).ok) {
      throw badRequest(TEXTS.tireChoiceInvalid);
    }
  }
  // Every earlier mark counts, in pixels (with actual_image) or already normalised (without).
  const positions: Point[] = existing.filter((d) => d.damage_location).map(normalisedPosition);
  const rows: Insertable<DamagesTable>[] = [];
  for (const d of inputs) {
    if (ownGroup && d.damage_group !== ownGroup) throw badRequest(TEXTS.damageNotAllowed);
    let component = d.component;
    if (placed) {
      const position = normalisedPosition(d);
      const result = checkPlacement({
        element: { name: d.component, group: d.damage_group },
        slotType,
        taskName: task.name,
        position,
        existing: positions,
      });
      if (!result.ok) throw badRequest(result.message);
      positions.push(result.position);
      component = sidedComponent({
        component: d.component,
        group: d.damage_group,
        photoCode: task.photo_code,
        taskName: task.name,
      });
    }
    const interiorStatus = ownGroup === "INTERIOR" && component === INTERIOR_COMPONENT;
    if (!interiorStatus && !(await catalogues.isPart(d.damage_group, component))) {
      throw badRequest(TEXTS.damageUnknownPart);
    }
    rows.push({
      inspection_id: task.inspection_id,
      task_id: task.id,
      photo_code: task.photo_code,
      component,
      damage_group: d.damage_group,
      material: d.material ?? null,
      source: d.source ?? null,
      damage_name: d.damage_name,
      damage_type: d.damage_type ?? null,
      grade_score: d.grade_score ?? null,
      unit_measure: d.unit_measure ?? null,
      damage_location: d.damage_location ? JSON.stringify(d.damage_location) : null,
      actual_image: d.actual_image ? JSON.stringify(d.actual_image) : null,
      created_by: userId,
    });
  }
  return rows;
}

/** Test sessions: each answered field that has a truth value is scored right or wrong. */
export const scoreAgainstTruth = (
  fields: VehicleData,
  truth: Record<string, unknown> | null,
): Record<string, boolean> | null => {
  if (!truth) return null;
  const score: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key in truth && value !== undefined) {
      score[key] = String(value).trim().toUpperCase() === String(truth[key]).trim().toUpperCase();
    }
  }
  return Object.keys(score).length > 0 ? score : null;
};
