import { useEffect, useMemo, useRef, useState } from "react";
import type { WorkstationController } from "../../../../canvas/controller.ts";
import type { MarkerInput } from "../../../../canvas/model.ts";
import { Workstation } from "../../../../canvas/Workstation.tsx";
import { imagePoint, normalisedPoint } from "../../../../geometry/spaces.ts";
import { imageToViewport } from "../../../../geometry/transform.ts";

/** What tests/bench/workstation.bench.ts puts into the page before it loads. */
interface BenchInput {
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly markers: readonly { x: number; y: number; grade: number }[];
}

declare global {
  interface Window {
    __WORKSTATION_BENCH__?: BenchInput;
    __bench?: {
      controller: WorkstationController;
      painted: { version: number; markers: number; at: number }[];
      markerCount: () => number;
      viewportOf: (x: number, y: number) => { x: number; y: number };
      ready: boolean;
      refusals: string[];
    };
  }
}

/**
 * The benchmark scene (dev page `/dev/workstation?bench=1`): the workstation in mark mode with the
 * synthetic cage and markers the benchmark injects, and hooks for it on `window.__bench`. A
 * measuring instrument, not a product screen.
 */
export function WorkstationBench() {
  const input = window.__WORKSTATION_BENCH__ ?? null;
  const [markers, setMarkers] = useState<MarkerInput[]>(() =>
    (input?.markers ?? []).map((m) => ({ position: normalisedPoint(m.x, m.y), grade: m.grade })),
  );
  const markersRef = useRef(markers);
  markersRef.current = markers;
  const painted = useRef<{ version: number; markers: number; at: number }[]>([]);
  const [controller, setController] = useState<WorkstationController | null>(null);
  const info = useMemo(
    () =>
      input && {
        original_image: { width: input.width, height: input.height },
        actual_image: { width: input.width, height: input.height },
        cage: { x: 0, y: 0, width: input.width, height: input.height },
      },
    [input],
  );
  useEffect(() => {
    if (!controller) return;
    window.__bench = {
      controller,
      painted: painted.current,
      markerCount: () => controller.markers.length,
      viewportOf: (x, y) => imageToViewport(controller.state.view, imagePoint(x, y)),
      ready: false,
      refusals: [],
    };
    const poll = setInterval(() => {
      if (window.__bench && controller.hasCage && controller.state.view.image.width === input?.width)
        window.__bench.ready = true;
    }, 50);
    return () => clearInterval(poll);
  }, [controller, input]);
  if (!input || !info) return null;
  return (
    <Workstation
      mode="mark"
      imageUrl="/outlines/4dr/left.png"
      photoCode="bench"
      cageSvg={input.svg}
      cageInfo={info}
      markers={markers}
      markContext={{ taskName: "damage_full", slotType: "damage" }}
      height="700px"
      onController={setController}
      onPlace={(placed) =>
        setMarkers((list) => [
          ...list,
          { position: normalisedPoint(placed.position.x, placed.position.y), grade: 1 },
        ])
      }
      onRefuse={(r) => window.__bench?.refusals.push(r.reason)}
      onPainted={(version) =>
        painted.current.push({
          version,
          markers: window.__bench?.controller.markers.length ?? 0,
          at: performance.now(),
        })
      }
    />
  );
}
