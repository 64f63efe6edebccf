/**
 * Cage SVG → parts with polygon rings (pure; runs in a worker, on the main thread, or in Node; the server
 * runs it too, for the upload report and the ids labels may name).
 *
 * What any drawing tool's file becomes (issue 22):
 * - A part is an element with an `id` that holds drawable shapes: a shape with its own id, or a `<g id>`
 *   (or `<use id>`, `<a id>`) of several shapes, which then hit-test together. The innermost id wins, so
 *   a shape with an id inside a `<g id>` is a part of its own. The root `<svg>` and Inkscape layers
 *   (`inkscape:groupmode="layer"`) are never parts. A shape with no id anywhere above it is a part of its
 *   own with a generated id (`shape-<hash>`): a hash of its geometry, so the same file gives the same ids.
 * - Drawable shapes: <path d>, <polygon>, <polyline>, <rect>, <circle>, <ellipse>, in paint order, also
 *   through <use> of a shape, group, <symbol> or <svg>. <line>, <text>, <image> are not parts. A shape is
 *   hit on its interior whatever its fill (wireframes are drawn unfilled): as `pointer-events: fill`.
 * - The fill rule comes from the `fill-rule` attribute, the `style` attribute and `<style>` rules
 *   (css.ts), inherited, default nonzero. `display: none` and `visibility: hidden` come the same way.
 * - Names and groups, our own convention: `data-name` (or `data-label`, or `name`) and `data-group` (or
 *   `group`) on the shape or an ancestor. The group must be one of PART, BODY, GLASS, WHEEL, TIRE,
 *   INTERIOR, UNDEFINED (case-insensitive), else it is ignored with a warning. Only parts with a name
 *   and a group other than UNDEFINED are `hittable` (see types.ts). What drawing tools call a part — its
 *   `inkscape:label` and its own `<title>` — is kept as its `captions`, for label suggestions
 *   (src/domain/partSuggest.ts).
 * - Transforms of the shape and its ancestors, nested <svg> and <symbol> viewBoxes are applied. Only
 *   <svg>, <g>, <a> and <switch> (its first child that applies) are descended into, so nothing under
 *   <defs>, <clipPath>, <mask>, <pattern>, <marker>, <text>, metadata or foreign elements is a part.
 * - The root <svg>'s viewBox, width, height (any of px, mm, cm, in, pt, pc) and preserveAspectRatio are
 *   read for alignment (cageAlign.ts).
 * - clip-path (attribute or CSS, `url(#id)` of a <clipPath> in user space) limits where its shapes are
 *   hit: CorelDRAW clips whole drawings. The clipping of nested viewports is not modelled.
 */

