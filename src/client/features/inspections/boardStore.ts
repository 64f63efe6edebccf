import { proxy, ref } from "valtio";
import type { AcceptBody } from "../../../contract/tasks.ts";
import type { HomeworkResponse } from "../../../contract/taskTypes.ts";
import { PLUS_TIME_S } from "../../../domain/constants.ts";
import {
  type BoardAction,
  type BoardState,
  boardReducer,
  initialBoardState,
} from "../../../domain/inspectionBoard.ts";
import {
  areActionsEnabled,
  boundByLease,
  type CountContext,
  countEndOf,
  isLeaseRunning,
  isTimerCounting,
  resumeTaskTime,
  syncedTime,
  tick,
} from "../../../domain/timer.ts";
import type { VehicleMismatch } from "../../../domain/vehicleMismatch.ts";

/** A task as the homework call answers it, with the task itself known to be there. */
export type TaskPayload = Omit<HomeworkResponse, "task"> & { task: NonNullable<HomeworkResponse["task"]> };

export type WorkspaceModal =
  | "none"
  | "reject"
  | "confirm"
  | "finish"
  | "vinDecode"
  | "errorPopup"
  | "qcPassed"
  | "vehicleMismatch";

/** An accept the server refused as VEHICLE_MISMATCH: both vehicles, and the answer to send again. */
export interface PendingMismatch {
  mismatch: VehicleMismatch;
  message: string;
  data: Omit<AcceptBody, "message">;
}

export interface WorkspaceState extends BoardState<TaskPayload> {
  /** The photo of the task has been painted (the timer counts only after that). */
  imageLoaded: boolean;
  /** The task came back with its lease already running (a reload): the timer counts from arrival. */
  leaseRunning: boolean;
  /** When the count reaches 0 by the server's lease, once known (a resumed task, the photo-shown answer). */
  countEndsAt: number | null;
  /** Derived from timeCount, kept apart so only the countdown re-renders on every tick. */
  actionsOn: boolean;
  modal: WorkspaceModal;
  /** The text shown on the waiting screen (default, or 'Too many priorities'). */
  waitingText: string | null;
  /** An auto task ended with 'Success!': the next dialog shows before polling again (product §4). */
  nextDialog: boolean;
  /** The VIN accept waiting for the agent's word on another vehicle (issue 21). */
  pendingMismatch: PendingMismatch | null;
}

const initial = (): WorkspaceState => ({
  ...initialBoardState<TaskPayload, unknown, unknown, unknown>(),
  imageLoaded: false,
  leaseRunning: false,
  countEndsAt: null,
  actionsOn: true,
  modal: "none",
  waitingText: null,
  nextDialog: false,
  pendingMismatch: null,
});

/** The inspection board (product §3, §4): one valtio store; every change goes through a named action. */
export const boardStore = proxy<WorkspaceState>(initial());

/** Applies a domain reducer action (the transitions live in src/domain/inspectionBoard.ts). */
export function dispatch(action: BoardAction<TaskPayload>): void {
  const next = boardReducer<TaskPayload, unknown, unknown, unknown>(boardStore, action);
  // +30 s is on the server's lease too: the count's end moves with it.
  if (next.plusTime && !boardStore.plusTime && boardStore.countEndsAt !== null)
    boardStore.countEndsAt += PLUS_TIME_S * 1000;
  const taskChanged = next.task !== boardStore.task;
  Object.assign(boardStore, next);
  if (next.task && taskChanged) boardStore.task = ref(next.task);
  if (taskChanged) {
    boardStore.imageLoaded = false;
    boardStore.leaseRunning = false;
    boardStore.countEndsAt = null;
    boardStore.modal = "none";
    boardStore.pendingMismatch = null;
  }
  boardStore.actionsOn = areActionsEnabled(boardStore.timeCount);
}

export function resetBoard(): void {
  Object.assign(boardStore, initial());
}

