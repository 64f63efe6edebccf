/**
 * Cage SVG → parts with polygon rings (pure; runs in a worker, on the main thread, or in Node).
 *
 * Conventions (what the cage tooling must write):
 * - A part is one drawable shape: <path d>, <polygon>, <polyline>, <rect>, <circle>, <ellipse>, in
 *   document (paint) order. <line>, <text>, <image> and <use> are not parts.
 * - Its name is `data-name` (or `data-label`, or `name`) on the shape, else on its nearest ancestor
 *   that has one — so a `<g data-name="Hood" data-group="BODY">` names every shape inside it.
 * - Its group is `data-group` (or `group`) looked up the same way, independently of the name; it must be
 *   one of PART, BODY, GLASS, WHEEL, TIRE, INTERIOR, UNDEFINED (case-insensitive), else it is ignored
 *   with a warning.
 * - Its id is its own `id`, else the id of the ancestor that gave the name.
 * - Only parts with a name and a group other than UNDEFINED are `hittable`; the rest are kept for
 *   drawing (clicks pass through them).
 * - `transform` attributes of the shape and its ancestors are applied to the coordinates.
 * - Nothing under <defs>, <clipPath>, <mask>, <symbol>, <pattern>, <marker>, gradients, <filter>,
 *   <title>, <desc>, <metadata>, <text>, <foreignObject>, nor anything with `display="none"` (attribute
 *   or style), is a part.
 * - The root <svg>'s viewBox, width, height and preserveAspectRatio are read for alignment (cageAlign.ts).
 */

import { type Affine, IDENTITY, maxStretch, multiply, translation } from "../../src/geometry/affine";
import type { ViewBox } from "../../src/geometry/cageAlign";
import { EMPTY_BBOX, isEmptyBBox, polygonBBox, unionBBox } from "../../src/geometry/polygon";
import { buildGridIndex } from "../../src/geometry/spatialIndex";
import { flattenPath } from "./flattenPath";
import { RingBuilder } from "./ringBuilder";
import { addBasicShape } from "./shapes";
import {
  parseLength,
  parsePreserveAspectRatio,
  parseStyle,
  parseTransform,
  parseViewBox,
} from "./svgAttributes";
import { type Attributes, scanTags } from "./svgScanner";
import {
  type CagePart,
  PART_GROUPS,
  type ParsedCage,
  type ParseOptions,
  type PartGroup,
  type PreparedCage,
  type ShapeTag,
} from "./types";

const SHAPES: ReadonlySet<string> = new Set<ShapeTag>([
  "path",
  "polygon",
  "polyline",
  "rect",
  "circle",
  "ellipse",
]);
const isShape = (tag: string): tag is ShapeTag => SHAPES.has(tag);
const NOT_RENDERED = new Set([
  "defs",
  "clippath",
  "mask",
  "symbol",
  "pattern",
  "marker",
  "lineargradient",
  "radialgradient",
  "filter",
  "title",
  "desc",
  "metadata",
  "text",
  "foreignobject",
  "style",
  "script",
]);
const MAX_WARNINGS = 50;
const FALLBACK_TOLERANCE = 0.25;

interface Frame {
  readonly tag: string;
  readonly ctm: Affine;
  readonly name: string | null;
  readonly nameId: string | null;
  readonly group: string | null;
  /** Nothing inside is drawn. */
  readonly skip: boolean;
}

interface PartRecord {
  readonly id: string | null;
  readonly name: string | null;
  readonly group: PartGroup | null;
  readonly tag: ShapeTag;
  readonly ringFrom: number;
  readonly ringTo: number;
}

const nonEmpty = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const firstOf = (attributes: Attributes, names: readonly string[]): string | null => {
  for (const name of names) {
    const value = nonEmpty(attributes.get(name));
    if (value !== null) return value;
  }
  return null;
};

const isHidden = (attributes: Attributes): boolean =>
  attributes.get("display")?.trim() === "none" ||
  parseStyle(attributes.get("style")).get("display") === "none";

