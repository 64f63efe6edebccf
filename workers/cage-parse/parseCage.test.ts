import { describe, expect, it } from "vitest";
import { alignCage, cageToImage } from "../../src/geometry/cageAlign";
import { polygonArea } from "../../src/geometry/polygon";
import { cagePoint } from "../../src/geometry/spaces";
import { buildGridIndex, hitTest, hitTestLinear } from "../../src/geometry/spatialIndex";
import { seededRandom, syntheticCageSvg } from "../../tests/bench/geometrySyntheticCage";
import { parseCage, prepareCage, transferList } from "./parseCage";

const svg = (body: string, root = 'viewBox="0 0 100 100"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${root}>${body}</svg>`;
const summary = (body: string) =>
  parseCage(svg(body)).parts.map((p) => ({ id: p.id, name: p.name, group: p.group, hittable: p.hittable }));

describe("part name, group and id", () => {
  it("keeps what the drawing tool calls a part: its inkscape:label, then its own <title>", () => {
    const cage = parseCage(
      svg(`<g id="g12" inkscape:label="Door FR L"><title>front left door</title><path d="M0 0 H9 V9 Z"/></g>
        <path id="p3" d="M20 0 H29 V9 Z"><title>Bonnet &amp; badge</title></path>
        <g><title>a group's title is no part's</title><rect id="r1" width="5" height="5"/></g>
        <rect x="50" width="5" height="5"/>`),
    );
    expect(cage.parts.map((p) => [p.id.startsWith("shape-") ? "generated" : p.id, p.captions])).toEqual([
      ["g12", ["Door FR L", "front left door"]],
      ["p3", ["Bonnet & badge"]],
      ["r1", []],
      ["generated", []],
    ]);
  });

  it("reads data-name and data-group from the shape", () => {
    expect(summary('<path id="hood" data-name="Hood" data-group="BODY" d="M0 0 H10 V10 Z"/>')).toEqual([
      { id: "hood", name: "Hood", group: "BODY", hittable: true },
    ]);
  });

  it("accepts data-label / name / group, and groups case-insensitively", () => {
    expect(summary('<rect data-label="Door" group="part" width="5" height="5"/>')).toEqual([
      { id: expect.stringMatching(/^shape-[0-9a-f]{8}$/), name: "Door", group: "PART", hittable: true },
    ]);
    expect(summary('<rect name="Mirror" data-group=" Glass " width="5" height="5"/>')[0]?.group).toBe(
      "GLASS",
    );
  });

  it("inherits name, group and id from <g> ancestors, independently", () => {
    const parts = summary(`
      <g data-group="WHEEL">
        <g id="fl" data-name="Front left wheel">
          <circle cx="10" cy="10" r="5"/>
          <circle id="hub" cx="10" cy="10" r="2"/>
        </g>
        <path data-name="Arch" d="M0 0 H5 V5 Z"/>
      </g>`);
    expect(parts).toEqual([
      { id: "fl", name: "Front left wheel", group: "WHEEL", hittable: true },
      { id: "hub", name: "Front left wheel", group: "WHEEL", hittable: true },
      { id: expect.stringMatching(/^shape-/), name: "Arch", group: "WHEEL", hittable: true },
    ]);
  });

  it("keeps unnamed, ungrouped, UNDEFINED and unknown-group shapes for drawing, not hit-testing", () => {
    const cage = parseCage(
      svg(`
        <path id="outline" d="M0 0 H100 V100 H0 Z"/>
        <path data-name="Roof" d="M0 0 H10 V10 Z"/>
        <path data-name="Trim" data-group="UNDEFINED" d="M0 0 H10 V10 Z"/>
        <path data-name="Thing" data-group="SPOILER" d="M0 0 H10 V10 Z"/>`),
    );
    expect(cage.parts.map((p) => [p.generatedId ? p.name : p.id, p.group, p.hittable])).toEqual([
      ["outline", null, false],
      ["Roof", null, false],
      ["Trim", "UNDEFINED", false],
      ["Thing", null, false],
    ]);
    expect(cage.warnings.some((w) => w.includes('unknown group "SPOILER"'))).toBe(true);
  });
});

describe("geometry", () => {
  it("applies transforms of the shape and all its ancestors", () => {
    const cage = parseCage(
      svg(
        '<g transform="translate(10 20)"><g transform="scale(2)"><rect x="1" y="1" width="2" height="3" transform="translate(1 0)"/></g></g>',
      ),
    );
    expect(Array.from(cage.parts[0]!.rings[0]!)).toEqual([14, 22, 18, 22, 18, 28, 14, 28]);
    expect(cage.parts[0]!.bbox).toEqual({ minX: 14, minY: 22, maxX: 18, maxY: 28 });
  });

  it("keeps every subpath of a path as a ring of one part (holes work)", () => {
    const cage = parseCage(
      svg('<path data-name="Window" data-group="GLASS" d="M0 0 H10 V10 H0 Z M3 3 H7 V7 H3 Z"/>'),
    );
    expect(cage.parts).toHaveLength(1);
    expect(cage.parts[0]!.rings).toHaveLength(2);
    expect(polygonArea(cage.parts[0]!.rings)).toBe(84);
  });

  it("reads polygon, polyline, rect, circle and ellipse; ignores line, text, image and use", () => {
    const cage = parseCage(
      svg(`<polygon points="0,0 1,0 1,1"/><polyline points="0,0 1,0 1,1"/><rect width="1" height="1"/>
        <circle r="1"/><ellipse rx="1" ry="2"/><line x2="5" y2="5"/><text>hi</text><image width="5" height="5"/>
        <use href="#a"/>`),
    );
    expect(cage.parts.map((p) => p.tag)).toEqual(["polygon", "polyline", "rect", "circle", "ellipse"]);
    expect(cage.warnings.some((w) => w.includes("<use>"))).toBe(true);
  });

  it("skips defs, clip paths, hidden elements and the children of shapes", () => {
    const cage = parseCage(
      svg(`<defs><path id="d" d="M0 0 H1 V1 Z"/></defs><clipPath><rect width="1" height="1"/></clipPath>
        <g display="none"><rect width="1" height="1"/></g><rect style="fill:red; display: none" width="1" height="1"/>
        <path id="kept" d="M0 0 H1 V1 Z"><title>Tip</title></path><rect id="after" width="1" height="1"/>`),
    );
    expect(cage.parts.map((p) => p.id)).toEqual(["kept", "after"]);
  });

  it("flattens curves with the default tolerance of max(viewBox) / 4000", () => {
    const cage = parseCage(svg('<circle r="1000"/>', 'viewBox="0 0 4000 2000"'));
    const ring = cage.parts[0]!.rings[0]!;
    const n = ring.length / 2;
    expect(1000 * (1 - Math.cos(Math.PI / n))).toBeLessThanOrEqual(1); // tolerance 1 unit
    const fine = parseCage(svg('<circle r="1000"/>', 'viewBox="0 0 4000 2000"'), { tolerance: 0.1 });
    expect(fine.parts[0]!.rings[0]!.length).toBeGreaterThan(ring.length);
  });

  it("scales the flattening tolerance with the transform, so it holds in cage units", () => {
    const plain = parseCage(svg('<circle r="100"/>'), { tolerance: 0.5 }).parts[0]!.rings[0]!;
    const scaled = parseCage(svg('<circle r="10" transform="scale(10)"/>'), { tolerance: 0.5 }).parts[0]!
      .rings[0]!;
    expect(Math.abs(scaled.length - plain.length)).toBeLessThanOrEqual(4);
  });
});

describe("root attributes", () => {
  it("reads viewBox, width, height and preserveAspectRatio", () => {
    const cage = parseCage(
      svg("", 'viewBox="-5 -5 200 100" width="400px" height="50%" preserveAspectRatio="none"'),
    );
    expect(cage.viewBox).toEqual({ minX: -5, minY: -5, width: 200, height: 100 });
    expect(cage.width).toBe(400);
    expect(cage.height).toBeNull();
    expect(cage.preserveAspectRatio).toEqual({ align: "none", meetOrSlice: "meet" });
  });

  it("falls back to width/height, then to the parts' bounds", () => {
    expect(parseCage(svg("", 'width="300" height="200"')).viewBox).toEqual({
      minX: 0,
      minY: 0,
      width: 300,
      height: 200,
    });
    const bounds = parseCage(svg('<rect x="10" y="20" width="30" height="40"/>', ""));
    expect(bounds.viewBox).toEqual({ minX: 10, minY: 20, width: 30, height: 40 });
    expect(bounds.warnings.some((w) => w.includes("viewBox"))).toBe(true);
  });

  it("does not throw on garbage", () => {
    for (const text of [
      "",
      "not svg",
      "<svg",
      '<svg><path d="M0 0 L"/><rect width="x"/><g transform="bad(1)">',
      "<<<>>>",
    ]) {
      expect(() => parseCage(text)).not.toThrow();
    }
    const broken = parseCage('<svg><g transform="bad(1)"><path d="M0 0 H1 V1 Z"/></g></svg>');
    expect(broken.parts).toHaveLength(1);
    expect(broken.warnings.some((w) => w.includes("malformed transform"))).toBe(true);
  });
});

describe("transfer", () => {
  it("puts every ring in one buffer, which survives a transferring structured clone", () => {
    const prepared = prepareCage(
      svg(
        '<path data-name="A" data-group="BODY" d="M0 0 H10 V10 Z M20 20 H30 V30 Z"/><rect data-name="B" data-group="PART" x="5" width="10" height="10"/>',
      ),
    );
    const { cage } = prepared;
    for (const part of cage.parts)
      for (const ring of part.rings) expect(ring.buffer).toBe(cage.coords.buffer);
    const copy = structuredClone(prepared, { transfer: transferList(prepared) });
    expect(cage.coords.byteLength).toBe(0); // detached: moved, not copied
    expect(copy.cage.parts[1]!.rings[0]!.buffer).toBe(copy.cage.coords.buffer);
    expect(hitTest(copy.index, copy.cage.parts, cagePoint(12, 5))?.name).toBe("B");
    expect(hitTest(copy.index, copy.cage.parts, cagePoint(25, 24))?.name).toBe("A");
  });
});

describe("prepareCage on a synthetic cage", () => {
  it("indexes the hittable parts: hits agree with a linear scan and pass through decorations", () => {
    const { svg: text, width, height } = syntheticCageSvg({ parts: 60, vertices: 80, seed: 7 });
    const decorated = text.replace(
      "</svg>",
      `<rect id="glare" x="0" y="0" width="${width}" height="${height}"/></svg>`,
    );
    const { cage, index } = prepareCage(decorated);
    expect(cage.parts).toHaveLength(61);
    expect(cage.parts[0]!.rings[0]!.length).toBe(160);
    const next = seededRandom(3);
    let hits = 0;
    for (let i = 0; i < 3000; i++) {
      const p = cagePoint(next() * width, next() * height);
      const hit = hitTest(index, cage.parts, p);
      expect(hit).toBe(hitTestLinear(cage.parts, p, (part) => part.hittable));
      if (hit) hits++;
    }
    expect(hits).toBeGreaterThan(1500);
  });

  it("lines the cage up with the photo through cageInfo", () => {
    const { cage } = prepareCage(
      svg('<rect data-name="R" data-group="BODY" x="50" y="50" width="10" height="10"/>'),
    );
    const al = alignCage(
      {
        original_image: { width: 1000, height: 1000 },
        actual_image: { width: 500, height: 500 },
        cage: { x: 0, y: 0, width: 500, height: 500 },
      },
      cage.viewBox,
      cage.preserveAspectRatio,
    );
    expect(cageToImage(al, cagePoint(50, 50))).toEqual({ x: 500, y: 500 });
  });
});

describe("drawings from any tool (issue 22)", () => {
  const hitAt = (body: string, x: number, y: number, root?: string) => {
    const cage = parseCage(svg(body, root));
    return hitTest(buildGridIndex(cage.parts), cage.parts, cagePoint(x, y))?.id ?? null;
  };
  // Two overlapping squares drawn the same way round: nonzero fills the overlap, evenodd leaves a hole.
  const twoSquares = "M0 0 H20 V20 H0 Z M10 10 H30 V30 H10 Z";

  it("makes one part of a <g id> of several shapes; the innermost id wins", () => {
    const cage = parseCage(
      svg(`<g id="door_front_left"><path d="M0 0 H10 V10 H0 Z"/><rect x="20" width="5" height="5"/>
        <circle id="handle" cx="5" cy="5" r="1"/></g>`),
    );
    expect(cage.parts.map((p) => [p.id, p.tag, p.shapes.length])).toEqual([
      ["door_front_left", "g", 2],
      ["handle", "circle", 1],
    ]);
    expect(
      hitAt('<g id="door"><path d="M0 0 H10 V10 H0 Z"/><rect x="20" width="5" height="5"/></g>', 22, 2),
    ).toBe("door");
  });

  it("finds the topmost part even when another part is painted between two shapes of one part", () => {
    const body =
      '<g id="a"><rect width="10" height="10"/><rect id="b" width="10" height="10"/><rect x="5" width="10" height="10"/></g>';
    expect(hitAt(body, 2, 2)).toBe("b");
    expect(hitAt(body, 7, 2)).toBe("a");
  });

  it("fills by nonzero by default, evenodd from the attribute, style, <style> rules and inheritance", () => {
    expect(hitAt(`<path id="p" d="${twoSquares}"/>`, 15, 15)).toBe("p");
    expect(hitAt(`<path id="p" fill-rule="evenodd" d="${twoSquares}"/>`, 15, 15)).toBeNull();
    expect(hitAt(`<path id="p" style="fill-rule: evenodd" d="${twoSquares}"/>`, 15, 15)).toBeNull();
    expect(
      hitAt(`<style>.cls-1{fill-rule:evenodd}</style><path id="p" class="cls-1" d="${twoSquares}"/>`, 15, 15),
    ).toBeNull();
    expect(hitAt(`<g fill-rule="evenodd"><path id="p" d="${twoSquares}"/></g>`, 15, 15)).toBeNull();
    // The cascade: a rule beats the attribute, the style attribute beats a rule, !important beats both.
    expect(
      hitAt(
        `<style>#p{fill-rule:nonzero}</style><path id="p" fill-rule="evenodd" d="${twoSquares}"/>`,
        15,
        15,
      ),
    ).toBe("p");
    expect(
      hitAt(
        `<style>path{fill-rule:nonzero}</style><path id="p" style="fill-rule:evenodd" d="${twoSquares}"/>`,
        15,
        15,
      ),
    ).toBeNull();
    expect(
      hitAt(
        `<style>path{fill-rule:nonzero !important}</style><path id="p" style="fill-rule:evenodd" d="${twoSquares}"/>`,
        15,
        15,
      ),
    ).toBe("p");
  });

  it("gives shapes with no id stable generated ids, clear of the file's own", () => {
    const body =
      '<rect width="5" height="5"/><rect width="5" height="5"/><rect id="r" x="9" width="5" height="5"/>';
    const ids = parseCage(svg(body)).parts.map((p) => [p.id, p.generatedId]);
    expect(ids[0]![0]).toMatch(/^shape-[0-9a-f]{8}$/);
    expect(ids[1]![0]).toBe(`${ids[0]![0]}-2`);
    expect(ids[2]).toEqual(["r", false]);
    expect(parseCage(svg(body)).parts.map((p) => p.id)).toEqual(ids.map(([id]) => id));
  });

  it("draws <use> of a path or a symbol as one part, placed by x, y and the symbol's viewBox", () => {
    const cage = parseCage(
      svg(`<defs><path id="wheel" d="M0 0 H10 V10 H0 Z"/>
        <symbol id="door" viewBox="0 0 10 10"><rect width="10" height="10"/><rect x="2" width="1" height="1"/></symbol></defs>
        <use id="front" href="#wheel" x="50"/><use xlink:href="#door" x="0" y="50" width="20" height="20"/>`),
    );
    expect(
      cage.parts.map((p) => [p.id.startsWith("shape-") ? "generated" : p.id, p.tag, p.shapes.length, p.bbox]),
    ).toEqual([
      ["front", "use", 1, { minX: 50, minY: 0, maxX: 60, maxY: 10 }],
      ["generated", "use", 2, { minX: 0, minY: 50, maxX: 20, maxY: 70 }],
    ]);
  });

  it("sizes a file without a viewBox from mm", () => {
    const cage = parseCage(svg('<rect width="5" height="5"/>', 'width="210mm" height="297mm"'));
    expect(cage.viewBox.width).toBeCloseTo((210 * 96) / 25.4, 9);
    expect(cage.viewBox.height).toBeCloseTo((297 * 96) / 25.4, 9);
  });

  it("leaves out hidden shapes and Inkscape layers as parts", () => {
    const cage = parseCage(
      svg(`<g id="layer1" inkscape:groupmode="layer"><rect width="5" height="5"/><rect visibility="hidden" width="5" height="5"/>
        <g visibility="hidden"><rect id="shown" visibility="visible" width="5" height="5"/></g></g>`),
    );
    expect(cage.parts.map((p) => (p.generatedId ? "generated" : p.id))).toEqual(["generated", "shown"]);
  });
});
