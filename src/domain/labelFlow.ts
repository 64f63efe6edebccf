/**
 * Labelling a drawing part after part (issue 22): after a label the next unlabelled part comes up, N and
 * Shift+N skip forward and back among the unlabelled ones, Ctrl+Z undoes the last change (one label, or
 * a whole "accept all"), and the page shows how many parts are labelled.
 */

/** The next unlabelled part after `from` (before it for step -1), wrapping round; null when none is left. */
export function nextUnlabelled(
  ids: readonly string[],
  isLabelled: (id: string) => boolean,
  from: string | null,
  step: 1 | -1 = 1,
): string | null {
  const n = ids.length;
  if (n === 0) return null;
  const at = from === null ? -1 : ids.indexOf(from);
  // From nowhere, forward starts at the first part and back at the last.
  const start = at >= 0 ? at : step === 1 ? -1 : n;
  for (let k = 1; k <= n; k++) {
    const id = ids[(((start + k * step) % n) + n) % n]!;
    if (id !== from && !isLabelled(id)) return id;
  }
  return null;
}

/** One step back: the labels before a change and the part that was being labelled. */
export interface UndoStep<L> {
  readonly labels: L;
  readonly selected: string | null;
}

/** The last changes, newest last; older ones fall off past `limit`. */
export type UndoStack<L> = readonly UndoStep<L>[];

export const UNDO_LIMIT = 200;

export const pushUndo = <L>(stack: UndoStack<L>, step: UndoStep<L>, limit = UNDO_LIMIT): UndoStack<L> =>
  [...stack, step].slice(-limit);

/** The step to go back to and the stack without it; null when there is nothing to undo. */
export function popUndo<L>(stack: UndoStack<L>): { step: UndoStep<L>; rest: UndoStack<L> } | null {
  const step = stack[stack.length - 1];
  return step ? { step, rest: stack.slice(0, -1) } : null;
}

/** How far the labelling is: parts with a label out of all parts. */
export function progressOf(
  ids: readonly string[],
  isLabelled: (id: string) => boolean,
): { done: number; total: number } {
  return { done: ids.filter(isLabelled).length, total: ids.length };
}
