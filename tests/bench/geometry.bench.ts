/**
 * Geometry benchmark (issue 5): cage parse + index build, and hit-testing, on a synthetic cage of
 * 300 parts × 200 vertices.
 *
 *   npx tsx tests/bench/geometry.bench.ts
 *
 * Targets: parse + index build ≤ 50 ms; hit-test p99 ≤ 0.1 ms (100 µs). Figures go to docs/benchmarks.md.
 * Timings use process.hrtime.bigint(). Hit-test percentiles are given two ways: per batch of 100 hits
 * (the batch time / 100, so the timer costs nothing) and per single hit (each hit timed alone, timer
 * overhead included — an upper bound for the tail).
 */

import os from "node:os";
import { pathToFileURL } from "node:url";
import { SVGPathData } from "svg-pathdata";
import { bboxContains, pointInPolygon } from "../../src/geometry/polygon";
import { type CagePoint, cagePoint } from "../../src/geometry/spaces";
import { buildGridIndex, hitTest, hitTestLinear, queryGrid } from "../../src/geometry/spatialIndex";
import { parseCage, prepareCage, transferList } from "../../workers/cage-parse/parseCage";
import { parsePathDataFast } from "../../workers/cage-parse/pathData";
import type { CagePart } from "../../workers/cage-parse/types";
import { seededRandom, syntheticCageSvg } from "./geometrySyntheticCage";

const PARTS = 300;
const VERTICES = 200;
const PARSE_RUNS = 20;
const POINTS = 100_000;
const BATCH = 100;

type HitFn = (p: CagePoint) => CagePart | null;

interface Stats {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

const now = (): bigint => process.hrtime.bigint();
const ms = (ns: bigint | number): number => Number(ns) / 1e6;

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number): number =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return {
    p50: at(50),
    p99: at(99),
    max: sorted[sorted.length - 1]!,
    mean: values.reduce((s, v) => s + v, 0) / values.length,
  };
}

function timeRuns(runs: number, fn: () => void): Stats {
  fn(); // warm-up
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = now();
    fn();
    times.push(ms(now() - t0));
  }
  return stats(times);
}

/** Per-hit µs: percentiles over batches of BATCH hits, and (if asked) over single timed hits. */
function timeHits(
  points: readonly CagePoint[],
  hit: HitFn,
  timeSingles: boolean,
): { batched: Stats; single: Stats | null; checksum: number } {
  let checksum = 0;
  for (let i = 0; i < Math.min(points.length, 2000); i++) checksum += hit(points[i]!)?.index ?? -1; // warm-up
  checksum = 0;
  const batched: number[] = [];
  for (let start = 0; start < points.length; start += BATCH) {
    const end = Math.min(points.length, start + BATCH);
    const t0 = now();
    for (let i = start; i < end; i++) checksum += hit(points[i]!)?.index ?? -1;
    batched.push(Number(now() - t0) / 1000 / (end - start));
  }
  if (!timeSingles) return { batched: stats(batched), single: null, checksum };
  const single: number[] = [];
  for (const p of points) {
    const t0 = now();
    checksum += hit(p)?.index ?? -1;
    single.push(Number(now() - t0) / 1000);
  }
  return { batched: stats(batched), single: stats(single), checksum };
}

function timerOverheadUs(): number {
  const samples: number[] = [];
  for (let i = 0; i < 100_000; i++) {
    const t0 = now();
    samples.push(Number(now() - t0) / 1000);
  }
  return stats(samples).p50;
}

