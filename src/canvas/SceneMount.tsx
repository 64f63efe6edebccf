/**
 * Where React meets Pixi: a <pixiContainer> from @pixi/react, into which the imperative scene is
 * mounted once the application is initialised. StrictMode mounts effects twice: the scene is built in
 * an effect and destroyed in its cleanup, so the second mount builds a fresh one into the same app.
 */

import { useApplication } from "@pixi/react";
import type { Container } from "pixi.js";
import { useEffect, useRef, useState } from "react";
import type { WorkstationController } from "./controller";
import type { PartRef } from "./model";
import type { GroupOf } from "./scene/cageLayer";
import { WorkstationScene } from "./scene/scene";

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
