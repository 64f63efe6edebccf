import { useEffect, useState } from "react";
import { requestBlob } from "../../api/http.ts";

/**
 * A displayable URL for a file: cage files need the Authorization header, so /api/ files are fetched as
 * a blob and shown from an object URL (revoked when it changes); public files (/outlines/) are used as is.
 * An <img> never runs a script inside an SVG, so showing a stored SVG this way is safe.
 */
export function useFileUrl(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return setState({ src: null, failed: false });
    if (!url.startsWith("/api/")) return setState({ src: url, failed: false });
    setState({ src: null, failed: false });
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void requestBlob(url, controller.signal).then((blob) => {
      if (controller.signal.aborted) return;
      if (!blob) return setState({ src: null, failed: true });
      objectUrl = URL.createObjectURL(blob);
      setState({ src: objectUrl, failed: false });
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
