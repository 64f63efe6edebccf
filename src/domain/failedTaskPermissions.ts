/**
 * Who may do what on failed tasks (product §4 "Failed task status", §6; product §S5), and the
 * role rules of the performance area (product §2). The client hides, the server refuses, with these.
 */
import type { Actor, QaData, QaItem } from "./failedTask.ts";
import { hasQaData } from "./failedTask.ts";
import { ITEM_ACTIONS, type ItemAction, isFinalStatus, type TaskParties } from "./failedTaskStatus.ts";
import { isTrainerLike, type Role } from "./roles.ts";

export type ViewMode = "edit" | "view";

const isAssignedInspector = (actor: Actor, task: TaskParties): boolean =>
  !!actor.username && task.inspector?.username === actor.username;
const isAssignedQa = (actor: Actor, task: TaskParties): boolean =>
  !!actor.username && task.qa?.username === actor.username;

/** Non-trainers: the assigned inspector at INSPECTOR-REVIEWING, the QA at QA-REVIEWING, either at VERIFYING. */
const isPartyForStatus = (actor: Actor, task: TaskParties): boolean => {
  switch (task.status) {
    case "INSPECTOR-REVIEWING":
      return isAssignedInspector(actor, task);
    case "QA-REVIEWING":
      return isAssignedQa(actor, task);
    case "VERIFYING":
      return isAssignedInspector(actor, task) || isAssignedQa(actor, task);
    default:
      return false;
  }
};

/** Confirm: final statuses nobody; TRAINER and SUPER always; otherwise the party whose turn it is. */
export const canConfirm = (actor: Actor, task: TaskParties): boolean => {
  if (!task.status || isFinalStatus(task.status)) return false;
  return isTrainerLike(actor.role) || isPartyForStatus(actor, task);
};

/**
 * The message box follows the confirm rules, but is hidden only at VERIFIED (product §4): a TRAINER or
 * SUPER may still write on an auto-verified task.
 */
export const canWriteMessage = (actor: Actor, task: TaskParties): boolean => {
  if (!task.status || task.status === "VERIFIED") return false;
  return isTrainerLike(actor.role) || isPartyForStatus(actor, task);
};

/** SUPER and TRAINER see all four; others inspector and qa in edit mode; the read-only view shows all four. */
export const actionChoices = (role: Role, mode: ViewMode): readonly ItemAction[] =>
  isTrainerLike(role) || mode === "view" ? ITEM_ACTIONS : ["inspector", "qa"];

/** Critical is toggled only by TRAINER or SUPER, not in view mode, not once the item is done. */
export const canToggleCritical = (role: Role, mode: ViewMode, item: Pick<QaItem, "done">): boolean =>
  isTrainerLike(role) && mode !== "view" && !item.done;

/**
 * The action panel (reason picker): hidden for AGENT; hidden once QA data exists; hidden for ADMIN
 * and QA unless they are the task's QA (product §4). Other roles follow the spec literally.
 */
export const isActionPanelVisible = (
  actor: Actor,
  task: TaskParties,
  qaData: QaData | null | undefined,
): boolean => {
  if (actor.role === "AGENT" || hasQaData(qaData)) return false;
  if (actor.role === "ADMIN" || actor.role === "QA") return isAssignedQa(actor, task);
  return true;
};

/**
 * Skip: the task's QA, on a QC task, while it is still being reviewed (INSPECTOR-REVIEWING or
 * QA-REVIEWING); it deletes the failed task (product §4). Once it waits for a trainer or is settled, its
 * points stand: a QA could otherwise erase a verdict that counts against them (issue 20).
 */
export const canSkip = (
  actor: Actor,
  task: TaskParties & { infor?: { type?: string | null } | null },
): boolean =>
  isAssignedQa(actor, task) &&
  task.infor?.type === "QC" &&
  (task.status === "INSPECTOR-REVIEWING" || task.status === "QA-REVIEWING");

/** Delete: TRAINER and SUPER only (product §2, §6; product §S5). */
export const canDeleteFailedTask = (role: Role): boolean => isTrainerLike(role);

/** Whether the delete call may remove this task: a trainer's delete at any status, or a QA's Skip. */
export const canRemoveFailedTask = (
  actor: Actor,
  task: TaskParties & { infor?: { type?: string | null } | null },
): boolean => canDeleteFailedTask(actor.role) || canSkip(actor, task);

/** The session link of the detail page is disabled for AGENT (product §2). */
export const canOpenSessionLink = (role: Role): boolean => role !== "AGENT";

/**
 * Who reaches the review loop (failed-task calls, the badge's link, the performance menu): every role
 * but VIEWER, which only manages cages (our decision, docs/decisions.md).
 */
export const FAILED_TASK_READERS: readonly Role[] = ["AGENT", "ADMIN", "QA", "TRAINER", "SUPER", "TRAINEE"];
export const canReadFailedTasks = (role: Role): boolean => FAILED_TASK_READERS.includes(role);

/** AGENT and TRAINEE see only the failed tasks they are a party to (ours); the other readers see all. */
export const seesOnlyOwnFailedTasks = (role: Role): boolean => role === "AGENT" || role === "TRAINEE";

/**
 * Opening a failed task (detail, its photos): a reader who sees all, or a party to it, inspector or
 * QA. An AGENT given the qc skill is the QA of the tasks its QC answers made, and must open them to
 * confirm what waits for it (product §S5: whoever is a task's QA may list, open and confirm it).
 */
export const canOpenFailedTask = (actor: Actor, task: TaskParties): boolean =>
  canReadFailedTasks(actor.role) &&
  (!seesOnlyOwnFailedTasks(actor.role) || isAssignedInspector(actor, task) || isAssignedQa(actor, task));

/**
 * The statistic: the spec gives its Basic tab to all roles (§2), so every reader of the review loop,
 * TRAINEE included, reads it; VIEWER stays outside the review loop (docs/decisions.md).
 */
export const STATISTIC_READERS: readonly Role[] = FAILED_TASK_READERS;
export const canReadStatistic = (role: Role): boolean => STATISTIC_READERS.includes(role);

/**
 * Performance menu boxes: trainees see only Task Failed (product §2, §6); a role sees no box whose page
 * the server would refuse it (a VIEWER none).
 */
export const performanceBoxes = (role: Role): readonly ("taskFailed" | "statistic")[] => {
  if (!canReadFailedTasks(role)) return [];
  return role === "TRAINEE" ? ["taskFailed"] : ["taskFailed", "statistic"];
};

/** The navigation bar's Performance entry: for the roles with a box to open there. */
export const hasPerformanceMenu = (role: Role): boolean => performanceBoxes(role).length > 0;

/** Statistic tabs: Basic for all; Inspector and Qa only for AGENT, ADMIN and QA (product §2). */
export const statisticTabs = (role: Role): readonly ("basic" | "inspector" | "qa")[] =>
  role === "AGENT" || role === "ADMIN" || role === "QA" ? ["basic", "inspector", "qa"] : ["basic"];
