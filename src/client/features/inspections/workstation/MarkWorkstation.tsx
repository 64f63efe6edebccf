import { Spinner } from "@fluentui/react-components";
import { Suspense } from "react";
import { TEXTS } from "../../../../domain/texts.ts";
import { ErrorBoundary } from "../../../shell/ErrorBoundary.tsx";
import { lazyRetry } from "../../../ui/lazyRetry.tsx";
import type { TaskPayload } from "../boardStore.ts";
import { TaskPhoto } from "../TaskPhoto.tsx";

/**
 * The canvas (Pixi and its wrapper) loads only where it can run. The inspections page loads it in the
 * background as soon as it opens, so a server restart or a network blip in that moment is retried
 * instead of failing the page (lazyRetry).
 */
const MarkCanvas = lazyRetry(async () => ({ default: (await import("./MarkCanvas.tsx")).MarkCanvas }));

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
  const plainPhoto = payload ? (
    <TaskPhoto
      key={payload.task._id}
      url={payload.task.image_cap}
      photoCode={payload.task.photoCode}
      onLoaded={onLoaded}
    />
  ) : null;
  if (!hasWebGL()) return plainPhoto;
  return (
    // A canvas that cannot load (its chunk unreachable after the retries) must not take the page down:
    // the task gets the plain photo (the crash is still reported), and the next task tries again.
    <ErrorBoundary fallback={plainPhoto} resetKey={payload?.task._id} onReset={MarkCanvas.reset}>
      <Suspense fallback={<Spinner label={TEXTS.photoLoading} />}>
        <MarkCanvas payload={payload} onLoaded={onLoaded} />
      </Suspense>
    </ErrorBoundary>
  );
}
