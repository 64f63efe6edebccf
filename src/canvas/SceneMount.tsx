/**
 * Where React meets Pixi: the @pixi/react <Application> (WorkstationCanvas) and in it a <pixiContainer>,
 * into which the imperative scene is mounted once the application is initialised. StrictMode mounts
 * effects twice: the scene is built in an effect and destroyed in its cleanup, so the second mount
 * builds a fresh one into the same app.
 */

import { Application, extend, useApplication } from "@pixi/react";
import { Container } from "pixi.js";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import type { WorkstationController } from "./controller";
import type { PartRef } from "./model";
import type { GroupOf } from "./scene/cageLayer";
import { WorkstationScene } from "./scene/scene";

extend({ Container });

export interface SceneMountProps {
  readonly controller: WorkstationController;
  readonly labelColours: { groupOf: (part: PartRef) => ReturnType<GroupOf>; key: unknown } | null;
  readonly onPhotoPainted: () => void;
  readonly onPainted?: ((version: number) => void) | undefined;
}

export function SceneMount({ controller, labelColours, onPhotoPainted, onPainted }: SceneMountProps) {
  const { app, isInitialised } = useApplication();
  const [container, setContainer] = useState<Container | null>(null);
  const [scene, setScene] = useState<WorkstationScene | null>(null);
  const callbacks = useRef({ onPhotoPainted, onPainted });
  callbacks.current = { onPhotoPainted, onPainted };

  useEffect(() => {
    if (!isInitialised || container === null) return;
    const built = new WorkstationScene(app, container, controller, {
      onPhotoPainted: () => callbacks.current.onPhotoPainted(),
      onPainted: (v) => callbacks.current.onPainted?.(v),
    });
    setScene(built);
    return () => {
      built.destroy();
      setScene(null);
    };
  }, [app, isInitialised, container, controller]);

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

  return <pixiContainer ref={setContainer} />;
}

export interface WorkstationCanvasProps extends SceneMountProps {
  readonly className: string;
}

/**
 * The canvas: an <Application> with the scene in it, memoised on stable props. @pixi/react passes the
 * Application's options and children to its reconciler on every render of <Application> (its options
 * object is new each time): every option is assigned to the live app again and the tree re-rendered.
 * The workstation renders on each of its prop and state changes; this renders on mount, once after
 * init, and when the colouring or a callback really changes. Everything per task reaches the canvas
 * through the controller, never through these props.
 */
export const WorkstationCanvas = memo(function WorkstationCanvas({
  className,
  ...scene
}: WorkstationCanvasProps) {
  // @pixi/react hands the reconciler the children of its FIRST render once init finishes, over any
  // newer ones given meanwhile. Rendering again after init gives it the current children.
  const [, setReady] = useState(false);
  const onInit = useCallback(() => setReady(true), []);
  return (
    <Application
      className={className}
      background={0x1b1b1b}
      autoStart={false}
      sharedTicker={false}
      antialias
      autoDensity
      resolution={window.devicePixelRatio || 1}
      preference="webgl"
      // Pixi's default browser extensions (accessibility, DOM overlays, its event system, filters) are
      // not loaded: the scene uses none of them, the workstation's input is DOM events on the frame
      // (usePointerInput), and they are ~16 kB gzipped of the inspection workspace's budget.
      skipExtensionImports
      // Drawn on demand, not every frame: without this a compositor that reads the canvas again
      // later (software compositing, e.g. browsers without a GPU, and screenshots) finds the
      // drawing buffer already cleared and shows it black.
      preserveDrawingBuffer
      onInit={onInit}
    >
      <SceneMount {...scene} />
    </Application>
  );
});