import { type Affine, IDENTITY, maxStretch, multiply, translation } from "../../src/geometry/affine";
import { type ViewBox, viewBoxToBox } from "../../src/geometry/cageAlign";
import {
  type ClipRegion,
  EMPTY_BBOX,
  type FillRule,
  isEmptyBBox,
  polygonBBox,
  unionBBox,
} from "../../src/geometry/polygon";
import { buildGridIndex } from "../../src/geometry/spatialIndex";
import { type CssRule, cascade, classesOf, parseDeclarations, parseStyleSheet } from "./css";
import { flattenPath } from "./flattenPath";
import { applyPartLabels } from "./partLabels";
import { RingBuilder } from "./ringBuilder";
import { addBasicShape } from "./shapes";
import {
  parseLength,
  parseLengthIn,
  parsePreserveAspectRatio,
  parseTransform,
  parseViewBox,
} from "./svgAttributes";
import { type Attributes, decodeEntities, scanTags } from "./svgScanner";
import {
  type CagePart,
  type CageShape,
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
/** Elements whose children are drawn where they stand. */
const CONTAINERS = new Set(["svg", "g", "a", "switch"]);
const MAX_WARNINGS = 50;
const FALLBACK_TOLERANCE = 0.25;
/** `<use>` inside `<use>` deeper than this is refused (and so is any cycle). */
const MAX_USE_DEPTH = 16;

interface SvgNode {
  /** Its place among all elements of the file, in document order (the root <svg> is 0 in a clean file). */
  readonly ordinal: number;
  readonly tag: string;
  readonly attributes: Attributes;
  readonly children: SvgNode[];
  /** The text of its own <title> child, if any. */
  title?: string;
}

/** The element a part is. `id` null: generated from `seed` once all ids of the file are known. */
interface Owner {
  readonly element: number;
  readonly id: string | null;
  readonly seed: string;
  readonly tag: string;
  /** Its inkscape:label and <title>, the names a drawing tool gives it. */
  readonly captions: readonly string[];
}

interface Context {
  readonly ctm: Affine;
  readonly fillRule: FillRule;
  /** clip-paths in force (of the element and its ancestors), resolved once all rings are in. */
  readonly clips: readonly PendingClip[];
  readonly hidden: boolean;
  readonly name: string | null;
  readonly group: string | null;
  readonly owner: Owner | null;
  /** Inside a <use>'s copy, where ids are the referenced elements' and make no parts. */
  readonly inUse: boolean;
  readonly useDepth: number;
  /** The nearest viewport's size, for percentages. */
  readonly viewport: { readonly width: number; readonly height: number };
}

/** A clip-path's shapes as ring ranges of the clip builder, each with its clip-rule. */
type PendingClip = readonly {
  readonly ringFrom: number;
  readonly ringTo: number;
  readonly fillRule: FillRule;
}[];

interface ShapeRecord {
  readonly owner: Owner;
  readonly tag: ShapeTag;
  readonly fillRule: FillRule;
  readonly clips: readonly PendingClip[];
  readonly name: string | null;
  readonly group: string | null;
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

/** The element tree (the scanner is a stream; <use> and CSS need the whole document). */
function buildTree(svg: string): { root: SvgNode | null; css: string[]; ids: Map<string, SvgNode> } {
  const top: SvgNode = { ordinal: -1, tag: "", attributes: new Map(), children: [] };
  let count = 0;
  const stack: SvgNode[] = [top];
  const css: string[] = [];
  const ids = new Map<string, SvgNode>();
  scanTags(svg, {
    open(tag, attributes, selfClosing) {
      const node: SvgNode = { ordinal: count++, tag, attributes, children: [] };
      stack[stack.length - 1]!.children.push(node);
      const id = nonEmpty(attributes.get("id"));
      if (id !== null && !ids.has(id)) ids.set(id, node);
      if (!selfClosing) stack.push(node);
    },
    close(tag) {
      const at = stack.findLastIndex((n) => n.tag === tag);
      if (at > 0) stack.length = at;
    },
    text(tag, content) {
      const type = stack[stack.length - 1]?.attributes.get("type")?.trim().toLowerCase();
      if (tag === "style" && (!type || type === "text/css")) css.push(content);
      const parent = stack[stack.length - 2];
      if (tag === "title" && parent && parent.title === undefined) {
        const title = decodeEntities(content.replace(/<!\[CDATA\[|\]\]>/g, "")).trim();
        if (title) parent.title = title;
      }
    },
  });
  return { root: top.children.find((n) => n.tag === "svg") ?? null, css, ids };
}

/** Conditional processing as Chromium does it for an English user: systemLanguage, requiredExtensions. */
function applies(attributes: Attributes): boolean {
  const extensions = attributes.get("requiredextensions");
  if (extensions !== undefined) return false;
  const languages = attributes.get("systemlanguage");
  if (languages === undefined) return true;
  return languages.split(",").some((l) => /^en(-|$)/i.test(l.trim()));
}

/** The names a drawing tool gives an element: Inkscape's label, then its own <title>. */
const captionsOf = (node: SvgNode): string[] =>
  [nonEmpty(node.attributes.get("inkscape:label")), nonEmpty(node.title)].filter(
    (c): c is string => c !== null,
  );

/** 32-bit FNV-1a, as 8 hex digits: short, stable ids from a shape's geometry. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

const GEOMETRY = [
  "d",
  "points",
  "x",
  "y",
  "width",
  "height",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "href",
  "xlink:href",
];

/** What a generated id is made from: the element's geometry and where the transforms put it. */
const seedOf = (tag: string, attributes: Attributes, ctm: Affine): string =>
  `${tag}|${GEOMETRY.map((n) => attributes.get(n) ?? "").join("|")}|${[ctm.a, ctm.b, ctm.c, ctm.d, ctm.e, ctm.f].map((v) => v.toFixed(3)).join(",")}`;

export function parseCage(svg: string, options: ParseOptions = {}): ParsedCage {
  const builder = new RingBuilder();
  // Clip shapes have rings of their own, apart from the parts' (the coords buffer holds parts only).
  const clipBuilder = new RingBuilder();
  const records: ShapeRecord[] = [];
  const warnings: string[] = [];
  const warn = (message: string): void => {
    if (warnings.length < MAX_WARNINGS && !warnings.includes(message)) warnings.push(message);
  };
  const { root, css, ids } = buildTree(svg);
  const sheet = parseStyleSheet(css.join("\n"));
  const rules: readonly CssRule[] = sheet.rules;
  const rootAttributes: Attributes = root?.attributes ?? new Map();
  const tolerance = options.tolerance ?? defaultTolerance(rootAttributes);
  const width = parseLength(rootAttributes.get("width"));
  const height = parseLength(rootAttributes.get("height"));
  const rootViewBox = parseViewBox(rootAttributes.get("viewbox"));
  /** <use> targets being expanded: a reference back to one of them is a cycle. */
  const expanding = new Set<SvgNode>();

  const addShape = (node: SvgNode, tag: ShapeTag, ctx: Context): void => {
    const stretch = maxStretch(ctx.ctm);
    // Hidden shapes are drawn by nobody and hit by nobody (as `pointer-events: visibleFill`).
    if (!(stretch > 0) || ctx.hidden) return;
    const ringFrom = builder.ringCount;
    builder.matrix = ctx.ctm;
    const label = node.attributes.get("id") ?? tag;
    const problem =
      tag === "path"
        ? flattenPath(node.attributes.get("d") ?? "", builder, tolerance / stretch)
        : addBasicShape(tag, node.attributes, builder, tolerance / stretch);
    builder.end();
    if (problem !== null) warn(`${label}: ${problem}`);
    if (builder.ringCount === ringFrom) return;
    const owner = ctx.owner ?? {
      element: node.ordinal,
      id: null,
      seed: seedOf(tag, node.attributes, ctx.ctm),
      tag,
      captions: captionsOf(node),
    };
    records.push({
      owner,
      tag,
      fillRule: ctx.fillRule,
      clips: ctx.clips,
      name: ctx.name,
      group: ctx.group,
      ringFrom,
      ringTo: builder.ringCount,
    });
  };

  /** The context an element gives its content: its style, transform, name, group and part. */
  const enter = (node: SvgNode, ctx: Context, isRoot: boolean): Context | null => {
    const { attributes } = node;
    const id = nonEmpty(attributes.get("id"));
    const style = parseDeclarations(attributes.get("style") ?? "");
    const cascaded = cascade(
      rules,
      { tag: node.tag, id, classes: classesOf(attributes.get("class")) },
      style,
    );
    const property = (name: string): string | undefined => cascaded.get(name) ?? attributes.get(name)?.trim();
    if (property("display") === "none" || !applies(attributes)) return null;
    const fillRule = property("fill-rule");
    const visibility = property("visibility");
    let own = parseTransform(attributes.get("transform"));
    if (own === null) {
      warn(`${id ?? node.tag}: malformed transform "${attributes.get("transform")}" ignored`);
      own = IDENTITY;
    }
    const isPart = !ctx.inUse && id !== null && !isRoot && attributes.get("inkscape:groupmode") !== "layer";
    const name = firstOf(attributes, ["data-name", "data-label", "name"]);
    const ctm = multiply(ctx.ctm, own);
    const clip = clipOf(property("clip-path"), ctm, id ?? node.tag);
    return {
      ...ctx,
      ctm,
      clips: clip === null ? ctx.clips : [...ctx.clips, clip],
      fillRule: fillRule === "evenodd" || fillRule === "nonzero" ? fillRule : ctx.fillRule,
      hidden:
        visibility === "hidden" || visibility === "collapse"
          ? true
          : visibility === "visible"
            ? false
            : ctx.hidden,
      name: name ?? ctx.name,
      group: firstOf(attributes, ["data-group", "group"]) ?? ctx.group,
      owner: isPart
        ? { element: node.ordinal, id, seed: id, tag: node.tag, captions: captionsOf(node) }
        : ctx.owner,
    };
  };

  /**
   * The clip-path `url(#id)` of an element whose transform is `ctm`: the <clipPath>'s shapes (its own
   * transform applied; clipPathUnits="userSpaceOnUse" only), each under its clip-rule, default nonzero.
   */
  const clipOf = (reference: string | undefined, ctm: Affine, label: string): PendingClip | null => {
    const target = reference ? /^url\(\s*['"]?#([^'")\s]+)['"]?\s*\)$/.exec(reference)?.[1] : undefined;
    if (reference === undefined || reference === "none") return null;
    const node = target === undefined ? undefined : ids.get(target);
    if (node?.tag !== "clippath" || node.attributes.get("clippathunits") === "objectBoundingBox") {
      warn(`${label}: clip-path "${reference}" not modelled`);
      return null;
    }
    const clip: { ringFrom: number; ringTo: number; fillRule: FillRule }[] = [];
    const base = multiply(ctm, parseTransform(node.attributes.get("transform")) ?? IDENTITY);
    for (const entry of node.children) {
      // A <use> of a shape clips by that shape (Noto's emoji clip this way), placed by its x, y.
      const used = entry.tag === "use" ? referencedBy(entry) : undefined;
      const child = used ?? entry;
      if (!isShape(child.tag)) continue;
      const at = used
        ? multiply(
            parseTransform(entry.attributes.get("transform")) ?? IDENTITY,
            translation(
              parseLength(entry.attributes.get("x")) ?? 0,
              parseLength(entry.attributes.get("y")) ?? 0,
            ),
          )
        : IDENTITY;
      const style = parseDeclarations(child.attributes.get("style") ?? "");
      const own = cascade(
        rules,
        {
          tag: child.tag,
          id: nonEmpty(child.attributes.get("id")),
          classes: classesOf(child.attributes.get("class")),
        },
        style,
      );
      const rule =
        own.get("clip-rule") ?? child.attributes.get("clip-rule") ?? node.attributes.get("clip-rule");
      const m = multiply(multiply(base, at), parseTransform(child.attributes.get("transform")) ?? IDENTITY);
      const stretch = maxStretch(m);
      if (!(stretch > 0)) continue;
      const ringFrom = clipBuilder.ringCount;
      clipBuilder.matrix = m;
      if (child.tag === "path")
        flattenPath(child.attributes.get("d") ?? "", clipBuilder, tolerance / stretch);
      else addBasicShape(child.tag, child.attributes, clipBuilder, tolerance / stretch);
      clipBuilder.end();
      clip.push({
        ringFrom,
        ringTo: clipBuilder.ringCount,
        fillRule: rule?.trim() === "evenodd" ? "evenodd" : "nonzero",
      });
    }
    if (clip.length === 0) {
      // Nothing we can read (text, say): better not clipped than never hit.
      warn(`${label}: clip-path "${reference}" not modelled`);
      return null;
    }
    return clip;
  };

  const referencedBy = (node: SvgNode): SvgNode | undefined => {
    const href = (node.attributes.get("href") ?? node.attributes.get("xlink:href") ?? "").trim();
    return href.startsWith("#") ? ids.get(href.slice(1)) : undefined;
  };

  /** A nested <svg> or a used <symbol>: its viewport at (x, y) of the given size, its viewBox fitted in. */
  const viewport = (node: SvgNode, ctx: Context, x: number, y: number, w: number, h: number): Context => {
    const viewBox = parseViewBox(node.attributes.get("viewbox"));
    const place = translation(x, y);
    if (viewBox === null) return { ...ctx, ctm: multiply(ctx.ctm, place), viewport: { width: w, height: h } };
    const fit = viewBoxToBox(
      viewBox,
      { x: 0, y: 0, width: w, height: h },
      parsePreserveAspectRatio(node.attributes.get("preserveaspectratio")),
    );
    return { ...ctx, ctm: multiply(multiply(ctx.ctm, place), fit), viewport: viewBox };
  };

  const length = (node: SvgNode, name: string, reference: number, fallback: string): number =>
    parseLengthIn(node.attributes.get(name) ?? fallback, reference) ?? 0;

  const children = (node: SvgNode, ctx: Context): void => {
    if (node.tag === "switch") {
      const chosen = node.children.find((c) => applies(c.attributes));
      if (chosen) walk(chosen, ctx, false);
      return;
    }
    for (const child of node.children) walk(child, ctx, false);
  };

  const use = (node: SvgNode, ctx: Context): void => {
    const href = node.attributes.get("href") ?? node.attributes.get("xlink:href") ?? "";
    const target = href.trim().startsWith("#") ? ids.get(href.trim().slice(1)) : undefined;
    const label = node.attributes.get("id") ?? "use";
    if (target === undefined) {
      warn(`${label}: <use> of "${href}", which is not in the file`);
      return;
    }
    if (expanding.has(target) || ctx.useDepth >= MAX_USE_DEPTH) {
      warn(`${label}: <use> refers back to itself`);
      return;
    }
    const x = length(node, "x", ctx.viewport.width, "0");
    const y = length(node, "y", ctx.viewport.height, "0");
    // The copy is one part: the <use>'s own (or an ancestor's) id, else one generated for the <use>.
    const owner = ctx.owner ?? {
      element: node.ordinal,
      id: null,
      seed: seedOf("use", node.attributes, ctx.ctm),
      tag: "use",
      captions: captionsOf(node),
    };
    const inner: Context = { ...ctx, owner, inUse: true, useDepth: ctx.useDepth + 1 };
    expanding.add(target);
    if (target.tag === "symbol" || target.tag === "svg") {
      const symbol = enter(target, inner, false);
      if (symbol !== null) {
        const size = (name: string, reference: number): number =>
          length(node.attributes.has(name) ? node : target, name, reference, "100%");
        const w = size("width", ctx.viewport.width);
        const h = size("height", ctx.viewport.height);
        // A symbol's own transform (SVG 2) is not part of its viewport; a used <svg> keeps its x, y.
        const base = { ...symbol, ctm: multiply(inner.ctm, translation(x, y)) };
        const atX = target.tag === "svg" ? length(target, "x", ctx.viewport.width, "0") : 0;
        const atY = target.tag === "svg" ? length(target, "y", ctx.viewport.height, "0") : 0;
        children(target, viewport(target, base, atX, atY, w, h));
      }
    } else {
      walk(target, { ...inner, ctm: multiply(inner.ctm, translation(x, y)) }, false);
    }
    expanding.delete(target);
  };

  const walk = (node: SvgNode, parent: Context, isRoot: boolean): void => {
    const isContainer = CONTAINERS.has(node.tag);
    if (!isContainer && !isShape(node.tag) && node.tag !== "use") return;
    const ctx = enter(node, parent, isRoot);
    if (ctx === null) return;
    if (isShape(node.tag)) addShape(node, node.tag, ctx);
    else if (node.tag === "use") use(node, ctx);
    else if (node.tag === "svg" && !isRoot) {
      const w = length(node, "width", parent.viewport.width, "100%");
      const h = length(node, "height", parent.viewport.height, "100%");
      const x = length(node, "x", parent.viewport.width, "0");
      const y = length(node, "y", parent.viewport.height, "0");
      children(node, viewport(node, ctx, x, y, w, h));
    } else children(node, ctx);
  };

  if (root === null) warn("no <svg> element");
  else {
    const size = rootViewBox ?? { width: width ?? 100, height: height ?? 100 };
    walk(
      root,
      {
        ctm: IDENTITY,
        fillRule: "nonzero",
        clips: [],
        hidden: false,
        name: null,
        group: null,
        owner: null,
        inUse: false,
        useDepth: 0,
        viewport: { width: size.width, height: size.height },
      },
      true,
    );
  }
  for (const dropped of sheet.dropped) warn(`<style>: ${dropped} ignored`);

  const { coords, rings } = builder.finish();
  const clipRings = clipBuilder.finish().rings;
  const regions = new Map<PendingClip, ClipRegion>();
  const regionOf = (clip: PendingClip): ClipRegion => {
    let region = regions.get(clip);
    if (!region) {
      region = clip.map((c) => ({ rings: clipRings.slice(c.ringFrom, c.ringTo), fillRule: c.fillRule }));
      regions.set(clip, region);
    }
    return region;
  };
  const parts = assembleParts(records, rings, ids, regionOf, warn);
  const viewBox = rootViewBox ?? sizeViewBox(width, height) ?? partsViewBox(parts, warn);
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

/**
 * Shapes → parts: the shapes of one owner make one part, parts ordered by their last shape's paint
 * order (see spatialIndex.ts), generated ids given in paint order and kept clear of the file's own.
 */
function assembleParts(
  records: readonly ShapeRecord[],
  rings: readonly Float64Array[],
  ids: ReadonlyMap<string, SvgNode>,
  regionOf: (clip: PendingClip) => ClipRegion,
  warn: (message: string) => void,
): CagePart[] {
  const byOwner = new Map<Owner, { shapes: CageShape[]; records: ShapeRecord[] }>();
  records.forEach((r, order) => {
    const own = rings.slice(r.ringFrom, r.ringTo);
    const shape: CageShape = {
      tag: r.tag,
      rings: own,
      fillRule: r.fillRule,
      order,
      bbox: polygonBBox(own),
      ...(r.clips.length > 0 ? { clips: r.clips.map(regionOf) } : {}),
    };
    const entry = byOwner.get(r.owner) ?? { shapes: [], records: [] };
    entry.shapes.push(shape);
    entry.records.push(r);
    byOwner.set(r.owner, entry);
  });
  const taken = new Set(ids.keys());
  const generated = new Map<Owner, string>();
  for (const owner of byOwner.keys()) {
    if (owner.id !== null) continue;
    const base = `shape-${hash(owner.seed)}`;
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    generated.set(owner, id);
  }
  const entries = Array.from(byOwner, ([owner, entry]) => ({ owner, ...entry }));
  entries.sort((a, b) => a.shapes[a.shapes.length - 1]!.order - b.shapes[b.shapes.length - 1]!.order);
  return entries.map(({ owner, shapes, records: own }, index) => {
    const id = owner.id ?? generated.get(owner)!;
    const name = own.find((r) => r.name !== null)?.name ?? null;
    const rawGroup = own.find((r) => r.group !== null)?.group ?? null;
    const group = rawGroup === null ? null : toGroup(rawGroup);
    if (rawGroup !== null && group === null) warn(`${id}: unknown group "${rawGroup}" ignored`);
    const partRings = shapes.flatMap((s) => s.rings);
    return {
      index,
      id,
      generatedId: owner.id === null,
      element: owner.element,
      name,
      group,
      captions: owner.captions,
      hittable: name !== null && group !== null && group !== "UNDEFINED",
      tag: shapes.length === 1 && owner.id === null ? shapes[0]!.tag : owner.tag,
      shapes,
      rings: partRings,
      bbox: shapes.reduce((acc, s) => unionBBox(acc, s.bbox), EMPTY_BBOX),
    };
  });
}

/** parseCage, with the editors' labels applied, plus the hit-test index over its hittable parts: what the worker returns. */
export function prepareCage(svg: string, options: ParseOptions = {}): PreparedCage {
  const cage = applyPartLabels(parseCage(svg, options), options.labels);
  return { cage, index: buildGridIndex(cage.parts, { include: (part) => part.hittable }) };
}

/** What an upload reports of a drawing: its parts, how many are named, how many ids were made up. */
export interface CageSummary {
  readonly parts: number;
  readonly named: number;
  readonly idsGenerated: number;
  readonly warnings: string[];
}

export const summariseCage = (cage: ParsedCage): CageSummary => ({
  parts: cage.parts.length,
  named: cage.parts.filter((p) => p.name !== null).length,
  idsGenerated: cage.parts.filter((p) => p.generatedId).length,
  warnings: cage.warnings,
});

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
