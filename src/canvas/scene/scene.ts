/**
 * The Pixi scene of the workstation: cage and marker layers under one stage, on a transparent canvas
 * over the photo (photoPlane.ts, the browser's, placed by the same matrix). It renders on
 * demand — one animation frame after the controller changed something the frame shows (framePlan.ts:
 * a pointer move does not), while a pulse runs, or once to snapshot the cage after the view settled —
 * not on a running ticker, so an idle workstation costs nothing (the Application is created with
 * autoStart false). Per-frame work stays here; React never sees it.
 */

import { type Application, type Container, Sprite, Texture } from "pixi.js";
import { imageToViewportMatrix } from "../../geometry/transform";
import type { WorkstationController } from "../controller";
import { CageLayer, type GroupOf } from "./cageLayer";
import { drawsNothing, type FrameInputs, frameChanged } from "./framePlan";
import { MarkerLayer } from "./markerLayer";

export interface SceneOptions {
  /** label mode: the group each part is coloured by (its label), and a key that changes with it. */
  readonly labelColours?: { readonly groupOf: GroupOf; readonly key: unknown } | null;
  /** Called after every frame that drew a change (benchmarks measure click-to-painted with it). */
  readonly onPainted?: (version: number) => void;
}

export class WorkstationScene {
  readonly cage = new CageLayer();
  readonly markers = new MarkerLayer();
  private drawn: FrameInputs | null = null;
  /** A frame is due to snapshot the cage once the view has settled. */
  private settleDue = false;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private frame = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly app: Application,
    private readonly parent: Container,
    private readonly controller: WorkstationController,
    public options: SceneOptions = {},
  ) {
    parent.addChild(this.cage.root, this.markers.root);
    this.unsubscribe = controller.subscribe(() => this.request());
    this.warmUp();
    this.request();
  }

  /**
   * WebGL compiles a shader the first time it draws with it: on software WebGL the batch shader (the
   * markers' and the cage's) took tens of ms of the first frame that used it. One frame with a 1-px
   * sprite compiles it now, while the page waits for Start Inspect or a task (the first frame the
   * scene draws, with nothing drawn yet, clears it).
   */
  private warmUp(): void {
    if (!this.app.renderer) return;
    const probe = new Sprite(Texture.WHITE);
    this.parent.addChild(probe);
    this.app.render();
    probe.destroy();
  }

  /** Renders on the next animation frame (once, however many changes come before it). */
  request(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  /** Forces a redraw on the next tick (e.g. the label colouring changed). */
  invalidate(): void {
    this.drawn = null;
    this.request();
  }

  private frameInputs(): FrameInputs {
    const c = this.controller;
    const { view, cageVisible, markersVisible, selectedPart } = c.state;
    return {
      view,
      cage: c.cage,
      cageVisible,
      markers: c.markers,
      markersVisible,
      selectedPart,
      colourKey: this.options.labelColours ?? null,
    };
  }

  private render(): void {
    // A frame requested before the Application was destroyed must not touch it (the scene is destroyed
    // first, but a frame already queued may still run).
    if (!this.app.renderer) return;
    const c = this.controller;
    const pulse = c.pulseProgress();
    const inputs = this.frameInputs();
    if (!frameChanged(this.drawn, inputs) && pulse === null && !this.settleDue) return;
    this.settleDue = false;
    const { view, cageVisible, markersVisible, selectedPart } = c.state;
    const colours = this.options.labelColours ?? null;
    // The canvas follows the frame (the controller's viewport, from a ResizeObserver), drawn or not:
    // a later resize would fall on the frame that first shows a cage.
    if (
      view.viewport.width > 1 &&
      (this.app.screen.width !== view.viewport.width || this.app.screen.height !== view.viewport.height)
    )
      this.app.renderer.resize(view.viewport.width, view.viewport.height);
    // Nothing to draw: the canvas is hidden rather than cleared. A WebGL canvas on screen is read back
    // by a compositor without a GPU, ~200 ms the first time and ~80 ms a frame after (issue 21); hidden,
    // it costs nothing, and the frame that next draws repaints it whole before it shows again.
    const blank = drawsNothing(inputs);
    this.app.canvas.style.visibility = blank ? "hidden" : "";
    if (blank) {
      this.drawn = inputs;
      return;
    }
    // One image → viewport transform per frame, of the view at the canvas's current size: the cage
    // and the markers (and the photo's plane, in the same animation frame) are all placed by it.
    const toScreen = imageToViewportMatrix(view);
    this.cage.draw(c.cage, colours?.groupOf ?? null, colours, selectedPart);
    const now = performance.now();
    const renderer = this.app.renderer;
    const cageSettle = this.cage.update(renderer, toScreen, c.cage, cageVisible, now);
    this.markers.draw(c.markers);
    const markerSettle = this.markers.update(
      renderer,
      toScreen,
      view.image,
      c.markers,
      markersVisible,
      pulse,
      now,
    );
    const settleIn = cageSettle ?? markerSettle;
    this.drawn = inputs;
    this.app.render();
    if (pulse !== null) this.request();
    if (settleIn !== null) this.settleAfter(settleIn);
    this.options.onPainted?.(c.version);
  }

  /** Draws once more when the view has stood still long enough to snapshot the cage. */
  private settleAfter(ms: number): void {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleDue = true;
      this.request();
    }, ms);
  }

  destroy(): void {
    this.unsubscribe();
    cancelAnimationFrame(this.frame);
    clearTimeout(this.settleTimer);
    this.parent.removeChild(this.cage.root, this.markers.root);
    this.cage.destroy();
    this.markers.destroy();
  }
}
