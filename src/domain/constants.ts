/** Business constants (product §9). */
export const APP_VERSION = "10-12";
export const DEFAULT_TIMEZONE = "Asia/Ho_Chi_Minh";
export const ALERT_AUTO_DISMISS_MS = 6000;
export const FAILED_TASK_WARNING_THRESHOLD = 5;
export const TASK_POLL_MS = 4000;
export const DEFAULT_TASK_TIME_S = 60;
export const PAGE_SIZES = [10, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const isPageSize = (n: number): n is PageSize => (PAGE_SIZES as readonly number[]).includes(n);
export const MAX_DATE_RANGE_DAYS = 92;

/** Above the threshold the badge pulses and dispatch refuses work (product §2, product §S3). */
export const hasTooManyFailedTasks = (count: number): boolean => count > FAILED_TASK_WARNING_THRESHOLD;

// Domain rules: timer (product §4, §9)
export const TIMER_TICK_MS = 1000;
export const TIMER_RED_AT_S = 10;
export const TIMER_ACTIONS_OFF_AT_S = 2;
export const PLUS_TIME_S = 30;
/** Ours: seconds of network slack the server adds to a task lease (product §S3 "small grace"). */
export const LEASE_GRACE_S = 5;
/**
 * Ours (issue 21): the lease of a task whose countdown does not run (test mode, freeze-test users), kept
 * alive by the task screen's heartbeat. Five heartbeats long, so a hidden tab whose timers the browser
 * slows to once a minute still keeps the task after losing one beat; a closed tab gives it back within
 * 2.5 minutes (then it is swept as a timeout, like any lease).
 */
export const HEARTBEAT_LEASE_S = 150;
/** Ours (issue 21): how often an open task screen with such a lease says it is still there. */
export const TASK_HEARTBEAT_MS = 30_000;

// Domain rules: damage marking and dates (product §5, §9)
export const POSITION_DECIMALS = 4;
export const DATE_STEP_MINUTES = 60;
/** Default: a failed task untouched this long is auto-verified (product §S5; the server may configure it). */
export const AUTO_VERIFY_AFTER_HOURS = 48;
