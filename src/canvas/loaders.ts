/**
 * Loading what the scene draws. Photos: fetched as a blob (our photo URLs need the Authorization header)
 * and decoded with createImageBitmap, which decodes off the main thread, so a 4000×3000 photo never
 * blocks input. Cages: the SVG text, parsed in the cage-parse worker (main-thread fallback).
 */

import { type CageParser, createCageParser } from "../../workers/cage-parse/client";
import type { PartLabel, PreparedCage } from "../../workers/cage-parse/types";
import { fetchBlob } from "./blobSource.ts";

/**
 * `prefetched`: the same URL already fetched and decoded, or under way (used instead of fetching again;
 * when it came to nothing, the photo is fetched here once more).
 */
export async function loadBitmap(
  url: string,
  signal: AbortSignal,
  prefetched: Promise<ImageBitmap | null> | null = null,
): Promise<ImageBitmap | null> {
  const ready = await prefetched;
  if (ready) return ready;
  const blob = await fetchBlob(url, signal);
  if (blob === null || signal.aborted) return null;
  try {
    return await createImageBitmap(blob);
  } catch {
    return null;
  }
}

export async function loadText(url: string, signal: AbortSignal): Promise<string | null> {
  const blob = await fetchBlob(url, signal);
  return blob === null || signal.aborted ? null : blob.text();
}

let parser: CageParser | null = null;

/** One worker for every workstation of the page. `labels`: the editors' labels of the parts (issue 22). */
export function prepareCageSvg(svg: string, labels: readonly PartLabel[] = []): Promise<PreparedCage> {
  parser ??= createCageParser();
  return parser.prepare(svg, labels.length > 0 ? { labels } : undefined);
}
