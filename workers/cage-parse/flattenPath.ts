/**
 * SVG path data → polygon rings.
 *
 * The `d` string becomes svg-pathdata commands: well-formed data through the fast reader of pathData.ts,
 * anything else through svg-pathdata's SVGPathDataParser, which keeps the commands read before a syntax
 * error (so a broken path draws up to the error, as SVG requires). Arcs are turned into cubic Béziers
 * by svg-pathdata (`toAbs().normalizeST().aToC()`, only for paths that have arcs). One pass then makes
 * everything absolute and replaces curves by line segments: the number of segments of each Bézier comes
 * from Wang's formula, which bounds the distance between curve and segments by `tolerance`.
 *
 * Each subpath (M … Z, or M … up to the next M) is one ring; open subpaths are closed implicitly, as SVG
 * fills them.
 */

import { type SVGCommand, SVGPathData, SVGPathDataParser } from "svg-pathdata";
import { parsePathDataFast } from "./pathData";
import type { RingSink } from "./ringBuilder";

const MAX_SEGMENTS = 512;

function segmentCount(secondDifference: number, degreeFactor: number, tolerance: number): number {
  const n = Math.ceil(Math.sqrt((degreeFactor * secondDifference) / tolerance));
  return Number.isFinite(n) ? Math.min(MAX_SEGMENTS, Math.max(1, n)) : MAX_SEGMENTS;
}

/** Adds the points after (x0, y0) of a cubic Bézier, at most `tolerance` from the curve. */
export function flattenCubic(
  sink: RingSink,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  x3: number,
  y3: number,
  tolerance: number,
): void {
  const d1 = Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2);
  const d2 = Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3);
  const n = segmentCount(Math.max(d1, d2), 3 / 4, tolerance); // Wang: n(n−1)/8 with n = 3
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    sink.add(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3);
  }
  sink.add(x3, y3);
}

/** Adds the points after (x0, y0) of a quadratic Bézier, at most `tolerance` from the curve. */
export function flattenQuad(
  sink: RingSink,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  tolerance: number,
): void {
  const n = segmentCount(Math.hypot(x0 - 2 * x1 + x2, y0 - 2 * y1 + y2), 1 / 4, tolerance); // n = 2
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const u = 1 - t;
    sink.add(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
  }
  sink.add(x2, y2);
}

/** svg-pathdata's parser, keeping the commands read before a syntax error. */
function parseWithSvgPathData(d: string): { commands: SVGCommand[]; error: string | null } {
  const commands: SVGCommand[] = [];
  try {
    const parser = new SVGPathDataParser();
    parser.parse(d, commands);
    parser.finish(commands);
    return { commands, error: null };
  } catch (e) {
    return { commands, error: e instanceof Error ? e.message : String(e) };
  }
}

function parseCommands(d: string): { commands: SVGCommand[]; error: string | null } {
  const fast = parsePathDataFast(d);
  const { commands, error } = fast !== null ? { commands: fast, error: null } : parseWithSvgPathData(d);
  if (commands.length > 0 && commands[0]!.type !== SVGPathData.MOVE_TO) {
    return { commands: [], error: "path data must start with a moveto" };
  }
  if (commands.some((c) => c.type === SVGPathData.ARC)) {
    const absolute = withoutDegenerateArcs(new SVGPathData(commands).toAbs().commands);
    return { commands: new SVGPathData(absolute).normalizeST().aToC().commands, error };
  }
  return { commands, error };
}

/**
 * SVG's arc error handling, which svg-pathdata's aToC does not do (it throws): an arc ending where it
 * starts is omitted, and an arc with a zero radius is a straight line. Input must be absolute.
 */
