/**
 * What a confirm does (product §S5): the merge of what the sender may change (mergeConfirmData, with
 * the options the sender's role and place give) and the status it leads to (nextStatus). The server's
 * confirm applies it; the confirm dialog names its status before anything is sent (issue 23). One
 * function, so the dialog cannot promise another status than the server sets.
 */
import { type Actor, mergeConfirmData, type QaData } from "./failedTask.ts";
import { actionChoices, canToggleCritical, isActionPanelVisible } from "./failedTaskPermissions.ts";
import { type FailedTaskStatus, nextStatus, type TaskParties } from "./failedTaskStatus.ts";

export type ConfirmOutcome =
  /** `status` null: the merge is allowed but no transition is (not this user's turn). */
  | { ok: true; data: QaData; status: FailedTaskStatus | null }
  /** An edit the sender may not make (the server answers 403 with the message). */
  | { ok: false; message: string };

export const confirmOutcome = (
  actor: Actor,
  task: TaskParties & { qaData?: QaData | null },
  edited: QaData,
): ConfirmOutcome => {
  const stored = task.qaData ?? {};
  const merged = mergeConfirmData(stored, edited, {
    actor,
    status: task.status,
    mayPickReason: isActionPanelVisible(actor, task, stored),
    allowedActions: actionChoices(actor.role, "edit"),
    mayToggleCritical: canToggleCritical(actor.role, "edit", {}),
  });
  if (!merged.ok) return merged;
  const status = nextStatus(
    task.status,
    actor.role,
    !!actor.username && task.inspector?.username === actor.username,
    !!actor.username && task.qa?.username === actor.username,
    merged.items,
  );
  return { ok: true, data: merged.data, status };
};

/** null when the confirm would be refused (not this user's to confirm, or an edit it may not make). */
export const statusAfterConfirm = (
  actor: Actor,
  task: TaskParties & { qaData?: QaData | null },
  edited: QaData,
): FailedTaskStatus | null => {
  const outcome = confirmOutcome(actor, task, edited);
  return outcome.ok ? outcome.status : null;
};
