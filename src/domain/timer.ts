/**
 * The task countdown (product §4 "Inspection board", §9): one tick per second, red at 10 s or below,
 * actions off at 2 s or below, timeout at 0, a one-time +30 s on damage_body tasks.
 * The server's lease (product §S3) is computed from the same numbers.
 */
import {
  DEFAULT_TASK_TIME_S,
  LEASE_GRACE_S,
  PLUS_TIME_S,
  TIMER_ACTIONS_OFF_AT_S,
  TIMER_RED_AT_S,
} from "./constants.ts";

/**
 * The freeze-test users: their timer does not count (product §4 lists three names without reproducing
 * them). These three usernames are OURS; no seed makes them: an administrator creates one with
 * `npm run user` (README) for a trainer's demo, and tests create their own.
 */
export const FREEZE_TEST_USERNAMES: readonly string[] = ["freeze.test1", "freeze.test2", "freeze.test3"];

export const isFreezeTestUser = (username: string | null | undefined): boolean =>
  !!username && FREEZE_TEST_USERNAMES.includes(username);

export interface TimerState {
  /** Seconds left. */
  remaining: number;
  /** +30 s was used (it can be used once). */
  plusTimeUsed: boolean;
}

/** A slot's time: taskSlot.inspects.time when it is a positive number, else 60 s (product §4). */
export const initialTaskTime = (inspects?: { time?: number | null } | null): number => {
  const time = inspects?.time;
  return typeof time === "number" && Number.isFinite(time) && time > 0
    ? Math.floor(time)
    : DEFAULT_TASK_TIME_S;
};

export const startTimer = (inspects?: { time?: number | null } | null): TimerState => ({
  remaining: initialTaskTime(inspects),
  plusTimeUsed: false,
});

export interface CountContext {
  username: string | null | undefined;
  testMode: boolean;
  imageLoaded: boolean;
  /** The server's lease already runs for this task (isLeaseRunning): count before the image loads. */
  leaseRunning?: boolean;
}

/**
 * The timer is not counted for freeze-test users, in test mode, or before the image has loaded (product
 * §4) — unless the task came back with its lease already running (a reload): the server's clock does not
 * wait for the photo to load again, so neither may the agent's (issue 21, one time).
 */
export const isTimerCounting = (ctx: CountContext): boolean =>
  (ctx.imageLoaded || ctx.leaseRunning === true) && !ctx.testMode && !isFreezeTestUser(ctx.username);

/** One second passes. Never below 0; a timer that does not count stays as it is. */
export const tick = (state: TimerState, ctx: CountContext): TimerState => {
  if (!isTimerCounting(ctx) || state.remaining <= 0) return state;
  return { ...state, remaining: state.remaining - 1 };
};

export const isTimedOut = (remaining: number): boolean => remaining <= 0;
export const isTimerRed = (remaining: number): boolean => remaining <= TIMER_RED_AT_S;
/** At 2 s or below the modal closes and all actions are disabled (product §4). */
export const areActionsEnabled = (remaining: number): boolean => remaining > TIMER_ACTIONS_OFF_AT_S;

export type TimerPhase = "running" | "red" | "locked" | "timeout";

/** running > 10 s; red 3..10 s; locked (red, actions off) 1..2 s; timeout at 0. */
export const timerPhase = (remaining: number): TimerPhase => {
  if (isTimedOut(remaining)) return "timeout";
  if (!areActionsEnabled(remaining)) return "locked";
  if (isTimerRed(remaining)) return "red";
  return "running";
};

/**
 * +30 s on damage_body tasks, once (product §4, §9). Our decision: like every action it is off once the
 * actions are off (2 s or below), so it cannot revive a task that is timing out.
 */
export const canUsePlusTime = (state: TimerState, taskName: string | null | undefined): boolean =>
  taskName === "damage_body" && !state.plusTimeUsed && areActionsEnabled(state.remaining);

export const applyPlusTime = (state: TimerState, taskName: string | null | undefined): TimerState =>
  canUsePlusTime(state, taskName) ? { remaining: state.remaining + PLUS_TIME_S, plusTimeUsed: true } : state;

/**
 * The server's lease for a held task (product §S3): the task's time, +30 s if plus-time was
 * used, plus a small grace for the network.
 */
export const leaseSeconds = (
  taskTime: number | null | undefined,
  plusTimeUsed: boolean,
  graceS = LEASE_GRACE_S,
): number => initialTaskTime({ time: taskTime }) + (plusTimeUsed ? PLUS_TIME_S : 0) + graceS;

/**
 * The seconds left on a task the server hands out: the slot's time, but never more than its lease
 * still allows (a task held before a reload or a new login comes back with less time). The lease holds
 * the time, +30 s after plus-time, and the grace; the grace is not the agent's. Without a readable
 * lease the slot's time.
 */
export const resumeTaskTime = (args: {
  time?: number | null;
  leaseExpiresAt?: string | null;
  plusTimeUsed?: boolean;
  nowMs: number;
  graceS?: number;
}): number => {
  const full = initialTaskTime({ time: args.time }) + (args.plusTimeUsed ? PLUS_TIME_S : 0);
  const expires = args.leaseExpiresAt ? Date.parse(args.leaseExpiresAt) : Number.NaN;
  if (!Number.isFinite(expires)) return full;
  const left = Math.floor((expires - args.nowMs) / 1000) - (args.graceS ?? LEASE_GRACE_S);
  return Math.max(0, Math.min(full, left));
};

/** Seconds a fresh claim's lease may look used (the answer's trip, rounding) before it counts as resumed. */
export const RESUME_SLACK_S = 2;

/**
 * Whether a task handed out comes back with its lease already running: it has less left than its full
 * time by more than a fresh claim's trip (a task held before a reload or a new login). Its photo may
 * have been shown already, in which case the server will not restart the lease when it is shown again.
 */
export const isLeaseRunning = (args: Parameters<typeof resumeTaskTime>[0]): boolean => {
  const full = initialTaskTime({ time: args.time }) + (args.plusTimeUsed ? PLUS_TIME_S : 0);
  return resumeTaskTime(args) <= full - RESUME_SLACK_S;
};

/**
 * The countdown after the server answered the lease's end (the photo-shown report): the lease's time
 * when it is more than a second away from the count (a lease restarted at the photo, or one that kept
 * running while the photo loaded again), else the count as it is, so a tick's rounding does not jump it.
 */
export const syncedTime = (remaining: number, fromLease: number): number =>
  Math.abs(fromLease - remaining) > 1 ? fromLease : remaining;

/** When the count of a lease ending at `leaseExpiresAt` reaches 0 (the grace is not the agent's). */
export const countEndOf = (leaseExpiresAt: string, graceS = LEASE_GRACE_S): number | null => {
  const expires = Date.parse(leaseExpiresAt);
  return Number.isFinite(expires) ? expires - graceS * 1000 : null;
};

/**
 * A tick's count held to the lease's clock: never more than the lease leaves at `nowMs`. A page busy
 * or in the background ticks late, and a count kept by ticks alone would then show time the server's
 * lease no longer has.
 */
export const boundByLease = (remaining: number, countEndsAt: number | null, nowMs: number): number =>
  countEndsAt === null
    ? remaining
    : Math.min(remaining, Math.max(0, Math.floor((countEndsAt - nowMs) / 1000)));
