/**
 * What a key does in the type-ahead label picker (issue 22). The picker keeps the focus while a person
 * labels part after part, so its keys carry the whole flow: arrows choose among the matches, Enter
 * assigns the chosen name and moves on, and — while nothing is typed — N / Shift+N skip to the next or
 * previous unlabelled part and Ctrl+Z (⌘Z) undoes the last change. Once something is typed those keys
 * are the text's (no part name starts with N, and Ctrl+Z then undoes typing, as everywhere).
 */

/** The flow's keys in aria-keyshortcuts syntax, for the buttons that do the same. */
export const LABEL_SHORTCUTS = { next: "N", previous: "Shift+N", undo: "Control+Z" } as const;

export type PickerAction =
  | { readonly type: "assign"; readonly index: number }
  | { readonly type: "move"; readonly index: number }
  | { readonly type: "skip"; readonly step: 1 | -1 }
  | { readonly type: "undo" }
  | { readonly type: "clear" }
  | { readonly type: "none" };

export interface PickerKey {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export function pickerAction(
  event: PickerKey,
  state: { readonly query: string; readonly active: number; readonly count: number },
): PickerAction {
  const { query, active, count } = state;
  const empty = query.trim() === "";
  const command = event.ctrlKey === true || event.metaKey === true;
  switch (event.key) {
    case "ArrowDown":
      return count > 0 ? { type: "move", index: (active + 1) % count } : { type: "none" };
    case "ArrowUp":
      return count > 0 ? { type: "move", index: (active - 1 + count) % count } : { type: "none" };
    case "Enter":
      return count > 0
        ? { type: "assign", index: Math.min(Math.max(active, 0), count - 1) }
        : { type: "none" };
    case "Escape":
      return empty ? { type: "none" } : { type: "clear" };
  }
  if (!empty || event.altKey) return { type: "none" };
  if ((event.key === "z" || event.key === "Z") && command && !event.shiftKey) return { type: "undo" };
  if ((event.key === "n" || event.key === "N") && !command)
    return { type: "skip", step: event.shiftKey ? -1 : 1 };
  return { type: "none" };
}
