/**
 * Stack frames in the text a browser reported (issue 8, symbolication): finding them, and writing a
 * mapped one back. Pure; the file reading and map cache are in symbolicate.ts.
 */

/** One frame as the browser wrote it: its function name (if any) and where it points (1-based). */
export interface StackFrame {
  fn: string | null;
  url: string;
  line: number;
  column: number;
}

/** A frame mapped to the original source: a project path (src/…), 1-based line and column. */
export interface MappedFrame {
  fn: string | null;
  source: string;
  line: number;
  column: number;
}

/** Frames read from one report at most: a 20,000-character detail could otherwise ask for thousands. */
export const MAX_FRAMES = 100;

// Chromium (and Node): "    at fn (url:1:2)", "    at url:1:2", "    at async fn (url:1:2)".
const CHROMIUM = /^\s*at (?:(.+?) \()?((?:https?|file):\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/;
// Firefox and Safari: "fn@url:1:2", "@url:1:2", "fn/<@url:1:2".
const GECKO = /^\s*([^@\s]*)@((?:https?|file):\/\/[^\s@]+?):(\d+):(\d+)\s*$/;
/** Positions past this are not real (a minified line is long, but not this long). */
const MAX_POSITION = 100_000_000;

/** The frame a stack line holds, or null when it is not one (the message, "Component stack:", …). */
export function parseStackLine(text: string): StackFrame | null {
  if (text.length > 4000) return null;
  const m = CHROMIUM.exec(text) ?? GECKO.exec(text);
  if (!m) return null;
  const line = Number(m[3]);
  const column = Number(m[4]);
  if (!(line >= 1 && line <= MAX_POSITION && column >= 1 && column <= MAX_POSITION)) return null;
  return { fn: m[1] ? m[1] : null, url: m[2] ?? "", line, column };
}

// A built chunk's name: letters, digits, "-", "_" and dots, ending in .js; no folder, no "..".
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}\.js$/;

/**
 * The file name under /assets/ of one of our built chunks the URL points at, or null for anything else
 * (another folder, a traversal, an encoded name, not a URL): only such names are ever looked up.
 */
export function assetFileOf(url: string): string | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const m = /^\/assets\/([^/]+)$/.exec(path);
  const name = m?.[1];
  return name && ASSET_NAME.test(name) && !name.includes("..") ? name : null;
}

/** The frames of a report's text, by line index, at most `max` of them. */
export function findFrames(text: string, max = MAX_FRAMES): Map<number, StackFrame> {
  const frames = new Map<number, StackFrame>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length && frames.size < max; i++) {
    const frame = parseStackLine(lines[i] ?? "");
    if (frame) frames.set(i, frame);
  }
  return frames;
}

/** A mapped frame, as Chromium writes one: "    at fn (src/…/File.tsx:12:5)". */
export function formatFrame(frame: MappedFrame): string {
  const where = `${frame.source}:${frame.line}:${frame.column}`;
  return frame.fn ? `    at ${frame.fn} (${where})` : `    at ${where}`;
}

/** The text with the mapped lines (by line index) written as mapped frames; other lines as they were. */
export function rewriteLines(text: string, mapped: ReadonlyMap<number, MappedFrame>): string {
  return text
    .split("\n")
    .map((line, i) => {
      const frame = mapped.get(i);
      return frame ? formatFrame(frame) : line;
    })
    .join("\n");
}

/**
 * The identifier a frame's function name ends with ("p" of "async p", "Xe.render" gives "render"), to
 * find its original name: a minifier renames functions, and the map names the renamed token.
 */
export function minifiedName(fn: string | null): string | null {
  if (!fn) return null;
  const last =
    fn
      .replace(/^(?:async|new) /, "")
      .split(".")
      .pop() ?? "";
  return /^[A-Za-z_$][\w$]{0,99}$/.test(last) ? last : null;
}

const isIdentifierPart = (ch: string | undefined) => ch !== undefined && /[\w$]/.test(ch);
// "function p(", "function* p(": the name after the keyword.
const DECLARED_AFTER = /function\*?\s*$/;
// "p=function", "p=async function", "p=(e)=>", "p=e=>", "p=async(e)=>": a function assigned.
const ASSIGNED_BEFORE = /^\s*=\s*(?:async\s*)?(?:function\b|\([^()]*\)\s*=>|[\w$]+\s*=>)/;
/** Occurrences of a short name looked at, at most, per frame (a minified line is one long line). */
const MAX_STEPS = 5000;

/**
 * 0-based columns where a function named `name` is declared (or assigned) in the generated line
 * before `beforeColumn`, nearest first, at most `max`: where the map names the function's original
 * name. Other uses of the name (a parameter "e" in another scope) are skipped.
 */
export function declarationColumns(line: string, name: string, beforeColumn: number, max = 5): number[] {
  const found: number[] = [];
  let at = line.lastIndexOf(name, Math.min(beforeColumn, line.length - 1));
  for (let steps = 0; at >= 0 && found.length < max && steps < MAX_STEPS; steps++) {
    const end = at + name.length;
    if (
      !isIdentifierPart(line[at - 1]) &&
      !isIdentifierPart(line[end]) &&
      (DECLARED_AFTER.test(line.slice(Math.max(0, at - 12), at)) ||
        ASSIGNED_BEFORE.test(line.slice(end, end + 80)))
    )
      found.push(at);
    at = at === 0 ? -1 : line.lastIndexOf(name, at - 1);
  }
  return found;
}
