import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { cagePoint } from "../../src/geometry/spaces.ts";
import { buildGridIndex, hitTest } from "../../src/geometry/spatialIndex.ts";
import { sanitiseSvg } from "../../src/server/uploads/sanitiseSvg.ts";
import { parseCage } from "../../workers/cage-parse/parseCage.ts";
import { decodeSvg } from "../../workers/cage-parse/svgSource.ts";
import { seededRandom } from "../bench/geometrySyntheticCage.ts";

/**
 * Our hit-test against Chromium's, on every drawing of the corpus (tests/fixtures/cage-corpus, issue 22):
 * each file as an upload stores it (decoded, sanitised) is shown inline in the page, sized to fit; at
 * 1,200 seeded random pixels Chromium's elementFromPoint, mapped to its part (the innermost element with
 * an id, else the shape or <use> itself), is compared with the part our parser's hit-test finds at the
 * same point in cage units. Shapes are hit on their interior only, as the parser does: every shape gets
 * `pointer-events: visibleFill` (fill area, whatever the fill; hidden shapes never), everything else
 * none (strokes and text do not count). No server: run alone with tests/e2e/corpus.playwright.config.ts.
 */

const CORPUS = join(import.meta.dirname, "../fixtures/cage-corpus");
const POINTS = 1200;
const BOX = 800;
const HIT_CSS =
  "html,body{margin:0} svg,svg *{pointer-events:none !important}" +
  " path,rect,circle,ellipse,polygon,polyline{pointer-events:visibleFill !important}";

const files = readdirSync(CORPUS).filter((f) => f.endsWith(".svg"));

test.describe("cage corpus: our hit-test agrees with Chromium", () => {
  for (const file of files) {
    test(file, async ({ page }) => {
      const svg = sanitiseSvg(decodeSvg(readFileSync(join(CORPUS, file))));
      const cage = parseCage(svg);
      const index = buildGridIndex(cage.parts);
      const { viewBox } = cage;
      const scale = BOX / Math.max(viewBox.width, viewBox.height);
      const size = {
        width: Math.max(1, Math.round(viewBox.width * scale)),
        height: Math.max(1, Math.round(viewBox.height * scale)),
      };
      const random = seededRandom(0x22 + file.length);
      const pixels = Array.from({ length: POINTS }, () => [
        Math.floor(random() * size.width),
        Math.floor(random() * size.height),
      ]);

      await page.setViewportSize({ width: BOX + 20, height: BOX + 20 });
      await page.setContent(
        `<!doctype html><html><head><style>${HIT_CSS}</style></head><body>${svg.replace(/^<\?xml[^>]*>/, "")}</body></html>`,
      );
      const answers = await page.evaluate(
        ({ pixels, size, viewBox }) => {
          const root = document.querySelector("svg")!;
          // The cage's viewBox (the parser's, also for a file that has none) fitted to the box, as the
          // workstation places it.
          root.setAttribute("viewBox", `${viewBox.minX} ${viewBox.minY} ${viewBox.width} ${viewBox.height}`);
          root.setAttribute("width", String(size.width));
          root.setAttribute("height", String(size.height));
          root.style.display = "block";
          const ordinal = new Map<Element, number>(
            [root, ...root.querySelectorAll("*")].map((e, i) => [e, i]),
          );
          const ownerOf = (hit: Element | null): number => {
            if (hit === null || hit === root || !root.contains(hit)) return -1;
            for (let e: Element | null = hit; e !== null && e !== root; e = e.parentElement)
              if (e.id) return ordinal.get(e) ?? -1;
            return ordinal.get(hit) ?? -1;
          };
          const toCage = root.getScreenCTM()!.inverse();
          return pixels.map(([x, y]) => {
            const p = new DOMPoint(x, y).matrixTransform(toCage);
            return { part: ownerOf(document.elementFromPoint(x!, y!)), x: p.x, y: p.y };
          });
        },
        { pixels, size, viewBox },
      );

      let agree = 0;
      for (const answer of answers) {
        const ours = hitTest(index, cage.parts, cagePoint(answer.x, answer.y))?.element ?? -1;
        if (ours === answer.part) agree++;
      }
      const share = agree / answers.length;
      console.log(
        `${file}: ${(share * 100).toFixed(1)} % of ${answers.length} points agree (${cage.parts.length} parts)`,
      );
      expect(share).toBeGreaterThanOrEqual(0.99);
    });
  }
});
