/**
 * Where React meets Pixi: the workstation's canvases. React mounts a place for them; a layout effect
 * puts the photo's plane there at once (photoPlane.ts, no WebGL needed), and an effect creates the Pixi
 * Application (its own transparent <canvas>, above the photo) and the imperative scene in its stage,
 * and destroys both when the workstation unmounts. A destroyed application loses its WebGL context, so
 * no two share a canvas: under StrictMode the first mount's application is destroyed (once its init has
 * finished) while the second builds a fresh one. (@pixi/react did this through a second React reconciler, 33 kB gzipped of
 * the inspection workspace and a render of its tree per task, for one <Application> and a container.)
 */

import { Application } from "pixi.js";
import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { WorkstationController } from "./controller";
import type { PartRef } from "./model";
import type { GroupOf } from "./scene/cageLayer";
import { drawsNothing } from "./scene/framePlan";
import { PhotoPlane } from "./scene/photoPlane";
import { WorkstationScene } from "./scene/scene";

export interface WorkstationCanvasProps {
  /** The canvas element's class (it fills the frame). */
  readonly className: string;
  readonly controller: WorkstationController;
  readonly labelColours: { groupOf: (part: PartRef) => ReturnType<GroupOf>; key: unknown } | null;
  readonly onPhotoPainted: () => void;
  readonly onPainted?: ((version: number) => void) | undefined;
  /**
   * Make the WebGL context only once the controller has a cage or a marker to show (the workspace:
   * most tasks have neither, and the context's creation is ~200 ms of the main thread on software
   * WebGL, which fell on the shift's Start Inspect). Else it is made as the canvas mounts.
   */
  readonly whenDrawing?: boolean;
}

/** The controller has something for WebGL to draw (a cage or a marker shown). */
const hasDrawing = (c: WorkstationController): boolean =>
  !drawsNothing({ cage: c.cage, markers: c.markers, ...c.state });

const APPLICATION_OPTIONS = {
  // Transparent: the photo's plane and the frame's own background show through.
  backgroundAlpha: 0,
  // Drawn on demand by the scene (scene.ts), not every frame by a ticker.
  autoStart: false,
  sharedTicker: false,
  antialias: true,
  autoDensity: true,
  preference: "webgl",
  // Pixi's default browser extensions (accessibility, DOM overlays, its event system, filters) are not
  // loaded: the scene uses none of them, the workstation's input is DOM events on the frame
  // (usePointerInput), and they are ~16 kB gzipped of the inspection workspace's budget.
  skipExtensionImports: true,
  // Without this a compositor that reads the canvas again later (software compositing, e.g. browsers
  // without a GPU, and screenshots) finds the drawing buffer already cleared and shows it black.
  preserveDrawingBuffer: true,
} as const;

/**
 * The canvas, memoised on stable props: it renders on mount, once its application is ready, and when
 * the colouring or a callback really changes. Everything per task reaches the canvas through the
 * controller, never through these props.
 */
export const WorkstationCanvas = memo(function WorkstationCanvas({
  className,
  controller,
  labelColours,
  onPhotoPainted,
  onPainted,
  whenDrawing = false,
}: WorkstationCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [scene, setScene] = useState<WorkstationScene | null>(null);
  const callbacks = useRef({ onPhotoPainted, onPainted });
  callbacks.current = { onPhotoPainted, onPainted };
  const classRef = useRef(className);
  classRef.current = className;

  // Before the first paint, and whatever becomes of WebGL: the photo does not wait for the context.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const plane = new PhotoPlane(controller, () => callbacks.current.onPhotoPainted());
    host.prepend(plane.element);
    return () => plane.destroy();
  }, [controller]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let app: Application | null = null;
    let ready: Promise<boolean> = Promise.resolve(false);
    let built: WorkstationScene | null = null;
    let unmounted = false;
    const create = () => {
      const made = new Application();
      app = made;
      // Born at the frame's size when it has one (the workspace's frame has, even between tasks): a
      // WebGL canvas resized later reallocates its drawing buffers, ~250 ms on software WebGL (issue 21).
      const frame = host.parentElement;
      const size =
        frame && frame.clientWidth > 1 && frame.clientHeight > 1
          ? { width: frame.clientWidth, height: frame.clientHeight }
          : {};
      ready = made.init({ ...APPLICATION_OPTIONS, ...size, resolution: window.devicePixelRatio || 1 }).then(
        () => true,
        (error: unknown) => {
          // The page goes on without a canvas (the frame shows its status); the crash is reported.
          globalThis.reportError?.(error);
          return false;
        },
      );
      void ready.then((ok) => {
        if (!ok || unmounted) return;
        made.canvas.className = classRef.current;
        host.appendChild(made.canvas);
        built = new WorkstationScene(made, made.stage, controller, {
          onPainted: (v) => callbacks.current.onPainted?.(v),
        });
        setScene(built);
      });
    };
    let stopWaiting = () => {};
    if (whenDrawing && !hasDrawing(controller)) {
      stopWaiting = controller.subscribe(() => {
        if (!hasDrawing(controller)) return;
        stopWaiting();
        create();
      });
    } else create();
    return () => {
      unmounted = true;
      stopWaiting();
      built?.destroy();
      setScene(null);
      void ready.then((ok) => {
        if (ok) app?.destroy({ removeView: true }, { children: true });
      });
    };
  }, [controller, whenDrawing]);

  const colourKey = labelColours?.key;
  const hasColours = labelColours !== null;
  const groupOfRef = useRef(labelColours?.groupOf);
  groupOfRef.current = labelColours?.groupOf;
  useEffect(() => {
    if (scene === null) return;
    scene.options = {
      ...scene.options,
      labelColours: hasColours
        ? { groupOf: (part) => groupOfRef.current?.(part) ?? part.group, key: colourKey }
        : null,
    };
    scene.invalidate();
  }, [scene, hasColours, colourKey]);

  return <div ref={hostRef} style={{ display: "contents" }} />;
});
