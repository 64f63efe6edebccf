/**
 * The markers' numbers: the ten digits drawn once into one texture (a 2D canvas: bold 12 px Arial,
 * white with a 3-px black outline, at twice the resolution) and a number as a row of sprites of it,
 * all markers sharing the one texture (one draw call for any number of markers).
 *
 * This is what Pixi's BitmapText did with a font installed for "0"–"9", placed the same way (glyph
 * cells padded by 4 px + the outline, baseline at the font's ascent, advances measured by the canvas),
 * so the labels look as before; BitmapText brings Pixi's text measuring, styling, word-wrapping and
 * layout code with it (~13 kB gzipped of the workstation) that ten digits do not need.
 */

import { CanvasSource, Container, Rectangle, Sprite, Texture } from "pixi.js";

const FONT_SIZE = 12;
/** BitmapFont measures at 100 px and scales down; measuring the same way keeps the same metrics. */
const MEASURE_SIZE = 100;
const font = (size: number) => `bold ${size}px Arial`;
const STROKE = 3;
/** BitmapFont's padding around each glyph: 4 px, plus the outline's width. */
const PAD = 4 + STROKE;
const RESOLUTION = 2;

interface Glyphs {
  readonly textures: readonly Texture[];
  /** Advance of each digit, px. */
  readonly advance: readonly number[];
}

let glyphs: Glyphs | null = null;

const powerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(n));

function drawDigits(): Glyphs {
  const canvas = document.createElement("canvas");
  const context = canvas.getContext("2d");
  if (context === null) throw new Error("no 2D canvas for the marker numbers");
  const scale = FONT_SIZE / MEASURE_SIZE;
  context.font = font(MEASURE_SIZE);
  // Pixi's font metrics: the bounding box of "|ÉqÅM".
  const probe = context.measureText("|\u00c9q\u00c5M");
  const ascent = probe.actualBoundingBoxAscent * scale;
  const widths = Array.from({ length: 10 }, (_, d) => context.measureText(String(d)).width * scale);
  const cellWidth = Math.ceil(Math.max(...widths) + STROKE * scale) + 2 * PAD;
  const cellHeight = Math.ceil(
    (probe.actualBoundingBoxAscent + probe.actualBoundingBoxDescent + STROKE) * scale + 2 * PAD,
  );
  // Power-of-two sides, so WebGL 1 can mipmap it too.
  canvas.width = powerOfTwo(cellWidth * 10 * RESOLUTION);
  canvas.height = powerOfTwo(cellHeight * RESOLUTION);
  context.scale(RESOLUTION, RESOLUTION);
  context.font = font(FONT_SIZE);
  context.textBaseline = "alphabetic";
  context.lineWidth = STROKE;
  context.lineJoin = "miter";
  context.miterLimit = 10;
  context.strokeStyle = "#000000";
  context.fillStyle = "#ffffff";
  // BitmapFont offsets the glyph by half its outline width, measured at 100 px and scaled.
  const shift = (STROKE * scale) / 2;
  const advance = Array.from({ length: 10 }, (_, d) => context.measureText(String(d)).width);
  for (let d = 0; d < 10; d++) {
    const x = d * cellWidth + PAD + shift;
    const y = PAD + ascent + shift;
    context.strokeText(String(d), x, y);
    context.fillText(String(d), x, y);
  }
  // Mipmapped, as BitmapFont's pages are: drawn at half its resolution, the texture is smoothed the
  // same way.
  const source = new CanvasSource({
    resource: canvas,
    resolution: RESOLUTION,
    transparent: true,
    autoGenerateMipmaps: true,
  });
  const textures = Array.from(
    { length: 10 },
    (_, d) => new Texture({ source, frame: new Rectangle(d * cellWidth, 0, cellWidth, cellHeight) }),
  );
  return { textures, advance };
}

/** `n` in white outlined digits; its origin is the top-left of the text line (as BitmapText's). */
export function markerNumber(n: number): Container {
  glyphs ??= drawDigits();
  const row = new Container();
  // BitmapText rounds in its 100-px layout units, then scales them to the font size.
  const unit = FONT_SIZE / MEASURE_SIZE;
  const snap = (px: number) => Math.round(px / unit) * unit;
  let x = 0;
  for (const char of String(n)) {
    const d = char.charCodeAt(0) - 48;
    const sprite = new Sprite(glyphs.textures[d]);
    sprite.position.set(snap(x - PAD), snap(-PAD));
    row.addChild(sprite);
    x += glyphs.advance[d] ?? 0;
  }
  return row;
}
