/**
 * A layer drawn into a viewport-sized texture and shown as one sprite while the view stands still
 * (when and why: framePlan.ts). The layer's own container stays in the scene, hidden while the
 * snapshot stands in for it, and is drawn live while the view moves.
 */

import { type Container, type Renderer, RenderTexture, Sprite } from "pixi.js";
import { planSnapshot, SETTLE_MS, type SnapshotKey, viewMoved } from "./framePlan";

export class LayerSnapshot {
  readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  private shown: SnapshotKey | null = null;
  private last: SnapshotKey | null = null;
  private movedAt = Number.NEGATIVE_INFINITY;

  /**
   * Shows `live` or the snapshot for this frame, taking or appending to the snapshot as planned.
   * `itemsFrom(n)`: the layer's items past the first n (drawn on top when appending). Returns in how
   * many ms to draw again to take the snapshot while the view is moving, else null.
   */
  show(
    renderer: Renderer,
    live: Container,
    wanted: SnapshotKey,
    visible: boolean,
    now: number,
    itemsFrom: (n: number) => readonly Container[] = () => [],
  ): number | null {
    if (viewMoved(this.last, wanted)) this.movedAt = now;
    this.last = wanted;
    if (!visible) {
      // An older snapshot (another task's markers) must not show through an empty layer.
      this.sprite.visible = false;
      return null;
    }
    const plan = planSnapshot(this.shown, wanted, this.movedAt, now);
    if (plan === "take") this.take(renderer, live, wanted);
    else if (plan === "append" && this.texture !== null && this.shown !== null) {
      for (const item of itemsFrom(this.shown.count)) this.drawOnTop(renderer, item);
      this.shown = wanted;
    }
    live.visible = plan === "live";
    this.sprite.visible = plan !== "live";
    return plan === "live" ? Math.max(0, this.movedAt + SETTLE_MS - now) : null;
  }

  private take(renderer: Renderer, live: Container, key: SnapshotKey): void {
    const { width, height, resolution } = key;
    if (this.texture === null) {
      // dynamic: a resize (the canvas changed size) tells the sprite, which then draws the texture at
      // its new size. Without it Pixi keeps the sprite's quad at the size of the first snapshot and
      // stretches every later one into it: the cage and the markers slid off the photo whenever the
      // frame changed width (a scrollbar, a dialog, the window), until the old width came back.
      this.texture = RenderTexture.create({ width, height, resolution, antialias: true, dynamic: true });
      this.sprite.texture = this.texture;
    } else if (
      this.texture.width !== width ||
      this.texture.height !== height ||
      this.texture.source.resolution !== resolution
    ) {
      this.texture.resize(width, height, resolution);
    }
    live.visible = true;
    renderer.render({ container: live, target: this.texture, clear: true, clearColor: [0, 0, 0, 0] });
    this.shown = key;
  }

  /** One item over what the snapshot holds, with its own transform (the layer's is the identity). */
  private drawOnTop(renderer: Renderer, item: Container): void {
    if (this.texture === null) return;
    const wasGroup = item.isRenderGroup;
    renderer.render({ container: item, target: this.texture, clear: false });
    // Rendering on its own made it a render group; as one of many markers it batches with the others.
    if (!wasGroup) item.disableRenderGroup();
  }

  destroy(): void {
    this.sprite.destroy();
    this.texture?.destroy(true);
    this.texture = null;
  }
}
