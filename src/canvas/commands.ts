/**
 * Every hot key and toolbar button of the workstation is one command here (ARCHITECTURE principle 3):
 * the keyboard binding, the toolbar and the hot-key help panel all read this table.
 *
 * `bindings` are the KeyboardEvent.key values that run the command (letters matched
 * case-insensitively, written in the case the help shows); `keys`, what the help panel and the
 * toolbar show, are derived from them (keyLabels), so the help lists exactly the keys that work
 * (issue 21: it listed a "rotate key" no key ran). Every text comes from the catalogue.
 */

import { MATERIAL_HOTKEYS, materialForKey } from "../domain/damagePlacement";
import { TEXTS } from "../domain/texts";
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
  /** The photo takes damages (a damage slot): the material bar's Tab is the workstation's only then. */
  readonly marksDamages: boolean;
  update(change: (state: WorkstationState) => WorkstationState): void;
  deleteMarkers(indices: readonly number[]): void;
  reloadCage(): void;
  /** A support image by index, or "full" for the full support view (S). */
  openSupport(which: number | "full"): void;
  /** Closes a support view a key opened (the key was released). */
  closeSupport(): void;
  showSameInspection(): void;
}

export interface KeyInput {
  readonly key: string;
}

export interface Command {
  readonly id: string;
  /** What the help shows for the bindings (derived by keyLabels). */
  readonly keys: readonly string[];
  readonly description: string;
  readonly modes: readonly WorkstationMode[];
  /** KeyboardEvent.key values (letters matched case-insensitively); empty = a button only. */
  readonly bindings: readonly string[];
  enabled(target: CommandTarget): boolean;
  run(target: CommandTarget, input?: KeyInput): void;
  /** Runs on key up, for commands that act while a key is held (W, 1..n, S). */
  release?(target: CommandTarget): void;
}

const ALL: readonly WorkstationMode[] = ["readonly", "label", "mark"];
const MARK: readonly WorkstationMode[] = ["mark"];
const always = (): boolean => true;
const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

/** A key as the help names it: Space, Tab and the digit row by their catalogue names, letters as bound. */
export function keyLabels(bindings: readonly string[]): string[] {
  if (bindings === DIGITS) return [TEXTS.keyDigits];
  return bindings.map((b) => (b === " " ? TEXTS.keySpace : b === "Tab" ? TEXTS.keyTab : b));
}

const TABLE: readonly Omit<Command, "keys">[] = [
  {
    id: "changeImage",
    description: TEXTS.hotKeyChangeImage,
    modes: MARK,
    bindings: ["F"],
    enabled: (t) => t.hasSuperImage,
    run: (t) => t.update((s) => ({ ...s, quality: s.quality === "webp" ? "super" : "webp" })),
  },
  {
    id: "zoom",
    description: TEXTS.hotKeyZoom,
    modes: ALL,
    bindings: ["W"],
    enabled: always,
    run: (t) => t.update(holdZoom),
    release: (t) => t.update(releaseZoom),
  },
  {
    id: "showCage",
    description: TEXTS.hotKeyShowCage,
    modes: ["label", "mark"],
    bindings: ["R"],
    enabled: (t) => t.hasCage,
    run: (t) => t.update((s) => ({ ...s, cageVisible: true })),
  },
  {
    id: "rotate",
    description: TEXTS.hotKeyRotate,
    modes: ALL,
    bindings: [" "],
    enabled: always,
    run: (t) => t.update((s) => rotate(s, 1)),
  },
  {
    id: "supportImage",
    description: TEXTS.hotKeySupportImage,
    modes: MARK,
    bindings: DIGITS,
    enabled: (t) => t.supportCount > 0,
    run: (t, input) => {
      const n = Number(input?.key ?? "1");
      if (n >= 1 && n <= t.supportCount) t.openSupport(n - 1);
    },
    // Shown while held (spec: "holding 1..n shows the n-th support image").
    release: (t) => t.closeSupport(),
  },
  {
    id: "toggleCage",
    description: TEXTS.hotKeyToggleCage,
    modes: ["label", "mark"],
    bindings: ["Q"],
    enabled: (t) => t.hasCage,
    run: (t) => t.update((s) => ({ ...s, cageVisible: !s.cageVisible })),
  },
  {
    id: "reloadCage",
    description: TEXTS.hotKeyReloadCage,
    modes: ["label", "mark"],
    bindings: ["T"],
    enabled: always,
    run: (t) => t.reloadCage(),
  },
  {
    id: "fullSupport",
    description: TEXTS.hotKeyFullSupport,
    modes: MARK,
    bindings: ["S"],
    enabled: always,
    run: (t) => t.openSupport("full"),
    release: (t) => t.closeSupport(),
  },
  {
    id: "deleteDamages",
    description: TEXTS.hotKeyDeleteDamages,
    modes: MARK,
    bindings: ["X"],
    enabled: (t) => t.hoveredMarkers.length > 0,
    run: (t) => t.deleteMarkers(t.hoveredMarkers),
  },
  {
    id: "sameInspect",
    description: TEXTS.hotKeySameInspect,
    modes: MARK,
    bindings: ["C"],
    enabled: always,
    run: (t) => t.showSameInspection(),
  },
  {
    id: "materialBar",
    description: TEXTS.hotKeyMaterialBar,
    modes: MARK,
    bindings: ["Tab"],
    // Elsewhere (the VIN photo, a trim task) Tab walks the page, as it does everywhere else.
    enabled: (t) => t.marksDamages,
    run: (t) => t.update((s) => ({ ...s, materialBarOpen: !s.materialBarOpen })),
  },
  {
    id: "material",
    description: TEXTS.hotKeyMaterial,
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
    description: TEXTS.hotKeyToggleMarkers,
    modes: ["readonly"],
    bindings: ["d"],
    enabled: always,
    run: (t) => t.update((s) => ({ ...s, markersVisible: !s.markersVisible })),
  },
];

export const WORKSTATION_COMMANDS: readonly Command[] = TABLE.map((c) => ({
  ...c,
  keys: keyLabels(c.bindings),
}));

/** The commands of one mode, in table order (the help panel's rows). */
export const commandsFor = (mode: WorkstationMode): readonly Command[] =>
  WORKSTATION_COMMANDS.filter((c) => c.modes.includes(mode));

const matches = (binding: string, key: string): boolean =>
  binding.length === 1 ? binding.toLowerCase() === key.toLowerCase() : binding === key;

/** The command a key runs in a mode, or null. */
export function commandForKey(mode: WorkstationMode, key: string): Command | null {
  return commandsFor(mode).find((c) => c.bindings.some((b) => matches(b, key))) ?? null;
}
