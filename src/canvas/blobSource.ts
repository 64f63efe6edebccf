/**
 * How the canvas fetches what it draws (photos, cage drawings). The canvas never imports the client
 * (docs/architecture.md), yet our photo URLs need the session's Authorization header: the client sets
 * its authorised request here when its HTTP module loads (src/client/api/http.ts, in the entry bundle,
 * so before any workstation chunk), and until then a plain fetch is used.
 */
export type FetchBlob = (url: string, signal?: AbortSignal) => Promise<Blob | null>;

const plainFetch: FetchBlob = async (url, signal) => {
  try {
    const response = await fetch(url, signal ? { signal } : {});
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
};

let source: FetchBlob = plainFetch;

export function setBlobSource(fetchBlob: FetchBlob): void {
  source = fetchBlob;
}

/** A resource as a Blob through the source set, or null when it could not be had. */
export const fetchBlob: FetchBlob = (url, signal) => source(url, signal);
