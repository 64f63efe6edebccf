import { describe, expect, it } from "vitest";
import { TEXTS } from "../domain/texts";
import { markerTopLeftInView } from "../geometry/cageAlign";
import { imagePoint, normalisedPoint } from "../geometry/spaces";
import { imageToViewport } from "../geometry/transform";
import { createDriver, TEST_CAGE_SVG, TEST_PARTS } from "./testing/driver";

const mark = (taskName = "damage_full", slotType: string | null = "damage") =>
  createDriver({ mode: "mark", cageSvg: TEST_CAGE_SVG, markContext: { taskName, slotType } });

describe("mark mode: double-click places a damage (product §5)", () => {
  it("on a named part: normalised position rounded to 4 decimals, the part's name and group", () => {
    const d = mark();
    d.doubleClick({ x: 150.123456, y: 150.98765 } as never);
    expect(d.calls).toEqual([
      expect.objectContaining({
        type: "place",
        position: { x: 0.1501, y: 0.302 },
        component: "FRONT_DOOR_LEFT",
        group: "BODY",
      }),
    ]);
    expect(d.controller.markers).toHaveLength(1);
  });

  it("single clicks place nothing", () => {
    const d = mark();
    d.click(d.at(TEST_PARTS.door));
    expect(d.calls).toEqual([]);
  });

  it("refuses off every part, on an unnamed part and on an UNDEFINED one", () => {
    for (const where of [TEST_PARTS.nothing, TEST_PARTS.unnamed, TEST_PARTS.undefined]) {
      const d = mark();
      d.doubleClick(d.at(where));
      expect(d.calls).toEqual([{ type: "refuse", reason: "no-element", message: TEXTS.damageNotAllowed }]);
    }
  });

  it("refuses when the slot is not a damage slot", () => {
    const d = mark("damage_full", "photo");
    d.doubleClick(d.at(TEST_PARTS.door));
    expect(d.calls[0]).toMatchObject({ type: "refuse", reason: "not-damage-slot" });
  });

  it.each([
    ["damage_other", "door", false],
    ["damage_other", "bumper", true],
    ["damage_other", "wheel", true],
    ["damage_body", "door", true],
    ["damage_body", "bumper", false],
    ["damage_body", "wheel", false],
    ["damage_body", "glass", false],
    ["damage_full", "tire", false],
    ["damage_other", "tire", false],
    ["damage_full", "glass", true],
  ] as const)("%s on the %s: placed = %s", (task, part, placed) => {
    const d = mark(task);
    d.doubleClick(d.at(TEST_PARTS[part]));
    expect(d.calls[0]?.type).toBe(placed ? "place" : "refuse");
  });

  it("a duplicate at the same rounded position is refused and pulses the marker there", () => {
    const d = mark();
    const p = d.at(TEST_PARTS.door);
    d.doubleClick(p);
    d.doubleClick({ x: p.x + 0.001, y: p.y } as never);
    expect(d.calls[1]).toEqual({ type: "refuse", reason: "duplicate", message: TEXTS.damageDuplicate });
    expect(d.controller.markers).toHaveLength(1);
    expect(d.controller.pulseProgress()).toEqual({ marker: 0, t: 0 });
    d.advance(300);
    expect(d.controller.pulseProgress()?.t).toBeCloseTo(0.5);
    d.advance(400);
    expect(d.controller.pulseProgress()).toBeNull();
  });

  it("a duplicate pulses the marker that is there, among several (issue 21: it was always #1)", () => {
    // Marker 3 is a task damage stored unrounded (damage_location over actual_image): 0.150012 is
    // the same place as the double-click's 0.15 once rounded.
    const d = createDriver({
      mode: "mark",
      cageSvg: TEST_CAGE_SVG,
      markContext: { taskName: "damage_full", slotType: "damage" },
      markers: [
        { position: normalisedPoint(0.55, 0.75), grade: 1 },
        { position: normalisedPoint(0.375, 0.25), grade: 2 },
        { position: normalisedPoint(0.150012, 0.300004), grade: 3 },
        { position: normalisedPoint(0.375, 0.75), grade: null },
      ],
    });
    d.doubleClick(d.at(TEST_PARTS.door));
    expect(d.calls).toEqual([{ type: "refuse", reason: "duplicate", message: TEXTS.damageDuplicate }]);
    expect(d.controller.pulseProgress()).toEqual({ marker: 2, t: 0 });
    d.advance(1000);
    d.doubleClick(d.at(TEST_PARTS.bumper));
    expect(d.controller.pulseProgress()).toEqual({ marker: 1, t: 0 });
    d.advance(1000);
    d.doubleClick(d.at(TEST_PARTS.wheel));
    expect(d.controller.pulseProgress()).toEqual({ marker: 3, t: 0 });
    expect(d.controller.markers).toHaveLength(4);
  });

  it("places on the part under the pointer whatever the zoom, pan and rotation", () => {
    const d = mark();
    d.wheel(-300, d.at(TEST_PARTS.bumper));
    d.press(" ");
    d.drag({ x: 500, y: 250 } as never, { x: 520, y: 240 } as never);
    d.doubleClick(d.at(TEST_PARTS.bumper));
    expect(d.calls[0]).toMatchObject({ type: "place", component: "FRONT_BUMPER", group: "PART" });
    const placed = d.calls[0] as { position: { x: number; y: number } };
    expect(placed.position.x).toBeCloseTo(0.375, 3);
    expect(placed.position.y).toBeCloseTo(0.25, 3);
  });

  it("the cage follows cageInfo: a cage drawn into the right half of the photo", () => {
    const d = createDriver({
      mode: "mark",
      cageSvg: TEST_CAGE_SVG,
      markContext: { taskName: "damage_full", slotType: "damage" },
      cageInfo: {
        original_image: { width: 2000, height: 1000 },
        actual_image: { width: 1000, height: 500 },
        cage: { x: 500, y: 250, width: 500, height: 250 },
      },
    });
    // The door (cage 10..50) now sits at image x 1000 + 10..50 × 5.
    d.doubleClick(d.at({ x: 1150, y: 650 }));
    expect(d.calls[0]).toMatchObject({ type: "place", component: "FRONT_DOOR_LEFT" });
  });
});

