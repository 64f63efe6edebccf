import { useEffect, useState } from "react";
import { requestBlob } from "../../api/http.ts";
import { takePrefetchedPhoto } from "./photoPrefetch.ts";

/**
 * An image that needs the Authorization header (our photos), as an object URL; other URLs pass
 * through. `failed` when it cannot be fetched. The object URL is revoked when the URL changes.
 */
export function useAuthImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) {
      setState({ src: null, failed: true });
      return;
    }
    if (!url.startsWith("/")) {
      setState({ src: url, failed: false });
      return;
    }
    setState({ src: null, failed: false });
    const controller = new AbortController();
    let objectUrl: string | null = null;
    void (takePrefetchedPhoto(url) ?? requestBlob(url, controller.signal)).then((blob) => {
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
