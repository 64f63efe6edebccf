import { describe, expect, it } from "vitest";
import {
  acceptable,
  DEFAULT_SUGGESTION_THRESHOLD,
  suggestFor,
  suggestForPart,
  suggestLabels,
} from "./partSuggest.ts";

const label = (text: string) => suggestFor(text)?.label ?? null;
const confidence = (text: string) => suggestFor(text)?.confidence ?? 0;

describe("label suggestions: one name to the catalogue (issue 22)", () => {
  it("ignores case, separators, camelCase humps and word order", () => {
    for (const text of [
      "FRONT_DOOR_LEFT",
      "front-door-left",
      "Front Door Left",
      "frontDoorLeft",
      "door.left.front",
      "left front door",
    ])
      expect([text, label(text), confidence(text)]).toEqual([text, "FRONT_DOOR_LEFT", 1]);
  });

  it("reads the abbreviations l/r/lh/rh, fr/rr, fl/rl and run-together words", () => {
    expect(label("Door FR L")).toBe("FRONT_DOOR_LEFT");
    expect(label("door_rr_r")).toBe("REAR_DOOR_RIGHT");
    expect(label("mirror LH")).toBe("MIRROR_LEFT");
    expect(label("wheel RL")).toBe("WHEEL_REAR_LEFT");
    expect(label("qtr panel rr l")).toBe("QUARTER_PANEL_LEFT");
    expect(label("rockerpanelRight")).toBe("ROCKER_PANEL_RIGHT");
    expect(label("headlights_r")).toBe("HEADLAMP_RIGHT");
  });

  it.each([
    ["front/back/rear", "door_back_left", "REAR_DOOR_LEFT"],
    ["front/back/rear", "bumper_back", "REAR_BUMPER"],
    ["bonnet/hood", "Bonnet", "HOOD"],
    ["boot/trunk", "boot lid", "TRUNK"],
    ["boot/trunk", "trunk", "TRUNK"],
    ["boot/trunk/tailgate", "hatch", "TAILGATE"],
    ["tailgate", "tailgate", "TAILGATE"],
    ["wing/fender", "wing_front_right", "FENDER_FRONT_RIGHT"],
    ["wing/fender", "fenderFrontRight", "FENDER_FRONT_RIGHT"],
    ["sill/rocker", "sill_l", "ROCKER_PANEL_LEFT"],
    ["sill/rocker", "rocker_panel_left", "ROCKER_PANEL_LEFT"],
    ["windscreen/windshield", "Windscreen", "WINDSHIELD"],
    ["windscreen/windshield", "windshield_front", "WINDSHIELD"],
    ["rear windscreen", "rear-windscreen", "REAR_WINDOW"],
    ["rear windscreen", "windshield_back", "REAR_WINDOW"],
    ["quarter panel", "quarter panel left", "QUARTER_PANEL_LEFT"],
    ["quarter panel = rear fender", "fender_back_left", "QUARTER_PANEL_LEFT"],
    ["quarter glass", "quarter_window_back_right", "QUARTER_GLASS_RIGHT"],
    ["mirror", "wing mirror RH", "MIRROR_RIGHT"],
    ["mirror", "door mirror left", "MIRROR_LEFT"],
    ["pillar", "A-pillar left", "PILLAR_A_LEFT"],
    ["pillar", "bpillar_r", "PILLAR_B_RIGHT"],
    ["lamps", "tail_light_left", "TAIL_LAMP_LEFT"],
    ["lamps", "fog_light_front_left", "FOG_LAMP_LEFT"],
    ["lamps", "head_light_left", "HEADLAMP_LEFT"],
    ["glass/window", "window_front_left", "DOOR_GLASS_FRONT_LEFT"],
    ["grille", "grill_radiator", "GRILLE"],
    ["grille", "grill_low", "LOWER_GRILLE"],
    ["plate", "number plate rear", "LICENSE_PLATE_REAR"],
    ["handle", "handle_front_left", "DOOR_HANDLE_FRONT_LEFT"],
    ["tyre/tire", "tyre front right", "TIRE_FRONT_RIGHT"],
  ])("%s: %s → %s", (_class, text, expected) => {
    expect(label(text)).toBe(expected);
    if (expected) expect(confidence(text)).toBe(1);
  });

  it("stays low on names that are not the part (false positives)", () => {
    // An annotation drawn over the hood, not the hood.
    expect(confidence("damage-pill_hood")).toBeLessThan(DEFAULT_SUGGESTION_THRESHOLD);
    expect(confidence("damage-pill-pricing_fog_light_front_left")).toBeLessThan(DEFAULT_SUGGESTION_THRESHOLD);
    // A rear fog lamp is neither the catalogue's (front) fog lamp nor the tail lamp.
    expect(confidence("fog_light_back_right")).toBeLessThan(DEFAULT_SUGGESTION_THRESHOLD);
    // A windshield at the back is the rear window, never the windshield.
    expect(label("windshield_back")).toBe("REAR_WINDOW");
    // One unknown word costs a quarter: below the default threshold.
    expect(confidence("hood_outline")).toBe(0.75);
    // A side the catalogue name lacks: another part.
    expect(confidence("hood left")).toBeLessThan(0.5);
  });

  it("suggests nothing where a required word is missing", () => {
    for (const text of ["pillar", "door", "front left", "layer1", "path4512", "", "g", "emoji", "wheel"])
      expect([text, suggestFor(text)]).toEqual([text, null]);
  });

  it("halves the confidence of a tie between two names", () => {
    // "front lamp" is the headlamp's alias; "fog" alone is… nothing; both fog and head: two full matches.
    const s = suggestFor("head fog lamp left");
    expect(s?.confidence).toBeLessThan(DEFAULT_SUGGESTION_THRESHOLD);
  });

  it("never suggests an INTERIOR name (labels take PART … TIRE and UNDEFINED only)", () => {
    expect(suggestFor("dashboard")).toBeNull();
    expect(suggestFor("steering wheel")?.label ?? null).not.toBe("STEERING_WHEEL");
  });
});

