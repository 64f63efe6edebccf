/**
 * The status a confirm will lead to, worked out as the server does (mergeConfirmData, then nextStatus)
 * so the confirm dialog can name it before anything is sent (issue 23).
 */
import { type Actor, mergeConfirmData, type QaData } from "./failedTask.ts";
import { actionChoices, canToggleCritical, isActionPanelVisible } from "./failedTaskPermissions.ts";
import { type FailedTaskStatus, nextStatus, type TaskParties } from "./failedTaskStatus.ts";

/** null when the confirm would be refused (not this user's to confirm, or an edit it may not make). */
export const statusAfterConfirm = (
  actor: Actor,
  task: TaskParties & { qaData?: QaData | null },
  edited: QaData,
): FailedTaskStatus | null => {
  const stored = task.qaData ?? {};
  const merged = mergeConfirmData(stored, edited, {
    actor,
    status: task.status,
    mayPickReason: isActionPanelVisible(actor, task, stored),
    allowedActions: actionChoices(actor.role, "edit"),
    mayToggleCritical: canToggleCritical(actor.role, "edit", {}),
  });
  if (!merged.ok) return null;
  return nextStatus(
    task.status,
    actor.role,
    task.inspector?.username === actor.username,
    task.qa?.username === actor.username,
    merged.items,
  );
};
