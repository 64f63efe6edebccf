/** What the client reports: an uncaught error, a render crash, or a sampled performance trace. */
export const CLIENT_REPORT_KINDS = ["error", "crash", "trace"] as const;
export type ClientReportKind = (typeof CLIENT_REPORT_KINDS)[number];
/** Share of page loads that send a performance trace (spec: trace sample rate 0.04). */
export const TRACE_SAMPLE_RATE = 0.04;
/** Who reads the reports (GET /api/client-reports, the Client reports screen and its menu entry). */
export const CLIENT_REPORT_READERS = ["ADMIN", "SUPER"] as const;
export const canReadClientReports = (role: string): boolean =>
  (CLIENT_REPORT_READERS as readonly string[]).includes(role);
/** Page size of the Client reports screen and the call's default. */
export const CLIENT_REPORTS_PAGE_SIZE = 50;
/**
 * The longest texts a client report or a crash feedback may carry, in characters (the contracts'
 * maxLength; the client shortens to them). In ASCII they fit the default body cap below together,
 * with room for the JSON around them, so a report the contract admits is not refused for its size.
 */
export const REPORT_TEXT_LIMITS = { message: 2000, detail: 12000, path: 2000 } as const;
/**
 * The largest report body by default, bytes (the server's CLIENT_REPORT_MAX_BYTES; a larger one is
 * refused with 413). The client shortens a report's detail until its JSON fits.
 */
export const REPORT_MAX_BYTES = 16 * 1024;

/** The first `max` UTF-16 units of `text`, never cutting a surrogate pair in two (a lone half is refused). */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

/**
 * The body with its `field` text shortened until the body's JSON is at most `maxBytes` in UTF-8 (what
 * the server counts), so a report of long non-ASCII text is cut rather than refused; other fields
 * are left as they are.
 */
export function fitReport<T extends object>(
  body: T,
  field: keyof T & string,
  maxBytes = REPORT_MAX_BYTES,
): T {
  const encoder = new TextEncoder();
  let out = body;
  for (;;) {
    const over = encoder.encode(JSON.stringify(out)).length - maxBytes;
    const text = out[field];
    if (over <= 0 || typeof text !== "string" || text === "") return out;
    out = { ...out, [field]: text.slice(0, cutAt(text, over)) };
  }
}

/** Where to cut `text` so at least `bytes` of its UTF-8 go, from its end, by whole characters. */
function cutAt(text: string, bytes: number): number {
  let end = text.length;
  let freed = 0;
  while (end > 0 && freed < bytes) {
    const code = text.charCodeAt(end - 1);
    const pair = code >= 0xdc00 && code <= 0xdfff && end >= 2;
    end -= pair ? 2 : 1;
    freed += pair ? 4 : code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
  }
  return end;
}
