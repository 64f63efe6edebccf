/**
 * A headless driver of the workstation for tests and benchmarks: a real WorkstationController with a
 * cage parsed synchronously (the worker's pure prepareCage), fed pointer and key events in viewport
 * px, with every call it makes to its host recorded. No Pixi, no DOM.
 */

import { prepareCage } from "../../../workers/cage-parse/parseCage";
import type { PartLabel } from "../../../workers/cage-parse/types";
import type { CageInfo } from "../../geometry/cageAlign";
import {
  type ImagePoint,
  imagePoint,
  normalisedPoint,
  type Size,
  type ViewportPoint,
} from "../../geometry/spaces";
import { imageToViewport } from "../../geometry/transform";
import { type MarkContext, WorkstationController } from "../controller";
import type { MarkerInput, PartRef, WorkstationMode } from "../model";

export interface DriverOptions {
  readonly mode: WorkstationMode;
  readonly image?: Size;
  readonly viewport?: Size;
  readonly cageSvg?: string;
  /** The cage editors' labels of the cage's parts, as a task's cage carries them. */
  readonly cageLabels?: readonly PartLabel[];
  readonly cageInfo?: CageInfo | null;
  readonly mirrored?: boolean;
  readonly markers?: readonly MarkerInput[];
  readonly markContext?: MarkContext;
  readonly supportCount?: number;
  readonly hasSuperImage?: boolean;
}

export type HostCall =
  | { type: "select"; part: PartRef | null }
  | { type: "place"; position: { x: number; y: number }; component: string; group: string; part: PartRef }
  | { type: "refuse"; reason: string; message: string }
  | { type: "delete"; indices: readonly number[] }
  | { type: "reloadCage" }
  | { type: "support"; which: number | "full" }
  | { type: "closeSupport" }
  | { type: "sameInspection" };

export function createDriver(options: DriverOptions) {
  let clock = 0;
  const calls: HostCall[] = [];
  const c = new WorkstationController(options.mode, () => clock);
  c.host = {
    onSelectPart: (part) => calls.push({ type: "select", part }),
    onPlace: (r, part) => {
      calls.push({ type: "place", position: r.position, component: r.component, group: r.group, part });
      // As the pages do: a placed damage becomes a marker.
      c.setMarkers([...c.markers, { position: normalisedPoint(r.position.x, r.position.y), grade: null }]);
    },
    onRefuse: (r) => calls.push({ type: "refuse", reason: r.reason, message: r.message }),
    onDeleteMarkers: (indices) => {
      calls.push({ type: "delete", indices });
      c.setMarkers(c.markers.filter((_, i) => !indices.includes(i)));
    },
    onReloadCage: () => calls.push({ type: "reloadCage" }),
    onOpenSupport: (which) => calls.push({ type: "support", which }),
    onCloseSupport: () => calls.push({ type: "closeSupport" }),
    onSameInspection: () => calls.push({ type: "sameInspection" }),
  };
  c.resize(options.viewport ?? { width: 1000, height: 500 });
  c.setImageSize(options.image ?? { width: 2000, height: 1000 });
  if (options.markContext) c.markContext = options.markContext;
  c.supportCount = options.supportCount ?? 0;
  c.hasSuperImage = options.hasSuperImage ?? false;
  if (options.cageSvg)
    c.setCage({
      prepared: prepareCage(options.cageSvg, { labels: options.cageLabels }),
      cageInfo: options.cageInfo ?? null,
      mirrored: options.mirrored ?? false,
    });
  if (options.markers) c.setMarkers(options.markers);

  /** Where an image point is on screen now (zoom, pan and rotation included). */
  const at = (p: ImagePoint | { x: number; y: number }): ViewportPoint =>
    imageToViewport(c.state.view, imagePoint(p.x, p.y));

  return {
    controller: c,
    calls,
    at,
    advance(ms: number) {
      clock += ms;
    },
    click(p: ViewportPoint) {
      c.pointerDown(p);
      c.pointerUp(p);
    },
    doubleClick(p: ViewportPoint) {
      this.click(p);
      this.click(p);
      c.doubleClick(p);
    },
    drag(from: ViewportPoint, to: ViewportPoint, steps = 4) {
      c.pointerDown(from);
      for (let i = 1; i <= steps; i++)
        c.pointerMove({
          x: from.x + ((to.x - from.x) * i) / steps,
          y: from.y + ((to.y - from.y) * i) / steps,
        } as ViewportPoint);
      c.pointerUp(to);
    },
    hover(p: ViewportPoint) {
      c.pointerMove(p);
    },
    wheel(deltaY: number, p: ViewportPoint) {
      c.wheel(deltaY, p);
    },
    press(key: string) {
      const ran = c.keyDown(key);
      c.keyUp(key);
      return ran;
    },
    keyDown: (key: string) => c.keyDown(key),
    keyUp: (key: string) => c.keyUp(key),
  };
}

/**
 * A small cage over a 2000×1000 photo (viewBox 0 0 200 100, so 1 cage unit = 10 image px): a BODY door,
 * a PART bumper, a TIRE, a WHEEL, a GLASS window, an UNDEFINED panel and an unnamed shape. Centres in
 * image px are in TEST_PARTS.
 */
export const TEST_CAGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100">
  <rect id="door" data-name="FRONT_DOOR_LEFT" data-group="BODY" x="10" y="10" width="40" height="40"/>
  <rect id="bumper" data-name="FRONT_BUMPER" data-group="PART" x="60" y="10" width="30" height="30"/>
  <rect id="tire" data-name="TIRE_FRONT_LEFT" data-group="TIRE" x="10" y="60" width="30" height="30"/>
  <rect id="wheel" data-name="WHEEL_FRONT" data-group="WHEEL" x="60" y="60" width="30" height="30"/>
  <rect id="glass" data-name="WINDSHIELD" data-group="GLASS" x="100" y="10" width="30" height="30"/>
  <rect id="undefined" data-name="MYSTERY" data-group="UNDEFINED" x="100" y="60" width="30" height="30"/>
  <rect id="unnamed" x="150" y="10" width="30" height="30"/>
</svg>`;

export const TEST_PARTS = {
  door: { x: 300, y: 300 },
  bumper: { x: 750, y: 250 },
  tire: { x: 250, y: 750 },
  wheel: { x: 750, y: 750 },
  glass: { x: 1150, y: 250 },
  undefined: { x: 1150, y: 750 },
  unnamed: { x: 1650, y: 250 },
  nothing: { x: 1900, y: 900 },
} as const;
