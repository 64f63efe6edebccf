/**
 * The keys of a task's decisions (issue 21): accept options, reject reasons and Finish. One mapping, so
 * the key handler, the buttons' hints and the help panel agree.
 *
 * The spec's hot keys are bare letters, digits, Space and Tab, and the form's fields take typing, so
 * every decision key is a chord with Alt or Ctrl; the one bare key is Enter in the form's last field,
 * where Enter has nothing else to do.
 * - Ctrl+Enter (⌘+Enter) anywhere, Enter in the last field: the task's primary decision — the first
 *   accept option, or Finish on a damage task whose marks the agent has changed (isFinishFirst): there
 *   the first accept option is "No damage" (QC: "Inspector answer is right"), which the marks contradict.
 * - Alt+1..9: the nth accept option. Alt+0: Finish (damage tasks).
 * - Alt+R, then 1..9: the nth reject reason. Any other key, or REJECT_ARM_MS without one, drops the
 *   Alt+R (a digit typed much later must not reject).
 * Digits are read from the physical key (KeyboardEvent.code) first: on AZERTY the digit row types
 * & é " … and macOS's Option turns Option+1 into ¡. Alt is Alt alone: AltGr (Ctrl+Alt on Windows)
 * types characters, and Alt+Shift is left to the system's layout switch.
 */
import { type AnswerDamage, diffDamages } from "./qcDiff.ts";
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
  /** Finish is the task's primary decision (isFinishFirst): Ctrl+Enter takes it. */
  readonly finishFirst: boolean;
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
    if (!(chord.ctrlKey || chord.metaKey || ctx.inLastField)) return null;
    return ctx.finishFirst ? { kind: "finish" } : { kind: "accept", index: 0 };
  }
  const altAlone = chord.altKey && !chord.ctrlKey && !chord.metaKey && !chord.shiftKey;
  if (!altAlone) return null;
  if (digit === 0) return { kind: "finish" };
  if (digit !== null) return { kind: "accept", index: digit - 1 };
  return isR(chord) ? { kind: "armReject" } : null;
}

/**
 * Whether the damages marked differ from the ones the task came with: none on an inspection task, the
 * inspector's on a QC task. A mark added, changed (damage, grade) or removed counts.
 */
export const marksChanged = (arrived: readonly AnswerDamage[], now: readonly AnswerDamage[]): boolean =>
  // The server's QC diff is the one rule: any item it would record is a change.
  diffDamages(arrived, now, "").length > 0;

/**
 * Finish is the primary decision (Ctrl+Enter, the highlighted button, the Ctrl+Enter hint) on a damage
 * task once its marks were changed and Finish can be used: the first accept option ("No damage", or
 * QC's pass) would throw the marks away. Otherwise the first accept option is.
 */
export const isFinishFirst = (task: {
  readonly marksDamages: boolean;
  readonly finishEnabled: boolean;
  readonly marksChanged: boolean;
}): boolean => task.marksDamages && task.finishEnabled && task.marksChanged;

/** The hints shown beside the nth accept option (0-based); none past the ninth. */
export const acceptKeyHints = (index: number, finishFirst = false): string[] => {
  if (index >= KEYED_OPTIONS) return [];
  const own = TEXTS.keyAcceptOption(index + 1);
  return index === 0 && !finishFirst ? [own, TEXTS.keyFirstAccept] : [own];
};

/** The hints shown beside Finish. */
export const finishKeyHints = (finishFirst: boolean): string[] =>
  finishFirst ? [TEXTS.keyFinish, TEXTS.keyFirstAccept] : [TEXTS.keyFinish];

/** The hint shown beside the nth reject reason (0-based), or null past the ninth. */
export const rejectKeyHint = (index: number): string | null =>
  index < KEYED_OPTIONS ? TEXTS.keyRejectReason(index + 1) : null;

/** aria-keyshortcuts of the nth accept option (ARIA's syntax; a sequence like Alt+R 1 has none). */
const PRIMARY_SHORTCUTS = "Control+Enter Meta+Enter";
export const acceptShortcuts = (index: number, finishFirst = false): string | undefined => {
  if (index >= KEYED_OPTIONS) return undefined;
  return index === 0 && !finishFirst ? `Alt+1 ${PRIMARY_SHORTCUTS}` : `Alt+${index + 1}`;
};
export const finishShortcuts = (finishFirst: boolean): string =>
  finishFirst ? `Alt+0 ${PRIMARY_SHORTCUTS}` : "Alt+0";

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
