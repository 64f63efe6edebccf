/**
 * When the scene draws a frame, and how it draws the cage in it. Pure, so the rules are tested without
 * a GPU; the Pixi scene (scene.ts, cageLayer.ts) follows them.
 *
 * Why: on a slow renderer (software WebGL, weak integrated GPUs) the cage — hundreds of translucent
 * many-vertex fills — and a thousand markers are most of a frame. While the view stands still they
 * cannot move on screen, so each layer is drawn once into a viewport-sized texture (a snapshot, same
 * transform and resolution as the canvas: pixel for pixel what the vectors give, crisp at every zoom)
 * and later frames (a new marker, a pulse) copy those textures; a new marker is drawn into the markers'
 * snapshot on top of the others (append), as it would be drawn last live. While the view moves the
 * layers are drawn live (a snapshot per frame would cost more than it saves); snapshots are taken once
 * the view has settled for SETTLE_MS.
 */

import type { Affine } from "../../geometry/affine";
import type { View } from "../../geometry/transform";

/** What a frame shows. A frame is drawn only when one of these changed: a pointer move changes none. */
export interface FrameInputs {
  readonly view: View;
  readonly cage: unknown;
  readonly cageVisible: boolean;
  readonly markers: readonly unknown[];
  readonly markersVisible: boolean;
  readonly selectedPart: number | null;
  readonly colourKey: unknown;
}

const FRAME_KEYS: readonly (keyof FrameInputs)[] = [
  "view",
  "cage",
  "cageVisible",
  "markers",
  "markersVisible",
  "selectedPart",
  "colourKey",
];

/** Compared by identity: the controller replaces what changed (state, view, markers) and keeps the rest. */
export function frameChanged(drawn: FrameInputs | null, next: FrameInputs): boolean {
  return drawn === null || FRAME_KEYS.some((k) => drawn[k] !== next[k]);
}

/**
 * The frame draws nothing with WebGL: no cage shown, no marker shown (the photo is the browser's,
 * photoPlane.ts). The scene then draws no frame and hides its canvas: where WebGL is software, every
 * frame drawn and shown costs a read-back of the whole canvas (issue 21, item 7).
 */
export const drawsNothing = (
  f: Pick<FrameInputs, "cage" | "cageVisible" | "markers" | "markersVisible">,
): boolean => (f.cage === null || !f.cageVisible) && (f.markers.length === 0 || !f.markersVisible);

/** How long the view must stand still before the cage is snapshotted (a wheel burst is one gesture). */
export const SETTLE_MS = 150;

/** What a layer's snapshot shows: its drawing, where it sits on the canvas, and the canvas size. */
export interface SnapshotKey {
  /**
   * Changes whenever the layer redrew what the snapshot holds (cage: loaded, colours, selection;
   * markers: a marker removed, moved or re-graded).
   */
  readonly content: number;
  /** How many items are drawn; more with the same content are appended (new markers). */
  readonly count: number;
  /** The layer's placement (cage user units or image px → viewport px). */
  readonly matrix: Affine;
  readonly width: number;
  readonly height: number;
  /** Device px per viewport px. */
  readonly resolution: number;
}

export const sameMatrix = (p: Affine, q: Affine): boolean =>
  p.a === q.a && p.b === q.b && p.c === q.c && p.d === q.d && p.e === q.e && p.f === q.f;

const samePlacement = (p: SnapshotKey, q: SnapshotKey): boolean =>
  p.width === q.width &&
  p.height === q.height &&
  p.resolution === q.resolution &&
  sameMatrix(p.matrix, q.matrix);

/**
 * reuse: the snapshot shows exactly this (copy it); append: draw only the items past `shown.count` into
 * it; take: the view has settled, draw the layer into a new snapshot and show that; live: the view is
 * moving, draw the layer (and come back at `movedAt + SETTLE_MS` to take one).
 */
export type SnapshotDraw = "reuse" | "append" | "take" | "live";

export function planSnapshot(
  shown: SnapshotKey | null,
  wanted: SnapshotKey,
  movedAt: number,
  now: number,
): SnapshotDraw {
  if (shown !== null && shown.content === wanted.content && samePlacement(shown, wanted)) {
    if (shown.count === wanted.count) return "reuse";
    if (shown.count < wanted.count) return "append";
  }
  return now - movedAt >= SETTLE_MS ? "take" : "live";
}

/** The view moved (for the settle clock) when the layer's placement or the canvas size changed. */
export function viewMoved(last: SnapshotKey | null, next: SnapshotKey): boolean {
  return last !== null && !samePlacement(last, next);
}
