/**
 * The cage as part regions, drawn once per cage (or colouring) in cage user units; the view only
 * changes the layer's matrix. Not interactive: hit-testing is the controller's pure grid index.
 *
 * mark mode: translucent fill, cyan 1-px outline; a part without a label (no name or group: no damage
 * can go there) is grey. label mode: each part filled with its label group's
 * colour, a part only suggested pale and outlined in its group's colour, the selected part outlined in red.
 *
 * While the view stands still the vectors are shown through a viewport-sized snapshot texture, taken
 * with the canvas's own transform and resolution (see framePlan.ts for when and why).
 */

import { Container, Graphics, Matrix, type Renderer } from "pixi.js";
import type { CagePart, PartGroup } from "../../../workers/cage-parse/types";
import { type Affine, multiply } from "../../geometry/affine";
import { isHoleRing } from "../../geometry/polygon";
import type { PreparedScene } from "../controller";
import {
  CAGE_STROKE,
  groupHex,
  LABELLED_ALPHA,
  SELECTED_STROKE,
  SUGGESTED_ALPHA,
  UNLABELLED_HEX,
} from "../palette";
import { LayerSnapshot } from "./layerSnapshot";
import { toPixiMatrix } from "./toPixiMatrix";

/**
 * label mode: a part only suggested for a group (not yet labelled, issue 22), drawn pale and outlined in
 * the group's colour so it is told apart from a labelled part of the same group.
 */
export interface SuggestedGroup {
  readonly group: PartGroup;
  readonly suggested: true;
}

export type GroupOf = (part: CagePart) => PartGroup | SuggestedGroup | null;

/** Each shape's outer rings filled and its holes cut, by the shape's own fill rule (polygon.ts). */
function drawPart(g: Graphics, part: CagePart, fill: number, alpha: number, stroke = CAGE_STROKE): void {
  for (const shape of part.shapes) {
    shape.rings.forEach((ring, r) => {
      if (ring.length < 6 || isHoleRing(shape, r)) return;
      g.poly(Array.from(ring), true).fill({ color: fill, alpha });
    });
    shape.rings.forEach((ring, r) => {
      if (ring.length >= 6 && isHoleRing(shape, r)) g.poly(Array.from(ring), true).cut();
    });
  }
  for (const ring of part.rings) {
    if (ring.length >= 6)
      g.poly(Array.from(ring), true).stroke({ color: stroke, pixelLine: true, alpha: 0.9 });
  }
}

export class CageLayer {
  readonly root = new Container({ label: "cage", eventMode: "none", interactiveChildren: false });
  /** The vectors, in cage user units; the layer's matrix places them on the viewport. */
  private readonly live = new Container({ label: "cage vectors" });
  private readonly fills = new Graphics();
  private readonly selection = new Graphics();
  /** `live` in viewport px, while the view stands still. */
  private readonly snapshot = new LayerSnapshot();
  private drawnKey: unknown = null;
  private drawnSelection: number | null = null;
  /** Bumped whenever the vectors are redrawn: a snapshot of older content is stale. */
  private content = 0;
  private readonly matrix = new Matrix();

  constructor() {
    this.live.addChild(this.fills, this.selection);
    this.root.addChild(this.live, this.snapshot.sprite);
  }

  /** Redraws only when the cage, its colouring or the selection changed. */
  draw(
    cage: PreparedScene | null,
    labelColours: GroupOf | null,
    colourKey: unknown,
    selected: number | null,
  ): void {
    const key = cage === null ? null : [cage, colourKey];
    const sameKey =
      Array.isArray(key) &&
      Array.isArray(this.drawnKey) &&
      key[0] === this.drawnKey[0] &&
      key[1] === this.drawnKey[1];
    if (!sameKey && !(key === null && this.drawnKey === null)) {
      this.fills.clear();
      for (const part of cage?.parts ?? []) {
        if (labelColours) {
          const colour = labelColours(part);
          if (colour !== null && typeof colour === "object") {
            const hex = groupHex(colour.group);
            drawPart(this.fills, part, hex, SUGGESTED_ALPHA, hex);
          } else drawPart(this.fills, part, groupHex(colour), LABELLED_ALPHA);
        } else if (part.hittable) drawPart(this.fills, part, CAGE_STROKE, 0.08);
        else drawPart(this.fills, part, UNLABELLED_HEX, 0.3, UNLABELLED_HEX);
      }
      this.drawnKey = key;
      this.drawnSelection = null;
      this.content++;
    }
    if (selected !== this.drawnSelection) {
      this.selection.clear();
      const part = selected === null ? undefined : cage?.parts[selected];
      for (const ring of part?.rings ?? []) {
        if (ring.length >= 6)
          this.selection.poly(Array.from(ring), true).stroke({ color: SELECTED_STROKE, width: 3 });
      }
      this.drawnSelection = selected;
      this.content++;
    }
  }

  /**
   * Places the cage by the frame's image → viewport matrix (`toScreen`, the scene's one transform),
   * drawn live or through its snapshot. Returns in how many ms to draw again to take the snapshot,
   * while the view is moving.
   */
  update(
    renderer: Renderer,
    toScreen: Affine,
    cage: PreparedScene | null,
    visible: boolean,
    now: number,
  ): number | null {
    this.root.visible = visible && cage !== null;
    if (cage === null) return null;
    // Cage user units → image px → viewport px.
    const matrix = multiply(toScreen, cage.alignment.cageToImage);
    this.live.setFromMatrix(toPixiMatrix(matrix, this.matrix));
    const { width, height } = renderer.screen;
    const wanted = {
      content: this.content,
      count: 0,
      matrix,
      width,
      height,
      resolution: renderer.resolution,
    };
    return this.snapshot.show(renderer, this.live, wanted, this.root.visible, now);
  }

  destroy(): void {
    this.snapshot.destroy();
    this.root.destroy({ children: true });
  }
}
