/**
 * Hit-testing cage parts: a static uniform grid over the parts' bounding boxes, then an exact even-odd
 * point-in-polygon test on the few candidates.
 *
 * Why a grid: cage parts are many, similar in size and spread over one picture, and they never change
 * after parsing — the case where a flat grid beats a tree (one division per axis to find the cell, no
 * pointer chasing). All of the index is typed arrays and numbers, so a worker can build it and transfer
 * it. Figures: docs/benchmarks.md, "Geometry (issue 5)".
 *
 * "Topmost" = painted last, as SVG paints later elements over earlier ones. A part without `shapes` is
 * one even-odd polygon painted at its place in the parts array. A part with `shapes` (a parsed cage: a
 * `<g id>` of several shapes is one part) is hit where any of its shapes is, each under its own fill rule,
 * and is as high as that shape's paint `order`; the parts array is then sorted by the order of each
 * part's last shape, so the walk from the top can stop as soon as no part below can beat the best hit.
 * That keeps the answer exact even when another part is painted between two shapes of one part.
 */

import {
  type BBox,
  bboxContains,
  type FilledShape,
  isEmptyBBox,
  type Polygon,
  pointInPolygon,
  pointInShape,
} from "./polygon";
import type { CagePoint } from "./spaces";

/** One shape of a part, with its place in the paint order of the whole drawing. */
export interface IndexableShape extends FilledShape {
  readonly bbox: BBox;
  readonly order: number;
}

/** What the index needs of a part. */
export interface IndexablePart {
  readonly rings: Polygon;
  readonly bbox: BBox;
  /** Absent: the rings are one even-odd polygon. Present: in paint order, non-empty. */
  readonly shapes?: readonly IndexableShape[];
}

/** The paint order of the part's topmost shape: what nothing below it in the index can exceed. */
const topOrder = (part: IndexablePart, index: number): number =>
  part.shapes ? part.shapes[part.shapes.length - 1]!.order : index;

/** The paint order of the part's topmost shape containing the point, or -1. */
function hitOrder(part: IndexablePart, index: number, x: number, y: number): number {
  if (!part.shapes) return pointInPolygon(part.rings, x, y) ? index : -1;
  for (let s = part.shapes.length - 1; s >= 0; s--) {
    const shape = part.shapes[s]!;
    if (bboxContains(shape.bbox, x, y) && pointInShape(shape, x, y)) return shape.order;
  }
  return -1;
}

export interface GridIndex {
  readonly minX: number;
  readonly minY: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly cols: number;
  readonly rows: number;
  /** CSR layout: the candidates of cell c are cellItems[cellStart[c] .. cellStart[c + 1]). */
  readonly cellStart: Uint32Array;
  /** Part indices (into the parts array given to buildGridIndex), ascending within each cell. */
  readonly cellItems: Uint32Array;
  /** Number of parts the index was built from (all of them, indexed or not). */
  readonly partCount: number;
}

export interface GridOptions<P extends IndexablePart> {
  /** Which parts take part in hit-testing (default: all; parts with an empty bbox never do). */
  readonly include?: (part: P, index: number) => boolean;
  /** Grid cells per indexed part (default 2). More cells = fewer candidates per query, more memory. */
  readonly cellsPerPart?: number;
}

const MAX_CELLS = 1 << 20;
const NO_CANDIDATES = new Uint32Array(0);

