/**
 * A small, tolerant XML tag scanner for SVG (no DOMParser in a worker, nor in Node).
 *
 * It reports start tags with their attributes and end tags, and skips comments, CDATA, processing
 * instructions and the doctype (internal subset included); the raw text of <style>, <script> and <title>
 * goes to `text` (<style> holds the drawing's CSS, <title> a part's name). It
 * never throws: an unterminated construct ends the scan. Element names lose any namespace prefix and are
 * lower-cased (`svg:path` → `path`); attribute names are lower-cased (`viewBox` → `viewbox`) and keep
 * their prefix (`xlink:href`). Attribute values have XML entities decoded. Text content is ignored.
 */

export type Attributes = ReadonlyMap<string, string>;

export interface TagVisitor {
  open(name: string, attributes: Attributes, selfClosing: boolean): void;
  close(name: string): void;
  /** The raw content of a <style>, <script> or <title> element (CDATA markers and all). */
  text?(name: string, content: string): void;
}

const RAW_TEXT = new Set(["style", "script", "title"]);
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|apos);/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(ENTITY, (whole, body: string) => {
    if (body[0] !== "#") return NAMED[body.toLowerCase()] ?? whole;
    const code =
      body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (attributes.has(name)) continue; // XML forbids duplicates; keep the first, like browsers
    attributes.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return attributes;
}

const localName = (qualified: string): string => {
  const colon = qualified.indexOf(":");
  return (colon >= 0 ? qualified.slice(colon + 1) : qualified).toLowerCase();
};

const isNameStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58 || c > 127;

const isNameEnd = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 47 || c === 62;

/** Index just after `terminator` found from `from`, or the end of the text. */
const skipPast = (text: string, terminator: string, from: number): number => {
  const at = text.indexOf(terminator, from);
  return at < 0 ? text.length : at + terminator.length;
};

/** Index of the `>` closing a tag that starts at `from`, ignoring `>` inside quotes; -1 if none. */
function tagEnd(text: string, from: number): number {
  for (let k = from; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 62) return k;
    if (c === 34 || c === 39) {
      // Jump over the quoted value in one native search (values such as path data are long).
      k = text.indexOf(c === 34 ? '"' : "'", k + 1);
      if (k < 0) return -1;
    }
  }
  return -1;
}

/** Index just after the `>` ending a doctype, whose internal subset [ … ] may hold `>`. */
function doctypeEnd(text: string, from: number): number {
  let depth = 0;
  for (let k = from; k < text.length; k++) {
    const c = text[k];
    if (c === "[") depth++;
    else if (c === "]") depth = Math.max(0, depth - 1);
    else if (c === ">" && depth === 0) return k + 1;
  }
  return text.length;
}

/** Index of the `</name` ending a raw-text element (case-insensitive), or -1. */
function rawTextEnd(text: string, name: string, from: number): number {
  for (let at = text.indexOf("</", from); at >= 0; at = text.indexOf("</", at + 2)) {
    if (text.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

export function scanTags(text: string, visitor: TagVisitor): void {
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) return;
    if (text.startsWith("<!--", lt)) {
      i = skipPast(text, "-->", lt + 4);
    } else if (text.startsWith("<![CDATA[", lt)) {
      i = skipPast(text, "]]>", lt + 9);
    } else if (text[lt + 1] === "!") {
      i = doctypeEnd(text, lt + 2);
    } else if (text[lt + 1] === "?") {
      i = skipPast(text, "?>", lt + 2);
    } else if (text[lt + 1] === "/") {
      const gt = text.indexOf(">", lt + 2);
      if (gt < 0) return;
      const name = text.slice(lt + 2, gt).trim();
      if (name) visitor.close(localName(name));
      i = gt + 1;
    } else if (isNameStart(text.charCodeAt(lt + 1))) {
      let j = lt + 2;
      while (j < text.length && !isNameEnd(text.charCodeAt(j))) j++;
      const gt = tagEnd(text, j);
      if (gt < 0) return;
      const qualified = text.slice(lt + 1, j).toLowerCase();
      const name = localName(qualified);
      const body = text.slice(j, gt);
      const selfClosing = body.trimEnd().endsWith("/");
      visitor.open(name, parseAttributes(body), selfClosing);
      i = gt + 1;
      // Only SVG's own <title> (metadata's <dc:title> is an element like any other); the end tag is
      // looked for by the name as written.
      const raw = RAW_TEXT.has(name) && (name !== "title" || qualified === name || qualified === "svg:title");
      if (!selfClosing && raw) {
        const end = rawTextEnd(text, qualified, i);
        if (end < 0) return;
        visitor.text?.(name, text.slice(i, end));
        i = skipPast(text, ">", end);
        visitor.close(name);
      }
    } else {
      i = lt + 1; // a stray "<" in text
    }
  }
}
