/**
 * React effects that load the photo and the cage into a controller (and the scene), cancelling a
 * load when its source changes or the component unmounts.
 */

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { PartLabel } from "../../workers/cage-parse/types";
import type { CageInfo } from "../geometry/cageAlign";
import type { WorkstationController } from "./controller";
import { loadBitmap, loadText, prepareCageSvg } from "./loaders";

export type LoadStatus = "idle" | "loading" | "ready" | "failed";

/**
 * Decodes the photo and hands it to the controller (the scene draws it from there); the size the view
 * uses is cageInfo's original_image when known. A new task drops the previous photo at once
 * (controller.resetForTask); the other quality of the same task (F) keeps it on screen until the new
 * one is decoded. `takePrefetched` gives the URL's photo already fetched and decoded, or under way.
 */
export function usePhoto(
  controller: WorkstationController,
  url: string | null,
  originalSize: CageInfo["original_image"] | null,
  options: {
    taskKey?: string | null;
    takePrefetched?: ((url: string) => Promise<ImageBitmap | null> | null) | undefined;
  } = {},
): { status: LoadStatus } {
  const [status, setStatus] = useState<LoadStatus>("idle");
  const originalW = originalSize?.width ?? 0;
  const originalH = originalSize?.height ?? 0;
  const taskKey = options.taskKey ?? null;
  // Only the workspace's workstation between tasks (taskKey null) has no photo on purpose.
  const noTask = options.taskKey === null;
  const takeRef = useRef(options.takePrefetched);
  takeRef.current = options.takePrefetched;
  // A layout effect: a photo already decoded (the workspace's prefetch) reaches the scene before the
  // browser paints the commit that brought its task, so it is drawn in that frame, not frames later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new task loads its photo even at the same URL
  useLayoutEffect(() => {
    if (!url) {
      controller.setPhoto(null);
      setStatus(noTask ? "idle" : "failed");
      return;
    }
    const abort = new AbortController();
    setStatus("loading");
    const prefetched = takeRef.current?.(url) ?? null;
    void loadBitmap(url, abort.signal, prefetched).then((b) => {
      if (abort.signal.aborted) return b?.close();
      if (b === null) {
        controller.setPhoto(null);
        return setStatus("failed");
      }
      const size = originalW > 0 && originalH > 0 ? { width: originalW, height: originalH } : b;
      controller.setImageSize({ width: size.width, height: size.height });
      controller.setPhoto(b);
      setStatus("ready");
    });
    return () => abort.abort();
  }, [controller, url, originalW, originalH, taskKey, noTask]);
  return { status };
}

/** Parses the cage (text, or fetched from a URL) in the worker and hands it to the controller. */
export function useCage(
  controller: WorkstationController,
  source: { svg?: string | null; url?: string | null; mirrored: boolean; labels?: readonly PartLabel[] },
  cageInfo: CageInfo | null,
  reloadKey: unknown,
): LoadStatus {
  const [status, setStatus] = useState<LoadStatus>("idle");
  const { svg, url, mirrored } = source;
  // By value: a caller's new array with the same labels does not parse the cage again.
  const labelsKey = JSON.stringify(source.labels ?? []);
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
        const prepared = await prepareCageSvg(text, JSON.parse(labelsKey) as PartLabel[]);
        if (abort.signal.aborted) return;
        controller.setCage({ prepared, cageInfo, mirrored });
        setStatus("ready");
      } catch (error) {
        console.warn("cage could not be parsed", error);
        setStatus("failed");
      }
    })();
    return () => abort.abort();
  }, [controller, svg, url, mirrored, labelsKey, cageInfo, reloadKey]);
  return status;
}
