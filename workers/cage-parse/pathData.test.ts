import { SVGPathData } from "svg-pathdata";
import { describe, expect, it } from "vitest";
import { seededRandom, syntheticCageSvg } from "../../tests/bench/geometrySyntheticCage";
import { parsePathDataFast } from "./pathData";

/** What svg-pathdata makes of `d`: its commands, or the error it throws. */
function reference(d: string): unknown {
  try {
    return SVGPathData.parse(d);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** The fast parser must either defer (null) or agree exactly with svg-pathdata. */
function expectAgrees(d: string): void {
  const fast = parsePathDataFast(d);
  if (fast !== null) expect(fast, d).toEqual(reference(d));
}

const LETTERS = "MLHVCSQTAZmlhvcsqtaz";
const COUNTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

function randomPath(next: () => number): string {
  const number = (): string => {
    const v = (next() - 0.5) * 10 ** Math.floor(next() * 4);
    const forms = [
      v.toFixed(2),
      v.toFixed(0),
      String(v),
      v.toExponential(3),
      v.toFixed(3).replace(/^(-?)0\./, "$1."),
    ];
    return forms[Math.floor(next() * forms.length)]!;
  };
  const sep = (): string => [" ", ",", " , ", "\n", "\t", ""][Math.floor(next() * 6)]!;
  let d = `M${number()}${sep() || " "}${number()}`;
  for (let k = 0; k < 12; k++) {
    const letter = LETTERS[Math.floor(next() * LETTERS.length)]!;
    if (letter.toLowerCase() === "m" && next() < 0.7) continue;
    d += next() < 0.5 ? " " : "";
    d += letter;
    const groups = letter.toLowerCase() === "z" ? 0 : 1 + Math.floor(next() * 3);
    for (let g = 0; g < groups; g++) {
      for (let a = 0; a < COUNTS[letter.toLowerCase()]!; a++) {
        const isFlag = letter.toLowerCase() === "a" && (a === 3 || a === 4);
        const isRadius = letter.toLowerCase() === "a" && a < 2;
        const value = isFlag
          ? String(Math.round(next()))
          : isRadius
            ? Math.abs(Number(number())).toString()
            : number();
        // a separator may be left out before a minus sign, and after an arc flag
        const s = g === 0 && a === 0 ? (next() < 0.5 ? " " : "") : sep();
        const afterFlag = letter.toLowerCase() === "a" && (a === 4 || a === 5);
        d += s === "" && !value.startsWith("-") && !afterFlag ? " " : s;
        d += value;
      }
    }
  }
  return d;
}

describe("parsePathDataFast", () => {
  it("gives svg-pathdata's commands for typical path data", () => {
    for (const d of [
      "M0 0 L10 0 L10 10 Z",
      "m1 1 l9 0 0 9 z",
      "M0,0 H10 V10 h-10 v-10 z",
      "M10 10 20 20 30 30",
      "m10 10 20 20 30 30",
      "M0 0C0 10 10 10 10 0S20-10 20 0Q25 5 30 0T40 0",
      "M1.5.5-2-3e2.5e-1 4",
      "M0 0A10 20 30 1 0 40 50a5 5 0 0110 10",
      "M0 0 a1 1 0 1150 50",
      "",
      "   ",
    ]) {
      expect(parsePathDataFast(d), d).not.toBeNull();
      expectAgrees(d);
    }
  });

  it("defers to svg-pathdata on errors and quirks rather than guess", () => {
    for (const d of [
      "M10",
      "M10 10 L",
      "M10 10 Z 5 5",
      "M10,,10",
      ",M10 10",
      "M10 10,",
      "M 01 5",
      "M 00 5",
      "M1e 5",
      "M10 10 X 5",
      "M0 0 A-1 1 0 0 0 1 1",
      "M0 0 A1 1 0 2 0 1 1",
      "M0 0 A1 1 0 1.0 0 1 1",
      "M . 5",
      "M 5 5 L 1 2 3",
    ]) {
      expect(parsePathDataFast(d), d).toBeNull();
    }
  });

  it("agrees with svg-pathdata on random path data in every formatting", () => {
    const next = seededRandom(11);
    let handled = 0;
    for (let i = 0; i < 3000; i++) {
      const d = randomPath(next);
      expectAgrees(d);
      if (parsePathDataFast(d) !== null) handled++;
    }
    expect(handled).toBeGreaterThan(2900); // the fast path does the work, not the fallback
  });

  it("handles every path of the benchmark cage", () => {
    const { svg } = syntheticCageSvg({ parts: 20, vertices: 200, seed: 5 });
    const paths = Array.from(svg.matchAll(/ d="([^"]*)"/g), (m) => m[1]!);
    expect(paths).toHaveLength(20);
    for (const d of paths) {
      const fast = parsePathDataFast(d);
      expect(fast).not.toBeNull();
      expect(fast).toEqual(SVGPathData.parse(d));
    }
  });
});
