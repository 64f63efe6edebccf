import type { Actor, QaData } from "../../../domain/failedTask.ts";
import {
  canConfirm,
  canDeleteFailedTask,
  canOpenSessionLink,
  canSkip,
  canWriteMessage,
  isActionPanelVisible,
  type ViewMode,
} from "../../../domain/failedTaskPermissions.ts";
import type { TaskParties } from "../../../domain/failedTaskStatus.ts";
import { isTrainerLike } from "../../../domain/roles.ts";

export interface DetailAbilities {
  /** edit when the user may confirm now, else the read-only view (product §4). */
  mode: ViewMode;
  /** Item actions and critical flags may change: edit mode, and at VERIFYING only a TRAINER or SUPER. */
  itemsEditable: boolean;
  confirm: boolean;
  /** The message box (hidden only at VERIFIED, product §4). */
  message: boolean;
  /** A message without a confirm (a TRAINER or SUPER on an auto-verified task). */
  messageOnly: boolean;
  actionPanel: boolean;
  skip: boolean;
  delete: boolean;
  sessionLink: boolean;
}

/**
 * What the detail page offers this user on this task: the domain's rules (which the server applies
 * again) put together, so the page only renders.
 */
export function detailAbilities(
  actor: Actor,
  task: TaskParties & { infor?: { type?: string | null } | null },
  storedQa: QaData | null | undefined,
): DetailAbilities {
  const confirm = canConfirm(actor, task);
  const message = canWriteMessage(actor, task);
  return {
    mode: confirm ? "edit" : "view",
    itemsEditable: confirm && (task.status !== "VERIFYING" || isTrainerLike(actor.role)),
    confirm,
    message,
    messageOnly: message && !confirm,
    actionPanel: confirm && isActionPanelVisible(actor, task, storedQa),
    skip: canSkip(actor, task),
    delete: canDeleteFailedTask(actor.role),
    sessionLink: canOpenSessionLink(actor.role),
  };
}
