/**
 * Failed-task statuses (product §4 "Failed task status", §9), their badges, the transition on confirm
 * and auto-verification (product §S5), and what counts toward a user's totalTaskFailed.
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

/** The status a new failed task starts in (product §S5). */
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
 * The status after a confirm (product §S5), or null when this confirmer may not confirm now.
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

/** Untouched REVIEWING tasks are auto-verified (product §S5); other statuses never are. */
export const autoVerifiedStatus = (status: string | null | undefined): FailedTaskStatus | null => {
  if (status === "INSPECTOR-REVIEWING") return "INSPECTOR-AUTO-VERIFIED";
  if (status === "QA-REVIEWING") return "QA-AUTO-VERIFIED";
  return null;
};

/**
 * The last change at or before which a REVIEWING task is due: untouched for exactly `afterHours`
 * (default 48) is due. The server's SQL selects `updated_at <= autoVerifyDueAt(now)`: one boundary.
 */
export const autoVerifyDueAt = (now: Date, afterHours: number = AUTO_VERIFY_AFTER_HOURS): Date =>
  new Date(now.getTime() - afterHours * 3_600_000);

/** Due when untouched for the configured hours, counted from the last change (autoVerifyDueAt). */
export const isDueForAutoVerify = (
  status: string | null | undefined,
  lastChangedAt: Date,
  now: Date,
  afterHours: number = AUTO_VERIFY_AFTER_HOURS,
): boolean =>
  autoVerifiedStatus(status) !== null &&
  lastChangedAt.getTime() <= autoVerifyDueAt(now, afterHours).getTime();

// ---------------------------------------------------------------- totalTaskFailed

export interface TaskParties {
  status?: string | null;
  inspector?: { username?: string | null } | null;
  qa?: { username?: string | null } | null;
}

/**
 * The status that waits for each party (product §S5): the inspector at INSPECTOR-REVIEWING, the
 * task's QA (whatever their role) at QA-REVIEWING, every TRAINER and SUPER at VERIFYING. The SQL of the
 * totals and of the list's queue filter is built from this table.
 */
export const WAITS_FOR = {
  inspector: "INSPECTOR-REVIEWING",
  qa: "QA-REVIEWING",
  trainer: "VERIFYING",
} as const satisfies Record<string, FailedTaskStatus>;

/** Whom a user's queue is computed for: the username (parties) and the role (trainers). */
export interface QueueOwner {
  username: string;
  role: Role;
}

/** Whether a failed task waits for this user (WAITS_FOR). */
export const isWaitingFor = (task: TaskParties, user: QueueOwner): boolean =>
  (task.status === WAITS_FOR.inspector && task.inspector?.username === user.username) ||
  (task.status === WAITS_FOR.qa && task.qa?.username === user.username) ||
  (task.status === WAITS_FOR.trainer && isTrainerLike(user.role));

/** totalTaskFailed of a user (product §S5): the failed tasks waiting for them, the badge. */
export const totalTaskFailed = (tasks: readonly TaskParties[], user: QueueOwner): number =>
  tasks.filter((t) => isWaitingFor(t, user)).length;

/**
 * Whether a change between these statuses moves a task into or out of the trainers' queue, so every
 * TRAINER's and SUPER's total must be recounted, not only the parties'.
 */
export const movesTrainerQueue = (...statuses: readonly (string | null | undefined)[]): boolean =>
  statuses.includes(WAITS_FOR.trainer);
