import { proxy } from "valtio";
import type { Damage, DamageInput } from "../../../contract/taskTypes.ts";

/**
 * The damages the agent has marked on the current task's photo. The imaging workstation writes it
 * (place, pick damage and grade, delete); the answer actions read it for accept / finish.
 */
export const damageStore = proxy<{ damages: DamageInput[] }>({ damages: [] });

/** What accept / finish send: a copy, so a later edit cannot change a sent answer. */
export function damagesForAnswer(): DamageInput[] {
  return damageStore.damages.map((d) => ({ ...d }));
}

/** A new task (or the end of one) starts with no marks. */
export function resetDamages(): void {
  damageStore.damages = [];
}

/**
 * The marks a task arrives with: on a QC task the inspector's damages, by their ids (issue 23; a
 * response without them falls back to the answer's copy), else none.
 */
export function arrivalMarks(
  originalDamages: readonly Damage[] | undefined,
  inspectorDamages: readonly object[] | null,
): DamageInput[] {
  if (!inspectorDamages) return [];
  return originalDamages?.map(damageInputOf) ?? inspectorDamages.map((d) => ({ ...d }) as DamageInput);
}

/** A damage of the task response as the answer sends it back: its id, and no empty fields. */
export function damageInputOf(d: Damage): DamageInput {
  return {
    id: d._id,
    component: d.component,
    damage_group: d.damage_group,
    damage_name: d.damage_name,
    ...(d.grade_score !== null ? { grade_score: d.grade_score } : {}),
    ...(d.material !== null ? { material: d.material } : {}),
    ...(d.source !== null ? { source: d.source } : {}),
    ...(d.damage_type !== null ? { damage_type: d.damage_type } : {}),
    ...(d.unit_measure !== null ? { unit_measure: d.unit_measure } : {}),
    ...(d.damage_location ? { damage_location: d.damage_location } : {}),
    ...(d.actual_image ? { actual_image: d.actual_image } : {}),
  };
}
