/**
 * Failed-task QA data (product §3 TaskFailed, §4, §5 "Confirm") and what a confirm may change.
 * The client edits items with these functions; the server re-applies them with `mergeConfirmData`
 * so a payload can only change what its sender may change.
 */

import { type ItemAction, isItemAction, type TransitionItem } from "./failedTaskStatus.ts";
import { isTrainerLike, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

/** A messageData or inspectData entry (product §3). */
export interface QaItem {
  name?: string;
  data?: unknown;
  action?: ItemAction | null | "";
  critical?: boolean;
  done?: boolean;
  trainerAction?: ItemAction | null;
  trainerUsername?: string | null;
}

export type AdminResponse = "edit" | "reject" | "add";

/** A detected_damages entry: a QaItem with the damage fields (product §3). */
export interface DetectedDamageItem extends QaItem {
  admin_response?: AdminResponse | null | "";
  user_response?: unknown;
  material?: string;
  unit_measure?: string;
  component?: string;
  grade_score?: number;
  damage_typeAgent?: string;
  damage_name?: string;
  damage_location?: { x: number; y: number };
  actual_image?: { width: number; height: number };
  source?: string;
  username?: string;
}

export interface QaData {
  messageData?: QaItem[];
  inspectData?: QaItem[];
  detected_damages?: DetectedDamageItem[];
}

export interface Actor {
  role: Role;
  username: string;
}

const hasAction = (item: QaItem): boolean => isItemAction(item.action);

/** Every item of the three lists, in list order. */
export const allItems = (qa: QaData | null | undefined): QaItem[] =>
  qa ? [...(qa.messageData ?? []), ...(qa.inspectData ?? []), ...(qa.detected_damages ?? [])] : [];

export const hasQaData = (qa: QaData | null | undefined): boolean => allItems(qa).length > 0;

// ---------------------------------------------------------------- editing items

/**
 * Applies an action to an item (product §4):
 * - support or review clears critical;
 * - a TRAINER or SUPER picking inspector or qa makes the item critical.
 * Our decision: any pick by a TRAINER or SUPER records trainerAction and trainerUsername, so the tag
 * always shows the trainer's last choice (product §S5: trainers confirm "any of the four").
 */
export const applyAction = <T extends QaItem>(item: T, action: ItemAction, actor: Actor): T => {
  const next: T = { ...item, action };
  if (action === "support" || action === "review") next.critical = false;
  if (isTrainerLike(actor.role)) {
    if (action === "inspector" || action === "qa") next.critical = true;
    next.trainerAction = action;
    next.trainerUsername = actor.username;
  }
  return next;
};

/**
 * The action panel's reason picker (product §4): a predefined accept or reject reason creates the
 * messageData entry {name: task name, data: reason description, action: inspector}; the default
 * option (null) clears it.
 */
export const selectReason = (qa: QaData, taskName: string, reasonDescription: string | null): QaData => ({
  ...qa,
  messageData:
    reasonDescription === null ? [] : [{ name: taskName, data: reasonDescription, action: "inspector" }],
});

// ---------------------------------------------------------------- confirm

export type ConfirmCheck = { ok: true } | { ok: false; message: string };

/**
 * The confirm validations of product §5, in order, with their texts:
 * 1. no QA data at all; 2. QC task with empty messageData; 3. an inspectData or messageData item
 * without action; 4. a detected damage with admin_response but no action.
 */
export const validateConfirm = (
  qa: QaData | null | undefined,
  taskType: string | null | undefined,
): ConfirmCheck => {
  if (!hasQaData(qa)) return { ok: false, message: TEXTS.confirmNoQaData };
  const data = qa as QaData;
  if (taskType === "QC" && (data.messageData ?? []).length === 0) {
    return { ok: false, message: TEXTS.confirmNoReason };
  }
  if ([...(data.inspectData ?? []), ...(data.messageData ?? [])].some((i) => !hasAction(i))) {
    return { ok: false, message: TEXTS.confirmMissingAction };
  }
  if ((data.detected_damages ?? []).some((d) => !!d.admin_response && !hasAction(d))) {
    return { ok: false, message: TEXTS.confirmMissingDamageAction };
  }
  return { ok: true };
};

/** The typed text; empty from a SUPER or TRAINER becomes 'Confirm' (product §5). */
export const confirmMessage = (typed: string | null | undefined, role: Role): string => {
  const text = typed ?? "";
  return text.trim() === "" && isTrainerLike(role) ? TEXTS.confirmDefaultMessage : text;
};

export type MergeResult =
  | { ok: true; data: QaData; items: TransitionItem[] }
  | { ok: false; message: string };

export interface MergeOptions {
  actor: Actor;
  status: string | null | undefined;
  /** The actor may use the action panel (failedTaskPermissions.isActionPanelVisible). */
  mayPickReason: boolean;
  /** Actions the actor may pick when editing (failedTaskPermissions.actionChoices(role, "edit")). */
  allowedActions: readonly ItemAction[];
  /** The actor may toggle critical (TRAINER or SUPER, edit mode). */
  mayToggleCritical: boolean;
}

/**
 * Server side of a confirm: takes from the incoming data only what the actor may change, item by item,
 * on top of the stored data (ours; product §7 says the data is "merged into the item").
 * - Lists keep their stored length; the one exception is the reason picker creating messageData on a
 *   task without QA data (only name, data and action inspector are taken).
 * - done items never change. An action change must be one of allowedActions and goes through
 *   applyAction. critical is taken only when the actor may toggle it.
 * - At VERIFYING only a TRAINER or SUPER changes items (the two parties only add a message).
 * Answers the merged data and the items with their previous actions, for nextStatus.
 */
export const mergeConfirmData = (stored: QaData, incoming: QaData, opts: MergeOptions): MergeResult => {
  // The stored critical flags stand: a VERIFYING task no longer opens with every item critical (spec
  // §4 did; issue 23: trainers unticked each one), so the base is the stored data.
  const base = stored;

  if (!hasQaData(base) && (incoming.messageData ?? []).length > 0) {
    const entries = incoming.messageData ?? [];
    const [entry] = entries;
    if (
      !opts.mayPickReason ||
      entries.length !== 1 ||
      typeof entry?.name !== "string" ||
      typeof entry.data !== "string"
    ) {
      return { ok: false, message: TEXTS.forbidden };
    }
    return {
      ok: true,
      data: { ...base, messageData: [{ name: entry.name, data: entry.data, action: "inspector" }] },
      items: [{ action: "inspector", previousAction: null }],
    };
  }

  const editable = opts.status !== "VERIFYING" || isTrainerLike(opts.actor.role);
  const items: TransitionItem[] = [];
  let refused = false;
  const mergeList = <T extends QaItem>(
    before: readonly T[] | undefined,
    after: readonly QaItem[] | undefined,
  ): T[] => {
    const prevList = before ?? [];
    const wantedList = after ?? prevList;
    if (wantedList.length !== prevList.length) refused = true;
    return prevList.map((prev, i) => {
      const wanted = wantedList[i] ?? prev;
      let next: T = prev;
      if (editable && !prev.done) {
        if (wanted.action !== undefined && wanted.action !== prev.action) {
          if (isItemAction(wanted.action) && opts.allowedActions.includes(wanted.action)) {
            next = applyAction(prev, wanted.action, opts.actor);
          } else refused = true;
        }
        if (opts.mayToggleCritical && typeof wanted.critical === "boolean")
          next = { ...next, critical: wanted.critical };
      }
      items.push({ action: next.action, previousAction: prev.action ?? null });
      return next;
    });
  };

  const data: QaData = { ...base };
  if (base.messageData || incoming.messageData)
    data.messageData = mergeList(base.messageData, incoming.messageData);
  if (base.inspectData || incoming.inspectData)
    data.inspectData = mergeList(base.inspectData, incoming.inspectData);
  if (base.detected_damages || incoming.detected_damages) {
    data.detected_damages = mergeList(base.detected_damages, incoming.detected_damages);
  }
  return refused ? { ok: false, message: TEXTS.forbidden } : { ok: true, data, items };
};
