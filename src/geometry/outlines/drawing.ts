/**
 * An outline drawing: named parts (the clickable regions of a cage) plus decorative lines, in SVG user
 * units (y down). Part groups are the spec's PART, BODY, GLASS, WHEEL, TIRE.
 */

import { type CatalogueGroup, partGroupOf } from "../../domain/partNames.ts";
import type { Pt, Ring } from "./shape.ts";

export type OutlineGroup = Exclude<CatalogueGroup, "INTERIOR">;

export interface OutlinePart {
  readonly id: string;
  readonly name: string;
  readonly group: OutlineGroup;
  /** The outer ring first, then holes (even-odd): parts painted on top of this one sit in its holes. */
  readonly rings: Ring[];
}

export interface OutlineLine {
  readonly from: Pt;
  readonly to: Pt;
}

export interface OutlineDrawing {
  readonly width: number;
  readonly height: number;
  readonly parts: OutlinePart[];
  readonly lines: OutlineLine[];
}

/** Collects parts in paint order; names must be catalogue names, once per drawing. */
export class PartList {
  readonly parts: OutlinePart[] = [];
  readonly lines: OutlineLine[] = [];

  constructor(private readonly idPrefix: string) {}

  add(name: string, rings: Ring[]): OutlinePart {
    const group = partGroupOf(name);
    if (group === null || group === "INTERIOR") throw new Error(`${name} is not an exterior catalogue part`);
    if (this.parts.some((p) => p.name === name)) throw new Error(`${name} drawn twice`);
    const part: OutlinePart = {
      id: `${this.idPrefix}-${name.toLowerCase().replace(/_/g, "-")}`,
      name,
      group,
      rings,
    };
    this.parts.push(part);
    return part;
  }

  /** Adds a hole to an earlier part (where a part painted later sits). */
  punch(host: OutlinePart, hole: Ring): void {
    host.rings.push(hole);
  }

  line(from: Pt, to: Pt): void {
    this.lines.push({ from, to });
  }

  /** Maps every point (e.g. model metres → SVG units). */
  finish(width: number, height: number, map: (p: Pt) => Pt): OutlineDrawing {
    return {
      width,
      height,
      parts: this.parts.map((p) => ({ ...p, rings: p.rings.map((r) => r.map(map)) })),
      lines: this.lines.map((l) => ({ from: map(l.from), to: map(l.to) })),
    };
  }
}