describe("the frame changes size (issue 21: the cage and markers drifted)", () => {
  it("one image → viewport transform follows the new size: a part's centre and a marker stay on their image points", () => {
    const d = createDriver({
      mode: "mark",
      cageSvg: TEST_CAGE_SVG,
      markContext: { taskName: "damage_full", slotType: "damage" },
      markers: [{ position: normalisedPoint(0.375, 0.25), grade: 2 }],
    });
    d.wheel(-100, d.at(TEST_PARTS.glass));
    const door = d.at(TEST_PARTS.door);
    const bumper = d.at(TEST_PARTS.bumper);
    expect(d.controller.partAt(door)?.name).toBe("FRONT_DOOR_LEFT");
    expect(d.controller.markersAt(bumper)).toEqual([0]);
    // A scrollbar appears: 17 px narrower. Zoom kept, the photo re-centred in the narrower frame.
    d.controller.resize({ width: 983, height: 500 });
    const view = d.controller.state.view;
    expect(view.viewport).toEqual({ width: 983, height: 500 });
    const door2 = d.at(TEST_PARTS.door);
    const bumper2 = d.at(TEST_PARTS.bumper);
    expect(door2.x).not.toBeCloseTo(door.x);
    expect(imageToViewport(view, imagePoint(TEST_PARTS.door.x, TEST_PARTS.door.y))).toEqual(door2);
    // Hit tests and the marker's place use the new transform: the old screen points are off by the shift.
    expect(d.controller.partAt(door2)?.name).toBe("FRONT_DOOR_LEFT");
    expect(d.controller.markersAt(bumper2)).toEqual([0]);
    expect(markerTopLeftInView(view, imagePoint(TEST_PARTS.bumper.x, TEST_PARTS.bumper.y))).toEqual({
      x: bumper2.x - 5,
      y: bumper2.y - 5,
    });
    d.doubleClick(d.at(TEST_PARTS.bumper));
    expect(d.calls.at(-1)).toMatchObject({ type: "refuse", reason: "duplicate" });
    expect(d.controller.pulseProgress()?.marker).toBe(0);
    // And back: the first transform again.
    d.controller.resize({ width: 1000, height: 500 });
    expect(d.at(TEST_PARTS.door).x).toBeCloseTo(door.x, 9);
  });
});

describe("mirrored cage (photo 07 from the left outline)", () => {
  it("is flipped left-right on the photo, and its parts' sides swap", () => {
    const d = createDriver({
      mode: "mark",
      cageSvg: TEST_CAGE_SVG,
      mirrored: true,
      markContext: { taskName: "damage_full", slotType: "damage" },
    });
    d.doubleClick(d.at(TEST_PARTS.door));
    expect(d.calls[0]).toMatchObject({ type: "refuse" });
    d.doubleClick(d.at({ x: 2000 - TEST_PARTS.door.x, y: TEST_PARTS.door.y }));
    expect(d.calls[1]).toMatchObject({ type: "place", component: "FRONT_DOOR_RIGHT", group: "BODY" });
  });
});

