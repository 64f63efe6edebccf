/**
 * Failed-task statuses (spec §4 "Failed task status", §9), their badges, the transition on confirm
 * and auto-verification (server-behaviour §5), and what counts toward a user's totalTaskFailed.
 */
import { AUTO_VERIFY_AFTER_HOURS } from "./constants.ts";
import { isTrainerLike, type Role } from "./roles.ts";
import { TEXTS } from "./texts.ts";

export const FAILED_TASK_STATUSES = [
  "INSPECTOR-REVIEWING",
  "QA-REVIEWING",
  "VERIFYING",
  "VERIFIED",
  "INSPECTOR-AUTO-VERIFIED",
  "QA-AUTO-VERIFIED",
] as const;
export type FailedTaskStatus = (typeof FAILED_TASK_STATUSES)[number];

export const isFailedTaskStatus = (value: unknown): value is FailedTaskStatus =>
  typeof value === "string" && (FAILED_TASK_STATUSES as readonly string[]).includes(value);

/** Nobody confirms a task in these statuses. */
export const FINAL_STATUSES: readonly FailedTaskStatus[] = [
  "VERIFIED",
  "INSPECTOR-AUTO-VERIFIED",
  "QA-AUTO-VERIFIED",
];
export const isFinalStatus = (status: string | null | undefined): boolean =>
  (FINAL_STATUSES as readonly string[]).includes(status ?? "");

/** The status a new failed task starts in (server-behaviour §5). */
export const INITIAL_FAILED_TASK_STATUS: FailedTaskStatus = "INSPECTOR-REVIEWING";

export type BadgeColor = "yellow" | "green" | "darkPurple" | "grey";

/** Both REVIEWING yellow, VERIFIED green, VERIFYING dark purple, anything else grey, missing 'Unknown'. */
export const statusBadge = (status: string | null | undefined): { label: string; color: BadgeColor } => {
  if (!status) return { label: TEXTS.unknownStatus, color: "grey" };
  switch (status) {
    case "INSPECTOR-REVIEWING":
    case "QA-REVIEWING":
      return { label: status, color: "yellow" };
    case "VERIFIED":
      return { label: status, color: "green" };
    case "VERIFYING":
      return { label: status, color: "darkPurple" };
    default:
      return { label: status, color: "grey" };
  }
};

// ---------------------------------------------------------------- confirm transition

export const ITEM_ACTIONS = ["inspector", "qa", "support", "review"] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];
export const isItemAction = (value: unknown): value is ItemAction =>
  typeof value === "string" && (ITEM_ACTIONS as readonly string[]).includes(value);

/** An item as the transition sees it: the action after the confirm, and the one stored before it. */
export interface TransitionItem {
  action?: ItemAction | null | "";
  previousAction?: ItemAction | null | "";
}

/**
 * The status after a confirm (server-behaviour §5), or null when this confirmer may not confirm now.
 * - final statuses: nobody (null);
 * - TRAINER or SUPER: any non-final status settles at once → VERIFIED;
 * - INSPECTOR-REVIEWING, the assigned inspector: any item marked `qa` (disputed) → QA-REVIEWING,
 *   otherwise (every item the inspector's own mistake) → VERIFIED;
 * - QA-REVIEWING, the assigned QA: any item pushed back to `inspector` → VERIFYING, otherwise
 *   (disputes accepted as `qa`) → VERIFIED. Our reading of "still marked inspector": an item now
 *   `inspector` that the inspector had not marked `inspector` (an item the inspector already owned
 *   stays settled); an item with no previous action counts as pushed back;
 * - VERIFYING, the assigned inspector or QA: their confirm only adds a message → stays VERIFYING
 *   (ours: the trainer settles it);
 * - anyone else: null.
 */
export const nextStatus = (
  current: string | null | undefined,
  confirmerRole: Role,
  isInspector: boolean,
  isQa: boolean,
  items: readonly TransitionItem[],
): FailedTaskStatus | null => {
  if (!isFailedTaskStatus(current) || isFinalStatus(current)) return null;
  if (isTrainerLike(confirmerRole)) return "VERIFIED";
  switch (current) {
    case "INSPECTOR-REVIEWING":
      if (!isInspector) return null;
      return items.some((i) => i.action === "qa") ? "QA-REVIEWING" : "VERIFIED";
    case "QA-REVIEWING":
      if (!isQa) return null;
      return items.some((i) => i.action === "inspector" && i.previousAction !== "inspector")
        ? "VERIFYING"
        : "VERIFIED";
    case "VERIFYING":
      return isInspector || isQa ? "VERIFYING" : null;
    default:
      return null;
  }
};

// ---------------------------------------------------------------- auto-verification

/** Untouched REVIEWING tasks are auto-verified (server-behaviour §5); other statuses never are. */
export const autoVerifiedStatus = (status: string | null | undefined): FailedTaskStatus | null => {
  if (status === "INSPECTOR-REVIEWING") return "INSPECTOR-AUTO-VERIFIED";
  if (status === "QA-REVIEWING") return "QA-AUTO-VERIFIED";
  return null;
};

/** Due when untouched for the configured hours (default 48), counted from the last change. */
export const isDueForAutoVerify = (
  status: string | null | undefined,
  lastChangedAt: Date,
  now: Date,
  afterHours: number = AUTO_VERIFY_AFTER_HOURS,
): boolean =>
  autoVerifiedStatus(status) !== null && now.getTime() - lastChangedAt.getTime() >= afterHours * 3_600_000;

// ---------------------------------------------------------------- totalTaskFailed

export interface TaskParties {
  status?: string | null;
  inspector?: { username?: string | null } | null;
  qa?: { username?: string | null } | null;
}

/** Whether a failed task waits for this user: INSPECTOR-REVIEWING as its inspector, QA-REVIEWING as its QA. */
export const isWaitingFor = (task: TaskParties, username: string): boolean =>
  (task.status === "INSPECTOR-REVIEWING" && task.inspector?.username === username) ||
  (task.status === "QA-REVIEWING" && task.qa?.username === username);

/** totalTaskFailed of a user (server-behaviour §5): the failed tasks waiting for them. */
export const totalTaskFailed = (tasks: readonly TaskParties[], username: string): number =>
  tasks.filter((t) => isWaitingFor(t, username)).length;
