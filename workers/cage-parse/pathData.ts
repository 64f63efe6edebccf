/**
 * Path data (`d`) → svg-pathdata commands, fast.
 *
 * svg-pathdata's parser reads a character at a time and builds numbers by string concatenation; on the
 * benchmark cage (300 parts × 200 vertices, ~750 KB of path data) it alone takes ~35–50 ms, the whole
 * budget of parse + index build (docs/benchmarks.md). So well-formed path data is read here, with
 * charCode scanning, into exactly the commands svg-pathdata would return (same types, fields and
 * relative flags — checked by tests against `SVGPathData.parse`). Anything unusual — a syntax error, a
 * number with a leading "0" followed by digits (svg-pathdata reads "01" differently from "00"), an
 * unexpected character — returns null, and the caller uses svg-pathdata's own parser, so error
 * handling and edge cases stay svg-pathdata's.
 */

import { type SVGCommand, SVGPathData } from "svg-pathdata";

enum Ch {
  Tab = 9,
  Lf = 10,
  Cr = 13,
  Space = 32,
  Plus = 43,
  Comma = 44,
  Minus = 45,
  Dot = 46,
  Zero = 48,
  One = 49,
  Nine = 57,
  E = 69,
  LowerA = 97,
  LowerE = 101,
  LowerL = 108,
  LowerM = 109,
  LowerZ = 122,
}

/** Arguments per group of each command, by the char code of its letter (either case); -1 = not a command. */
const ARGS = new Int8Array(128).fill(-1);
for (const [letter, count] of Object.entries({
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
})) {
  ARGS[letter.charCodeAt(0)] = count;
  ARGS[letter.toUpperCase().charCodeAt(0)] = count;
}

/** Exact powers of ten (every 10^k with k ≤ 22 is a double). */
const POW10 = Array.from({ length: 23 }, (_, k) => 10 ** k);

const isDigit = (c: number): boolean => c >= Ch.Zero && c <= Ch.Nine;
const isSpace = (c: number): boolean => c === Ch.Space || c === Ch.Tab || c === Ch.Lf || c === Ch.Cr;

function command(letter: number, relative: boolean, a: number[]): SVGCommand {
  switch (String.fromCharCode(letter)) {
    case "m":
      return { type: SVGPathData.MOVE_TO, relative, x: a[0]!, y: a[1]! };
    case "l":
      return { type: SVGPathData.LINE_TO, relative, x: a[0]!, y: a[1]! };
    case "h":
      return { type: SVGPathData.HORIZ_LINE_TO, relative, x: a[0]! };
    case "v":
      return { type: SVGPathData.VERT_LINE_TO, relative, y: a[0]! };
    case "c":
      return {
        type: SVGPathData.CURVE_TO,
        relative,
        x1: a[0]!,
        y1: a[1]!,
        x2: a[2]!,
        y2: a[3]!,
        x: a[4]!,
        y: a[5]!,
      };
    case "s":
      return { type: SVGPathData.SMOOTH_CURVE_TO, relative, x2: a[0]!, y2: a[1]!, x: a[2]!, y: a[3]! };
    case "q":
      return { type: SVGPathData.QUAD_TO, relative, x1: a[0]!, y1: a[1]!, x: a[2]!, y: a[3]! };
    case "t":
      return { type: SVGPathData.SMOOTH_QUAD_TO, relative, x: a[0]!, y: a[1]! };
    case "a":
      return {
        type: SVGPathData.ARC,
        relative,
        rX: a[0]!,
        rY: a[1]!,
        xRot: a[2]!,
        lArcFlag: a[3] === 1 ? 1 : 0,
        sweepFlag: a[4] === 1 ? 1 : 0,
        x: a[5]!,
        y: a[6]!,
      };
    default:
      return { type: SVGPathData.CLOSE_PATH };
  }
}

let numberValue = 0;

