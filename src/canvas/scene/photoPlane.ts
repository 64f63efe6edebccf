/**
 * The photo, shown by the browser rather than drawn by WebGL: a <canvas> with a "bitmaprenderer"
 * context under the (transparent) Pixi canvas that holds the cage and the markers, placed by the same
 * image → viewport matrix as a CSS transform, in the same animation frame as the scene's.
 *
 * Why (issue 21, item 7): where the browser has no GPU (software WebGL) every WebGL frame is read back
 * for compositing, ~80–90 ms at 1400 × 900 px, so a photo drawn by WebGL cost that on every task. A
 * bitmap canvas takes the decoded ImageBitmap without a copy (transferFromImageBitmap) and the
 * compositor shows it; a task without a cage draws no WebGL frame at all. And the photo needs no WebGL:
 * it shows while the context is still being made, or where none can be.
 */

import { imageToViewportMatrix } from "../../geometry/transform";
import type { WorkstationController } from "../controller";

/** The CSS transform of an image → viewport matrix (the same a, b, c, d, e, f convention as SVG's). */
const cssMatrix = (m: { a: number; b: number; c: number; d: number; e: number; f: number }) =>
  `matrix(${m.a}, ${m.b}, ${m.c}, ${m.d}, ${m.e}, ${m.f})`;

export class PhotoPlane {
  readonly element: HTMLCanvasElement;
  private readonly context: ImageBitmapRenderingContext | null;
  private shown: ImageBitmap | null = null;
  /** A photo was put on the plane and has not yet been seen at the frame's size. */
  private pending = false;
  private frame = 0;
  private readonly unsubscribe: () => void;

  /** `onPainted`: after the first frame that shows a new photo at the frame's size (the countdown). */
  constructor(
    private readonly controller: WorkstationController,
    private readonly onPainted: () => void,
  ) {
    const element = document.createElement("canvas");
    // The frame (role application) names the photo; this is its picture only.
    element.setAttribute("aria-hidden", "true");
    element.dataset.photoPlane = "";
    Object.assign(element.style, {
      position: "absolute",
      left: "0",
      top: "0",
      transformOrigin: "0 0",
      pointerEvents: "none",
      visibility: "hidden",
    });
    this.element = element;
    // Every current browser has it; jsdom (unit tests) has none, and the plane then shows nothing.
    this.context =
      typeof ImageBitmapRenderingContext === "function" ? element.getContext("bitmaprenderer") : null;
    this.unsubscribe = controller.subscribe(() => this.request());
    this.request();
  }

  private request(): void {
    if (this.frame !== 0) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  /** Hands the controller's photo to the plane; the previous one's memory goes with it. */
  private syncPhoto(): void {
    const next = this.controller.photo;
    if (next === this.shown) return;
    const old = this.shown;
    this.shown = next;
    this.pending = next !== null;
    if (next !== null && next.width > 0) {
      this.element.width = next.width;
      this.element.height = next.height;
    }
    // The bitmap is the plane's now (detached from `next`); null empties the plane.
    this.context?.transferFromImageBitmap(next !== null && next.width > 0 ? next : null);
    old?.close();
  }

  private render(): void {
    this.syncPhoto();
    const { view } = this.controller.state;
    const style = this.element.style;
    // The plane is the image's size in original-image px (a smaller webp is stretched to it), so the
    // cage and the markers share its ImagePoint space and one matrix places all three.
    const width = `${view.image.width}px`;
    const height = `${view.image.height}px`;
    if (style.width !== width) style.width = width;
    if (style.height !== height) style.height = height;
    const transform = cssMatrix(imageToViewportMatrix(view));
    if (style.transform !== transform) style.transform = transform;
    const visibility = this.shown === null ? "hidden" : "visible";
    if (style.visibility !== visibility) style.visibility = visibility;
    // Painted means seen: a frame out of the page (0 × 0) shows the photo at no size.
    if (this.pending && view.viewport.width > 1 && view.viewport.height > 1) {
      this.pending = false;
      this.onPainted();
    }
  }

  destroy(): void {
    this.unsubscribe();
    cancelAnimationFrame(this.frame);
    this.context?.transferFromImageBitmap(null);
    this.shown?.close();
    this.shown = null;
    this.element.remove();
  }
}
