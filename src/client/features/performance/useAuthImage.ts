import { useEffect, useState } from "react";
import { requestBlob } from "../../api/http.ts";

/**
 * An image that needs the session's token (our /api/photos): fetched as a blob and shown from an object
 * URL, revoked when the url changes or the component goes. Other urls are used as they are.
 */
export function useAuthImage(url: string | null | undefined): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) return setState({ src: null, failed: true });
    if (!url.startsWith("/")) return setState({ src: url, failed: false });
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
