/**
 * Collects the rings of a whole cage into one growable Float64Array, so the result is one buffer to
 * transfer. Points arrive in an element's local units and are mapped by the current matrix on the way in.
 */

import { type Affine, IDENTITY } from "../../src/geometry/affine";

export interface RingSink {
  /** Close the open ring (if any) and open a new one. */
  begin(): void;
  add(x: number, y: number): void;
  /** Close the open ring; it is kept only if it has at least 3 points. */
  end(): void;
}

export class RingBuilder implements RingSink {
  private buffer = new Float64Array(4096);
  private length = 0;
  private open = -1;
  /** [start, end) offsets in doubles, two per committed ring. */
  private readonly bounds: number[] = [];
  matrix: Affine = IDENTITY;

  get ringCount(): number {
    return this.bounds.length / 2;
  }

  begin(): void {
    this.end();
    this.open = this.length;
  }

  add(x: number, y: number): void {
    if (this.open < 0) this.open = this.length;
    const m = this.matrix;
    const tx = m.a * x + m.c * y + m.e;
    const ty = m.b * x + m.d * y + m.f;
    const n = this.length;
    // Repeated points add nothing to a ring.
    if (n > this.open && this.buffer[n - 2] === tx && this.buffer[n - 1] === ty) return;
    if (n + 2 > this.buffer.length) {
      const grown = new Float64Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[n] = tx;
    this.buffer[n + 1] = ty;
    this.length = n + 2;
  }

  end(): void {
    if (this.open < 0) return;
    let end = this.length;
    // An explicit closing point equal to the first is implied by the ring; drop it.
    if (
      end - this.open >= 4 &&
      this.buffer[end - 2] === this.buffer[this.open] &&
      this.buffer[end - 1] === this.buffer[this.open + 1]
    ) {
      end -= 2;
    }
    if (end - this.open >= 6) {
      this.bounds.push(this.open, end);
      this.length = end;
    } else {
      this.length = this.open;
    }
    this.open = -1;
  }

  /** The packed coordinates and, for each committed ring, a view into them. */
  finish(): { coords: Float64Array; rings: Float64Array[] } {
    this.end();
    const coords = this.buffer.slice(0, this.length);
    const rings: Float64Array[] = [];
    for (let i = 0; i < this.bounds.length; i += 2)
      rings.push(coords.subarray(this.bounds[i]!, this.bounds[i + 1]!));
    return { coords, rings };
  }
}
