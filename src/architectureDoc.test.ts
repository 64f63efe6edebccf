/**
 * docs/architecture.md's folder list is true to the tree. Convention (stated in the doc's "Layout"
 * section): in the first code block after "## Layout", a folder is a line that starts, after any
 * indentation, with its full path from the repository root ending in "/" (then spaces or the line's end).
 * Every folder under src/ two levels deep and directly under tests/, workers/ and assets/ must have such a
 * line, as must tests/, workers/, assets/ and docs/; every such line must name a folder that exists, and
 * none may appear twice. Folders with no file anywhere inside (git does not keep them) and hidden ones
 * do not count.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");
const TOP_LEVEL = ["src/", "tests/", "workers/", "assets/", "docs/"];
/** A folder line: its full path from the root, ending in "/", first on the line. */
const FOLDER_LINE = /^\s*((?:src|tests|workers|assets|docs)\/(?:[\w.-]+\/)*)(?:\s|$)/;

/** The folder paths the layout block lists, in order (duplicates kept, so they can be reported). */
function foldersInDoc(markdown: string): string[] {
  const lines = markdown.split("\n");
  const heading = lines.findIndex((line) => line.trim() === "## Layout");
  if (heading < 0) throw new Error('docs/architecture.md has no "## Layout" section');
  const open = lines.findIndex((line, i) => i > heading && line.startsWith("```"));
  const close = lines.findIndex((line, i) => i > open && line.startsWith("```"));
  if (open < 0 || close < 0) throw new Error("the Layout section has no code block");
  return lines.slice(open + 1, close).flatMap((line) => {
    const match = FOLDER_LINE.exec(line);
    return match?.[1] ? [match[1]] : [];
  });
}

const visible = (name: string) => !name.startsWith(".") && name !== "node_modules";

/** Whether a folder holds a file, at any depth. */
function holdsAFile(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) =>
    entry.isDirectory() ? visible(entry.name) && holdsAFile(join(dir, entry.name)) : true,
  );
}

/** The folders under `path` (relative to the root, ending in "/") down to `depth` levels, as "a/b/". */
function subfolders(path: string, depth: number): string[] {
  if (depth === 0) return [];
  return readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && visible(entry.name))
    .map((entry) => `${path}${entry.name}/`)
    .filter((folder) => holdsAFile(join(ROOT, folder)))
    .flatMap((folder) => [folder, ...subfolders(folder, depth - 1)]);
}

/** The folders the doc must list: src/ two levels deep, tests/, workers/, assets/ one level, and those four and docs/. */
function requiredFolders(): string[] {
  return [
    "tests/",
    "workers/",
    "assets/",
    "docs/",
    ...subfolders("src/", 2),
    ...subfolders("tests/", 1),
    ...subfolders("workers/", 1),
    ...subfolders("assets/", 1),
  ].sort();
}

const isFolder = (path: string) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory();

describe("docs/architecture.md's layout", () => {
  const listed = foldersInDoc(readFileSync(join(ROOT, "docs", "architecture.md"), "utf8"));

  it("reads folder lines only from the layout block, by the stated convention", () => {
    const sample = [
      "src/nowhere/ is prose, outside the block",
      "## Layout",
      "```",
      "src/a/            first",
      "  src/a/b/        indented",
      "  file.ts         src/not/a/folder/line/ (not first on the line)",
      "docs/",
      "```",
      "src/after/ the block",
    ].join("\n");
    expect(foldersInDoc(sample)).toEqual(["src/a/", "src/a/b/", "docs/"]);
  });

  it("lists each folder once", () => {
    const twice = listed.filter((folder, i) => listed.indexOf(folder) !== i);
    expect(twice, "folders listed more than once").toEqual([]);
  });

  it("lists every folder of the tree it must describe", () => {
    const missing = requiredFolders().filter((folder) => !listed.includes(folder));
    expect(missing, "folders missing from docs/architecture.md's layout").toEqual([]);
  });

  it("names no folder that does not exist", () => {
    const absent = listed.filter(
      (folder) => !TOP_LEVEL.some((top) => folder.startsWith(top)) || !isFolder(folder),
    );
    expect(absent, "folders in docs/architecture.md's layout that do not exist").toEqual([]);
  });
});
