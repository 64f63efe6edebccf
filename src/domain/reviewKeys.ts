/**
 * The failed-task detail page's keys for settling at speed (issue 23): one table for the handler and
 * the help line. S and 1..n stay the support view's (product §2), so support is U; Space, d and W stay
 * the photo's.
 */
import type { ItemAction } from "./failedTaskStatus.ts";
import { TEXTS } from "./texts.ts";

export type ReviewCommand =
  | { kind: "move"; step: 1 | -1 }
  | { kind: "action"; action: ItemAction }
  | { kind: "critical" }
  | { kind: "confirm" };

interface ReviewKey {
  /** KeyboardEvent.key values; letters match in either case. */
  bindings: readonly string[];
  /** Ctrl (or ⌘) must be held; other keys act only without Ctrl, Alt or ⌘. */
  chord?: boolean;
  command: ReviewCommand;
  description: string;
}

const action = (a: ItemAction, key: string): ReviewKey => ({
  bindings: [key],
  command: { kind: "action", action: a },
  description: TEXTS.actionLabels[a],
});

export const REVIEW_KEYS: readonly ReviewKey[] = [
  { bindings: ["J", "ArrowDown"], command: { kind: "move", step: 1 }, description: TEXTS.reviewKeyNext },
  { bindings: ["K", "ArrowUp"], command: { kind: "move", step: -1 }, description: TEXTS.reviewKeyPrevious },
  action("inspector", "I"),
  action("qa", "Q"),
  action("support", "U"),
  action("review", "R"),
  { bindings: ["C"], command: { kind: "critical" }, description: TEXTS.criticalLabel },
  {
    bindings: ["Enter"],
    chord: true,
    command: { kind: "confirm" },
    description: TEXTS.confirmDefaultMessage,
  },
];

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const same = (binding: string, key: string): boolean =>
  binding.length === 1 ? binding.toLowerCase() === key.toLowerCase() : binding === key;

export function reviewCommandForKey(press: KeyPress): ReviewCommand | null {
  if (press.altKey) return null;
  const chord = press.ctrlKey || press.metaKey;
  const entry = REVIEW_KEYS.find(
    (k) => (k.chord ?? false) === chord && k.bindings.some((b) => same(b, press.key)),
  );
  return entry?.command ?? null;
}

const KEY_NAMES: Record<string, string> = { ArrowDown: "↓", ArrowUp: "↑", Enter: "Enter" };

/** "J/↓ next · K/↑ previous · I Inspector · … · Ctrl+Enter Confirm" */
export const reviewKeysHelp = (): string =>
  REVIEW_KEYS.map((k) => {
    const keys = k.bindings.map((b) => KEY_NAMES[b] ?? b).join("/");
    return `${k.chord ? TEXTS.reviewKeyChord(keys) : keys} ${k.description}`;
  }).join(" · ");
