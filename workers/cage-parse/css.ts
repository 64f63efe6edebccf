/**
 * The CSS of an SVG drawing, as far as drawing tools write it: `<style>` rules whose selectors are simple
 * (type, `.class`, `#id`, `*`, and compounds such as `path.cls-1`, in comma lists) and declarations of
 * presentation properties. Illustrator puts fills in `.cls-1 { … }`, CorelDRAW in `.fil0 { … }` and the
 * fill rule on the root's `style`, Inkscape everything in `style` attributes.
 *
 * One implementation for both sides: the cage parser cascades these rules (fill-rule, display,
 * visibility), and the upload sanitiser keeps only what `parseStyleSheet` / `parseDeclarations` accept —
 * presentation properties with plain values — so nothing in a stored drawing's CSS can fetch or run.
 */

export interface Declaration {
  readonly property: string;
  readonly value: string;
  readonly important: boolean;
}

export interface CompoundSelector {
  /** Lower-cased element name; null for `*` or none. */
  readonly tag: string | null;
  readonly id: string | null;
  readonly classes: readonly string[];
  /** ids, classes, types: compared in that order. */
  readonly specificity: readonly [number, number, number];
}

export interface CssRule {
  readonly selectors: readonly CompoundSelector[];
  readonly declarations: readonly Declaration[];
}

export interface StyleSheet {
  readonly rules: readonly CssRule[];
  /** What was left out (at-rules, unsupported selectors, properties or values), for the upload report. */
  readonly dropped: readonly string[];
}

/** Properties that only change how a shape looks; nothing else survives sanitising. */
export const PRESENTATION_PROPERTIES: ReadonlySet<string> = new Set([
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "opacity",
  "display",
  "visibility",
  "clip-rule",
  "stop-color",
  "stop-opacity",
  "color",
  // References to elements of the same drawing only (SAFE_VALUE): as the attributes of the same names.
  "clip-path",
  "mask",
  "filter",
  "marker",
  "marker-start",
  "marker-mid",
  "marker-end",
]);

/** Properties tools write that change nothing of a part's shape (text and rendering hints): dropped quietly. */
const QUIET =
  /^(-|font|text-|letter-|word-|line-|writing-|baseline-|dominant-|alignment-|enable-background$|shape-rendering$|image-rendering$|color-|isolation$|mix-blend-mode$|solid-|paint-order$|vector-effect$|block-progression$|direction$|unicode-|overflow$|white-space$|inline-size$)/;

/**
 * Plain values only: keywords, numbers, lengths, colours (`#hex`, `rgb()`, `rgba()`, `hsl()`, `hsla()`)
 * and a reference to an element of the same document (`url(#id)`, Illustrator's gradients). No quotes,
 * backslash escapes, comments or other functions, so no `url(http…)`, `expression()`, `@import`.
 */