export function runGeometryBench(): string {
  const { svg, width, height } = syntheticCageSvg({ parts: PARTS, vertices: VERTICES, seed: 1 });
  const parse = timeRuns(PARSE_RUNS, () => parseCage(svg));
  const pathData = Array.from(svg.matchAll(/ d="([^"]*)"/g), (m) => m[1]!);
  const fastReader = timeRuns(PARSE_RUNS, () => {
    for (const d of pathData) parsePathDataFast(d);
  });
  const libraryParser = timeRuns(PARSE_RUNS, () => {
    for (const d of pathData) SVGPathData.parse(d);
  });
  const prepared = prepareCage(svg);
  const { cage, index } = prepared;
  const indexOnly = timeRuns(PARSE_RUNS, () => buildGridIndex(cage.parts, { include: (p) => p.hittable }));
  const total = timeRuns(PARSE_RUNS, () => prepareCage(svg));
  const transferTimes: number[] = [];
  for (let i = 0; i < PARSE_RUNS; i++) {
    const fresh = prepareCage(svg);
    const t0 = now();
    structuredClone(fresh, { transfer: transferList(fresh) });
    transferTimes.push(ms(now() - t0));
  }
  const transfer = stats(transferTimes);
  const clone = timeRuns(PARSE_RUNS, () => structuredClone(prepared)); // copy, no transfer (for scale)

  const next = seededRandom(99);
  const points = Array.from({ length: POINTS }, () => cagePoint(next() * width, next() * height));
  const parts = cage.parts;
  const grid: HitFn = (p) => hitTest(index, parts, p);
  const naive: HitFn = (p) => hitTestLinear(parts, p);
  const bboxScan: HitFn = (p) => {
    for (let i = parts.length - 1; i >= 0; i--) {
      const part = parts[i]!;
      if (bboxContains(part.bbox, p.x, p.y) && pointInPolygon(part.rings, p.x, p.y)) return part;
    }
    return null;
  };

  let mismatches = 0;
  let hits = 0;
  let candidates = 0;
  for (const p of points) {
    const a = grid(p);
    if (a !== naive(p)) mismatches++;
    if (a) hits++;
  }
  for (const p of points.slice(0, 10_000)) candidates += queryGrid(index, p.x, p.y).length;

  const gridHits = timeHits(points, grid, true);
  const bboxHits = timeHits(points, bboxScan, false);
  const naiveHits = timeHits(points, naive, false);
  const overhead = timerOverheadUs();
  const vertexCount = cage.coords.length / 2;

  const f = (v: number, digits = 2): string => v.toFixed(digits);
  const row = (cells: string[]): string => `| ${cells.join(" | ")} |`;
  const lines = [
    `Geometry benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}`,
    `Synthetic cage: ${cage.parts.length} parts, ${vertexCount} vertices (${f(vertexCount / cage.parts.length, 0)}/part), SVG ${f(svg.length / 1024, 0)} KiB; grid ${index.cols}×${index.rows} cells, ${f(candidates / 10_000, 2)} candidates per query on average`,
    "",
    row(["Cage preparation (ms, 20 runs)", "median", "p99", "max"]),
    row(["---", "---:", "---:", "---:"]),
    row(["parseCage (scan + read path data + flatten)", f(parse.p50), f(parse.p99), f(parse.max)]),
    row([
      "… of which reading path data (pathData.ts)",
      f(fastReader.p50),
      f(fastReader.p99),
      f(fastReader.max),
    ]),
    row([
      "svg-pathdata's own parser on the same path data",
      f(libraryParser.p50),
      f(libraryParser.p99),
      f(libraryParser.max),
    ]),
    row(["buildGridIndex", f(indexOnly.p50, 3), f(indexOnly.p99, 3), f(indexOnly.max, 3)]),
    row(["**prepareCage = parse + index (target ≤ 50)**", f(total.p50), f(total.p99), f(total.max)]),
    row([
      "structuredClone with transfer (≈ postMessage)",
      f(transfer.p50, 3),
      f(transfer.p99, 3),
      f(transfer.max, 3),
    ]),
    row(["structuredClone without transfer (copy)", f(clone.p50, 3), f(clone.p99, 3), f(clone.max, 3)]),
    "",
    row([
      `Hit-test, ${POINTS.toLocaleString("en")} random points (µs per hit)`,
      "p50",
      "p99",
      "max",
      "mean",
      "× grid (mean)",
    ]),
    row(["---", "---:", "---:", "---:", "---:", "---:"]),
    ...(
      [
        ["**grid index** (batches of 100)", gridHits.batched],
        ["**grid index** (each hit timed alone)", gridHits.single!],
        ["linear scan with bbox check (batches of 100)", bboxHits.batched],
        ["naive linear scan, no bbox (batches of 100)", naiveHits.batched],
      ] as const
    ).map(([name, s]) =>
      row([name, f(s.p50, 3), f(s.p99, 3), f(s.max, 3), f(s.mean, 3), f(s.mean / gridHits.batched.mean, 1)]),
    ),
    "",
    `Points on a part: ${hits} of ${POINTS}; grid vs naive disagreements: ${mismatches}; timer overhead ≈ ${f(overhead, 3)} µs per reading (included in "timed alone"); checksum ${gridHits.checksum + bboxHits.checksum + naiveHits.checksum}.`,
  ];
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(runGeometryBench());
}
