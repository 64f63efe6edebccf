/**
 * React effects that load the photo and the cage into a controller (and the scene), cancelling a
 * load when its source changes or the component unmounts.
 */

import { useEffect, useRef, useState } from "react";
import type { CageInfo } from "../geometry/cageAlign";
import type { WorkstationController } from "./controller";
import { loadBitmap, loadText, prepareCageSvg } from "./loaders";

export type LoadStatus = "idle" | "loading" | "ready" | "failed";

/**
 * Decodes the photo; the size the view uses is cageInfo's original_image when known. A new task
 * (`taskKey`) drops the previous photo at once; the other quality of the same task (F) keeps it on
 * screen until the new one is decoded.
 */
export function usePhoto(
  controller: WorkstationController,
  url: string | null,
  originalSize: CageInfo["original_image"] | null,
  options: {
    taskKey?: string | null;
    takePrefetched?: ((url: string) => Promise<Blob | null> | null) | undefined;
  } = {},
): { bitmap: ImageBitmap | null; status: LoadStatus } {
  const [loaded, setLoaded] = useState<{ bitmap: ImageBitmap | null; status: LoadStatus }>({
    bitmap: null,
    status: "idle",
  });
  const originalW = originalSize?.width ?? 0;
  const originalH = originalSize?.height ?? 0;
  const taskKey = options.taskKey ?? null;
  const takeRef = useRef(options.takePrefetched);
  takeRef.current = options.takePrefetched;
  const loadedTask = useRef(taskKey);
  useEffect(() => {
    const sameTask = loadedTask.current === taskKey;
    loadedTask.current = taskKey;
    if (!url) {
      setLoaded({ bitmap: null, status: taskKey === null ? "idle" : "failed" });
      return;
    }
    const controllerAbort = new AbortController();
    let bitmap: ImageBitmap | null = null;
    setLoaded((l) => ({ bitmap: sameTask ? l.bitmap : null, status: "loading" }));
    const prefetched = takeRef.current?.(url) ?? null;
    void loadBitmap(url, controllerAbort.signal, prefetched).then((b) => {
      if (controllerAbort.signal.aborted) return b?.close();
      bitmap = b;
      if (b === null) return setLoaded({ bitmap: null, status: "failed" });
      const size = originalW > 0 && originalH > 0 ? { width: originalW, height: originalH } : b;
      controller.setImageSize({ width: size.width, height: size.height });
      setLoaded({ bitmap: b, status: "ready" });
    });
    return () => {
      controllerAbort.abort();
      // The scene destroys the texture; the bitmap is closed with it (see PhotoLayer).
      void bitmap;
    };
  }, [controller, url, originalW, originalH, taskKey]);
  return loaded;
}

/** Parses the cage (text, or fetched from a URL) in the worker and hands it to the controller. */
export function useCage(
  controller: WorkstationController,
  source: { svg?: string | null; url?: string | null; mirrored: boolean },
  cageInfo: CageInfo | null,
  reloadKey: unknown,
): LoadStatus {
  const [status, setStatus] = useState<LoadStatus>("idle");
  const { svg, url, mirrored } = source;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is how T asks for the cage again
  useEffect(() => {
    if (!svg && !url) {
      controller.setCage(null);
      setStatus("idle");
      return;
    }
    const abort = new AbortController();
    setStatus("loading");
    void (async () => {
      const text = svg ?? (url ? await loadText(url, abort.signal) : null);
      if (abort.signal.aborted) return;
      if (!text) return setStatus("failed");
      try {
        const prepared = await prepareCageSvg(text);
        if (abort.signal.aborted) return;
        controller.setCage({ prepared, cageInfo, mirrored });
        setStatus("ready");
      } catch (error) {
        console.warn("cage could not be parsed", error);
        setStatus("failed");
      }
    })();
    return () => abort.abort();
  }, [controller, svg, url, mirrored, cageInfo, reloadKey]);
  return status;
}
