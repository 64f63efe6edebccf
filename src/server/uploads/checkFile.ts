import sharp from "sharp";
import { parseCage, summariseCage } from "../../../workers/cage-parse/parseCage.ts";
import { decodeSvg, SvgSourceError } from "../../../workers/cage-parse/svgSource.ts";
import { CAGE_PHOTO_MAX_BYTES, CAGE_SVG_MAX_BYTES, type CageSvgReport } from "../../contract/cages.ts";
import type { UploadKind } from "../../domain/cageStatus.ts";
import { TEXTS } from "../../domain/texts.ts";
import { photoKind } from "../storage/photos.ts";
import { SvgError, sanitiseSvgWithNotes } from "./sanitiseSvg.ts";

/**
 * Content checks of a cage upload (product §S7): never the client's name or header. A photo
 * must start with the PNG or JPEG signature, decode with sharp within the pixel limit, and is
 * re-encoded (which drops metadata and anything appended to it, e.g. a PNG/HTML polyglot's tail).
 * An SVG must be text in the encoding it declares (byte-order mark or XML declaration, else UTF-8) that
 * parses as an XML document with an <svg> root; it is sanitised and stored as UTF-8, and the cage parser
 * (the workstation's) reports on the stored drawing.
 */
export class UploadError extends Error {}

export const CAGE_PHOTO_MAX_PIXELS = 50_000_000;

export interface CheckedFile {
  bytes: Buffer;
  ext: "png" | "jpg" | "svg";
  /** SVGs: what the drawing holds, as stored. */
  report?: CageSvgReport;
}

const MAX_REPORTED_WARNINGS = 100;

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
  let source: string;
  try {
    source = decodeSvg(bytes);
  } catch (err) {
    if (err instanceof SvgSourceError) throw new UploadError(TEXTS.uploadSvgNotUtf8);
    throw err;
  }
  try {
    const { svg, notes } = sanitiseSvgWithNotes(source);
    const summary = summariseCage(parseCage(svg));
    const warnings = [...notes, ...summary.warnings]
      .slice(0, MAX_REPORTED_WARNINGS)
      .map((w) => w.slice(0, 300));
    return { bytes: Buffer.from(svg, "utf8"), ext: "svg", report: { ...summary, warnings } };
  } catch (err) {
    if (err instanceof SvgError) throw new UploadError(err.message);
    throw new UploadError(TEXTS.uploadNotSvg);
  }
}

export async function checkUpload(kind: UploadKind, bytes: Buffer): Promise<CheckedFile> {
  return kind === "photoFile" ? checkPhoto(bytes) : checkSvg(bytes);
}
