/**
 * What the labelling screen says about a slot's label lock and its draft of unsaved labels (issue 22):
 * who holds the label and since when, whether the user may go on, take it over (ADMIN and SUPER, asked
 * first) or only read; whether the labels differ from the saved ones; whether a draft comes back on
 * reopening. The rules themselves are cageStatus.ts's (checkLabelEdit, labelLockHolder), as on the server.
 */
import {
  type CageStatus,
  checkLabelEdit,
  isCageReadOnly,
  type LabelLockClock,
  type LockedLabelSlot,
} from "./cageStatus.ts";
import type { Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

export interface LabelEntryLike {
  id: string;
  label: string;
  group: string;
}

/** The same labels whatever their order: each part the same name and group. */
export function sameLabelData(a: readonly LabelEntryLike[], b: readonly LabelEntryLike[]): boolean {
  if (a.length !== b.length) return false;
  const byId = new Map(b.map((e) => [e.id, e]));
  return a.every((e) => {
    const other = byId.get(e.id);
    return !!other && other.label === e.label && other.group === e.group;
  });
}

/** A slot as the screen knows it: the lock rule's fields and the holder's name. */
export type LabelSlotView = LockedLabelSlot & { ownerName?: string | null };

export type LabelLockView =
  /** ACTIVE cage, or a role that changes nothing: `message` says which. */
  | { kind: "readOnly"; message: string; active: boolean }
  /** Nobody holds the label (free or DONE): the first change takes it. */
  | { kind: "free" }
  /** The user holds it. */
  | { kind: "yours"; since: Date | null }
  /** Someone else holds a live lock; `mayTakeOver` for ADMIN and SUPER. */
  | { kind: "held"; by: string; since: Date | null; mayTakeOver: boolean }
  /** Someone else held it and has been idle past the lapse: the first change takes it. */
  | { kind: "lapsed"; by: string; since: Date | null };

const timeOf = (at: LockedLabelSlot["lockedAt"]): Date | null => {
  if (at == null) return null;
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The lock as the user meets it on opening the slot (before any change of theirs). */
export function labelLockView(
  status: CageStatus,
  slot: LabelSlotView,
  user: { _id: string; role: Role },
  clock: LabelLockClock,
): LabelLockView {
  const edit = checkLabelEdit(status, slot, user._id, user.role, clock);
  const by = slot.ownerName ?? "";
  const since = timeOf(slot.lockedAt);
  const inProgress = !!slot.ownerId && slot.labelStatus !== "DONE";
  if (!edit.ok) {
    // Refused only by another's live lock (a role that changes nothing is read-only whoever holds it).
    if (edit.message === TEXTS.labelOwnedByOther) return { kind: "held", by, since, mayTakeOver: false };
    return { kind: "readOnly", message: edit.message, active: isCageReadOnly(status) };
  }
  if (edit.takesOverFrom) return { kind: "held", by, since, mayTakeOver: true };
  if (!inProgress) return { kind: "free" };
  if (slot.ownerId === user._id) return { kind: "yours", since };
  return { kind: "lapsed", by, since };
}

/** Whether the user may change labels now: a live lock of another is read-only until taken over. */
export const mayLabelNow = (view: LabelLockView): boolean => view.kind !== "readOnly" && view.kind !== "held";

/**
 * On reopening a slot, its draft comes back when the user still holds the label (the server keeps only
 * the holder's draft and ends it when someone else takes the label) and it differs from the saved labels.
 */
export function restoresDraft(
  draft: { labelData: readonly LabelEntryLike[] } | null | undefined,
  saved: readonly LabelEntryLike[],
  slot: LabelSlotView,
  userId: string,
): boolean {
  if (!draft || slot.ownerId !== userId || slot.labelStatus === "DONE") return false;
  return !sameLabelData(draft.labelData, saved);
}
