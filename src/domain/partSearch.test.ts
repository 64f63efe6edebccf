import { describe, expect, it } from "vitest";
import { LABEL_ENTRIES, searchLabels } from "./partSearch.ts";

const top = (query: string) => searchLabels(query)[0]?.label ?? null;

describe("the label picker's type-ahead search (issue 22)", () => {
  it("finds the front left door from 'door fr l', the door before its glass and handle", () => {
    const found = searchLabels("door fr l").map((e) => e.label);
    expect(found[0]).toBe("FRONT_DOOR_LEFT");
    expect(found).toContain("DOOR_GLASS_FRONT_LEFT");
    expect(found.indexOf("DOOR_GLASS_FRONT_LEFT")).toBeGreaterThan(0);
  });

  it("matches the word still being typed as a prefix", () => {
    expect(top("hea")).toBe("HEADLAMP_LEFT");
    expect(top("hood")).toBe("HOOD");
    expect(top("wind")).toBe("WINDSHIELD");
    expect(searchLabels("tai").map((e) => e.label)).toEqual(
      expect.arrayContaining(["TAIL_LAMP_LEFT", "TAILGATE", "TAILGATE_HANDLE"]),
    );
  });

  it("knows synonyms: bonnet, boot, wing, sill, windscreen", () => {
    expect(top("bonnet")).toBe("HOOD");
    expect(top("boot")).toBe("TRUNK");
    expect(top("wing fr r")).toBe("FENDER_FRONT_RIGHT");
    expect(top("sill l")).toBe("ROCKER_PANEL_LEFT");
    expect(top("windscreen")).toBe("WINDSHIELD");
    expect(top("bonn")).toBe("HOOD");
  });

  it("shows readable names with their group, UNDEFINED last", () => {
    expect(searchLabels("door fr l")[0]).toEqual({
      label: "FRONT_DOOR_LEFT",
      group: "BODY",
      text: "Front door left",
    });
    expect(LABEL_ENTRIES.at(-1)).toEqual({ label: "UNDEFINED", group: "UNDEFINED", text: "Undefined" });
    expect(LABEL_ENTRIES.some((e) => e.label === "DASHBOARD")).toBe(false);
  });

  it("lists everything for an empty query and nothing for nonsense", () => {
    expect(searchLabels("  ")).toHaveLength(LABEL_ENTRIES.length);
    expect(searchLabels("xyzzy")).toEqual([]);
  });
  it("lists the names the cage's body type can have first: no sliding door before a sedan's doors", () => {
    const sedan = searchLabels("door", "4dr").map((e) => e.label);
    const any = searchLabels("door").map((e) => e.label);
    expect(new Set(sedan)).toEqual(new Set(any));
    expect(any.indexOf("SLIDING_DOOR_LEFT")).toBeLessThan(any.indexOf("DOOR_HANDLE_FRONT_LEFT"));
    expect(sedan.indexOf("SLIDING_DOOR_LEFT")).toBeGreaterThan(sedan.indexOf("DOOR_GLASS_REAR_RIGHT"));
    // A minivan can have every door the catalogue names: the order is the plain one.
    expect(searchLabels("door", "Mini Passenger Van")).toEqual(searchLabels("door"));
    // Still found when typed out, and first when nothing that fits matches.
    expect(searchLabels("slid", "4dr")[0]?.label).toBe("SLIDING_DOOR_LEFT");
    // An empty query keeps UNDEFINED and every name, the unfit ones last.
    const all = searchLabels("", "4dr").map((e) => e.label);
    expect(all).toHaveLength(LABEL_ENTRIES.length);
    expect(all.at(-1)).not.toBe("UNDEFINED");
  });
});