export function parseCage(svg: string, options: ParseOptions = {}): ParsedCage {
  const builder = new RingBuilder();
  const records: PartRecord[] = [];
  const warnings: string[] = [];
  const warn = (message: string): void => {
    if (warnings.length < MAX_WARNINGS) warnings.push(message);
  };
  const stack: Frame[] = [{ tag: "", ctm: IDENTITY, name: null, nameId: null, group: null, skip: false }];
  let root = null as Attributes | null; // set by the visitor; `as` keeps TS from narrowing it to null
  let tolerance = options.tolerance ?? FALLBACK_TOLERANCE;

  const addShape = (tag: ShapeTag, attributes: Attributes, frame: Frame): void => {
    const stretch = maxStretch(frame.ctm);
    if (!(stretch > 0)) return;
    const local = tolerance / stretch;
    const ringFrom = builder.ringCount;
    builder.matrix = frame.ctm;
    const label = attributes.get("id") ?? tag;
    const problem =
      tag === "path"
        ? flattenPath(attributes.get("d") ?? "", builder, local)
        : addBasicShape(tag, attributes, builder, local);
    builder.end();
    if (problem !== null) warn(`${label}: ${problem}`);
    if (builder.ringCount === ringFrom) return;
    const group = frame.group === null ? null : toGroup(frame.group);
    if (frame.group !== null && group === null) warn(`${label}: unknown group "${frame.group}" ignored`);
    const id = nonEmpty(attributes.get("id")) ?? frame.nameId;
    records.push({ id, name: frame.name, group, tag, ringFrom, ringTo: builder.ringCount });
  };

  scanTags(svg, {
    open(tag, attributes, selfClosing) {
      const parent = stack[stack.length - 1]!;
      const frame = childFrame(tag, attributes, parent, root === null, warn);
      if (tag === "svg" && root === null) {
        root = attributes;
        tolerance = options.tolerance ?? defaultTolerance(attributes);
      }
      if (!frame.skip && isShape(tag)) addShape(tag, attributes, frame);
      // Children of a shape (<title>, <animate>…) are never drawn.
      if (!selfClosing) stack.push(isShape(tag) ? { ...frame, skip: true } : frame);
    },
    close(tag) {
      const at = stack.findLastIndex((f) => f.tag === tag);
      if (at > 0) stack.length = at;
    },
  });

  if (root === null) warn("no <svg> element");
  const { coords, rings } = builder.finish();
  const parts: CagePart[] = records.map((r, index) => {
    const own = rings.slice(r.ringFrom, r.ringTo);
    return {
      index,
      id: r.id,
      name: r.name,
      group: r.group,
      hittable: r.name !== null && r.group !== null && r.group !== "UNDEFINED",
      tag: r.tag,
      rings: own,
      bbox: polygonBBox(own),
    };
  });
  const rootAttributes: Attributes = root ?? new Map();
  const width = parseLength(rootAttributes.get("width"));
  const height = parseLength(rootAttributes.get("height"));
  const viewBox =
    parseViewBox(rootAttributes.get("viewbox")) ?? sizeViewBox(width, height) ?? partsViewBox(parts, warn);
  return {
    viewBox,
    width,
    height,
    preserveAspectRatio: parsePreserveAspectRatio(rootAttributes.get("preserveaspectratio")),
    parts,
    coords,
    warnings,
  };
}

/** parseCage plus the hit-test index over its hittable parts: what the worker returns. */
export function prepareCage(svg: string, options: ParseOptions = {}): PreparedCage {
  const cage = parseCage(svg, options);
  return { cage, index: buildGridIndex(cage.parts, { include: (part) => part.hittable }) };
}

function childFrame(
  tag: string,
  attributes: Attributes,
  parent: Frame,
  isRoot: boolean,
  warn: (message: string) => void,
): Frame {
  if (parent.skip || NOT_RENDERED.has(tag) || isHidden(attributes)) return { ...parent, tag, skip: true };
  let own = parseTransform(attributes.get("transform"));
  if (own === null) {
    warn(`${attributes.get("id") ?? tag}: malformed transform "${attributes.get("transform")}" ignored`);
    own = IDENTITY;
  }
  if (tag === "svg" && !isRoot) {
    // A nested <svg> is placed at (x, y); its own viewBox scaling is not modelled.
    if (attributes.has("viewbox")) warn(`${attributes.get("id") ?? "svg"}: nested viewBox ignored`);
    own = multiply(
      translation(parseLength(attributes.get("x")) ?? 0, parseLength(attributes.get("y")) ?? 0),
      own,
    );
  }
  if (tag === "use") warn(`${attributes.get("id") ?? "use"}: <use> is not supported`);
  const ownName = firstOf(attributes, ["data-name", "data-label", "name"]);
  return {
    tag,
    ctm: multiply(parent.ctm, own),
    name: ownName ?? parent.name,
    nameId: ownName !== null ? nonEmpty(attributes.get("id")) : parent.nameId,
    group: firstOf(attributes, ["data-group", "group"]) ?? parent.group,
    skip: false,
  };
}

function toGroup(raw: string): PartGroup | null {
  const upper = raw.toUpperCase();
  return PART_GROUPS.find((g) => g === upper) ?? null;
}

function defaultTolerance(root: Attributes): number {
  const viewBox = parseViewBox(root.get("viewbox"));
  const w = viewBox?.width ?? parseLength(root.get("width"));
  const h = viewBox?.height ?? parseLength(root.get("height"));
  return w !== null && h !== null && w > 0 && h > 0 ? Math.max(w, h) / 4000 : FALLBACK_TOLERANCE;
}

const sizeViewBox = (width: number | null, height: number | null): ViewBox | null =>
  width !== null && height !== null && width > 0 && height > 0 ? { minX: 0, minY: 0, width, height } : null;

function partsViewBox(parts: readonly CagePart[], warn: (message: string) => void): ViewBox {
  warn("no viewBox nor width/height on <svg>: the parts' bounds stand in for the viewBox");
  const b = parts.reduce((acc, p) => unionBBox(acc, p.bbox), EMPTY_BBOX);
  if (isEmptyBBox(b) || b.maxX === b.minX || b.maxY === b.minY)
    return { minX: 0, minY: 0, width: 1, height: 1 };
  return { minX: b.minX, minY: b.minY, width: b.maxX - b.minX, height: b.maxY - b.minY };
}

/** The buffers to transfer with a PreparedCage (every ring views `coords`, so its buffer carries them all). */
export function transferList(prepared: PreparedCage): ArrayBuffer[] {
  const views = [prepared.cage.coords, prepared.index.cellStart, prepared.index.cellItems];
  return views.map((v) => v.buffer).filter((b): b is ArrayBuffer => b instanceof ArrayBuffer);
}