describe("mark mode: keys", () => {
  const markers = [
    { position: normalisedPoint(0.15, 0.3), grade: 1 },
    { position: normalisedPoint(0.151, 0.3), grade: 2 },
    { position: normalisedPoint(0.8, 0.8), grade: 3 },
  ];

  it("X deletes the markers under the pointer, and only those", () => {
    const d = createDriver({ mode: "mark", markers });
    expect(d.press("x")).toBe(false);
    d.hover(d.at({ x: 301, y: 300 }));
    expect(d.controller.hoveredMarkers).toEqual([0, 1]);
    expect(d.press("X")).toBe(true);
    expect(d.calls).toEqual([{ type: "delete", indices: [0, 1] }]);
    expect(d.controller.markers).toHaveLength(1);
  });

  it("the marker's hot spot is its centre, 5 screen px from its top-left at any zoom", () => {
    const d = createDriver({ mode: "mark", markers });
    d.keyDown("w");
    const centre = d.at({ x: 1600, y: 800 });
    d.hover({ x: centre.x + 5, y: centre.y - 5 } as never);
    expect(d.controller.hoveredMarkers).toEqual([2]);
    d.hover({ x: centre.x + 6, y: centre.y } as never);
    expect(d.controller.hoveredMarkers).toEqual([]);
  });

  it("W zooms to 4 while held, F switches webp/super when there is a super image", () => {
    const d = createDriver({ mode: "mark", hasSuperImage: true });
    d.keyDown("w");
    expect(d.controller.state.view.zoom).toBe(4);
    d.keyUp("w");
    expect(d.controller.state.view.zoom).toBe(1);
    d.press("f");
    expect(d.controller.state.quality).toBe("super");
    d.press("F");
    expect(d.controller.state.quality).toBe("webp");
    expect(createDriver({ mode: "mark" }).press("f")).toBe(false);
  });

  it("R shows the cage, Q toggles it, T reloads it", () => {
    const d = mark();
    d.press("q");
    expect(d.controller.state.cageVisible).toBe(false);
    d.press("r");
    expect(d.controller.state.cageVisible).toBe(true);
    d.press("Q");
    d.press("Q");
    expect(d.controller.state.cageVisible).toBe(true);
    d.press("t");
    expect(d.calls).toEqual([{ type: "reloadCage" }]);
  });

  it("Space rotates by 90°", () => {
    const d = mark();
    d.press(" ");
    d.press(" ");
    expect(d.controller.state.view.rotation).toBe(2);
  });

  it("digits open the nth support image (1..n only), S the full view, C the same inspection", () => {
    const d = createDriver({ mode: "mark", supportCount: 2 });
    d.keyDown("2");
    d.keyDown("3");
    d.keyDown("1");
    d.keyDown("s");
    d.press("c");
    expect(d.calls).toEqual([
      { type: "support", which: 1 },
      { type: "support", which: 0 },
      { type: "support", which: "full" },
      { type: "sameInspection" },
    ]);
    expect(createDriver({ mode: "mark" }).press("1")).toBe(false);
  });

  it("the support view shows while 1..n or S is held and closes on its release (issue 21)", () => {
    const d = createDriver({ mode: "mark", supportCount: 2 });
    d.keyDown("2");
    d.keyUp("2");
    d.keyDown("s");
    d.keyUp("S");
    expect(d.calls).toEqual([
      { type: "support", which: 1 },
      { type: "closeSupport" },
      { type: "support", which: "full" },
      { type: "closeSupport" },
    ]);
    // A release with no view opened by a key (one opened from the info bar) closes nothing.
    d.keyUp("1");
    expect(d.calls).toHaveLength(4);
    // The window lost the keyboard while S was held: no key-up will come, the view closes.
    d.keyDown("s");
    d.controller.releaseAll();
    expect(d.calls.at(-1)).toEqual({ type: "closeSupport" });
  });

  it("Tab is the material bar's only on a damage task's photo (issue 21)", () => {
    const vin = mark("vin", "INSPECT");
    expect(vin.press("Tab")).toBe(false);
    expect(vin.controller.state.materialBarOpen).toBe(false);
    expect(mark("damage_full", null).press("Tab")).toBe(false);
    expect(mark().press("Tab")).toBe(true);
  });

  it("Tab shows and hides the material bar; p o i u y j k l pick a material, again clears it", () => {
    const d = mark();
    d.press("Tab");
    expect(d.controller.state.materialBarOpen).toBe(true);
    d.press("p");
    expect(d.controller.state.material).toBe("Painted");
    d.press("l");
    expect(d.controller.state.material).toBe("Steel");
    d.press("L");
    expect(d.controller.state.material).toBeNull();
    d.press("Tab");
    expect(d.controller.state.materialBarOpen).toBe(false);
  });
});

