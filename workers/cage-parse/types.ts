/**
 * What the cage parser produces. Everything here survives structured cloning, and every ring is a view
 * into the one `coords` buffer, so a worker hands the whole cage over by transferring that buffer.
 */

import type { PreserveAspectRatio, ViewBox } from "../../src/geometry/cageAlign";
import type { BBox, Ring } from "../../src/geometry/polygon";
import type { GridIndex } from "../../src/geometry/spatialIndex";

/** Part groups of the part-name catalogue and of label entries (spec §3). */
export const PART_GROUPS = ["PART", "BODY", "GLASS", "WHEEL", "TIRE", "INTERIOR", "UNDEFINED"] as const;
export type PartGroup = (typeof PART_GROUPS)[number];

export type ShapeTag = "path" | "polygon" | "polyline" | "rect" | "circle" | "ellipse";

export interface CagePart {
  /** Paint order: 0 is painted first (bottom). Equal to the part's position in `ParsedCage.parts`. */
  readonly index: number;
  /** The shape's own `id`, else the id of the ancestor that gave it its name; null when neither has one. */
  readonly id: string | null;
  readonly name: string | null;
  readonly group: PartGroup | null;
  /**
   * True when the part has a name and a group other than UNDEFINED. Only such parts are hit-tested;
   * the others are drawn but clicks pass through them to the part beneath.
   */
  readonly hittable: boolean;
  readonly tag: ShapeTag;
  /** Even-odd rings in cage user units, the SVG transforms already applied. */
  readonly rings: Ring[];
  readonly bbox: BBox;
}

export interface ParsedCage {
  /** The root `viewBox`; else (0, 0, width, height); else the bbox of all parts. */
  readonly viewBox: ViewBox;
  /** `width` / `height` declared on the root `<svg>`, in user units / px; null if absent or relative (%). */
  readonly width: number | null;
  readonly height: number | null;
  readonly preserveAspectRatio: PreserveAspectRatio;
  /** All drawable shapes in paint order, hittable or not. */
  readonly parts: CagePart[];
  /** The buffer every ring views into. */
  readonly coords: Float64Array;
  /** Things skipped or repaired, for the console; never fatal. */
  readonly warnings: string[];
}

export interface ParseOptions {
  /**
   * Largest distance, in cage user units, between a curve and the segments that replace it. Default:
   * max(viewBox width, height) / 4000 — about one screen pixel with the cage shown 1000 px wide at zoom 4.
   */
  readonly tolerance?: number;
}

/** A parsed cage with its hit-test index over the hittable parts. */
export interface PreparedCage {
  readonly cage: ParsedCage;
  readonly index: GridIndex;
}
