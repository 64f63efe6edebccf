import type { DetectedDamageItem } from "../../domain/failedTask.ts";

export interface Marker {
  /** 1-based, the damage's place among the detected damages that have a location. */
  n: number;
  /** Index in detected_damages. */
  index: number;
  /** 0..1 of the photo. */
  x: number;
  y: number;
  grade: number | null;
  label: string;
}

/**
 * Where each detected damage sits on the photo, as fractions. damage_location is in original-image
 * pixels when actual_image is given (or when it is above 1 and the photo's size is known), else 0..1.
 */
export function damageMarkers(
  damages: readonly DetectedDamageItem[] | undefined,
  photo: { width: number; height: number } | null,
): Marker[] {
  const markers: Marker[] = [];
  (damages ?? []).forEach((d, index) => {
    const loc = d.damage_location;
    if (!loc || !Number.isFinite(loc.x) || !Number.isFinite(loc.y)) return;
    const size = d.actual_image ?? (loc.x > 1 || loc.y > 1 ? photo : null);
    const x = size ? loc.x / size.width : loc.x;
    const y = size ? loc.y / size.height : loc.y;
    if (x < 0 || x > 1 || y < 0 || y > 1) return;
    markers.push({
      n: markers.length + 1,
      index,
      x,
      y,
      grade: typeof d.grade_score === "number" ? d.grade_score : null,
      label: [d.damage_name, d.component].filter(Boolean).join(" · "),
    });
  });
  return markers;
}

/** product §9 grade colours: 0 grey, 1 yellow, 2 orange, 3 or more red. */
export const gradeColor = (grade: number | null): string =>
  grade === null || grade <= 0 ? "#8a8886" : grade === 1 ? "#f2c811" : grade === 2 ? "#f7630c" : "#d13438";
