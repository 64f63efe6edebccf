/**
 * The workstation's state: everything the tools and commands read and change. Plain data, replaced
 * (never mutated) by the pure tools, so a test can drive it without Pixi or React.
 */

import type { Material } from "../domain/damagePlacement";
import type { ViewportPoint } from "../geometry/spaces";
import { fitToViewport, type View } from "../geometry/transform";
import type { WorkstationMode } from "./model";

export type ImageQuality = "webp" | "super";

export interface DragState {
  readonly start: ViewportPoint;
  readonly panAtStart: { readonly x: number; readonly y: number };
  /** Set once the pointer moved past the click slop: the gesture is a pan, not a click. */
  readonly moved: boolean;
}

export interface WorkstationState {
  readonly mode: WorkstationMode;
  readonly view: View;
  /** The zoom to go back to when W is released; null while W is not held. */
  readonly zoomBeforeHold: number | null;
  readonly cageVisible: boolean;
  readonly markersVisible: boolean;
  readonly quality: ImageQuality;
  readonly materialBarOpen: boolean;
  readonly material: Material | null;
  /** Where the pointer is over the canvas (null when outside): the hover of X and the cursor. */
  readonly pointer: ViewportPoint | null;
  readonly drag: DragState | null;
  /** Index of the part selected in label mode. */
  readonly selectedPart: number | null;
}

export function initialState(mode: WorkstationMode): WorkstationState {
  return {
    mode,
    view: fitToViewport({ width: 1, height: 1 }, { width: 1, height: 1 }),
    zoomBeforeHold: null,
    // The cage is the tool of marking and labelling; the failed-task detail shows only the photo.
    cageVisible: mode !== "readonly",
    markersVisible: true,
    quality: "webp",
    materialBarOpen: false,
    material: null,
    pointer: null,
    drag: null,
    selectedPart: null,
  };
}
