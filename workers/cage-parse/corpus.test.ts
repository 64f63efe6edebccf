import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cagePoint } from "../../src/geometry/spaces";
import { buildGridIndex, hitTest } from "../../src/geometry/spatialIndex";
import { parseCage } from "./parseCage";
import { decodeSvg, resolveDoctype } from "./svgSource";

/** Real drawings from Inkscape, Illustrator, CorelDRAW and test suites (tests/fixtures/cage-corpus/SOURCES.md). */
const CORPUS = join(import.meta.dirname, "../../tests/fixtures/cage-corpus");
const files = readdirSync(CORPUS).filter((f) => f.endsWith(".svg"));
const read = (file: string): string => resolveDoctype(decodeSvg(readFileSync(join(CORPUS, file))));

describe("the cage corpus", () => {
  it("holds at least 15 drawings", () => {
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it.each(files)("%s: parts found, the same ids on a second parse", (file) => {
    const text = read(file);
    const first = parseCage(text);
    expect(first.parts.length).toBeGreaterThan(0);
    expect(new Set(first.parts.map((p) => p.id)).size).toBe(first.parts.length);
    expect(parseCage(text).parts.map((p) => p.id)).toEqual(first.parts.map((p) => p.id));
  });

  it("fills by nonzero unless the file says evenodd (resvg's fill-rule pair)", () => {
    // The middle of the star, where the rules differ; the unfilled frame on top of everything is left out.
    const centre = cagePoint(100, 100);
    const at = (file: string) => {
      const parts = parseCage(read(file)).parts.filter((p) => p.id !== "frame");
      return hitTest(buildGridIndex(parts), parts, centre)?.id ?? null;
    };
    expect(at("resvg-fill-rule-nonzero.svg")).toBe("path1");
    expect(at("resvg-fill-rule-evenodd.svg")).toBeNull();
  });

  it("makes one part of a <g id> of several shapes (OpenMoji's colour and line layers)", () => {
    const cage = parseCage(read("openmoji-1F697-automobile.svg"));
    expect(cage.parts.map((p) => [p.id, p.shapes.length])).toEqual([
      ["grid", 5],
      ["color", 5],
      ["line", 5], // its <line> and the one-point path draw no area
    ]);
  });

  it("sizes a file without a viewBox from its width and height in pt", () => {
    const { viewBox } = parseCage(read("scour-no-viewbox-pt.svg"));
    expect([viewBox.minX, viewBox.minY]).toEqual([0, 0]);
    expect(viewBox.width).toBeCloseTo((256 * 96) / 72, 9);
    expect(viewBox.height).toBeCloseTo((3170 * 96) / 72, 9);
  });

  it("decodes ISO-8859-1 and Windows-1251 files by their XML declaration", () => {
    const spain = read("batik-map-spain-coreldraw-latin1.svg");
    expect(spain).toContain("Bevölkerungsdichte");
    expect(read("resvg-windows-1251.svg")).toContain("Привет мир");
  });

  it("takes fill rules from CorelDRAW's root style and class rules, and clips by its clip-path", () => {
    const cage = parseCage(read("fabric-clippath-7-coreldraw.svg"));
    const shapes = cage.parts.flatMap((p) => p.shapes);
    expect(shapes.filter((s) => s.fillRule === "nonzero")).toHaveLength(1); // .fil… { fill-rule: nonzero }
    expect(shapes.filter((s) => s.fillRule === "evenodd").length).toBeGreaterThan(20);
    expect(shapes.some((s) => (s.clips ?? []).length > 0)).toBe(true);
  });
});