describe("label suggestions for a drawing's parts", () => {
  it("reads data-name, inkscape:label and <title> before the id, and skips made-up ids", () => {
    expect(suggestForPart({ id: "path12", name: null, captions: ["Door FR L"] })?.label).toBe(
      "FRONT_DOOR_LEFT",
    );
    expect(suggestForPart({ id: "g7", name: "Bonnet" })?.from).toBe("Bonnet");
    expect(suggestForPart({ id: "hood", generatedId: false })?.label).toBe("HOOD");
    expect(suggestForPart({ id: "shape-0a1b2c3d", generatedId: true })).toBeNull();
  });

  it("takes the best of the part's texts", () => {
    const s = suggestForPart({ id: "damage-pill_hood", captions: ["hood"] });
    expect([s?.label, s?.confidence, s?.from]).toEqual(["HOOD", 1, "hood"]);
  });

  it("lowers the few parts of a one-side view that name the other side", () => {
    const right = [
      "door_front_right",
      "door_back_right",
      "mirror_right",
      "wheel_front_right",
      "wheel_back_right",
      "fender_front_right",
      "rocker_panel_right",
    ];
    const parts = [...right, "handle_front_left"].map((id) => ({ id }));
    const found = suggestLabels(parts);
    expect(found.get("handle_front_left")?.confidence).toBe(0.6);
    expect(found.get("door_front_right")?.confidence).toBe(1);
    // A view of both sides (top or front view) keeps both.
    const both = suggestLabels(
      [...right, "door_front_left", "door_back_left", "mirror_left", "wheel_front_left"].map((id) => ({
        id,
      })),
    );
    expect(both.get("door_front_left")?.confidence).toBe(1);
  });

  it("accepts only suggestions at or above the threshold, for parts without a label", () => {
    const found = suggestLabels([{ id: "hood" }, { id: "hood_outline" }, { id: "roof" }]);
    const labelled = new Set(["roof"]);
    expect(acceptable(found, 0.8, (id) => labelled.has(id)).map(([id]) => id)).toEqual(["hood"]);
    expect(acceptable(found, 0.7, () => false).map(([id]) => id)).toEqual(["hood", "hood_outline", "roof"]);
  });
  it("prefers the part names the cage's body type can have (bodyTypeParts.ts)", () => {
    // No sliding door on a sedan: below the default threshold there, a sure match on a minivan.
    expect(suggestFor("sliding_door_left", "4dr")?.confidence).toBe(0.5);
    expect(suggestFor("sliding_door_left", "Mini Passenger Van")?.confidence).toBe(1);
    expect(suggestFor("sliding_door_left")?.confidence).toBe(1);
    // A name that fits wins over one that scores more but does not.
    expect(suggestFor("bed side left", "Reg Cab")?.label).toBe("BED_SIDE_LEFT");
    expect(suggestFor("bed side left", "Mini Passenger Van")?.label).toBe("SIDE_PANEL_LEFT");
    const parts = [{ id: "tailgate" }, { id: "hood" }];
    expect(acceptable(suggestLabels(parts, "4dr"), 0.8, () => false).map(([id]) => id)).toEqual(["hood"]);
    expect(acceptable(suggestLabels(parts, "SUV"), 0.8, () => false).map(([id]) => id)).toEqual([
      "tailgate",
      "hood",
    ]);
  });
});
