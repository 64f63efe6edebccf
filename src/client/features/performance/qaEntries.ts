import { type Actor, applyAction, type QaData, type QaItem } from "../../../domain/failedTask.ts";
import { actionChoices, canToggleCritical, type ViewMode } from "../../../domain/failedTaskPermissions.ts";
import type { ItemAction } from "../../../domain/failedTaskStatus.ts";
import type { ReviewCommand } from "../../../domain/reviewKeys.ts";

/**
 * The QA data's items in one list, in the order the panel shows them: the panel renders it and the
 * page's keys walk it (issue 23), so both agree on which item is which.
 */
export type ListKey = "messageData" | "inspectData" | "detected_damages";
const LISTS: readonly ListKey[] = ["messageData", "inspectData", "detected_damages"];

export interface QaEntry {
  key: string;
  list: ListKey;
  index: number;
  item: QaItem & Record<string, unknown>;
  /** The damage marker's number on the photo (located damages only), else 0. */
  n: number;
}

export function qaEntries(qaData: QaData): QaEntry[] {
  const entries: QaEntry[] = [];
  let damageNo = 0;
  for (const list of LISTS) {
    const items = (qaData[list] ?? []) as (QaItem & Record<string, unknown>)[];
    items.forEach((item, index) => {
      const located = list === "detected_damages" && !!item.damage_location;
      if (located) damageNo += 1;
      entries.push({ key: `${list}-${index}`, list, index, item, n: located ? damageNo : 0 });
    });
  }
  return entries;
}

export function updateEntry(qaData: QaData, entry: QaEntry, fn: (item: QaItem) => QaItem): QaData {
  const items = [...(qaData[entry.list] ?? [])] as QaItem[];
  items[entry.index] = fn(items[entry.index] as QaItem);
  return { ...qaData, [entry.list]: items };
}

export interface ItemControls {
  /** The action choices shown (product §4), and whether they can be picked now. */
  choices: readonly ItemAction[];
  actionsLocked: boolean;
  criticalLocked: boolean;
}

/** What an item's controls allow: the panel disables by it, the keys obey it. */
export const itemControls = (
  item: QaItem,
  actor: Actor,
  mode: ViewMode,
  editable: boolean,
): ItemControls => ({
  choices: actionChoices(actor.role, editable ? mode : "view"),
  actionsLocked: !editable || item.done === true,
  criticalLocked: !editable || !canToggleCritical(actor.role, mode, item),
});

export interface ReviewState {
  qaData: QaData;
  /** The focused item's place in qaEntries. */
  focused: number;
}

/**
 * A key's effect on the items (issue 23): move the focus, pick an action or flip critical on the focused
 * item, each only where its control would allow it (a locked item does not change).
 */
export function applyItemCommand(
  state: ReviewState,
  command: Exclude<ReviewCommand, { kind: "confirm" }>,
  actor: Actor,
  mode: ViewMode,
  editable: boolean,
): ReviewState {
  const entries = qaEntries(state.qaData);
  if (command.kind === "move") {
    const focused = Math.min(Math.max(state.focused + command.step, 0), Math.max(entries.length - 1, 0));
    return { ...state, focused };
  }
  const entry = entries[state.focused];
  if (!entry) return state;
  const controls = itemControls(entry.item, actor, mode, editable);
  if (command.kind === "action") {
    if (controls.actionsLocked || !controls.choices.includes(command.action)) return state;
    return {
      ...state,
      qaData: updateEntry(state.qaData, entry, (it) => applyAction(it, command.action, actor)),
    };
  }
  if (controls.criticalLocked) return state;
  return {
    ...state,
    qaData: updateEntry(state.qaData, entry, (it) => ({ ...it, critical: it.critical !== true })),
  };
}
