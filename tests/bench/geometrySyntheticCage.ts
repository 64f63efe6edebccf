/**
 * A synthetic cage SVG for the geometry benchmark and tests: `parts` star-shaped (concave) polygons of
 * `vertices` vertices each, laid out on a grid with neighbours overlapping, as exported by drawing tools:
 * half the paths absolute (`M x y L x y x y …`), half relative (`m x,y l dx,dy …`), coordinates with 2
 * decimals, every part named and grouped, inside translated <g> rows.
 */

const GROUPS = ["BODY", "PART", "GLASS", "WHEEL"] as const;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticCageOptions {
  readonly parts?: number;
  readonly vertices?: number;
  readonly seed?: number;
}

export interface SyntheticCage {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
}

const CELL = 100;

export function syntheticCageSvg(options: SyntheticCageOptions = {}): SyntheticCage {
  const parts = options.parts ?? 300;
  const vertices = options.vertices ?? 200;
  const next = seededRandom(options.seed ?? 1);
  const cols = Math.ceil(Math.sqrt((parts * 4) / 3));
  const rows = Math.ceil(parts / cols);
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cols * CELL} ${rows * CELL}" width="${cols * CELL}" height="${rows * CELL}">`,
  ];
  for (let r = 0; r < rows; r++) {
    out.push(`<g id="row-${r}" transform="translate(0 ${r * CELL})">`);
    for (let c = 0; c < cols && r * cols + c < parts; c++) {
      const i = r * cols + c;
      const cx = c * CELL + CELL / 2;
      const cy = CELL / 2;
      const points: [number, number][] = [];
      for (let k = 0; k < vertices; k++) {
        const angle = (2 * Math.PI * k) / vertices;
        const radius = CELL * (0.3 + 0.45 * next()); // 30..75: neighbours overlap
        points.push([
          Math.round((cx + radius * Math.cos(angle)) * 100) / 100,
          Math.round((cy + radius * Math.sin(angle)) * 100) / 100,
        ]);
      }
      const d = i % 2 === 0 ? absolute(points) : relative(points);
      out.push(
        `<path id="part-${i}" data-name="Part ${i}" data-group="${GROUPS[i % GROUPS.length]}" d="${d}"/>`,
      );
    }
    out.push("</g>");
  }
  out.push("</svg>");
  return { svg: out.join("\n"), width: cols * CELL, height: rows * CELL };
}

function absolute(points: [number, number][]): string {
  const [first, ...rest] = points;
  return `M${first![0]} ${first![1]} L${rest.map(([x, y]) => `${x} ${y}`).join(" ")} Z`;
}

function relative(points: [number, number][]): string {
  const steps: string[] = [];
  for (let k = 1; k < points.length; k++) {
    const dx = Math.round((points[k]![0] - points[k - 1]![0]) * 100) / 100;
    const dy = Math.round((points[k]![1] - points[k - 1]![1]) * 100) / 100;
    steps.push(`${dx},${dy}`);
  }
  return `m${points[0]![0]},${points[0]![1]} l${steps.join(" ")} z`;
}
