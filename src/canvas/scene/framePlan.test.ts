import { describe, expect, it } from "vitest";
import { affine } from "../../geometry/affine";
import { fitToViewport } from "../../geometry/transform";
import {
  drawsNothing,
  type FrameInputs,
  frameChanged,
  planSnapshot,
  SETTLE_MS,
  type SnapshotKey,
  viewMoved,
} from "./framePlan";

const view = fitToViewport({ width: 4000, height: 3000 }, { width: 800, height: 600 });
const inputs: FrameInputs = {
  view,
  cage: {},
  cageVisible: true,
  markers: [],
  markersVisible: true,
  selectedPart: null,
  colourKey: null,
};

describe("frameChanged: a frame only when what it shows changed", () => {
  it("draws the first frame", () => expect(frameChanged(null, inputs)).toBe(true));
  it("draws nothing for the same inputs (a pointer move keeps them all)", () =>
    expect(frameChanged(inputs, { ...inputs })).toBe(false));
  it.each([
    ["view", { view: { ...view, zoom: 2 } }],
    ["cage", { cage: {} }],
    ["cage visibility (R / Q)", { cageVisible: false }],
    ["markers", { markers: [] }],
    ["marker visibility (d)", { markersVisible: false }],
    ["selection", { selectedPart: 3 }],
    ["label colours", { colourKey: {} }],
  ] as const)("draws when the %s changed", (_, change) =>
    expect(frameChanged(inputs, { ...inputs, ...change })).toBe(true),
  );
});

describe("drawsNothing: no WebGL frame while neither a cage nor a marker is shown (issue 21)", () => {
  it("nothing: no cage and no markers (a VIN, odometer or plate task)", () =>
    expect(drawsNothing({ ...inputs, cage: null })).toBe(true));
  it("nothing: both hidden (Q, d)", () =>
    expect(drawsNothing({ ...inputs, cageVisible: false, markers: [{}], markersVisible: false })).toBe(true));
  it.each([
    ["a cage shown", { cage: {} }],
    ["a marker shown", { cage: null, markers: [{}] }],
    ["a hidden cage's markers", { cageVisible: false, markers: [{}] }],
  ] as const)("something: %s", (_, change) => expect(drawsNothing({ ...inputs, ...change })).toBe(false));
});

const key = (over: Partial<SnapshotKey> = {}): SnapshotKey => ({
  content: 1,
  count: 0,
  matrix: affine(0.2, 0, 0, 0.2, 10, 20),
  width: 800,
  height: 600,
  resolution: 1,
  ...over,
});

describe("planSnapshot: snapshot a layer while the view stands still", () => {
  it("takes a snapshot when there is none and the view is still", () =>
    expect(planSnapshot(null, key(), Number.NEGATIVE_INFINITY, 0)).toBe("take"));
  it("reuses a snapshot of exactly this cage, placement and canvas", () =>
    expect(planSnapshot(key(), key(), 0, 1)).toBe("reuse"));
  it("draws live while the view moves, and snapshots once it has settled", () => {
    const moved = key({ matrix: affine(0.4, 0, 0, 0.4, 10, 20) });
    expect(planSnapshot(key(), moved, 1000, 1000)).toBe("live");
    expect(planSnapshot(key(), moved, 1000, 1000 + SETTLE_MS - 1)).toBe("live");
    expect(planSnapshot(key(), moved, 1000, 1000 + SETTLE_MS)).toBe("take");
  });
  it.each([
    ["the cage drawing (reload, colours, selection)", { content: 2 }],
    ["the canvas size", { width: 801 }],
    ["the device resolution", { resolution: 2 }],
    ["a quarter turn", { matrix: affine(0, 0.2, -0.2, 0, 10, 20) }],
  ] as const)("re-takes when %s changed and the view is still", (_, change) =>
    expect(planSnapshot(key(), key(change), 0, SETTLE_MS)).toBe("take"),
  );
  it("appends new items (a new marker) to a snapshot of the same content and placement", () => {
    expect(planSnapshot(key({ count: 10 }), key({ count: 11 }), 0, 1)).toBe("append");
    expect(planSnapshot(key({ count: 10 }), key({ count: 11, content: 2 }), 0, SETTLE_MS)).toBe("take");
  });
  it("re-takes when items went (a marker deleted): a snapshot cannot un-draw", () =>
    expect(planSnapshot(key({ count: 10 }), key({ count: 9 }), 0, SETTLE_MS)).toBe("take"));
  it("does not append while the view moves: the layer is drawn live", () =>
    expect(planSnapshot(key({ count: 10 }), key({ count: 11, matrix: affine(1, 0, 0, 1, 0, 0) }), 5, 6)).toBe(
      "live",
    ));
});

describe("viewMoved: what restarts the settle clock", () => {
  it("not the first frame, not a new drawing in the same place", () => {
    expect(viewMoved(null, key())).toBe(false);
    expect(viewMoved(key(), key({ content: 9 }))).toBe(false);
  });
  it("a pan, zoom or turn, or a resized canvas", () => {
    expect(viewMoved(key(), key({ matrix: affine(0.2, 0, 0, 0.2, 11, 20) }))).toBe(true);
    expect(viewMoved(key(), key({ height: 500 }))).toBe(true);
  });
});
