import sharp from "sharp";
import { CAGE_PHOTO_MAX_BYTES, CAGE_SVG_MAX_BYTES } from "../../contract/cages.ts";
import type { UploadKind } from "../../domain/cageStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import { photoKind } from "../storage/photos.ts";
import { SvgError, sanitiseSvg } from "./sanitiseSvg.ts";

/**
 * Content checks of a cage upload (server-behaviour §7): never the client's name or header. A photo
 * must start with the PNG or JPEG signature, decode with sharp within the pixel limit, and is
 * re-encoded (which drops metadata and anything appended to it, e.g. a PNG/HTML polyglot's tail).
 * An SVG must be UTF-8 text that parses as an XML document with an <svg> root, and is sanitised.
 */
export class UploadError extends Error {}

export const CAGE_PHOTO_MAX_PIXELS = 50_000_000;

export interface CheckedFile {
  bytes: Buffer;
  ext: "png" | "jpg" | "svg";
}

async function checkPhoto(bytes: Buffer): Promise<CheckedFile> {
  if (bytes.length > CAGE_PHOTO_MAX_BYTES) throw new UploadError(TEXTS.uploadPhotoTooLarge);
  const kind = photoKind(bytes);
  if (!kind) throw new UploadError(TEXTS.uploadPhotoType);
  const image = sharp(bytes, { limitInputPixels: CAGE_PHOTO_MAX_PIXELS, failOn: "error" }).rotate();
  const out = await (kind === "png" ? image.png() : image.jpeg({ quality: 92 })).toBuffer().catch(() => null);
  if (!out) throw new UploadError(TEXTS.uploadPhotoUnreadable);
  return { bytes: out, ext: kind };
}

function checkSvg(bytes: Buffer): CheckedFile {
  if (bytes.length > CAGE_SVG_MAX_BYTES) throw new UploadError(TEXTS.uploadSvgTooLarge);
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  let source: string;
  try {
    source = text.decode(bytes);
  } catch {
    throw new UploadError(TEXTS.uploadSvgNotUtf8);
  }
  try {
    return { bytes: Buffer.from(sanitiseSvg(source), "utf8"), ext: "svg" };
  } catch (err) {
    if (err instanceof SvgError) throw new UploadError(err.message);
    throw new UploadError(TEXTS.uploadNotSvg);
  }
}

export async function checkUpload(kind: UploadKind, bytes: Buffer): Promise<CheckedFile> {
  return kind === "photoFile" ? checkPhoto(bytes) : checkSvg(bytes);
}
