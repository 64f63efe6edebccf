/** A piece of note text: plain, or a link (product §5: http(s):// or www. links are clickable). */
export type NotePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the link. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits a note into text and links; www. links get https://. Line breaks stay in the text parts. */
export function linkify(text: string): NotePart[] {
  const parts: NotePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0];
    const trail = raw.match(TRAILING)?.[0] ?? "";
    const link = raw.slice(0, raw.length - trail.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: link, href: /^www\./i.test(link) ? `https://${link}` : link });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
