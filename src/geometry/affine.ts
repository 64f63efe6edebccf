/**
 * 2-D affine matrices in the SVG / DOMMatrix / Pixi convention:
 *
 *   x' = a·x + c·y + e
 *   y' = b·x + d·y + f
 *
 * A matrix is space-agnostic; the functions that build one for a change of space (transform.ts,
 * cageAlign.ts) wrap it so that the branded point types stay honest.
 */

export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

export const affine = (a: number, b: number, c: number, d: number, e: number, f: number): Affine => ({
  a,
  b,
  c,
  d,
  e,
  f,
});

export const translation = (tx: number, ty: number): Affine => affine(1, 0, 0, 1, tx, ty);

export const scaling = (sx: number, sy: number = sx): Affine => affine(sx, 0, 0, sy, 0, 0);

/** Rotation by `degrees` (positive = clockwise on a y-down screen), about the origin. */
export function rotation(degrees: number): Affine {
  const [cos, sin] = cosSin(degrees);
  return affine(cos, sin, -sin, cos, 0, 0);
}

/** cos and sin of an angle in degrees, exact (0, ±1) for multiples of 90° so quarter turns round-trip. */
export function cosSin(degrees: number): [number, number] {
  const quarter = degrees / 90;
  if (Number.isInteger(quarter)) {
    const q = ((quarter % 4) + 4) % 4;
    return (
      [
        [1, 0],
        [0, 1],
        [-1, 0],
        [0, -1],
      ] as const
    )[q] as [number, number];
  }
  const rad = (degrees * Math.PI) / 180;
  return [Math.cos(rad), Math.sin(rad)];
}

/** `multiply(m, n)` applies `n` first, then `m` (like SVG `transform="m n"`). */
export function multiply(m: Affine, n: Affine): Affine {
  return affine(
    m.a * n.a + m.c * n.b,
    m.b * n.a + m.d * n.b,
    m.a * n.c + m.c * n.d,
    m.b * n.c + m.d * n.d,
    m.a * n.e + m.c * n.f + m.e,
    m.b * n.e + m.d * n.f + m.f,
  );
}

export const determinant = (m: Affine): number => m.a * m.d - m.b * m.c;

/** The inverse matrix; throws on a singular matrix (e.g. `scale(0)`), which has no inverse. */
export function invert(m: Affine): Affine {
  const det = determinant(m);
  if (det === 0 || !Number.isFinite(det)) {
    throw new RangeError("Affine matrix is not invertible");
  }
  return affine(
    m.d / det,
    -m.b / det,
    -m.c / det,
    m.a / det,
    (m.c * m.f - m.d * m.e) / det,
    (m.b * m.e - m.a * m.f) / det,
  );
}

export const applyX = (m: Affine, x: number, y: number): number => m.a * x + m.c * y + m.e;
export const applyY = (m: Affine, x: number, y: number): number => m.b * x + m.d * y + m.f;

/**
 * An upper bound of how much the matrix stretches a length (the Frobenius norm of its linear part,
 * which is ≥ the largest singular value). Used to turn a tolerance in output units into input units.
 */
export const maxStretch = (m: Affine): number => Math.sqrt(m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d);
