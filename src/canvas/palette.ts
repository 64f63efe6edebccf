/**
 * Colours of the scene: damage grades (product §9, names from src/domain) and label groups (label mode:
 * each group its own colour, chosen to stay apart for colour-blind users and on busy photos).
 */

import type { PartGroup } from "../../workers/cage-parse/types";
import { type GradeColor, gradeColor } from "../domain/damagePlacement";

export const GRADE_HEX: Readonly<Record<GradeColor, number>> = {
  grey: 0x9e9e9e,
  yellow: 0xffd400,
  orange: 0xff8c00,
  red: 0xe0201b,
};

export const gradeHex = (grade: number | null): number => GRADE_HEX[gradeColor(grade)];

export const GROUP_HEX: Readonly<Record<PartGroup | "NONE", number>> = {
  PART: 0x0072b2,
  BODY: 0xe69f00,
  GLASS: 0x56b4e9,
  WHEEL: 0x009e73,
  TIRE: 0x3d3d3d,
  INTERIOR: 0xcc79a7,
  UNDEFINED: 0xd55e00,
  NONE: 0xbdbdbd,
};

export const groupHex = (group: PartGroup | null): number => GROUP_HEX[group ?? "NONE"];

/** mark mode: a part without a label (no name or group) — nothing can be marked on it. */
export const UNLABELLED_HEX = GROUP_HEX.NONE;

/** CSS form of a hex colour, for the React side (list swatches, legend). */
export const cssHex = (hex: number): string => `#${hex.toString(16).padStart(6, "0")}`;

/** Outline of cage parts in mark mode, and of the selected part in label mode. */
export const CAGE_STROKE = 0x00e5ff;
export const SELECTED_STROKE = 0xff1744;

/** label mode: a labelled part's fill alpha, and a part's only suggested (pale, outlined in its colour). */
export const LABELLED_ALPHA = 0.45;
export const SUGGESTED_ALPHA = 0.12;
