/**
 * What the cage parser produces. Everything here survives structured cloning, and every ring is a view
 * into the one `coords` buffer, so a worker hands the whole cage over by transferring that buffer.
 */

import type { PreserveAspectRatio, ViewBox } from "../../src/geometry/cageAlign";
import type { BBox, Ring } from "../../src/geometry/polygon";
import type { GridIndex, IndexableShape } from "../../src/geometry/spatialIndex";

/** Part groups of the part-name catalogue and of label entries (product §3). */
export const PART_GROUPS = ["PART", "BODY", "GLASS", "WHEEL", "TIRE", "INTERIOR", "UNDEFINED"] as const;
export type PartGroup = (typeof PART_GROUPS)[number];

export type ShapeTag = "path" | "polygon" | "polyline" | "rect" | "circle" | "ellipse";

/** One drawn shape of a part: its rings (cage user units, transforms applied) and its fill rule. */
export interface CageShape extends IndexableShape {
  readonly tag: ShapeTag;
  readonly rings: Ring[];
}

export interface CagePart {
  /**
   * Paint order: 0 is painted first (bottom). Equal to the part's position in `ParsedCage.parts`, which
   * is sorted by the paint order of each part's last shape (see spatialIndex.ts).
   */
  readonly index: number;
  /**
   * The id of the element the part is: the innermost element with an `id` around (or on) its shapes.
   * A shape with no id anywhere above it is a part of its own with a generated id (`generatedId`),
   * the same for the same file.
   */
  readonly id: string;
  readonly generatedId: boolean;
  /**
   * The element the part is, as its place among all elements of the file in document order (the root
   * <svg> is 0): how a tool or a test finds the part in a DOM of the same file.
   */
  readonly element: number;
  readonly name: string | null;
  readonly group: PartGroup | null;
  /** What the drawing tool calls the part: its element's inkscape:label and <title> (label suggestions). */
  readonly captions: readonly string[];
  /**
   * True when the part has a name and a group other than UNDEFINED (a labelled part). The index of
   * `prepareCage` holds only these, so on the marking screen clicks pass through the others.
   */
  readonly hittable: boolean;
  /** The element the part is: a shape's tag, or `g`, `use`, `a`… for a part made of several shapes. */
  readonly tag: string;
  /** Its shapes in paint order; hit where any of them is, each under its own fill rule. */
  readonly shapes: CageShape[];
  /** All rings of all its shapes (for drawing and bounds). */
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
  /** All parts in paint order, hittable or not. */
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
  /**
   * The labels cage editors stored for the parts (by part id): they name the parts the file leaves
   * unnamed (partLabels.ts).
   */
  readonly labels?: readonly PartLabel[];
}

/** One stored label: the part id (as parsed, generated ids included), a catalogue name, its group. */
export interface PartLabel {
  readonly id: string;
  readonly label: string;
  readonly group: string;
}

/** A parsed cage with its hit-test index over the hittable parts. */
export interface PreparedCage {
  readonly cage: ParsedCage;
  readonly index: GridIndex;
}
