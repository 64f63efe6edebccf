import { TEXTS } from "../../../domain/texts.ts";

/**
 * One line per history entry (product §4 "History events"): what changed, old → new where there is one.
 * Options come from the server as stored JSON, so every field is read defensively.
 */
const str = (v: unknown): string => (typeof v === "string" || typeof v === "number" ? String(v) : "");

export function historyText(event: string, options: Readonly<Record<string, unknown>>): string {
  const code = str(options.code);
  const slot = code ? ` (${code})` : "";
  switch (event) {
    case "UPDATE-STATUS":
      return `${str(options.from)} → ${str(options.to)}`;
    case "UPDATE": {
      const changes = Array.isArray(options.changes) ? options.changes : [];
      return changes
        .map((c: Record<string, unknown>) => `${str(c.field)}: ${str(c.from) || "—"} → ${str(c.to) || "—"}`)
        .join("; ");
    }
    case "PHOTO-UPLOAD":
    case "CAGE-UPLOAD":
    case "OUTLINE-UPLOAD":
      return `${event.replace("-UPLOAD", "").toLowerCase()} file${slot}`;
    case "CAGE-LABEL-REMOVE": {
      const removed = Array.isArray(options.removed) ? options.removed : [];
      const names = removed.map((r: Record<string, unknown>) => str(r.label) || str(r.id)).join(", ");
      return `${names}${slot}`;
    }
    case "CAGE-LABEL-TAKEOVER":
      return `${TEXTS.historyLabelTakenOver(str(options.from))}${slot}`;
    case "CREATE":
      return TEXTS.historyCageCreated(str(options.source));
    case "DUPLICATE":
      return options.to ? `copied to ${str(options.to)}` : `copied from ${str(options.from)}`;
    default:
      return "";
  }
}

/** Text and links of a note: http(s):// and www. become links, the rest stays text (line breaks kept by CSS). */
export type NotePiece = { text: string; href?: string };
const LINK = /\b(https?:\/\/[^\s<]+|www\.[^\s<]+)/gi;

export function splitLinks(message: string): NotePiece[] {
  const pieces: NotePiece[] = [];
  let last = 0;
  for (const m of message.matchAll(LINK)) {
    const url = m[0].replace(/[.,;:!?)]+$/, "");
    const at = m.index ?? 0;
    if (at > last) pieces.push({ text: message.slice(last, at) });
    pieces.push({ text: url, href: url.startsWith("www.") ? `https://${url}` : url });
    last = at + url.length;
  }
  if (last < message.length) pieces.push({ text: message.slice(last) });
  return pieces;
}
