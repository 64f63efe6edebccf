import { Spinner } from "@fluentui/react-components";
import { lazy, Suspense } from "react";
import { TEXTS } from "../../domain/texts.ts";
import type { TaskPayload } from "../features/inspections/boardStore.ts";
import { TaskPhoto } from "../features/inspections/TaskPhoto.tsx";

/** The canvas (Pixi and its wrapper) loads only where it can run. */
const MarkCanvas = lazy(async () => ({ default: (await import("./MarkCanvas.tsx")).MarkCanvas }));

let webgl: boolean | null = null;
/** Checked once. A browser without WebGL (or a test DOM) gets the plain photo instead of a blank frame. */
function hasWebGL(): boolean {
  if (webgl !== null) return webgl;
  try {
    webgl =
      typeof WebGLRenderingContext !== "undefined" &&
      Boolean(
        document.createElement("canvas").getContext("webgl2") ??
          document.createElement("canvas").getContext("webgl"),
      );
  } catch {
    webgl = false;
  }
  return webgl;
}

/**
 * The task photo of the workspace: the imaging workstation in mark mode (MarkCanvas.tsx). `onLoaded`
 * fires once the photo is painted, so the countdown starts only then. `payload` null: between tasks
 * (the workstation stays built for the next one, holding nothing).
 */
export function MarkWorkstation({
  payload,
  onLoaded,
}: {
  payload: TaskPayload | null;
  onLoaded: () => void;
}) {
  if (!hasWebGL())
    return payload ? (
      <TaskPhoto
        key={payload.task._id}
        url={payload.task.image_cap}
        photoCode={payload.task.photoCode}
        onLoaded={onLoaded}
      />
    ) : null;
  return (
    <Suspense fallback={<Spinner label={TEXTS.photoLoading} />}>
      <MarkCanvas payload={payload} onLoaded={onLoaded} />
    </Suspense>
  );
}