/** A task arrived: the timer is set from taskSlot.inspects.time (product §4). */
export function receiveTask(payload: TaskPayload): void {
  // A task held before (a reload, a new login) comes back with what its lease has left.
  const lease = {
    time: payload.taskSlot?.inspects.time ?? null,
    leaseExpiresAt: payload.task.leaseExpiresAt,
    plusTimeUsed: payload.task.plusTimeUsed,
    nowMs: Date.now(),
  };
  const time = resumeTaskTime(lease);
  dispatch({ type: "GET_MISSION", task: payload, photoCode: payload.task.photoCode, time });
  boardStore.leaseRunning = isLeaseRunning(lease);
  if (boardStore.leaseRunning) boardStore.countEndsAt = countEndOf(lease.leaseExpiresAt);
  if (time === 0) dispatch({ type: "SET_TIME", timeCount: 0 }); // the lease is gone: times out at once
  if (payload.task.plusTimeUsed) boardStore.plusTime = true;
  boardStore.waitingText = null;
  boardStore.nextDialog = false;
}

/**
 * The server answered the lease's end (the photo-shown report): the countdown follows it, whether the
 * lease restarted at the photo or kept running while the photo loaded again after a reload (issue 21).
 * Only for the task still on screen, and only a countdown lease (a heartbeat lease is no countdown).
 */
export function syncLease(taskId: string, leaseExpiresAt: string): void {
  const payload = boardStore.task;
  if (!payload || payload.task._id !== taskId || boardStore.timeOut) return;
  const fromLease = resumeTaskTime({
    time: payload.taskSlot?.inspects.time ?? null,
    leaseExpiresAt,
    plusTimeUsed: boardStore.plusTime,
    nowMs: Date.now(),
  });
  const next = syncedTime(boardStore.timeCount, fromLease);
  boardStore.countEndsAt = countEndOf(leaseExpiresAt);
  if (next !== boardStore.timeCount) dispatch({ type: "SET_TIME", timeCount: next });
  if (!boardStore.actionsOn && boardStore.modal !== "none") boardStore.modal = "none";
}

/** One second passes (domain tick); at 2 s or below the modal closes and actions go off. */
export function tickBoard(ctx: CountContext): void {
  const ticked = tick({ remaining: boardStore.timeCount, plusTimeUsed: boardStore.plusTime }, ctx).remaining;
  const remaining = isTimerCounting(ctx) ? boundByLease(ticked, boardStore.countEndsAt, Date.now()) : ticked;
  if (remaining === boardStore.timeCount) return;
  boardStore.timeCount = remaining;
  const on = areActionsEnabled(remaining);
  if (on !== boardStore.actionsOn) boardStore.actionsOn = on;
  if (!on && boardStore.modal !== "none") boardStore.modal = "none";
}

/** A User Timing mark per painted task photo: the accept-to-next-task benchmark reads it. */
export const PHOTO_PAINTED_MARK = "task-photo-painted";

export function markImageLoaded(): void {
  boardStore.imageLoaded = true;
  if (typeof performance !== "undefined" && typeof performance.mark === "function") {
    performance.clearMarks(PHOTO_PAINTED_MARK); // one at a time: a long shift must not pile them up
    performance.mark(PHOTO_PAINTED_MARK, { detail: boardStore.task?.task._id ?? null });
  }
}

/** The server's code for an answer (or +time, or cage offer) that came after the task's lease ran out. */
export const LEASE_EXPIRED = "LEASE_EXPIRED";

/**
 * The task is over for this agent: the Time OUT dialog (with Back To Start) replaces whatever modal
 * was open. The countdown's end and a LEASE_EXPIRED answer to any task call both land here (issue 21).
 */
export function timeOutBoard(): void {
  dispatch({ type: "TIME_OUT" });
  boardStore.modal = "none";
}

/** Whether a failed task call says the lease ran out; if so the board times out (no dead end). */
export function timedOutBy(res: { ok: false; code: string | null }): boolean {
  if (res.code !== LEASE_EXPIRED) return false;
  if (boardStore.task && !boardStore.timeOut) timeOutBoard();
  return true;
}

export function openModal(modal: WorkspaceModal): void {
  boardStore.modal = modal;
}

export function setWaitingText(text: string | null): void {
  boardStore.waitingText = text;
}

export function setNextDialog(open: boolean): void {
  boardStore.nextDialog = open;
}

/** Actions are on while the timer allows it and no error is flagged (product §4, §8). */
export const canAct = (s: { actionsOn: boolean; error: string | null; timeOut: boolean }): boolean =>
  s.actionsOn && s.error === null && !s.timeOut;
