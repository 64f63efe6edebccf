// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBesideFrameHeight } from "./useFillHeight.ts";

/**
 * jsdom lays nothing out: each element's height is what the test says (data-h), and the column's
 * ResizeObserver fires when the test says.
 */
let observed: (() => void)[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(private readonly cb: () => void) {}
      observe() {
        observed.push(() => this.cb());
      }
      disconnect() {
        observed = [];
      }
    },
  );
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return { height: Number(this.dataset.h ?? 0) } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

let seen: number | null = null;
function Column({ frame, column }: { frame: boolean; column: number }) {
  const [ref, beside] = useBesideFrameHeight<HTMLDivElement>(frame);
  seen = beside;
  return (
    <div ref={ref} data-h={column}>
      {frame ? <div data-photo-frame="" data-h={500} /> : null}
    </div>
  );
}

describe("useBesideFrameHeight (the label page's toolbar and legend, measured)", () => {
  it("is the column's height less the frame's, once there is a frame, and follows the column", () => {
    const view = render(<Column frame={false} column={40} />);
    expect(seen).toBeNull();
    view.rerender(<Column frame column={560.4} />);
    expect(seen).toBe(61);
    // The legend wraps to a second line on a narrower window: the column grows, the observer says so.
    view.rerender(<Column frame column={584} />);
    act(() => {
      for (const fire of observed) fire();
    });
    expect(seen).toBe(84);
  });
});
