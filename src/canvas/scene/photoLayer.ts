/**
 * The photo: one sprite of a decoded ImageBitmap, in original-image px (a smaller webp is stretched to
 * the original size, so every layer shares the ImagePoint space).
 */

import { Container, Matrix, type Renderer, Sprite, Texture } from "pixi.js";
import { type Affine, multiply, scaling } from "../../geometry/affine";
import type { Size } from "../../geometry/spaces";
import { toPixiMatrix } from "./toPixiMatrix";

export class PhotoLayer {
  readonly root = new Container({ label: "photo" });
  private sprite: Sprite | null = null;
  private texture: Texture | null = null;
  private readonly matrix = new Matrix();
  /** A photo's texture already on the GPU, waiting for setBitmap of the same bitmap (one at a time). */
  private prepared: { bitmap: ImageBitmap; texture: Texture } | null = null;

  /**
   * Uploads `bitmap` to the GPU now (Pixi's texture system, as its prepare plugin does). On software
   * WebGL the upload of a photo took tens of ms of the frame that first showed it (issue 21, item 7).
   */
  prepare(renderer: Renderer, bitmap: ImageBitmap): void {
    if (this.prepared?.bitmap === bitmap) return;
    this.dropPrepared();
    const texture = Texture.from(bitmap);
    renderer.texture.initSource(texture.source);
    this.prepared = { bitmap, texture };
  }

  setBitmap(bitmap: ImageBitmap | null): void {
    this.clear();
    if (bitmap === null) return;
    const ready = this.prepared?.bitmap === bitmap ? this.prepared.texture : null;
    if (ready) this.prepared = null;
    this.texture = ready ?? Texture.from(bitmap);
    this.sprite = new Sprite(this.texture);
    this.root.addChild(this.sprite);
  }

  /** `toScreen`: the frame's image → viewport matrix (the scene's one transform). */
  update(toScreen: Affine, image: Size): void {
    const sprite = this.sprite;
    if (sprite === null) return;
    const fit = scaling(image.width / sprite.texture.width, image.height / sprite.texture.height);
    this.root.setFromMatrix(toPixiMatrix(multiply(toScreen, fit), this.matrix));
  }

  private clear(): void {
    this.sprite?.destroy();
    this.texture?.destroy(true);
    this.sprite = null;
    this.texture = null;
  }

  private dropPrepared(): void {
    this.prepared?.texture.destroy(true);
    this.prepared = null;
  }

  destroy(): void {
    this.clear();
    this.dropPrepared();
    this.root.destroy({ children: true });
  }
}
