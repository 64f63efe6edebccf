import { proxy, ref } from "valtio";
import type { AcceptBody } from "../../../contract/tasks.ts";
import type { HomeworkResponse } from "../../../contract/taskTypes.ts";
import {
  type BoardAction,
  type BoardState,
  boardReducer,
  initialBoardState,
} from "../../../domain/inspectionBoard.ts";
import { areActionsEnabled, type CountContext, resumeTaskTime, tick } from "../../../domain/timer.ts";
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
  const taskChanged = next.task !== boardStore.task;
  Object.assign(boardStore, next);
  if (next.task && taskChanged) boardStore.task = ref(next.task);
  if (taskChanged) {
    boardStore.imageLoaded = false;
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
  const time = resumeTaskTime({
    time: payload.taskSlot?.inspects.time ?? null,
    leaseExpiresAt: payload.task.leaseExpiresAt,
    plusTimeUsed: payload.task.plusTimeUsed,
    nowMs: Date.now(),
  });
  dispatch({ type: "GET_MISSION", task: payload, photoCode: payload.task.photoCode, time });
  if (time === 0) dispatch({ type: "SET_TIME", timeCount: 0 }); // the lease is gone: times out at once
  if (payload.task.plusTimeUsed) boardStore.plusTime = true;
  boardStore.waitingText = null;
  boardStore.nextDialog = false;
}

/** One second passes (domain tick); at 2 s or below the modal closes and actions go off. */
export function tickBoard(ctx: CountContext): void {
  const next = tick({ remaining: boardStore.timeCount, plusTimeUsed: boardStore.plusTime }, ctx);
  if (next.remaining === boardStore.timeCount) return;
  boardStore.timeCount = next.remaining;
  const on = areActionsEnabled(next.remaining);
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