export function buildGridIndex<P extends IndexablePart>(
  parts: readonly P[],
  options: GridOptions<P> = {},
): GridIndex {
  const include = options.include ?? (() => true);
  const members: number[] = [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  parts.forEach((part, i) => {
    if (isEmptyBBox(part.bbox) || !include(part, i)) return;
    members.push(i);
    minX = Math.min(minX, part.bbox.minX);
    minY = Math.min(minY, part.bbox.minY);
    maxX = Math.max(maxX, part.bbox.maxX);
    maxY = Math.max(maxY, part.bbox.maxY);
  });
  if (members.length === 0) {
    return {
      minX: 0,
      minY: 0,
      cellWidth: 1,
      cellHeight: 1,
      cols: 0,
      rows: 0,
      cellStart: new Uint32Array(1),
      cellItems: new Uint32Array(0),
      partCount: parts.length,
    };
  }

  const width = Math.max(maxX - minX, Number.MIN_VALUE);
  const height = Math.max(maxY - minY, Number.MIN_VALUE);
  const cells = Math.min(MAX_CELLS, Math.max(1, Math.round(members.length * (options.cellsPerPart ?? 2))));
  const cols = Math.max(1, Math.min(cells, Math.round(Math.sqrt((cells * width) / height))));
  const rows = Math.max(1, Math.min(MAX_CELLS, Math.ceil(cells / cols)));
  const cellWidth = width / cols;
  const cellHeight = height / rows;
  const col = (x: number): number => Math.min(cols - 1, Math.max(0, Math.floor((x - minX) / cellWidth)));
  const row = (y: number): number => Math.min(rows - 1, Math.max(0, Math.floor((y - minY) / cellHeight)));

  // Pass 1: count the parts per cell; pass 2: fill. Parts go in ascending order, so each cell's list
  // stays in document order.
  const cellStart = new Uint32Array(cols * rows + 1);
  const spans = members.map((i) => {
    const b = parts[i]!.bbox;
    return [col(b.minX), row(b.minY), col(b.maxX), row(b.maxY)] as const;
  });
  for (const [c0, r0, c1, r1] of spans) {
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) cellStart[r * cols + c + 1]!++;
  }
  for (let c = 1; c < cellStart.length; c++) cellStart[c]! += cellStart[c - 1]!;
  const cellItems = new Uint32Array(cellStart[cellStart.length - 1]!);
  const fill = cellStart.slice(0, -1);
  members.forEach((partIndex, k) => {
    const [c0, r0, c1, r1] = spans[k]!;
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++) cellItems[fill[r * cols + c]!++] = partIndex;
  });

  return { minX, minY, cellWidth, cellHeight, cols, rows, cellStart, cellItems, partCount: parts.length };
}

/** The grid cell of a point, or -1 outside the indexed extent. */
function cellOf(index: GridIndex, x: number, y: number): number {
  const fx = (x - index.minX) / index.cellWidth;
  const fy = (y - index.minY) / index.cellHeight;
  if (!(fx >= 0 && fy >= 0 && fx <= index.cols && fy <= index.rows)) return -1;
  return Math.min(index.rows - 1, Math.floor(fy)) * index.cols + Math.min(index.cols - 1, Math.floor(fx));
}

/**
 * Candidate part indices for a point, in document order (bottom first). A view into the index: do not
 * modify. Points outside the indexed extent have no candidates.
 */
export function queryGrid(index: GridIndex, x: number, y: number): Uint32Array {
  const cell = cellOf(index, x, y);
  if (cell < 0) return NO_CANDIDATES;
  return index.cellItems.subarray(index.cellStart[cell]!, index.cellStart[cell + 1]!);
}

/**
 * The topmost indexed part containing the point (fill rules and half-open edges: see polygon.ts), or
 * null. `parts` must be the array the index was built from.
 */
export function hitTest<P extends IndexablePart>(
  index: GridIndex,
  parts: readonly P[],
  point: CagePoint,
): P | null {
  const cell = cellOf(index, point.x, point.y);
  if (cell < 0) return null;
  // Walk the cell's candidates top-down, without allocating a view (hit-testing runs per pointer event).
  const first = index.cellStart[cell]!;
  let best: P | null = null;
  let bestOrder = -1;
  for (let k = index.cellStart[cell + 1]! - 1; k >= first; k--) {
    const i = index.cellItems[k]!;
    const part = parts[i]!;
    if (best !== null && topOrder(part, i) < bestOrder) break;
    if (!bboxContains(part.bbox, point.x, point.y)) continue;
    const order = hitOrder(part, i, point.x, point.y);
    if (order > bestOrder) {
      best = part;
      bestOrder = order;
    }
  }
  return best;
}

/**
 * The same answer as `hitTest` by scanning every part from the top, with no index and no bbox check.
 * The naive baseline of the benchmark and the oracle of the tests.
 */
export function hitTestLinear<P extends IndexablePart>(
  parts: readonly P[],
  point: CagePoint,
  include: (part: P, index: number) => boolean = () => true,
): P | null {
  let best: P | null = null;
  let bestOrder = -1;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (!include(part, i)) continue;
    const order = hitOrder(part, i, point.x, point.y);
    if (order > bestOrder) {
      best = part;
      bestOrder = order;
    }
  }
  return best;
}
