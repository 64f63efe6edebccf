/**
 * The workstation's engine, without Pixi or React: it holds the state, the cage and the markers,
 * turns pointer and key events into tool and command calls, hit-tests the cage with the pure grid
 * index, and tells its listeners that something changed. The Pixi scene draws from it; the headless
 * driver (testing/driver.ts) feeds it events in unit tests.
 */

import type { CagePart } from "../../workers/cage-parse/types";
import {
  checkPlacement,
  isDamageSlot,
  isSamePosition,
  type PlacementResult,
} from "../domain/damagePlacement";
import { affine, invert, multiply } from "../geometry/affine";
import {
  alignCage,
  type CageAlignment,
  fullImageCageInfo,
  imageToCage,
  isOverMarker,
  markerTopLeftInView,
  type ViewBox,
} from "../geometry/cageAlign";
import type { NormalisedPoint, Size, ViewportPoint } from "../geometry/spaces";
import { buildGridIndex, type GridIndex, hitTest } from "../geometry/spatialIndex";
import { normalisedToImage, viewportToImage, viewportToNormalised } from "../geometry/transform";
import { type Command, type CommandTarget, commandForKey, commandsFor } from "./commands";
import { type CageSource, type MarkerInput, type PartRef, swapSide, type WorkstationMode } from "./model";
import { initialState, type WorkstationState } from "./state";
import * as tools from "./tools/viewTool";

/** What the page provides: where results go and what the keys open. All optional. */
export interface ControllerHost {
  /** label mode: a click selected a part (null: clicked off every part). */
  onSelectPart?(part: PartRef | null): void;
  /** mark mode: a double-click placed a damage (position rounded to 4 decimals). */
  onPlace?(placement: Extract<PlacementResult, { ok: true }>, part: PartRef): void;
  /** mark mode: a double-click was refused (the duplicate also pulses the marker). */
  onRefuse?(placement: Extract<PlacementResult, { ok: false }>): void;
  onDeleteMarkers?(indices: readonly number[]): void;
  onReloadCage?(): void;
  onOpenSupport?(which: number | "full"): void;
  /** The key that opened the support view was released. */
  onCloseSupport?(): void;
  onSameInspection?(): void;
  onStateChange?(state: WorkstationState): void;
}

/** What mark mode needs to apply the placement rules (product §5). */
export interface MarkContext {
  readonly taskName: string;
  readonly slotType: string | null;
}

export interface PreparedScene {
  readonly parts: readonly CagePart[];
  readonly alignment: CageAlignment;
  /** Over the hittable parts (mark) or all parts (label: unlabelled parts are what gets labelled). */
  readonly index: GridIndex;
  readonly mirrored: boolean;
}

/** Flips the cage left-right inside its viewBox before placing it on the photo. */
function mirrorAlignment(al: CageAlignment, box: ViewBox): CageAlignment {
  const flip = affine(-1, 0, 0, 1, 2 * box.minX + box.width, 0);
  const cageToImage = multiply(al.cageToImage, flip);
  return { cageToImage, imageToCage: invert(cageToImage) };
}

/** A refused duplicate pulses the marker already there, for this long. */
export const PULSE_MS = 600;

export class WorkstationController implements CommandTarget {
  state: WorkstationState;
  markers: readonly MarkerInput[] = [];
  cage: PreparedScene | null = null;
  /** The decoded photo the photo's plane shows (null: none yet). Held here, not passed through React,
   * so a decoded photo reaches the screen on the next frame whatever React is doing. */
  photo: ImageBitmap | null = null;
  pulse: { readonly marker: number; readonly startedAt: number } | null = null;
  hasSuperImage = false;
  supportCount = 0;
  markContext: MarkContext = { taskName: "", slotType: null };
  host: ControllerHost = {};
  /** A support view is open by a held key (1..n, S), to be closed on its release. */
  private supportHeld = false;
  private cageSource: CageSource | null = null;
  private readonly listeners = new Set<() => void>();
  /** Bumped on every change; the scene redraws when it differs from what it drew. */
  version = 0;

  constructor(
    mode: WorkstationMode,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.state = initialState(mode);
  }