const SAFE_VALUE = /^(?:[#a-z0-9.,%\s+-]|(?:rgba?|hsla?)\([0-9.,%\s+-]*\)|url\(\s*#[\w.-]+\s*\))*$/i;

export const isSafeValue = (value: string): boolean => SAFE_VALUE.test(value) && value.length <= 200;

const SIMPLE_SELECTOR = /^(\*|[a-z][\w-]*)?((?:[#.][\w-]+)*)$/i;

function parseSelector(text: string): CompoundSelector | null {
  const m = SIMPLE_SELECTOR.exec(text);
  if (!m || text === "") return null;
  const tag = m[1] && m[1] !== "*" ? m[1].toLowerCase() : null;
  let id: string | null = null;
  const classes: string[] = [];
  for (const part of m[2]!.match(/[#.][\w-]+/g) ?? []) {
    if (part[0] === "#") {
      if (id !== null) return null;
      id = part.slice(1);
    } else classes.push(part.slice(1));
  }
  return { tag, id, classes, specificity: [id === null ? 0 : 1, classes.length, tag === null ? 0 : 1] };
}

/** `a: b; c: d !important` → declarations, keeping only presentation properties with safe values. */
export function parseDeclarations(text: string, dropped: string[] = []): Declaration[] {
  const declarations: Declaration[] = [];
  for (const chunk of text.split(";")) {
    const colon = chunk.indexOf(":");
    if (colon < 0) {
      if (chunk.trim()) dropped.push(`CSS "${chunk.trim().slice(0, 40)}"`);
      continue;
    }
    const property = chunk.slice(0, colon).trim().toLowerCase();
    let value = chunk.slice(colon + 1).trim();
    const important = /!\s*important$/i.test(value);
    if (important) value = value.replace(/!\s*important$/i, "").trim();
    if (!PRESENTATION_PROPERTIES.has(property)) {
      if (!QUIET.test(property)) dropped.push(`CSS property "${property}"`);
      continue;
    }
    if (!isSafeValue(value)) {
      dropped.push(`CSS value of "${property}"`);
      continue;
    }
    declarations.push({ property, value, important });
  }
  return declarations;
}

/** Strips what XML and CSS allow around the rules: CDATA markers, HTML comment tokens, comments. */
const stripNoise = (css: string): string =>
  css
    .replace(/<!\[CDATA\[|\]\]>/g, " ")
    .replace(/<!--|-->/g, " ")
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, " ");

/** Index just after the block that opens at `open` (a `{`), nested blocks included. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let k = open; k < css.length; k++) {
    if (css[k] === "{") depth++;
    else if (css[k] === "}" && --depth === 0) return k + 1;
  }
  return css.length;
}

export function parseStyleSheet(source: string): StyleSheet {
  const css = stripNoise(source);
  const rules: CssRule[] = [];
  const dropped: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    const prelude = css.slice(i, open < 0 ? css.length : open).trim();
    if (prelude.startsWith("@")) {
      // @import, @font-face, @media…: never kept. A statement at-rule ends at ";", a block one at its "}".
      const semicolon = css.indexOf(";", i);
      dropped.push(`CSS ${prelude.split(/\s/)[0]}`);
      i =
        semicolon >= 0 && (open < 0 || semicolon < open)
          ? semicolon + 1
          : open < 0
            ? css.length
            : blockEnd(css, open);
      continue;
    }
    if (open < 0) break;
    const close = blockEnd(css, open);
    const body = css.slice(open + 1, close - 1);
    i = close;
    if (body.includes("{")) {
      dropped.push(`CSS rule "${prelude.slice(0, 40)}"`);
      continue;
    }
    const selectors: CompoundSelector[] = [];
    for (const text of prelude.split(",")) {
      const selector = parseSelector(text.trim());
      if (selector) selectors.push(selector);
      else dropped.push(`CSS selector "${text.trim().slice(0, 40)}"`);
    }
    const declarations = parseDeclarations(body, dropped);
    if (selectors.length > 0 && declarations.length > 0) rules.push({ selectors, declarations });
  }
  return { rules, dropped };
}

const selectorText = (s: CompoundSelector): string =>
  `${s.tag ?? (s.id === null && s.classes.length === 0 ? "*" : "")}${s.id === null ? "" : `#${s.id}`}${s.classes.map((c) => `.${c}`).join("")}`;

export const declarationsText = (declarations: readonly Declaration[]): string =>
  declarations.map((d) => `${d.property}:${d.value}${d.important ? " !important" : ""}`).join(";");

/** The rules back as CSS text: what the sanitiser stores. */
export const styleSheetText = (rules: readonly CssRule[]): string =>
  rules
    .map((r) => `${r.selectors.map(selectorText).join(",")}{${declarationsText(r.declarations)}}`)
    .join("\n");

/** What a selector is matched against. */
export interface StyledElement {
  readonly tag: string;
  readonly id: string | null;
  readonly classes: readonly string[];
}

export const classesOf = (value: string | undefined): string[] => (value ?? "").split(/\s+/).filter(Boolean);

const matches = (s: CompoundSelector, el: StyledElement): boolean =>
  (s.tag === null || s.tag === el.tag) &&
  (s.id === null || s.id === el.id) &&
  s.classes.every((c) => el.classes.includes(c));

const compare = (a: readonly number[], b: readonly number[]): number =>
  a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;

/**
 * The cascaded value of each property that the rules and the style attribute set on an element (not
 * inherited, not from presentation attributes: the caller falls back to those). Precedence, as in
 * browsers: !important style attribute > !important rule > style attribute > rule; among rules higher
 * specificity, then later rule.
 */
export function cascade(
  rules: readonly CssRule[],
  element: StyledElement,
  style: readonly Declaration[],
): Map<string, string> {
  const best = new Map<string, { rank: readonly number[]; value: string }>();
  const offer = (d: Declaration, rank: readonly number[]) => {
    const current = best.get(d.property);
    if (!current || compareRank(rank, current.rank) >= 0) best.set(d.property, { rank, value: d.value });
  };
  rules.forEach((rule, order) => {
    let specificity: readonly number[] | null = null;
    for (const s of rule.selectors) {
      if (matches(s, element) && (specificity === null || compare(s.specificity, specificity) > 0))
        specificity = s.specificity;
    }
    if (specificity === null) return;
    for (const d of rule.declarations) offer(d, [d.important ? 2 : 0, ...specificity, order]);
  });
  for (const d of style) offer(d, [d.important ? 3 : 1, 0, 0, 0, 0]);
  return new Map(Array.from(best, ([property, { value }]) => [property, value]));
}

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return 0;
}
