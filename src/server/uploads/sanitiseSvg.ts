import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";
import {
  declarationsText,
  parseDeclarations,
  parseStyleSheet,
  styleSheetText,
} from "../../../workers/cage-parse/css.ts";
import { parseCage } from "../../../workers/cage-parse/parseCage.ts";
import { resolveDoctype, SvgSourceError } from "../../../workers/cage-parse/svgSource.ts";
import { TEXTS } from "../../domain/texts.ts";

/**
 * Sanitises an uploaded cage or outline SVG before it is stored (product §S7): DOMPurify's SVG
 * profile on jsdom, keeping the part attributes (id, data-name, data-group, inkscape:label), and removing
 * on top of it
 * every animation element (they can set attributes such as href or on* after load), foreignObject,
 * script, event handlers, and any reference that leaves the document (href or xlink:href not starting
 * with '#', url(...) not starting with '#'). The result must still be an SVG document (root <svg>), or
 * the upload is refused.
 *
 * Drawing tools' presentation survives (issue 22): a doctype's internal entities are expanded and the
 * doctype dropped (svgSource.ts: external and parameter entities are refused); `<style>` rules and
 * `style` attributes are kept in the vetted subset of css.ts — simple selectors (element, .class, #id),
 * presentation properties with plain values — and stored as one `<style>` at the top of the drawing, so
 * an Illustrator file's `.cls-1 { fill-rule: evenodd }` still fills as drawn. Whatever is left out is
 * noted for the upload report.
 */
export class SvgError extends Error {}

const SVG_NS = "http://www.w3.org/2000/svg";
const { window } = new JSDOM("");
const purify = createDOMPurify(window);

const FORBID_TAGS = [
  "script",
  "foreignObject",
  "foreignobject",
  // Its vetted rules are put back by sanitiseSvgWithNotes.
  "style",
  "animate",
  "animateMotion",
  "animateTransform",
  "animateColor",
  "set",
  "discard",
  "iframe",
  "image",
  "a",
  "handler",
  "listener",
];
/** DOMPurify's lists are lower-case; in XML mode names keep their case, so the camelCase SVG names are added. */
const CAMEL_ATTRS = [
  "viewBox",
  "preserveAspectRatio",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "patternTransform",
  "patternContentUnits",
  "clipPathUnits",
  "maskUnits",
  "maskContentUnits",
  "markerWidth",
  "markerHeight",
  "markerUnits",
  "refX",
  "refY",
  "stdDeviation",
  "pathLength",
  "spreadMethod",
  "filterUnits",
  "primitiveUnits",
  "textLength",
  "lengthAdjust",
  "startOffset",
];
const CAMEL_TAGS = [
  "linearGradient",
  "radialGradient",
  "clipPath",
  "textPath",
  "feGaussianBlur",
  "feOffset",
  "feBlend",
  "feFlood",
  "feComposite",
  "feMerge",
  "feMergeNode",
  "feColorMatrix",
  "feDropShadow",
];
const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // inkscape:label: what Inkscape calls a part, read for label suggestions; with its namespace, or the
  // serialiser renames the prefix and the parser no longer finds it.
  ADD_ATTR: ["data-name", "data-group", "id", "inkscape:label", "xmlns:inkscape", ...CAMEL_ATTRS],
  // <use> of a part of the same drawing (the hook below drops any href that leaves the document).
  ADD_TAGS: [...CAMEL_TAGS, "use"],
  FORBID_TAGS,
  FORBID_ATTR: ["attributeName", "begin", "values", "to", "from", "by"],
  ALLOW_DATA_ATTR: true,
  PARSER_MEDIA_TYPE: "application/xhtml+xml",
  NAMESPACE: SVG_NS,
  WHOLE_DOCUMENT: false,
};

/** A value that refers outside the document: url(...) to anything but a local #fragment. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;

/** What the sanitiser left out of the file being sanitised (the hook below is module-wide). */
let notes: string[] = [];

purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const name = data.attrName.toLowerCase();
  if (name === "style") {
    data.attrValue = declarationsText(parseDeclarations(data.attrValue, notes));
    if (data.attrValue === "") data.keepAttr = false;
    return;
  }
  const value = data.attrValue.trim();
  if (name.startsWith("on")) data.keepAttr = false;
  else if ((name === "href" || name.endsWith(":href")) && !value.startsWith("#")) data.keepAttr = false;
  else if (EXTERNAL_URL.test(value) || /javascript:|data:/i.test(value)) data.keepAttr = false;
});

/** Parses as XML; the root must be <svg> in the SVG namespace. */
export function parseSvgRoot(text: string): boolean {
  // No DTD: entities could expand (billion laughs) or reach outside.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const root = doc.documentElement;
  if (!root || doc.getElementsByTagName("parsererror").length > 0) return false;
  return root.localName === "svg" && root.namespaceURI === SVG_NS;
}

export interface SanitisedSvg {
  readonly svg: string;
  /** What was left out for safety (CSS the vetted subset does not cover), distinct, in file order. */
  readonly notes: string[];
}

export function sanitiseSvgWithNotes(text: string): SanitisedSvg {
  let source: string;
  try {
    source = resolveDoctype(text);
  } catch (err) {
    if (err instanceof SvgSourceError) throw new SvgError(TEXTS.uploadNotSvg);
    throw err;
  }
  source = withoutProlog(source);
  if (!parseSvgRoot(source)) throw new SvgError(TEXTS.uploadNotSvg);
  notes = [];
  const sheet = parseStyleSheet(styleTexts(source).join("\n"));
  const clean = String(purify.sanitize(source, CONFIG)).trim();
  if (!clean.startsWith("<svg") || !parseSvgRoot(clean)) throw new SvgError(TEXTS.uploadSvgEmpty);
  const svg = sheet.rules.length > 0 ? withStyle(clean, styleSheetText(sheet.rules)) : clean;
  const found = [
    ...sheet.dropped.map((d) => `<style>: ${d} removed`),
    ...notes.map((n) => `style: ${n} removed`),
  ];
  return { svg: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, notes: Array.from(new Set(found)) };
}

export const sanitiseSvg = (text: string): string => sanitiseSvgWithNotes(text).svg;

/**
 * The document from its root element on: DOMPurify in XML mode answers nothing for a document that
 * starts with an XML declaration or a comment, as every Inkscape, Illustrator and CorelDRAW file does.
 */
function withoutProlog(text: string): string {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    const end = text.startsWith("<?", i)
      ? text.indexOf("?>", i) + 2
      : text.startsWith("<!--", i)
        ? text.indexOf("-->", i) + 3
        : -1;
    if (end < i) return text.slice(i);
    i = end;
  }
}

/** The CSS of the file's <style> elements (type text/css or none), in document order. */
function styleTexts(source: string): string[] {
  const doc = new window.DOMParser().parseFromString(source, "image/svg+xml");
  return Array.from(doc.getElementsByTagNameNS(SVG_NS, "style"))
    .filter((el) => ["", "text/css"].includes((el.getAttribute("type") ?? "").trim().toLowerCase()))
    .map((el) => el.textContent ?? "");
}

/** The drawing with one <style> of vetted rules as the root's first child. */
function withStyle(svg: string, css: string): string {
  const doc = new window.DOMParser().parseFromString(svg, "image/svg+xml");
  const style = doc.createElementNS(SVG_NS, "style");
  style.textContent = css;
  doc.documentElement.insertBefore(style, doc.documentElement.firstChild);
  return new window.XMLSerializer().serializeToString(doc.documentElement);
}

/**
 * The ids labels may name in a stored SVG: its parts' ids as the cage parser (the workstation's) gives
 * them, generated ids included.
 */
export function svgPartIds(text: string): Set<string> {
  return new Set(parseCage(text).parts.map((p) => p.id));
}