describe("label mode", () => {
  it("a click selects the part under it, unlabelled ones included; off every part selects none", () => {
    const d = createDriver({ mode: "label", cageSvg: TEST_CAGE_SVG });
    d.click(d.at(TEST_PARTS.glass));
    d.click(d.at(TEST_PARTS.unnamed));
    d.click(d.at(TEST_PARTS.nothing));
    expect(d.calls).toEqual([
      { type: "select", part: { index: 4, id: "glass", name: "WINDSHIELD", group: "GLASS" } },
      { type: "select", part: { index: 6, id: "unnamed", name: null, group: null } },
      { type: "select", part: null },
    ]);
    expect(d.controller.state.selectedPart).toBeNull();
  });

  it("a drag pans and selects nothing; double-click places nothing", () => {
    const d = createDriver({ mode: "label", cageSvg: TEST_CAGE_SVG });
    d.keyDown("w");
    d.drag(d.at(TEST_PARTS.door), { x: 0, y: 0 } as never);
    d.controller.doubleClick(d.at(TEST_PARTS.door));
    expect(d.calls).toEqual([]);
  });

  it("mark-only keys do nothing", () => {
    const d = createDriver({ mode: "label", cageSvg: TEST_CAGE_SVG });
    for (const key of ["x", "f", "1", "s", "c", "Tab", "p", "d"]) expect(d.press(key)).toBe(false);
  });
});

describe("read-only mode", () => {
  it("d toggles the markers, Space rotates, the cage starts hidden", () => {
    const d = createDriver({
      mode: "readonly",
      markers: [{ position: normalisedPoint(0.5, 0.5), grade: 2 }],
    });
    expect(d.controller.state.cageVisible).toBe(false);
    d.press("d");
    expect(d.controller.state.markersVisible).toBe(false);
    d.press("D");
    expect(d.controller.state.markersVisible).toBe(true);
    d.press(" ");
    expect(d.controller.state.view.rotation).toBe(1);
    d.controller.doubleClick(d.at({ x: 1000, y: 500 }));
    expect(d.press("x")).toBe(false);
    expect(d.calls).toEqual([]);
  });
});

describe("the next task on the same workstation (one canvas per shift)", () => {
  it("keeps nothing of the previous task but the frame's size", () => {
    const d = mark();
    d.doubleClick(d.at(TEST_PARTS.door));
    d.wheel(-500, d.at(TEST_PARTS.door));
    d.press(" ");
    d.press("Tab");
    d.press("p");
    d.press("q");
    d.press("f");
    d.keyDown("w");
    d.doubleClick(d.at(TEST_PARTS.door)); // a duplicate: pulses
    d.controller.setPhoto({ width: 2000, height: 1000 } as ImageBitmap); // a decoded photo (no DOM here)
    const before = d.controller.state;
    expect(before.view.zoom).toBeGreaterThan(1);
    expect(before.view.rotation).not.toBe(0);
    expect(before.materialBarOpen).toBe(true);
    expect(d.controller.pulse).not.toBeNull();

    d.controller.resetForTask();

    const s = d.controller.state;
    expect(s.view.zoom).toBe(1);
    expect(s.view.rotation).toBe(0);
    expect(s.view.pan).toEqual({ x: 0, y: 0 });
    expect(s.view.viewport).toEqual(before.view.viewport);
    expect(s.zoomBeforeHold).toBeNull();
    expect(s.materialBarOpen).toBe(false);
    expect(s.material).toBeNull();
    expect(s.quality).toBe("webp");
    expect(s.cageVisible).toBe(true);
    expect(d.controller.markers).toEqual([]);
    expect(d.controller.cage).toBeNull();
    expect(d.controller.pulse).toBeNull();
    expect(d.controller.photo).toBeNull();
    // Until the next task's cage arrives, a double-click finds no part.
    d.controller.setImageSize({ width: 2000, height: 1000 });
    d.doubleClick(d.at(TEST_PARTS.door));
    expect(d.calls.at(-1)).toMatchObject({ type: "refuse", reason: "no-element" });
  });

  it("fits the next photo even when it has the previous one's size", () => {
    const d = mark();
    d.wheel(-500, d.at(TEST_PARTS.door));
    d.controller.resetForTask();
    d.controller.setImageSize({ width: 2000, height: 1000 });
    expect(d.controller.state.view.zoom).toBe(1);
    expect(d.controller.state.view.image).toEqual({ width: 2000, height: 1000 });
  });
});
