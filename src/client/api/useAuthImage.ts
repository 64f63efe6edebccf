import { useEffect, useState } from "react";
import { API_PREFIX } from "../../contract/routes.ts";
import { requestBlob } from "./http.ts";

export interface AuthImage {
  src: string | null;
  /** No URL, or the file could not be fetched. */
  failed: boolean;
}

/**
 * A displayable URL for an image. Our /api/ files (photos, cage files) need the Authorization header, so
 * they are fetched as a blob and shown from an object URL, revoked when the URL changes or the component
 * goes; public files (/outlines/, other hosts) are used as they are. An <img> never runs a script inside
 * an SVG, so showing a stored SVG this way is safe. `take` may hand over a blob already being fetched
 * (the workspace prefetches the next task's photo).
 */
export function useAuthImage(
  url: string | null | undefined,
  take?: (url: string) => Promise<Blob | null> | null,
): AuthImage {
  const [state, setState] = useState<AuthImage>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return setState({ src: null, failed: true });
    if (!url.startsWith(`${API_PREFIX}/`)) return setState({ src: url, failed: false });
    setState({ src: null, failed: false });
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (take?.(url) ?? requestBlob(url, controller.signal)).then((blob) => {
      if (controller.signal.aborted) return;
      if (!blob) return setState({ src: null, failed: true });
      objectUrl = URL.createObjectURL(blob);
      setState({ src: objectUrl, failed: false });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, take]);
  return state;
}
