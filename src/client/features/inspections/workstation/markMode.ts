/**
 * The pure part of mark mode: what a placed and picked damage becomes in the answer, and which markers
 * the workstation shows for the damages of the photo.
 */

import type { MarkerInput } from "../../../../canvas/model.ts";
import type { DamageInput } from "../../../../contract/taskTypes.ts";
import { isSamePosition, sidedComponent, TIRE_MATERIAL } from "../../../../domain/damagePlacement.ts";
import { type CageInfo, isUsableCageInfo } from "../../../../geometry/cageAlign.ts";
import { normalisedPoint } from "../../../../geometry/spaces.ts";

/** A double-click the rules accepted, waiting for the agent to pick its damage and grade. */
export interface PendingDamage {
  /** 0..1 of the original photo, rounded to 4 decimals. */
  readonly position: { readonly x: number; readonly y: number };
  readonly component: string;
  readonly group: string;
}

/** What a pick needs of a damage-table entry (contract DamageChoice). */
export interface DamageChoiceLike {
  readonly damage_name: string;
  readonly damage_type: string | null;
  readonly label: string | null;
  readonly unit_measure: string | null;
  readonly material: string | null;
  readonly source: string | null;
}

/**
 * The damage for the answer. The position is stored as the rounded fraction (product §5, §9) with no
 * actual_image, which the server reads as already normalised. Wheels get their side from the photo
 * (04 left, 07 right) by the domain rule; tires use Rubber.
 */
export function damageFromPick(args: {
  pending: PendingDamage;
  choice: DamageChoiceLike;
  grade: number;
  material: string | null;
  photoCode: string;
  taskName: string;
}): DamageInput {
  const { pending, choice, grade, photoCode, taskName } = args;
  const material = pending.group === "TIRE" ? TIRE_MATERIAL : (args.material ?? choice.material ?? undefined);
  return {
    component: sidedComponent({ component: pending.component, group: pending.group, photoCode, taskName }),
    damage_group: pending.group,
    damage_name: choice.damage_name,
    grade_score: grade,
    damage_location: { x: pending.position.x, y: pending.position.y },
    ...(material ? { material } : {}),
    ...(choice.source ? { source: choice.source } : {}),
    ...(choice.damage_type ? { damage_type: choice.damage_type } : {}),
    ...(choice.label ? { label: choice.label } : {}),
    ...(choice.unit_measure ? { unit_measure: choice.unit_measure } : {}),
  };
}

/**
 * As what the photo is marked: a task's own skill and slot type; a QC task's are those of the task it
 * re-checks, so the QA adds a missed damage under the rules the inspector marked by (issue 23) — the
 * server checks a QC answer's damages by the same (answerCommit.ts).
 */
export function markContextOf(
  task: {
    readonly type: string;
    readonly name: string;
    readonly options: { readonly originalName?: string; readonly originalSlotType?: string };
  } | null,
  slotType: string | null | undefined,
): { taskName: string; slotType: string | null } {
  if (task?.type === "QC" && task.options.originalName) {
    return { taskName: task.options.originalName, slotType: task.options.originalSlotType ?? null };
  }
  return { taskName: task?.name ?? "", slotType: slotType ?? null };
}

/** The picker's start for changing a marked damage: its place (a fraction), part and group; null unplaced. */
export function pendingOf(d: DamageInput): PendingDamage | null {
  const marker = markerOf(d);
  return marker ? { position: marker.position, component: d.component, group: d.damage_group } : null;
}

/**
 * A marked damage with another damage or grade picked (a QA correcting the inspector's, issue 23): the
 * pick as damageFromPick makes it, at the damage's own id, part and place (the server refuses a kept
 * damage moved).
 */
export function changedDamage(args: {
  damage: DamageInput;
  choice: DamageChoiceLike;
  grade: number;
  material: string | null;
  photoCode: string;
  taskName: string;
}): DamageInput {
  const { damage } = args;
  const pending = pendingOf(damage) ?? {
    position: { x: 0, y: 0 },
    component: damage.component,
    group: damage.damage_group,
  };
  const { damage_location: _l, ...picked } = damageFromPick({ ...args, pending });
  return {
    ...picked,
    ...(damage.id ? { id: damage.id } : {}),
    component: damage.component,
    damage_group: damage.damage_group,
    ...(damage.damage_location ? { damage_location: damage.damage_location } : {}),
    ...(damage.actual_image ? { actual_image: damage.actual_image } : {}),
  };
}

