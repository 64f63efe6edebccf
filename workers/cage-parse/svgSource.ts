/**
 * From a drawing file to SVG text the parser and the sanitiser can read.
 *
 * - `decodeSvg`: the bytes in the encoding they declare — a byte-order mark, else the XML declaration's
 *   `encoding` (ISO-8859-1 and Windows-125x files exist in the wild), else UTF-8.
 * - `resolveDoctype`: drawing tools write a doctype (CorelDRAW, Illustrator) and Illustrator declares
 *   namespace entities in it (`<!ENTITY ns_svg "http://…">`). The doctype is removed and its internal
 *   entities are expanded once, as plain text; an entity that refers outside the file (SYSTEM, PUBLIC),
 *   a parameter entity, or a value holding markup or references (the billion-laughs shape) is refused.
 */

export class SvgSourceError extends Error {}

/** Most the expansion of entities may add to a file. */
const MAX_EXPANSION = 1024 * 1024;

export function decodeSvg(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode("utf-8", bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode("utf-16le", bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode("utf-16be", bytes.subarray(2));
  // The declaration itself is ASCII whatever encoding it names, so a byte-per-char reading finds it.
  const head = String.fromCharCode(...bytes.subarray(0, 256));
  const declared = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  return decode(declared ?? "utf-8", bytes);
}

function decode(label: string, bytes: Uint8Array): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new SvgSourceError(`unknown encoding "${label}"`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new SvgSourceError(`not ${label} text`);
  }
}

const ENTITY = /<!ENTITY\s+(%\s+)?([A-Za-z_][\w.-]*)\s+(?:"([^"]*)"|'([^']*)'|(SYSTEM|PUBLIC)\b)[^>]*>/g;

/** The text without its doctype, internal entities expanded. Throws SvgSourceError on unsafe ones. */
export function resolveDoctype(text: string): string {
  const at = text.search(/<!DOCTYPE\b/i);
  if (at < 0) return text;
  const bracket = text.indexOf("[", at);
  const gt = text.indexOf(">", at);
  if (gt < 0) throw new SvgSourceError("unterminated doctype");
  let end = gt + 1;
  let subset = "";
  if (bracket >= 0 && bracket < gt) {
    const close = text.indexOf("]", bracket);
    const after = close < 0 ? -1 : text.indexOf(">", close);
    if (after < 0) throw new SvgSourceError("unterminated doctype");
    subset = text.slice(bracket + 1, close);
    end = after + 1;
  }
  const entities = new Map<string, string>();
  for (const m of subset.matchAll(ENTITY)) {
    const value = m[3] ?? m[4];
    if (m[1] || value === undefined) throw new SvgSourceError(`entity "${m[2]}" is not allowed`);
    if (/[&<%]/.test(value)) throw new SvgSourceError(`entity "${m[2]}" holds markup or references`);
    entities.set(m[2]!, value);
  }
  const rest = text.slice(0, at) + text.slice(end);
  if (entities.size === 0) return rest;
  let added = 0;
  const expanded = rest.replace(/&([A-Za-z_][\w.-]*);/g, (whole, name: string) => {
    const value = entities.get(name);
    if (value === undefined) return whole;
    added += value.length;
    if (added > MAX_EXPANSION) throw new SvgSourceError("entities expand too much");
    return value;
  });
  return expanded;
}