/**
 * Reads the number starting at `i` into `numberValue` and returns its end index, or -1 if there is none
 * or it is one we leave to svg-pathdata. The value is Number(text) exactly: short decimals are computed
 * as (integer digits) / 10^k — both exact doubles, so the one division rounds correctly, as Number() does.
 */
function readNumber(d: string, i: number): number {
  let j = i;
  let c = d.charCodeAt(j);
  const negative = c === Ch.Minus;
  if (c === Ch.Plus || c === Ch.Minus) c = d.charCodeAt(++j);
  const intStart = j;
  let mantissa = 0;
  while (isDigit(c)) {
    mantissa = mantissa * 10 + (c - Ch.Zero);
    c = d.charCodeAt(++j);
  }
  const intDigits = j - intStart;
  if (intDigits > 1 && d.charCodeAt(intStart) === Ch.Zero) return -1; // "01", "00": svg-pathdata quirks
  let fracDigits = 0;
  if (c === Ch.Dot) {
    c = d.charCodeAt(++j);
    const fracStart = j;
    while (isDigit(c)) {
      mantissa = mantissa * 10 + (c - Ch.Zero);
      c = d.charCodeAt(++j);
    }
    fracDigits = j - fracStart;
  }
  if (intDigits === 0 && fracDigits === 0) return -1;
  if (c === Ch.E || c === Ch.LowerE) {
    c = d.charCodeAt(++j);
    if (c === Ch.Plus || c === Ch.Minus) c = d.charCodeAt(++j);
    const expStart = j;
    while (isDigit(c)) c = d.charCodeAt(++j);
    if (j === expStart) return -1;
    numberValue = Number(d.slice(i, j));
    return j;
  }
  if (intDigits + fracDigits <= 15) {
    const magnitude = mantissa / POW10[fracDigits]!;
    numberValue = negative ? -magnitude : magnitude;
  } else {
    numberValue = Number(d.slice(i, j));
  }
  return j;
}

/** The commands of well-formed path data, as svg-pathdata returns them; null to defer to svg-pathdata. */
export function parsePathDataFast(d: string): SVGCommand[] | null {
  const out: SVGCommand[] = [];
  const args: number[] = [];
  let letter = 0; // char code of the current command, lower case
  let relative = false;
  let need = -1; // arguments per group of the current command; -1 before the first command letter
  let pending = false; // a command letter still waiting for its first complete group
  let lastWasNumber = false;
  let afterComma = false;
  let i = 0;
  while (i < d.length) {
    const c = d.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === Ch.Comma) {
      if (!lastWasNumber || afterComma) return null;
      afterComma = true;
      i++;
      continue;
    }
    const count = c < 128 ? ARGS[c]! : -1;
    if (count >= 0) {
      if (afterComma || args.length > 0 || pending) return null;
      letter = c | 0x20;
      relative = c === letter;
      need = count;
      pending = need > 0;
      lastWasNumber = false;
      if (need === 0) out.push(command(Ch.LowerZ, false, args));
      i++;
      continue;
    }
    if (need <= 0) return null; // a number before any command, or after Z
    if (letter === Ch.LowerA && (args.length === 3 || args.length === 4)) {
      if (c !== Ch.Zero && c !== Ch.One) return null; // arc flags are one digit, 0 or 1
      numberValue = c - Ch.Zero;
      i++;
    } else {
      const end = readNumber(d, i);
      if (end < 0) return null;
      if (letter === Ch.LowerA && args.length < 2 && numberValue < 0) return null;
      i = end;
    }
    args.push(numberValue);
    lastWasNumber = true;
    afterComma = false;
    if (args.length === need) {
      out.push(command(letter, relative, args));
      args.length = 0;
      pending = false;
      if (letter === Ch.LowerM) letter = Ch.LowerL; // extra pairs after a moveto are linetos
    }
  }
  return args.length === 0 && !afterComma && !pending ? out : null;
}