interface Located {
  readonly damage_location?: { x: number; y: number } | null;
  readonly actual_image?: { width: number; height: number } | null;
  readonly grade_score?: number | null;
  readonly damage_name?: string | null;
  readonly component?: string | null;
}

/** A damage's marker: damage_location over actual_image when given, else already 0..1; null when unusable. */
export function markerOf(d: Located): MarkerInput | null {
  const loc = d.damage_location;
  if (!loc || !Number.isFinite(loc.x) || !Number.isFinite(loc.y)) return null;
  const size = d.actual_image;
  const x = size ? loc.x / size.width : loc.x;
  const y = size ? loc.y / size.height : loc.y;
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return null;
  return {
    position: normalisedPoint(x, y),
    grade: d.grade_score ?? null,
    label: [d.damage_name, d.component].filter(Boolean).join(" · "),
  };
}

export const markersOf = (damages: readonly Located[]): MarkerInput[] =>
  damages.map(markerOf).filter((m): m is MarkerInput => m !== null);

/** The number of the agent's `index`-th marked damage (0-based), in the list of marked damages. */
export const damageNumber = (index: number): number => index + 1;

/**
 * The markers of the photo in mark mode, numbered from one source with the list of marked damages
 * beside the canvas (damageNumber): the agent's own damages keep their list number (1..n, also when one
 * before them has no usable position and draws no marker); the photo's other damages follow, minus
 * those at the place of an own one (a QC task: the inspector's damages are the task's and, to keep or
 * correct, the agent's — before, they showed twice, numbered 3, 4 over 1, 2); the pending damage last.
 * `ownIndex[k]`: which own damage marker k is (null: not the agent's), for X.
 */
export function markMarkers(
  own: readonly Located[],
  others: readonly Located[],
  pending: { readonly x: number; readonly y: number } | null,
): { markers: MarkerInput[]; ownIndex: (number | null)[] } {
  const markers: MarkerInput[] = [];
  const ownIndex: (number | null)[] = [];
  own.forEach((d, i) => {
    const m = markerOf(d);
    if (m === null) return;
    markers.push({ ...m, number: damageNumber(i) });
    ownIndex.push(i);
  });
  const ownPlaces = markers.map((m) => m.position);
  let next = damageNumber(own.length);
  for (const d of others) {
    const m = markerOf(d);
    if (m === null || ownPlaces.some((p) => isSamePosition(p, m.position))) continue;
    markers.push({ ...m, number: next++ });
    ownIndex.push(null);
  }
  if (pending) {
    markers.push({ position: normalisedPoint(pending.x, pending.y), grade: null, number: next });
    ownIndex.push(null);
  }
  return { markers, ownIndex };
}

/** Unique damage names of the table (the bmw table repeats entries per series), in table order. */
export function uniqueChoices<T extends { damage_name: string }>(list: readonly T[]): T[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    if (seen.has(d.damage_name)) return false;
    seen.add(d.damage_name);
    return true;
  });
}

/** Grades offered when picking: 0..5 (product §3: 0 to 3 and above; tire tiles go to 5). */
export const GRADES = [0, 1, 2, 3, 4, 5] as const;

/** The task's cageInfo when it is usable (every size positive), else null: the cage then covers the photo. */
export function asCageInfo(value: unknown): CageInfo | null {
  const v = value as Partial<CageInfo> | null | undefined;
  if (!v?.original_image || !v.actual_image || !v.cage) return null;
  const info = v as CageInfo;
  const numbers = [
    info.original_image.width,
    info.original_image.height,
    info.actual_image.width,
    info.actual_image.height,
    info.cage.width,
    info.cage.height,
    info.cage.x,
    info.cage.y,
  ];
  return numbers.every((n) => typeof n === "number") && isUsableCageInfo(info) ? info : null;
}
