/**
 * Damage markers: a dot coloured by grade with its number beside it, in screen px (never scaled or
 * rotated with the photo). A marker is MARKER_SIZE_PX square, placed by its top-left = the damage's
 * displayed point − MARKER_OFFSET_PX (the spec's +5 offset, see src/geometry/cageAlign.ts).
 */

import { BitmapText, Container, Graphics } from "pixi.js";
import { MARKER_OFFSET_PX, MARKER_SIZE_PX, markerTopLeftInView } from "../../geometry/cageAlign";
import { normalisedToImage, type View } from "../../geometry/transform";
import type { MarkerInput } from "../model";
import { gradeHex } from "../palette";

const LABEL_STYLE = {
  fontFamily: "Arial",
  fontSize: 12,
  fontWeight: "bold",
  fill: 0xffffff,
  stroke: { color: 0x000000, width: 3 },
} as const;

function markerSprite(n: number, grade: number | null): Container {
  const c = new Container();
  const dot = new Graphics()
    .circle(MARKER_OFFSET_PX, MARKER_OFFSET_PX, MARKER_SIZE_PX / 2)
    .fill(gradeHex(grade))
    .stroke({ color: 0x000000, width: 1.5 });
  const label = new BitmapText({ text: String(n), style: LABEL_STYLE });
  label.position.set(MARKER_SIZE_PX + 1, -MARKER_OFFSET_PX - 1);
  c.addChild(dot, label);
  return c;
}

export class MarkerLayer {
  readonly root = new Container({ label: "markers", eventMode: "none", interactiveChildren: false });
  private drawn: readonly MarkerInput[] | null = null;
  private readonly pulseRing = new Graphics();

  draw(markers: readonly MarkerInput[]): void {
    if (markers === this.drawn) return;
    for (const child of this.root.removeChildren())
      if (child !== this.pulseRing) child.destroy({ children: true });
    markers.forEach((m, i) => {
      this.root.addChild(markerSprite(i + 1, m.grade));
    });
    this.root.addChild(this.pulseRing);
    this.drawn = markers;
  }

  update(
    view: View,
    markers: readonly MarkerInput[],
    visible: boolean,
    pulse: { marker: number; t: number } | null,
  ): void {
    this.root.visible = visible;
    markers.forEach((m, i) => {
      const child = this.root.children[i];
      if (!child) return;
      const p = markerTopLeftInView(view, normalisedToImage(m.position, view.image));
      child.position.set(p.x, p.y);
    });
    this.pulseRing.clear();
    const target = pulse ? this.root.children[pulse.marker] : undefined;
    if (pulse && target) {
      const r = MARKER_SIZE_PX / 2 + 4 + 14 * pulse.t;
      this.pulseRing
        .circle(target.x + MARKER_OFFSET_PX, target.y + MARKER_OFFSET_PX, r)
        .stroke({ color: 0xff1744, width: 3, alpha: 1 - pulse.t });
    }
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
