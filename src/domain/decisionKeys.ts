/**
 * The keys of a task's decisions (issue 21): accept options, reject reasons and Finish. One mapping, so
 * the key handler, the buttons' hints and the help panel agree.
 *
 * The spec's hot keys are bare letters, digits, Space and Tab, and the form's fields take typing, so
 * every decision key is a chord with Alt or Ctrl; the one bare key is Enter in the form's last field,
 * where Enter has nothing else to do.
 * - Ctrl+Enter (⌘+Enter) anywhere, Enter in the last field: the first accept option.
 * - Alt+1..9: the nth accept option. Alt+0: Finish (damage tasks).
 * - Alt+R, then 1..9: the nth reject reason. Any other key, or REJECT_ARM_MS without one, drops the
 *   Alt+R (a digit typed much later must not reject).
 * Digits are read from the physical key (KeyboardEvent.code) first: on AZERTY the digit row types
 * & é " … and macOS's Option turns Option+1 into ¡. Alt is Alt alone: AltGr (Ctrl+Alt on Windows)
 * types characters, and Alt+Shift is left to the system's layout switch.
 */
import { TEXTS } from "./texts.ts";

/** The parts of a KeyboardEvent the mapping reads. */
export interface KeyChord {
  readonly key: string;
  readonly code?: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

export type Decision =
  | { readonly kind: "accept"; readonly index: number }
  | { readonly kind: "reject"; readonly index: number }
  | { readonly kind: "finish" }
  /** Alt+R: the next digit picks a reject reason. */
  | { readonly kind: "armReject" }
  /** After Alt+R, a key that is no reason's: the Alt+R is dropped and the key does what it does. */
  | { readonly kind: "disarm" };

export interface DecisionContext {
  /** Alt+R was pressed and no key since. */
  readonly rejectArmed: boolean;
  /** The key comes from the last field of the task's form. */
  readonly inLastField: boolean;
}

/** How long Alt+R waits for its digit. */
export const REJECT_ARM_MS = 3000;

/** Options past the ninth have no key (their buttons still work). */
export const KEYED_OPTIONS = 9;

const MODIFIER_KEYS = new Set(["Alt", "AltGraph", "Control", "Meta", "OS", "Shift"]);

const digitOf = (chord: KeyChord): number | null => {
  const match = /^(?:Digit|Numpad)(\d)$/.exec(chord.code ?? "") ?? /^(\d)$/.exec(chord.key);
  return match ? Number(match[1]) : null;
};

const isR = (chord: KeyChord): boolean => chord.code === "KeyR" || chord.key.toLowerCase() === "r";

/** The decision a key press makes, or null when the key is not a decision key (it goes on as usual). */
export function decisionForKey(chord: KeyChord, ctx: DecisionContext): Decision | null {
  // A modifier pressed alone is the start of a chord, not a key of its own (Alt+R keeps waiting).
  if (MODIFIER_KEYS.has(chord.key)) return null;
  const digit = digitOf(chord);
  if (ctx.rejectArmed) {
    const reason = digit !== null && digit >= 1 && !chord.ctrlKey && !chord.metaKey;
    return reason ? { kind: "reject", index: digit - 1 } : { kind: "disarm" };
  }
  if (chord.key === "Enter") {
    if (chord.altKey || chord.shiftKey) return null;
    return chord.ctrlKey || chord.metaKey || ctx.inLastField ? { kind: "accept", index: 0 } : null;
  }
  const altAlone = chord.altKey && !chord.ctrlKey && !chord.metaKey && !chord.shiftKey;
  if (!altAlone) return null;
  if (digit === 0) return { kind: "finish" };
  if (digit !== null) return { kind: "accept", index: digit - 1 };
  return isR(chord) ? { kind: "armReject" } : null;
}

/** The hints shown beside the nth accept option (0-based); none past the ninth. */
export const acceptKeyHints = (index: number): string[] => {
  if (index >= KEYED_OPTIONS) return [];
  const own = TEXTS.keyAcceptOption(index + 1);
  return index === 0 ? [own, TEXTS.keyFirstAccept] : [own];
};

/** The hint shown beside the nth reject reason (0-based), or null past the ninth. */
export const rejectKeyHint = (index: number): string | null =>
  index < KEYED_OPTIONS ? TEXTS.keyRejectReason(index + 1) : null;

/** aria-keyshortcuts of the nth accept option (ARIA's syntax; a sequence like Alt+R 1 has none). */
export const acceptShortcuts = (index: number): string | undefined => {
  if (index >= KEYED_OPTIONS) return undefined;
  return index === 0 ? "Alt+1 Control+Enter Meta+Enter" : `Alt+${index + 1}`;
};
export const FINISH_SHORTCUT = "Alt+0";

/** The help panel's rows for the decision keys, after the workstation's hot keys. */
export const DECISION_KEY_HELP: readonly {
  readonly id: string;
  readonly keys: readonly string[];
  readonly description: string;
}[] = [
  {
    id: "firstAccept",
    keys: [TEXTS.keyFirstAccept, TEXTS.keyEnterInLastField],
    description: TEXTS.hotKeyFirstAccept,
  },
  { id: "acceptOption", keys: [TEXTS.keyAcceptOptions], description: TEXTS.hotKeyAcceptOption },
  { id: "rejectReason", keys: [TEXTS.keyRejectReasons], description: TEXTS.hotKeyRejectReason },
  { id: "finish", keys: [TEXTS.keyFinish], description: TEXTS.hotKeyFinish },
];
