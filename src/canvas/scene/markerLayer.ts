/**
 * Damage markers: a dot coloured by grade with its number beside it, in screen px (never scaled or
 * rotated with the photo). A marker is MARKER_SIZE_PX square, placed by its top-left = the damage's
 * displayed point − MARKER_OFFSET_PX (the spec's +5 offset, see src/geometry/cageAlign.ts).
 */

import { Container, Graphics, GraphicsContext, type Renderer } from "pixi.js";
import { type Affine, applyX, applyY, multiply, scaling } from "../../geometry/affine";
import { MARKER_OFFSET_PX, MARKER_SIZE_PX, markerTopLeft } from "../../geometry/cageAlign";
import { type Size, viewportPoint } from "../../geometry/spaces";
import { type MarkerInput, markerNumberOf } from "../model";
import { gradeHex } from "../palette";
import { LayerSnapshot } from "./layerSnapshot";
import { markerNumber } from "./markerNumbers";

/** One dot geometry per colour, shared by every marker of that grade (GraphicsContext). */
const dots = new Map<number, GraphicsContext>();
function dotOf(grade: number | null): GraphicsContext {
  const colour = gradeHex(grade);
  let context = dots.get(colour);
  if (!context) {
    context = new GraphicsContext()
      .circle(MARKER_OFFSET_PX, MARKER_OFFSET_PX, MARKER_SIZE_PX / 2)
      .fill(colour)
      .stroke({ color: 0x000000, width: 1.5 });
    dots.set(colour, context);
  }
  return context;
}

function markerSprite(n: number, grade: number | null): Container {
  const c = new Container();
  const label = markerNumber(n);
  label.position.set(MARKER_SIZE_PX + 1, -MARKER_OFFSET_PX - 1);
  c.addChild(new Graphics(dotOf(grade)), label);
  return c;
}

export class MarkerLayer {
  readonly root = new Container({ label: "markers", eventMode: "none", interactiveChildren: false });
  private readonly sprites = new Container();
  /** The grade and number each sprite was drawn with. */
  private grades: (number | null)[] = [];
  private numbers: number[] = [];
  private drawn: readonly MarkerInput[] | null = null;
  /** `sprites` in viewport px while the view stands still; new markers are drawn into it on top. */
  private readonly snapshot = new LayerSnapshot();
  /** Bumped when a drawn marker was removed, moved or re-graded: the snapshot must be taken again. */
  private content = 0;
  private readonly pulseRing = new Graphics();

  constructor() {
    this.root.addChild(this.sprites, this.snapshot.sprite, this.pulseRing);
  }

  /**
   * Keeps the sprites that still show the right number and grade (markerNumberOf: the list beside the
   * canvas numbers them with it too) and builds only the others, so a new
   * marker on a photo with many costs one sprite, not a rebuild of all of them.
   */
  draw(markers: readonly MarkerInput[]): void {
    if (markers === this.drawn) return;
    const before = this.drawn ?? [];
    if (markers.length < before.length) this.content++;
    markers.forEach((m, i) => {
      const grade = m.grade ?? null;
      const n = markerNumberOf(m, i);
      const was = before[i];
      if (was && (was.position.x !== m.position.x || was.position.y !== m.position.y)) this.content++;
      const old = this.sprites.children[i];
      if (old && this.grades[i] === grade && this.numbers[i] === n) return;
      if (old) this.content++;
      this.sprites.addChildAt(markerSprite(n, grade), i);
      if (old) {
        this.sprites.removeChild(old);
        old.destroy({ children: true });
      }
      this.grades[i] = grade;
      this.numbers[i] = n;
    });
    while (this.sprites.children.length > markers.length) {
      const extra = this.sprites.children[this.sprites.children.length - 1];
      if (!extra) break;
      this.sprites.removeChild(extra);
      extra.destroy({ children: true });
    }
    this.grades.length = markers.length;
    this.numbers.length = markers.length;
    this.drawn = markers;
  }

  /**
   * Places the markers by the frame's image → viewport matrix (`toScreen`, the scene's one transform),
   * drawn live or through the snapshot, and the pulse ring (always live). Returns in how many ms to
   * draw again to take the snapshot, while the view is moving.
   */
  update(
    renderer: Renderer,
    toScreen: Affine,
    image: Size,
    markers: readonly MarkerInput[],
    visible: boolean,
    pulse: { marker: number; t: number } | null,
    now: number,
  ): number | null {
    this.root.visible = visible;
    // Normalised → viewport: where every marker sits follows from it.
    const matrix = multiply(toScreen, scaling(image.width, image.height));
    markers.forEach((m, i) => {
      const child = this.sprites.children[i];
      if (!child) return;
      const { x, y } = m.position;
      const p = markerTopLeft(viewportPoint(applyX(matrix, x, y), applyY(matrix, x, y)));
      child.position.set(p.x, p.y);
    });
    const { width, height } = renderer.screen;
    const settleIn = this.snapshot.show(
      renderer,
      this.sprites,
      {
        content: this.content,
        count: this.sprites.children.length,
        matrix,
        width,
        height,
        resolution: renderer.resolution,
      },
      // No markers (most tasks): nothing to snapshot, and no texture pass on the next task's frames.
      visible && this.sprites.children.length > 0,
      now,
      (n) => this.sprites.children.slice(n),
    );
    this.pulseRing.clear();
    const target = pulse ? this.sprites.children[pulse.marker] : undefined;
    if (pulse && target) {
      const r = MARKER_SIZE_PX / 2 + 4 + 14 * pulse.t;
      this.pulseRing
        .circle(target.x + MARKER_OFFSET_PX, target.y + MARKER_OFFSET_PX, r)
        .stroke({ color: 0xff1744, width: 3, alpha: 1 - pulse.t });
    }
    return settleIn;
  }

  destroy(): void {
    this.snapshot.destroy();
    this.root.destroy({ children: true });
  }
}
