import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * Cage files (photos, cage and outline SVGs) under DATA_DIR/cages, with server-made names
 * (uuid.ext): the client's file name is never used, so no path can be chosen from outside.
 */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|svg)$/;

/** The fixed content type of a stored file, by the kind we stored (never sniffed). */
export const CAGE_FILE_TYPES = { png: "image/png", jpg: "image/jpeg", svg: "image/svg+xml" } as const;

export const isCageFileName = (name: string): boolean => NAME.test(name);

export class CageFileStorage {
  constructor(private readonly dir: string) {}

  async save(bytes: Buffer, ext: keyof typeof CAGE_FILE_TYPES): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomUUID()}.${ext}`;
    await writeFile(join(this.dir, name), bytes, { flag: "wx" });
    return name;
  }

  async read(name: string): Promise<{ bytes: Buffer; type: string } | null> {
    if (!isCageFileName(name)) return null;
    const ext = name.slice(name.lastIndexOf(".") + 1) as keyof typeof CAGE_FILE_TYPES;
    const bytes = await readFile(join(this.dir, name)).catch(() => null);
    return bytes ? { bytes, type: CAGE_FILE_TYPES[ext] } : null;
  }
}
