import { describe, expect, it } from "vitest";
import { MATERIAL_HOTKEYS } from "../domain/damagePlacement";
import { TEXTS } from "../domain/texts";
import { commandForKey, commandsFor, WORKSTATION_COMMANDS } from "./commands";

describe("the command table", () => {
  it("has unique ids and no key bound twice within a mode", () => {
    expect(new Set(WORKSTATION_COMMANDS.map((c) => c.id)).size).toBe(WORKSTATION_COMMANDS.length);
    for (const mode of ["readonly", "label", "mark"] as const) {
      const keys = commandsFor(mode).flatMap((c) => c.bindings.map((b) => b.toLowerCase()));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it("mark mode holds the spec's hot keys in the spec's order (§2)", () => {
    expect(commandsFor("mark").map((c) => [c.keys.join(", "), c.description])).toEqual([
      ["F", "change image webp/super"],
      ["W", "zoom image (scale 4 while held)"],
      ["R", "show cage"],
      ["Space", "rotate image 90 degrees"],
      ["1..n", "show the nth support image"],
      ["Q", "on/off cage (toggle svg)"],
      ["T", "change cage / reload"],
      ["S", "show full support image"],
      ["X", "delete (hovered) damages"],
      ["C", "show same inspect"],
      ["Tab", "show the material bar"],
      [MATERIAL_HOTKEYS.join(", "), "material selection"],
    ]);
  });

  it("binds keys case-insensitively, per mode", () => {
    expect(commandForKey("mark", "F")?.id).toBe("changeImage");
    expect(commandForKey("mark", "f")?.id).toBe("changeImage");
    expect(commandForKey("mark", " ")?.id).toBe("rotate");
    expect(commandForKey("mark", "7")?.id).toBe("supportImage");
    expect(commandForKey("mark", "k")?.id).toBe("material");
    expect(commandForKey("mark", "Tab")?.id).toBe("materialBar");
    expect(commandForKey("mark", "d")).toBeNull();
    expect(commandForKey("readonly", "d")?.id).toBe("toggleMarkers");
    expect(commandForKey("readonly", "x")).toBeNull();
    expect(commandForKey("label", "q")?.id).toBe("toggleCage");
    expect(commandForKey("label", "Enter")).toBeNull();
  });

  it("shows exactly the keys that run each command, with catalogue texts (issue 21)", () => {
    for (const mode of ["readonly", "label", "mark"] as const) {
      for (const command of commandsFor(mode)) {
        expect(Object.values(TEXTS)).toContain(command.description);
        for (const label of command.keys) {
          // Each key shown runs its command: letters in either case, named keys by their event key.
          const pressed =
            label === TEXTS.keySpace
              ? [" "]
              : label === TEXTS.keyTab
                ? ["Tab"]
                : label === TEXTS.keyDigits
                  ? ["1", "9"]
                  : [label.toLowerCase(), label.toUpperCase()];
          for (const key of pressed) expect(commandForKey(mode, key)?.id).toBe(command.id);
        }
      }
    }
    expect(WORKSTATION_COMMANDS.flatMap((c) => c.keys)).not.toContain("rotate key");
  });
});