function withoutDegenerateArcs(commands: SVGCommand[]): SVGCommand[] {
  const out: SVGCommand[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (const c of commands) {
    if (c.type === SVGPathData.ARC && c.x === x && c.y === y) continue;
    if (c.type === SVGPathData.ARC && (c.rX === 0 || c.rY === 0)) {
      out.push({ type: SVGPathData.LINE_TO, relative: false, x: c.x, y: c.y });
    } else {
      out.push(c);
    }
    if (c.type === SVGPathData.CLOSE_PATH) {
      x = startX;
      y = startY;
      continue;
    }
    if ("x" in c) x = c.x;
    if ("y" in c) y = c.y;
    if (c.type === SVGPathData.MOVE_TO) {
      startX = x;
      startY = y;
    }
  }
  return out;
}

/**
 * Flattens `d` into rings on `sink` (`tolerance` in the path's own units). Returns null, or the syntax
 * error after which the rest of the path was ignored.
 */
export function flattenPath(d: string, sink: RingSink, tolerance: number): string | null {
  const { commands, error } = parseCommands(d);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let open = false;
  // Last control points, for the reflections of S and T (NaN when the previous command was not C/S or Q/T).
  let cubicX = Number.NaN;
  let cubicY = Number.NaN;
  let quadX = Number.NaN;
  let quadY = Number.NaN;

  for (const c of commands) {
    if (c.type === SVGPathData.MOVE_TO) {
      x = c.relative ? x + c.x : c.x;
      y = c.relative ? y + c.y : c.y;
      startX = x;
      startY = y;
      sink.begin();
      sink.add(x, y);
      open = true;
      cubicX = cubicY = quadX = quadY = Number.NaN;
      continue;
    }
    if (c.type === SVGPathData.CLOSE_PATH) {
      sink.end();
      open = false;
      x = startX;
      y = startY;
      cubicX = cubicY = quadX = quadY = Number.NaN;
      continue;
    }
    if (!open) {
      // Drawing after Z without M: a new subpath starts at the last subpath's start.
      sink.begin();
      sink.add(x, y);
      open = true;
    }
    const ox = "relative" in c && c.relative ? x : 0;
    const oy = "relative" in c && c.relative ? y : 0;
    let nextCubicX = Number.NaN;
    let nextCubicY = Number.NaN;
    let nextQuadX = Number.NaN;
    let nextQuadY = Number.NaN;
    switch (c.type) {
      case SVGPathData.LINE_TO:
        x = ox + c.x;
        y = oy + c.y;
        sink.add(x, y);
        break;
      case SVGPathData.HORIZ_LINE_TO:
        x = ox + c.x;
        sink.add(x, y);
        break;
      case SVGPathData.VERT_LINE_TO:
        y = oy + c.y;
        sink.add(x, y);
        break;
      case SVGPathData.CURVE_TO:
      case SVGPathData.SMOOTH_CURVE_TO: {
        const x1 = c.type === SVGPathData.CURVE_TO ? ox + c.x1 : Number.isNaN(cubicX) ? x : 2 * x - cubicX;
        const y1 = c.type === SVGPathData.CURVE_TO ? oy + c.y1 : Number.isNaN(cubicY) ? y : 2 * y - cubicY;
        nextCubicX = ox + c.x2;
        nextCubicY = oy + c.y2;
        flattenCubic(sink, x, y, x1, y1, nextCubicX, nextCubicY, ox + c.x, oy + c.y, tolerance);
        x = ox + c.x;
        y = oy + c.y;
        break;
      }
      case SVGPathData.QUAD_TO:
      case SVGPathData.SMOOTH_QUAD_TO: {
        nextQuadX = c.type === SVGPathData.QUAD_TO ? ox + c.x1 : Number.isNaN(quadX) ? x : 2 * x - quadX;
        nextQuadY = c.type === SVGPathData.QUAD_TO ? oy + c.y1 : Number.isNaN(quadY) ? y : 2 * y - quadY;
        flattenQuad(sink, x, y, nextQuadX, nextQuadY, ox + c.x, oy + c.y, tolerance);
        x = ox + c.x;
        y = oy + c.y;
        break;
      }
    }
    cubicX = nextCubicX;
    cubicY = nextCubicY;
    quadX = nextQuadX;
    quadY = nextQuadY;
  }
  sink.end();
  return error;
}
