/**
 * The photo: one sprite of a decoded ImageBitmap, in original-image px (a smaller webp is stretched to
 * the original size, so every layer shares the ImagePoint space).
 */

import { Container, Matrix, Sprite, Texture } from "pixi.js";
import { type Affine, multiply, scaling } from "../../geometry/affine";
import type { Size } from "../../geometry/spaces";
import { toPixiMatrix } from "./toPixiMatrix";

export class PhotoLayer {
  readonly root = new Container({ label: "photo" });
  private sprite: Sprite | null = null;
  private texture: Texture | null = null;
  private readonly matrix = new Matrix();

  setBitmap(bitmap: ImageBitmap | null): void {
    this.clear();
    if (bitmap === null) return;
    this.texture = Texture.from(bitmap);
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

  destroy(): void {
    this.clear();
    this.root.destroy({ children: true });
  }
}
