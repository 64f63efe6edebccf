/**
 * Polygons as flat coordinate arrays.
 *
 * - A `Ring` is `[x0, y0, x1, y1, …]`, implicitly closed (the last vertex joins the first; repeating
 *   the first vertex at the end is allowed and harmless).
 * - A `Polygon` is a list of rings filled with the EVEN-ODD rule: a point is inside when it is inside an
 *   odd number of rings. So one list expresses islands (several subpaths of one part) and holes (a ring
 *   inside another), whatever the rings' orientation.
 * - A `FilledShape` is the rings of one SVG shape with the rule SVG fills them by: `evenodd` as above, or
 *   `nonzero` (SVG's default), where a point is inside when the rings wind around it a nonzero number
 *   of times — two overlapping subpaths drawn the same way round fill their overlap, and a hole needs a
 *   subpath drawn the other way round.
 *
 * Boundary rule (half-open, from the crossing test): a point exactly on an edge counts as inside the
 * region on the edge's right (+x) side for a vertical edge and below (+y) for a horizontal one. So a
 * point on an edge shared by two adjacent parts is inside exactly one of them — never both, never none.
 *
 * The functions take plain numbers and are space-agnostic; callers pass coordinates of one space.
 */

export type Ring = Float64Array;
export type Polygon = readonly Ring[];

export interface BBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The bbox of nothing: contains no point, and is the identity of `unionBBox`. */
export const EMPTY_BBOX: BBox = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

export const isEmptyBBox = (b: BBox): boolean => !(b.minX <= b.maxX && b.minY <= b.maxY);

export function ringBBox(ring: Ring): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < ring.length; i += 2) {
    const x = ring[i]!;
    const y = ring[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

export function unionBBox(a: BBox, b: BBox): BBox {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

export const polygonBBox = (polygon: Polygon): BBox =>
  polygon.reduce((acc, ring) => unionBBox(acc, ringBBox(ring)), EMPTY_BBOX);

/** Closed bbox test (edges included). */
export const bboxContains = (b: BBox, x: number, y: number): boolean =>
  x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY;

/** Crossing-number test of one ring (see the boundary rule above). Rings of < 3 vertices contain nothing. */
export function pointInRing(ring: Ring, x: number, y: number): boolean {
  const n = ring.length - (ring.length % 2);
  if (n < 6) return false;
  let inside = false;
  let xj = ring[n - 2]!;
  let yj = ring[n - 1]!;
  for (let i = 0; i < n; i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    xj = xi;
    yj = yi;
  }
  return inside;
}

/** Even-odd test over all rings: islands and holes. */
export function pointInPolygon(polygon: Polygon, x: number, y: number): boolean {
  let inside = false;
  for (const ring of polygon) {
    if (pointInRing(ring, x, y)) inside = !inside;
  }
  return inside;
}

/**
 * How many times the ring winds around the point (+1 per clockwise turn on a y-down screen, that is per
 * ring of positive `ringSignedArea`, −1 per counter-clockwise one). The same half-open crossings as `pointInRing`, so both rules agree on edges.
 */
export function windingNumber(ring: Ring, x: number, y: number): number {
  const n = ring.length - (ring.length % 2);
  if (n < 6) return 0;
  let winding = 0;
  let xj = ring[n - 2]!;
  let yj = ring[n - 1]!;
  for (let i = 0; i < n; i += 2) {
    const xi = ring[i]!;
    const yi = ring[i + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) winding += yi > yj ? 1 : -1;
    xj = xi;
    yj = yi;
  }
  return winding;
}

export type FillRule = "nonzero" | "evenodd";

export interface FilledShape {
  readonly rings: Polygon;
  readonly fillRule: FillRule;
  /** clip-path regions (of the shape and its ancestors): the point must be in every one. */
  readonly clips?: readonly ClipRegion[];
}

/** A clip-path: the union of its shapes (each under its clip-rule). */
export type ClipRegion = readonly FilledShape[];

/** Is the point inside the shape, under the shape's own fill rule, and inside its clips? */
export function pointInShape(shape: FilledShape, x: number, y: number): boolean {
  let inside: boolean;
  if (shape.fillRule === "evenodd") inside = pointInPolygon(shape.rings, x, y);
  else {
    let winding = 0;
    for (const ring of shape.rings) winding += windingNumber(ring, x, y);
    inside = winding !== 0;
  }
  return inside && (shape.clips ?? []).every((region) => region.some((s) => pointInShape(s, x, y)));
}

/**
 * Is ring `r` of the shape a hole, for drawing it as filled outlines minus holes? Under even-odd, when
 * an odd number of the other rings contain its first vertex; under nonzero, when the other rings' winding
 * there is cancelled by its own direction. Exact for rings that do not cross.
 */
export function isHoleRing(shape: FilledShape, r: number): boolean {
  const ring = shape.rings[r]!;
  if (ring.length < 2) return false;
  const x = ring[0]!;
  const y = ring[1]!;
  let around = 0;
  shape.rings.forEach((other, k) => {
    if (k === r) return;
    around += shape.fillRule === "evenodd" ? (pointInRing(other, x, y) ? 1 : 0) : windingNumber(other, x, y);
  });
  if (shape.fillRule === "evenodd") return around % 2 === 1;
  // A ring's own winding just inside it is +1 when its signed area is positive (clockwise on screen).
  const own = ringSignedArea(ring) > 0 ? 1 : -1;
  return around !== 0 && around + own === 0;
}

/** Shoelace area; positive when the ring turns clockwise on a y-down screen. */
export function ringSignedArea(ring: Ring): number {
  const n = ring.length - (ring.length % 2);
  let twice = 0;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    twice += ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!;
  }
  return twice / 2;
}

/**
 * +1 for rings at even nesting depth (outer boundaries), −1 at odd depth (holes). Depth is the number of
 * other rings containing the ring's first vertex, so rings are assumed not to cross or touch.
 */
function ringSigns(polygon: Polygon): number[] {
  return polygon.map((ring, i) => {
    let depth = 0;
    polygon.forEach((other, j) => {
      if (j !== i && ring.length >= 2 && pointInRing(other, ring[0]!, ring[1]!)) depth++;
    });
    return depth % 2 === 0 ? 1 : -1;
  });
}

/** Area covered under the even-odd rule (holes subtracted), for rings that do not cross. */
export function polygonArea(polygon: Polygon): number {
  const signs = ringSigns(polygon);
  return polygon.reduce((sum, ring, i) => sum + signs[i]! * Math.abs(ringSignedArea(ring)), 0);
}

/** Area centroid under the even-odd rule (holes subtracted); null when the area is zero. */
export function polygonCentroid(polygon: Polygon): { x: number; y: number } | null {
  const signs = ringSigns(polygon);
  let area = 0;
  let mx = 0;
  let my = 0;
  polygon.forEach((ring, r) => {
    const n = ring.length - (ring.length % 2);
    let twice = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0; i < n; i += 2) {
      const j = (i + 2) % n;
      const cross = ring[i]! * ring[j + 1]! - ring[j]! * ring[i + 1]!;
      twice += cross;
      cx += (ring[i]! + ring[j]!) * cross;
      cy += (ring[i + 1]! + ring[j + 1]!) * cross;
    }
    // Each ring's moment with its orientation removed, then signed by hole/outer.
    const orient = twice < 0 ? -1 : 1;
    const sign = signs[r]! * orient;
    area += (sign * twice) / 2;
    mx += (sign * cx) / 6;
    my += (sign * cy) / 6;
  });
  if (area === 0) return null;
  return { x: mx / area, y: my / area };
}
