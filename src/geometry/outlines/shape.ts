/**
 * Building blocks of the outline drawings: curves as functions, regions between two curves, circles and
 * rounded boxes, all as closed rings of points. Pure; no DOM, no Node.
 *
 * A region between two curves over the same x range shares its edges point for point with the regions
 * above and below it (the same function sampled on the same grid), so neighbouring parts meet exactly and
 * never overlap.
 */

export type Pt = readonly [number, number];
export type Ring = Pt[];
export type Fn = (t: number) => number;
export type Knot = readonly [number, number];

/** `n` evenly spaced values from a to b, both included (n ≥ 2), spaced about `step` apart. */
export function grid(a: number, b: number, step: number): number[] {
  const n = Math.max(2, Math.ceil(Math.abs(b - a) / step) + 1);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? b : a + ((b - a) * i) / (n - 1)));
}

/** Piecewise-linear interpolation through knots sorted by x; constant beyond the ends. */
export function linear(knots: readonly Knot[]): Fn {
  return (x) => {
    const first = knots[0]!;
    if (x <= first[0]) return first[1];
    for (let i = 1; i < knots.length; i++) {
      const [x1, y1] = knots[i]!;
      const [x0, y0] = knots[i - 1]!;
      if (x <= x1) return x1 === x0 ? y1 : y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
    return knots[knots.length - 1]![1];
  };
}

/**
 * Monotone cubic (Fritsch–Carlson) interpolation through knots sorted by x: smooth, passes through every
 * knot, never overshoots between them (so a flat roof stays flat next to a steep windshield).
 */
export function monotone(knots: readonly Knot[]): Fn {
  const n = knots.length;
  const xs = knots.map((k) => k[0]);
  const ys = knots.map((k) => k[1]);
  const d: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!));
  const m: number[] = xs.map((_, i) => {
    if (i === 0) return d[0] ?? 0;
    if (i === n - 1) return d[n - 2] ?? 0;
    const a = d[i - 1]!;
    const b = d[i]!;
    return a * b <= 0 ? 0 : (2 * a * b) / (a + b);
  });
  return (x) => {
    if (x <= xs[0]!) return ys[0]!;
    if (x >= xs[n - 1]!) return ys[n - 1]!;
    let i = 0;
    while (x > xs[i + 1]!) i++;
    const h = xs[i + 1]! - xs[i]!;
    const t = (x - xs[i]!) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[i]! +
      (t3 - 2 * t2 + t) * h * m[i]! +
      (-2 * t3 + 3 * t2) * ys[i + 1]! +
      (t3 - t2) * h * m[i + 1]!
    );
  };
}

/** Points (x, f(x)) for x from a to b. */
export const sampleX = (f: Fn, a: number, b: number, step: number): Pt[] =>
  grid(a, b, step).map((x) => [x, f(x)] as const);

/** Points (f(y), y) for y from a to b. */
export const sampleY = (f: Fn, a: number, b: number, step: number): Pt[] =>
  grid(a, b, step).map((y) => [f(y), y] as const);

/**
 * The region over x in [x0, x1] between `upper` and `lower` (`lower` is clamped so it never crosses
 * `upper`): upper edge forwards, lower edge backwards.
 */
export function regionX(x0: number, x1: number, upper: Fn, lower: Fn, step: number): Ring {
  const top = sampleX(upper, x0, x1, step);
  const bottom = grid(x0, x1, step)
    .reverse()
    .map((x) => [x, clampBelow(lower(x), upper(x))] as const);
  return [...top, ...bottom];
}

/** `value` moved no further than `limit` (for heights growing upwards: value ≤ limit). */
const clampBelow = (value: number, limit: number): number => Math.min(value, limit);

/** The region over y in [y0, y1] between `left` and `right` (right clamped to ≥ left). */
export function regionY(y0: number, y1: number, left: Fn, right: Fn, step: number): Ring {
  const l = sampleY(left, y0, y1, step);
  const r = grid(y0, y1, step)
    .reverse()
    .map((y) => [Math.max(right(y), left(y)), y] as const);
  return [...l, ...r];
}

export function circle(cx: number, cy: number, r: number, segments = 48): Ring {
  return Array.from({ length: segments }, (_, i) => {
    const a = (2 * Math.PI * i) / segments;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}

/** An axis-aligned box with rounded corners (radius clamped to half the shorter side). */
export function roundedBox(x0: number, y0: number, x1: number, y1: number, radius: number): Ring {
  const r = Math.max(0, Math.min(radius, Math.abs(x1 - x0) / 2, Math.abs(y1 - y0) / 2));
  const [ax, bx] = [Math.min(x0, x1), Math.max(x0, x1)];
  const [ay, by] = [Math.min(y0, y1), Math.max(y0, y1)];
  const corners: [number, number, number][] = [
    [bx - r, by - r, 0],
    [ax + r, by - r, Math.PI / 2],
    [ax + r, ay + r, Math.PI],
    [bx - r, ay + r, (3 * Math.PI) / 2],
  ];
  const ring: Pt[] = [];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= 6; i++) {
      const a = start + (Math.PI / 2) * (i / 6);
      ring.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return ring;
}

/** A quadratic Bézier from a through control c to b, `segments` steps, both ends included. */
export function quad(a: Pt, c: Pt, b: Pt, segments = 8): Pt[] {
  return Array.from({ length: segments + 1 }, (_, i) => {
    const t = i / segments;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ] as const;
  });
}

export const mirrorX = (ring: Ring): Ring => ring.map(([x, y]) => [-x, y] as const).reverse();

export const mapRing = (ring: Ring, f: (p: Pt) => Pt): Ring => ring.map(f);
