/**
 * What the workstation shows and how it reports back: the plain data that crosses from React (and the
 * pages) into the canvas. No Pixi here.
 */

import type { PartGroup, PreparedCage } from "../../workers/cage-parse/types";
import type { CageInfo } from "../geometry/cageAlign";
import type { NormalisedPoint } from "../geometry/spaces";

/**
 * The canvas's height unless a page sets one (WorkstationProps.height): the viewport less the page
 * chrome around it. A page that adds rows under the canvas takes their room from this.
 */
export const DEFAULT_FRAME_HEIGHT = "calc(100vh - 280px)";

/** `readonly`: failed-task detail; `label`: cage labelling; `mark`: the agent's damage marking. */
export type WorkstationMode = "readonly" | "label" | "mark";

/** A damage marker: where it is on the photo (0..1 of the original image) and its grade. */
export interface MarkerInput {
  readonly position: NormalisedPoint;
  /** Colour by grade (product §9): 0 grey, 1 yellow, 2 orange, ≥ 3 red; null = not graded yet (grey). */
  readonly grade: number | null;
  /** Shown in the numbered list and as the marker's title. */
  readonly label?: string;
  /**
   * The number it shows, when the page numbers its markers itself (mark mode: as its list of marked
   * damages does, see src/client/features/inspections/workstation/markMode.ts); absent: its place in the list, 1..n.
   */
  readonly number?: number;
}

/** The number a marker shows, on the canvas and in the list beside it: the one source of both. */
export const markerNumberOf = (marker: MarkerInput, index: number): number => marker.number ?? index + 1;

/** The part a click selected (label mode) or a double-click landed on (mark mode). */
export interface PartRef {
  readonly index: number;
  readonly id: string | null;
  readonly name: string | null;
  readonly group: PartGroup | null;
}

/** A prepared cage (parsed in the worker) and how it sits on the photo. */
export interface CageSource {
  readonly prepared: PreparedCage;
  /** null: the cage covers the whole photo (fullImageCageInfo). */
  readonly cageInfo: CageInfo | null;
  /** Photo 07 drawn from the left outline: the cage is flipped left-right, and its sides swap. */
  readonly mirrored?: boolean;
}

/**
 * On a mirrored cage a part named …_LEFT is the vehicle's right side, and the other way round.
 */
export const swapSide = (name: string): string =>
  name.replace(/_(LEFT|RIGHT)\b/, (_m, side: string) => (side === "LEFT" ? "_RIGHT" : "_LEFT"));
