import { requestBlob } from "../../api/http.ts";

/**
 * The next task's photo, fetched as soon as the task arrives (before React renders the working
 * screen), so the photo's download overlaps the render. One at a time: the photo view takes it.
 */
let pending: { url: string; blob: Promise<Blob | null> } | null = null;

export function prefetchPhoto(url: string | null | undefined): void {
  pending = url?.startsWith("/") ? { url, blob: requestBlob(url) } : null;
}

/** The prefetched blob of `url` (once), or null when none was started for it. */
export function takePrefetchedPhoto(url: string): Promise<Blob | null> | null {
  if (pending?.url !== url) return null;
  const { blob } = pending;
  pending = null;
  return blob;
}
