import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Cage } from "../../contract/cages.ts";
import { CAGE_INFO_FIELDS, CAGE_SLOTS, checkNewCage, isCageSlotCode } from "../../domain/cageInfo.ts";
import type { UploadKind } from "../../domain/cageStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import type { CageFileStorage } from "../storage/cageFiles.ts";
import { type CheckedFile, checkUpload, UploadError } from "../uploads/checkFile.ts";
import type { CageService, NewCageFiles } from "./cages.ts";

/** A folder that cannot be imported; its message says why, and nothing was stored. */
export class CageImportError extends Error {}

/** The history's owner of an imported cage and its files: the command, not a person. */
export const CAGE_IMPORT_OWNER = "cages:import";

/** cage.json's names for a slot's files → the upload kinds a person would send. */
const FILE_KEYS: Readonly<Record<string, UploadKind>> = {
  photo: "photoFile",
  cage: "cageFile",
  outline: "outlineFile",
};
const TOP_KEYS = new Set<string>([...CAGE_INFO_FIELDS, "slots"]);

/**
 * `npm run cages:import -- <folder>` (issue 22): a folder holding cage.json — the cage's information and
 * `slots`, per slot code the file names of its photo, cage and outline, e.g.
 * `{"make": "Toyota", …, "slots": {"05": {"cage": "front.svg"}}}` — and those files. Everything is
 * checked first (the create dialog's field rules, the upload's content checks and SVG sanitising); only
 * a folder that passes is stored, through the same service as the Cage Manager's create. A bad folder
 * throws a CageImportError naming the first problem and leaves the catalogue and the file store as
 * they were.
 */
export async function importCageFolder(
  cages: CageService,
  storage: CageFileStorage,
  folder: string,
  owner: string = CAGE_IMPORT_OWNER,
): Promise<{ cage: Cage; files: number }> {
  const dir = resolve(folder);
  const raw = await readCageJson(dir);
  for (const key of Object.keys(raw))
    if (!TOP_KEYS.has(key)) throw new CageImportError(TEXTS.cageImportUnknownKey(key));
  const errors = Object.entries(checkNewCage(raw));
  const [field, message] = errors[0] ?? [];
  if (field && message) throw new CageImportError(TEXTS.cageImportField(field, message));

  const checked: { code: string; kind: UploadKind; file: CheckedFile }[] = [];
  for (const [code, kinds] of Object.entries(slotsOf(raw.slots))) {
    if (!isCageSlotCode(code))
      throw new CageImportError(TEXTS.cageImportUnknownSlot(code, CAGE_SLOTS.map((s) => s.code).join(", ")));
    for (const [key, name] of Object.entries(kinds)) {
      const kind = FILE_KEYS[key];
      if (!kind) throw new CageImportError(TEXTS.cageImportUnknownKind(code, key));
      checked.push({ code, kind, file: await checkedFile(dir, name, kind) });
    }
  }

  // Stored only now that every file passed; named by the server, never by the folder.
  const files: Record<string, Partial<Record<UploadKind, string>>> = {};
  for (const { code, kind, file } of checked)
    files[code] = { ...files[code], [kind]: await storage.save(file.bytes, file.ext) };
  const cage = await cages.create(owner, raw, files as NewCageFiles, "import");
  return { cage, files: checked.length };
}

async function readCageJson(dir: string): Promise<Record<string, unknown>> {
  const text = await readFile(join(dir, "cage.json"), "utf8").catch(() => null);
  if (text === null) throw new CageImportError(TEXTS.cageImportNoJson);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new CageImportError(TEXTS.cageImportBadJson(err instanceof Error ? err.message : String(err)));
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new CageImportError(TEXTS.cageImportNotObject);
  return raw as Record<string, unknown>;
}

/** `slots` as code → {kind key → file name}; anything else is refused (a typo must not import nothing). */
function slotsOf(slots: unknown): Record<string, Record<string, string>> {
  if (slots === undefined) return {};
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === "object" && v !== null && !Array.isArray(v);
  if (!isObject(slots)) throw new CageImportError(TEXTS.cageImportSlotsShape);
  for (const kinds of Object.values(slots))
    if (!isObject(kinds) || Object.values(kinds).some((n) => typeof n !== "string"))
      throw new CageImportError(TEXTS.cageImportSlotsShape);
  return slots as Record<string, Record<string, string>>;
}

/** A file of the folder itself (no paths), read and put through the upload's content checks. */
async function checkedFile(dir: string, name: string, kind: UploadKind): Promise<CheckedFile> {
  if (name === "" || name.includes("/") || name.includes("\\") || name.startsWith("."))
    throw new CageImportError(TEXTS.cageImportBadFileName(name));
  const bytes = await readFile(join(dir, name)).catch(() => null);
  if (!bytes) throw new CageImportError(TEXTS.cageImportMissingFile(name));
  try {
    return await checkUpload(kind, bytes);
  } catch (err) {
    if (err instanceof UploadError) throw new CageImportError(TEXTS.cageImportBadFile(name, err.message));
    throw err;
  }
}
