/**
 * Every hot key and toolbar button of the workstation is one command here (ARCHITECTURE principle 3):
 * the keyboard binding, the toolbar and the hot-key help panel all read this table.
 *
 * `keys` are what the help panel shows (spec §2 "Hot keys", verbatim); `bindings` are the
 * KeyboardEvent.key values that run the command (case-insensitive for letters).
 */

import { MATERIAL_HOTKEYS, materialForKey } from "../domain/damagePlacement";
import type { WorkstationMode } from "./model";
import type { WorkstationState } from "./state";
import { holdZoom, releaseZoom, rotate } from "./tools/viewTool";

/** What a command may read and do: the controller, seen through a narrow interface. */
export interface CommandTarget {
  readonly state: WorkstationState;
  readonly hasCage: boolean;
  readonly hasSuperImage: boolean;
  readonly supportCount: number;
  readonly hoveredMarkers: readonly number[];
  update(change: (state: WorkstationState) => WorkstationState): void;
  deleteMarkers(indices: readonly number[]): void;
  reloadCage(): void;
  /** A support image by index, or "full" for the full support view (S). */
  openSupport(which: number | "full"): void;
  showSameInspection(): void;
}

export interface KeyInput {
  readonly key: string;
}

export interface Command {
  readonly id: string;
  readonly keys: readonly string[];
  readonly description: string;
  readonly modes: readonly WorkstationMode[];
  /** KeyboardEvent.key values (letters matched case-insensitively); empty = a button only. */
  readonly bindings: readonly string[];
  enabled(target: CommandTarget): boolean;
  run(target: CommandTarget, input?: KeyInput): void;
  /** Runs on key up, for commands that act while a key is held (W). */
  release?(target: CommandTarget): void;
}

const ALL: readonly WorkstationMode[] = ["readonly", "label", "mark"];
const MARK: readonly WorkstationMode[] = ["mark"];
const always = (): boolean => true;
const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

export const WORKSTATION_COMMANDS: readonly Command[] = [
  {
    id: "changeImage",
    keys: ["F"],
    description: "change image webp/super",
    modes: MARK,
    bindings: ["f"],
    enabled: (t) => t.hasSuperImage,
    run: (t) => t.update((s) => ({ ...s, quality: s.quality === "webp" ? "super" : "webp" })),
  },
  {
    id: "zoom",
    keys: ["W"],
    description: "zoom image (scale 4 while held)",
    modes: ALL,
    bindings: ["w"],
    enabled: always,
    run: (t) => t.update(holdZoom),
    release: (t) => t.update(releaseZoom),
  },
  {
    id: "showCage",
    keys: ["R"],
    description: "show cage",
    modes: ["label", "mark"],
    bindings: ["r"],
    enabled: (t) => t.hasCage,
    run: (t) => t.update((s) => ({ ...s, cageVisible: true })),
  },
  {
    id: "rotate",
    keys: ["rotate key", "Space"],
    description: "rotate image 90 degrees",
    modes: ALL,
    bindings: [" "],
    enabled: always,
    run: (t) => t.update((s) => rotate(s, 1)),
  },
  {
    id: "supportImage",
    keys: ["1..n"],
    description: "show the nth support image",
    modes: MARK,
    bindings: DIGITS,
    enabled: (t) => t.supportCount > 0,
    run: (t, input) => {
      const n = Number(input?.key ?? "1");
      if (n >= 1 && n <= t.supportCount) t.openSupport(n - 1);
    },
  },
  {
    id: "toggleCage",
    keys: ["Q"],
    description: "on/off cage (toggle svg)",
    modes: ["label", "mark"],
    bindings: ["q"],
    enabled: (t) => t.hasCage,
    run: (t) => t.update((s) => ({ ...s, cageVisible: !s.cageVisible })),
  },
  {
    id: "reloadCage",
    keys: ["T"],
    description: "change cage / reload",
    modes: ["label", "mark"],
    bindings: ["t"],
    enabled: always,
    run: (t) => t.reloadCage(),
  },
  {
    id: "fullSupport",
    keys: ["S"],
    description: "show full support image",
    modes: MARK,
    bindings: ["s"],
    enabled: always,
    run: (t) => t.openSupport("full"),
  },
  {
    id: "deleteDamages",
    keys: ["X"],
    description: "delete (hovered) damages",
    modes: MARK,
    bindings: ["x"],
    enabled: (t) => t.hoveredMarkers.length > 0,
    run: (t) => t.deleteMarkers(t.hoveredMarkers),
  },
  {
    id: "sameInspect",
    keys: ["C"],
    description: "show same inspect",
    modes: MARK,
    bindings: ["c"],
    enabled: always,
    run: (t) => t.showSameInspection(),
  },
  {
    id: "materialBar",
    keys: ["Tab"],
    description: "show the material bar",
    modes: MARK,
    bindings: ["Tab"],
    enabled: always,
    run: (t) => t.update((s) => ({ ...s, materialBarOpen: !s.materialBarOpen })),
  },
  {
    id: "material",
    keys: MATERIAL_HOTKEYS,
    description: "material selection",
    modes: MARK,
    bindings: MATERIAL_HOTKEYS,
    enabled: always,
    run: (t, input) => {
      const material = materialForKey(input?.key ?? "");
      if (material) t.update((s) => ({ ...s, material: s.material === material ? null : material }));
    },
  },
  {
    id: "toggleMarkers",
    keys: ["d"],
    description: "toggle damage markers",
    modes: ["readonly"],
    bindings: ["d"],
    enabled: always,
    run: (t) => t.update((s) => ({ ...s, markersVisible: !s.markersVisible })),
  },
];

/** The commands of one mode, in table order (the help panel's rows). */
export const commandsFor = (mode: WorkstationMode): readonly Command[] =>
  WORKSTATION_COMMANDS.filter((c) => c.modes.includes(mode));

const matches = (binding: string, key: string): boolean =>
  binding.length === 1 ? binding.toLowerCase() === key.toLowerCase() : binding === key;

/** The command a key runs in a mode, or null. */
export function commandForKey(mode: WorkstationMode, key: string): Command | null {
  return commandsFor(mode).find((c) => c.bindings.some((b) => matches(b, key))) ?? null;
}
