import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";
import { TEXTS } from "../../domain/texts.ts";

/**
 * Sanitises an uploaded cage or outline SVG before it is stored (server-behaviour §7): DOMPurify's SVG
 * profile on jsdom, keeping the part attributes (id, data-name, data-group), and removing on top of it
 * every animation element (they can set attributes such as href or on* after load), foreignObject,
 * script, style elements, event handlers, and any reference that leaves the document (href or
 * xlink:href not starting with '#', url(...) not starting with '#'). The result must still be an SVG
 * document (root <svg>), or the upload is refused.
 */
export class SvgError extends Error {}

const SVG_NS = "http://www.w3.org/2000/svg";
const { window } = new JSDOM("");
const purify = createDOMPurify(window);

const FORBID_TAGS = [
  "script",
  "foreignObject",
  "foreignobject",
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
  ADD_ATTR: ["data-name", "data-group", "id", ...CAMEL_ATTRS],
  ADD_TAGS: CAMEL_TAGS,
  FORBID_TAGS,
  FORBID_ATTR: ["style", "attributeName", "begin", "values", "to", "from", "by"],
  ALLOW_DATA_ATTR: true,
  PARSER_MEDIA_TYPE: "application/xhtml+xml",
  NAMESPACE: SVG_NS,
  WHOLE_DOCUMENT: false,
};

/** A value that refers outside the document: url(...) to anything but a local #fragment. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?#)/i;

purify.addHook("uponSanitizeAttribute", (_node, data) => {
  const name = data.attrName.toLowerCase();
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

export function sanitiseSvg(text: string): string {
  if (!parseSvgRoot(text)) throw new SvgError(TEXTS.uploadNotSvg);
  const clean = String(purify.sanitize(text, CONFIG)).trim();
  if (!clean.startsWith("<svg") || !parseSvgRoot(clean)) throw new SvgError(TEXTS.uploadSvgEmpty);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`;
}

/** The ids of the labelled parts (<path id data-name>) of a stored SVG, for checking label data. */
export function svgPartIds(text: string): Set<string> {
  const doc = new window.DOMParser().parseFromString(text, "image/svg+xml");
  const ids = new Set<string>();
  for (const el of Array.from(doc.querySelectorAll("[id]"))) ids.add(el.getAttribute("id") ?? "");
  return ids;
}
