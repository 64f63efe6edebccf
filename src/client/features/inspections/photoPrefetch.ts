import { requestBlob } from "../../api/http.ts";

/**
 * The next task's photo, fetched and decoded before it is drawn (createImageBitmap decodes off the main
 * thread): as soon as the server names the photo of the task held ahead for the agent (the current
 * task's photo-shown report, issue 21 item 7), so the answer's handover paints at once; else as soon as
 * the task arrives, so the download and the decode overlap the render instead of following it. One at a
 * time: the photo view takes it, as a bitmap (the workstation) or as the blob (the plain photo, where
 * the browser has no WebGL).
 */
interface Prefetch {
  url: string;
  blob: Promise<Blob | null>;
  bitmap: Promise<ImageBitmap | null>;
}

let pending: Prefetch | null = null;

const decode = (blob: Blob | null): Promise<ImageBitmap | null> =>
  blob && typeof createImageBitmap === "function"
    ? createImageBitmap(blob).catch(() => null)
    : Promise.resolve(null);

/** A decoded bitmap nobody will draw gives its memory back at once. */
const discard = (bitmap: Promise<ImageBitmap | null>) => void bitmap.then((b) => b?.close());

/** Starts fetching `url`; the same URL already under way (held ahead, now arrived) is kept, not fetched again. */
export function prefetchPhoto(url: string | null | undefined): void {
  if (url && pending?.url === url) return;
  if (pending) discard(pending.bitmap);
  if (!url?.startsWith("/")) {
    pending = null;
    return;
  }
  const blob = requestBlob(url);
  pending = { url, blob, bitmap: blob.then(decode) };
}

function take(url: string): Prefetch | null {
  if (pending?.url !== url) return null;
  const taken = pending;
  pending = null;
  return taken;
}

/** The prefetched blob of `url` (once), or null when none was started for it. */
export function takePrefetchedPhoto(url: string): Promise<Blob | null> | null {
  const taken = take(url);
  if (!taken) return null;
  discard(taken.bitmap);
  return taken.blob;
}

/** The prefetched photo of `url` decoded (once), or null when none was started for it. */
export function takePrefetchedBitmap(url: string): Promise<ImageBitmap | null> | null {
  return take(url)?.bitmap ?? null;
}
