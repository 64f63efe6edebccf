/**
 * Writes the body-type outlines (npm run assets:outlines):
 *   assets/generated/outlines/{slug}/{front,rear,left}.svg  the cage-convention SVG (named parts)
 *   assets/generated/outlines/{slug}/{front,rear,left}.png  an 800 px wide render on white
 *   assets/generated/outlines/index.json                    body types, views and files
 * The drawing itself is pure code in src/geometry/outlines (unit-tested); this script only writes files.
 */

import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { BODY_TYPES, OUTLINE_VIEWS } from "../../src/domain/bodyTypes.ts";
import { outlineDrawing, outlineSvg } from "../../src/geometry/outlines/svg.ts";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "generated", "outlines");
const PNG_WIDTH = 800;

async function main(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  let bytes = 0;
  const index = [];
  for (const bodyType of BODY_TYPES) {
    const folder = join(OUT, bodyType.slug);
    mkdirSync(folder, { recursive: true });
    const views: Record<string, { svg: string; png: string; parts: string[] }> = {};
    for (const view of OUTLINE_VIEWS) {
      const svg = outlineSvg(bodyType, view);
      const png = await sharp(Buffer.from(svg))
        .resize({ width: PNG_WIDTH })
        .flatten({ background: "#ffffff" })
        .png({ palette: true, colours: 32, compressionLevel: 9 })
        .toBuffer();
      writeFileSync(join(folder, `${view}.svg`), svg);
      writeFileSync(join(folder, `${view}.png`), png);
      bytes += svg.length + png.length;
      views[view] = {
        svg: `${bodyType.slug}/${view}.svg`,
        png: `${bodyType.slug}/${view}.png`,
        parts: outlineDrawing(bodyType, view).parts.map((p) => p.name),
      };
    }
    index.push({ name: bodyType.name, slug: bodyType.slug, outlines: bodyType.outlines, views });
  }
  writeFileSync(join(OUT, "index.json"), `${JSON.stringify({ bodyTypes: index }, null, 2)}\n`);
  console.log(
    `outlines: ${BODY_TYPES.length * OUTLINE_VIEWS.length} views, ${Math.round(bytes / 1024)} KiB → ${OUT}`,
  );
}

await main();