  get mode(): WorkstationMode {
    return this.state.mode;
  }

  get hasCage(): boolean {
    return this.cage !== null;
  }

  get marksDamages(): boolean {
    return isDamageSlot(this.markContext.slotType);
  }

  get commands(): readonly Command[] {
    return commandsFor(this.state.mode);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  update(change: (state: WorkstationState) => WorkstationState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    this.host.onStateChange?.(next);
    this.changed();
  }

  // ------------------------------------------------------------------ inputs from the page

  /**
   * The next task on the same workstation (one canvas for the whole shift): nothing of the previous
   * task stays — view (zoom, pan, rotation), W hold, cage, markers, pulse, material and its bar,
   * quality, selection. Only the viewport (the frame's size) is kept.
   */
  resetForTask(): void {
    const fresh = initialState(this.state.mode);
    this.cageSource = null;
    this.cage = null;
    this.photo = null;
    this.markers = [];
    this.pulse = null;
    this.supportHeld = false;
    this.update(() => ({ ...fresh, view: { ...fresh.view, viewport: this.state.view.viewport } }));
    this.changed();
  }

  /** The photo's size in original-image px (cageInfo.original_image when known, else the decoded size). */
  setImageSize(image: Size): void {
    this.update((s) => tools.setImage(s, image));
    this.realignCage();
  }

  setPhoto(photo: ImageBitmap | null): void {
    if (photo === this.photo) return;
    this.photo = photo;
    this.changed();
  }

  resize(viewport: Size): void {
    this.update((s) => tools.resize(s, viewport));
  }

  setMarkers(markers: readonly MarkerInput[]): void {
    this.markers = markers;
    this.changed();
  }

  setCage(source: CageSource | null): void {
    this.cageSource = source;
    this.realignCage();
  }

  private realignCage(): void {
    const source = this.cageSource;
    const image = this.state.view.image;
    this.cage = null;
    if (source !== null && image.width > 1) {
      const { cage, index } = source.prepared;
      const info = source.cageInfo ?? fullImageCageInfo(image);
      try {
        const aligned = alignCage(info, cage.viewBox, cage.preserveAspectRatio);
        const alignment = source.mirrored ? mirrorAlignment(aligned, cage.viewBox) : aligned;
        const all = this.state.mode === "label" ? buildGridIndex(cage.parts) : index;
        this.cage = { parts: cage.parts, alignment, index: all, mirrored: source.mirrored === true };
      } catch (error) {
        console.warn("cage not shown: unusable cageInfo or viewBox", error);
      }
    }
    this.changed();
  }

  // ------------------------------------------------------------------ queries

  /** The part under a viewport point: the pure hit-test (the cage is not interactive in Pixi). */
  partAt(at: ViewportPoint): CagePart | null {
    if (this.cage === null) return null;
    const p = imageToCage(this.cage.alignment, viewportToImage(this.state.view, at));
    return hitTest(this.cage.index, this.cage.parts, p);
  }

  /** The part as the page sees it: on a mirrored cage, with its side swapped. */
  refOf(part: CagePart): PartRef {
    const ref = partRef(part);
    return this.cage?.mirrored && ref.name ? { ...ref, name: swapSide(ref.name) } : ref;
  }

  /** Indices of the markers under the pointer (the hover of X). */
  get hoveredMarkers(): readonly number[] {
    const pointer = this.state.pointer;
    if (pointer === null || !this.state.markersVisible) return [];
    return this.markersAt(pointer);
  }

  markersAt(at: ViewportPoint): number[] {
    const { view } = this.state;
    const hits: number[] = [];
    this.markers.forEach((m, i) => {
      if (isOverMarker(markerTopLeftInView(view, normalisedToImage(m.position, view.image)), at))
        hits.push(i);
    });
    return hits;
  }

  // ------------------------------------------------------------------ pointer events

  pointerDown(at: ViewportPoint): void {
    this.update((s) => tools.pointerDown(s, at));
  }

  pointerMove(at: ViewportPoint): void {
    this.update((s) => tools.pointerMove(s, at));
  }

  pointerUp(at: ViewportPoint): void {
    const { state, click } = tools.pointerUp(tools.pointerMove(this.state, at));
    this.update(() => state);
    if (click && this.state.mode === "label") this.selectAt(at);
  }

  pointerLeave(): void {
    this.update(tools.pointerLeave);
  }

  wheel(deltaY: number, at: ViewportPoint): void {
    this.update((s) => tools.wheelZoom(s, deltaY, at));
  }

  doubleClick(at: ViewportPoint): void {
    if (this.state.mode === "mark") this.placeAt(at);
  }

  private selectAt(at: ViewportPoint): void {
    const part = this.partAt(at);
    this.update((s) => ({ ...s, selectedPart: part?.index ?? null }));
    this.host.onSelectPart?.(part ? this.refOf(part) : null);
  }

  /** Places a damage by the spec's rules (src/domain/damagePlacement.ts); a duplicate pulses. */
  placeAt(at: ViewportPoint): PlacementResult {
    const hit = this.partAt(at);
    const part = hit ? this.refOf(hit) : null;
    const position = viewportToNormalised(this.state.view, at);
    const result = checkPlacement({
      element: part,
      slotType: this.markContext.slotType,
      taskName: this.markContext.taskName,
      position,
      existing: this.markers.map((m) => m.position),
    });
    if (result.ok && part) this.host.onPlace?.(result, part);
    else if (!result.ok) {
      if (result.reason === "duplicate") this.pulseAt(position);
      this.host.onRefuse?.(result);
    }
    return result;
  }

  /**
   * Pulses the marker the placement rules found at `position`: same place = equal after rounding to 4
   * decimals (isSamePosition, as checkPlacement judges it). Markers are not all stored rounded (a
   * task's damages come as damage_location over actual_image), so an exact comparison missed them and
   * pulsed marker #1 instead.
   */
  private pulseAt(position: NormalisedPoint): void {
    const marker = this.markers.findIndex((m) => isSamePosition(m.position, position));
    if (marker < 0) return;
    this.pulse = { marker, startedAt: this.now() };
    this.changed();
  }

  /** 0..1 of the running pulse, or null when none runs. */
  pulseProgress(): { marker: number; t: number } | null {
    if (this.pulse === null) return null;
    const t = (this.now() - this.pulse.startedAt) / PULSE_MS;
    if (t >= 1) {
      this.pulse = null;
      return null;
    }
    return { marker: this.pulse.marker, t };
  }

  // ------------------------------------------------------------------ keys and commands

  /** Runs the command bound to the key; answers whether one ran (the caller then prevents default). */
  keyDown(key: string): boolean {
    const command = commandForKey(this.state.mode, key);
    if (command === null || !command.enabled(this)) return false;
    command.run(this, { key });
    return true;
  }

  keyUp(key: string): void {
    const command = commandForKey(this.state.mode, key);
    command?.release?.(this);
  }

  /** The page lost the keyboard (window blur): no key is held any more, and no key-up will come. */
  releaseAll(): void {
    for (const command of this.commands) command.release?.(this);
  }

  /** Runs a command by id (toolbar buttons). */
  run(id: string): boolean {
    const command = this.commands.find((c) => c.id === id);
    if (!command?.enabled(this)) return false;
    command.run(this);
    return true;
  }

  deleteMarkers(indices: readonly number[]): void {
    if (indices.length > 0) this.host.onDeleteMarkers?.(indices);
  }

  reloadCage(): void {
    this.host.onReloadCage?.();
  }

  openSupport(which: number | "full"): void {
    this.supportHeld = true;
    this.host.onOpenSupport?.(which);
  }

  /** Only a view a key opened: releasing 1 does not close one opened from the info bar's thumbnails. */
  closeSupport(): void {
    if (!this.supportHeld) return;
    this.supportHeld = false;
    this.host.onCloseSupport?.();
  }

  showSameInspection(): void {
    this.host.onSameInspection?.();
  }
}

export const partRef = (part: CagePart): PartRef => ({
  index: part.index,
  id: part.id,
  name: part.name,
  group: part.group,
});
