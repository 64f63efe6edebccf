import { Matrix } from "pixi.js";
import type { Affine } from "../../geometry/affine";

/** Our Affine and Pixi's Matrix share the SVG convention (a, b, c, d, tx = e, ty = f). */
export const toPixiMatrix = (m: Affine, into: Matrix = new Matrix()): Matrix =>
  into.set(m.a, m.b, m.c, m.d, m.e, m.f);
